import { Table } from "@mantine/core";
import type { AppliedCriterion } from "@xa/core/ads/ads-contract";
import { useTranslation } from "react-i18next";
import { criterionTypeText, criterionValueText } from "./criterion-text.ts";

/** The criteria a line item holds, one row each, type and value in words; `label` names the table. */
export function CriteriaTable({ criteria, label }: { criteria: readonly AppliedCriterion[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table withTableBorder striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("ads.sandbox.type")}</Table.Th>
            <Table.Th>{t("ads.sandbox.value")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {criteria.map((c, i) => (
            // The same value may be targeted twice (followers and their look-alikes): the place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: criteria are drawn once, never reordered
            <Table.Tr key={i}>
              <Table.Td>{criterionTypeText(c.type, t)}</Table.Td>
              <Table.Td>{criterionValueText(c, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

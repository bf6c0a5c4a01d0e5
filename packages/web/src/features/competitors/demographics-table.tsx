import { Table, Text } from "@mantine/core";
import type { Competitor } from "@xa/core/analysis/competitor-analysis";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";
import { handleOf, Section, TableBox } from "./competitor-section.tsx";

export const DIMENSIONS = ["countries", "languages", "genders", "age_groups"] as const;
type Dimension = (typeof DIMENSIONS)[number];
const ROWS = 8;

/**
 * One demographic of the audiences side by side: a row per category (the ones most held across the
 * audiences, in the order the handle analysis gives for fixed scales), a column per competitor.
 */
export function DemographicsTable({
  dimension,
  competitors,
}: {
  dimension: Dimension;
  competitors: readonly Competitor[];
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const sections = competitors.map((c) => c.demographics[dimension]);
  const first = sections.find((s) => s !== null);
  const totals = new Map<string, { label: string; share: number }>();
  for (const s of sections)
    for (const item of s?.items ?? []) {
      const seen = totals.get(item.key);
      totals.set(item.key, { label: item.label, share: (seen?.share ?? 0) + item.share });
    }
  const fixed = dimension === "genders" || dimension === "age_groups";
  const keys = [...totals.keys()];
  const rows = fixed
    ? keys
    : keys.sort((x, y) => (totals.get(y)?.share ?? 0) - (totals.get(x)?.share ?? 0)).slice(0, ROWS);
  const shareOf = (i: number, key: string) => sections[i]?.items.find((item) => item.key === key)?.share;
  return (
    <Section title={t(`competitors.dimension.${dimension}`)} method={first?.method}>
      {rows.length === 0 ? (
        <Text size="sm">{t("competitors.noDemographics")}</Text>
      ) : (
        <TableBox label={t(`competitors.dimension.${dimension}`)}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`competitors.dimension.${dimension}`)}</Table.Th>
                {competitors.map((c) => (
                  <Table.Th key={c.id} ta="right">
                    {handleOf(c)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((key) => (
                <Table.Tr key={key}>
                  <Table.Td>{totals.get(key)?.label ?? key}</Table.Td>
                  {competitors.map((c, i) => {
                    const share = shareOf(i, key);
                    return (
                      <Table.Td key={c.id} ta="right">
                        {share === undefined ? "—" : f.share(share)}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {t("competitors.unknownPart")}
                  </Text>
                </Table.Td>
                {sections.map((s, i) => (
                  <Table.Td key={competitors[i]?.id} ta="right">
                    <Text size="xs" c="dimmed">
                      {s ? f.share(s.unknown.share) : "—"}
                    </Text>
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </TableBox>
      )}
    </Section>
  );
}

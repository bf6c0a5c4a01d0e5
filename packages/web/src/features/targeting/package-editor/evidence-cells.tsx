import { Table, Text } from "@mantine/core";
import type { TermEvidence } from "@xa/core/targeting/targeting-package";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";

/** The columns of an entry's evidence, as counted in the store when the package was generated. */
export function EvidenceHeaders() {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th ta="right">{t("targeting.evidence.posts")}</Table.Th>
      <Table.Th ta="right">{t("targeting.evidence.accounts")}</Table.Th>
      <Table.Th ta="right">{t("targeting.evidence.share")}</Table.Th>
      <Table.Th ta="right" title={t("targeting.evidence.liftHint")}>
        {t("targeting.evidence.lift")}
      </Table.Th>
    </>
  );
}

/** An entry added by hand has no evidence: a dash says so in each column. */
export function EvidenceCells({ evidence }: { evidence: TermEvidence | null }) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (!evidence) {
    return (
      <Table.Td colSpan={4} ta="right">
        <Text size="xs" c="dimmed">
          {t("targeting.evidence.none")}
        </Text>
      </Table.Td>
    );
  }
  return (
    <>
      <Table.Td ta="right">{f.number(evidence.posts)}</Table.Td>
      <Table.Td ta="right">{f.number(evidence.accounts)}</Table.Td>
      <Table.Td ta="right">{f.share(evidence.audience_share)}</Table.Td>
      <Table.Td ta="right">
        {t("targeting.evidence.liftValue", { lift: f.number(Number(evidence.lift.toFixed(1))) })}
      </Table.Td>
    </>
  );
}

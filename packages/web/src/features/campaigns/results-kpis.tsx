import { Paper, SimpleGrid, Text } from "@mantine/core";
import type { CampaignReach, Metrics } from "@xa/core/campaigns/results-entities";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** The results' key figures, one tile each; a ratio without impressions shows a dash. */
export function ResultsKpis({
  totals,
  currency,
  reach,
}: {
  totals: Metrics;
  currency: string;
  reach: CampaignReach | undefined;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const money = (value: number | null) => (value === null ? "—" : f.money(value, currency));
  const rate = (value: number | null) => (value === null ? "—" : f.share(value));
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      <Tile label={t("campaigns.results.kpis.impressions")} value={f.number(totals.impressions)} />
      <Tile label={t("campaigns.results.kpis.engagements")} value={f.number(totals.engagements)} />
      <Tile label={t("campaigns.results.kpis.clicks")} value={f.number(totals.clicks)} />
      <Tile label={t("campaigns.results.kpis.spend")} value={money(totals.spend)} />
      <Tile label={t("campaigns.results.kpis.cpm")} value={money(totals.cpm)} />
      <Tile label={t("campaigns.results.kpis.ctr")} value={rate(totals.ctr)} />
      <Tile
        label={t("campaigns.results.kpis.reach")}
        value={reach ? f.number(reach.estimated_reach) : "—"}
        note={
          reach?.frequency != null
            ? t("campaigns.results.kpis.frequency", { value: f.number(reach.frequency) })
            : undefined
        }
      />
    </SimpleGrid>
  );
}

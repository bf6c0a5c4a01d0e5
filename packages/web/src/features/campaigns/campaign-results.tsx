import { Badge, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { ResultsDailyChart } from "./results-daily-chart.tsx";
import { ResultsKpis } from "./results-kpis.tsx";
import { ResultsSegments } from "./results-segments.tsx";
import { SimulatedNote } from "./simulated-note.tsx";
import { useAdsetsQuery } from "./use-campaigns.ts";
import { useDailyStatsQuery, useReachQuery, useSegmentationsQuery, useStatsTotalQuery } from "./use-results.ts";

/** Which ad set the results are narrowed to, kept in the URL (`?adset=`) so a link shows the same. */
function useAdsetChoice(): [number | undefined, (adset: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("adset"));
  const adset = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const choose = (next: number | undefined) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === undefined) out.delete("adset");
        else out.set("adset", String(next));
        return out;
      },
      { replace: true },
    );
  return [adset, choose];
}

/**
 * A campaign's results: key figures, a daily chart and the segments, for the whole campaign or one
 * ad set, labelled with where the figures come from (the sandbox's simulation, or the platform).
 */
export function CampaignResults({ campaign }: { campaign: number }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const headingId = useId();
  const [adset, setAdset] = useAdsetChoice();
  const adsets = useAdsetsQuery(campaign);
  const total = useStatsTotalQuery(campaign, adset);
  const delivered = (total.data?.days_delivered ?? 0) > 0;
  const daily = useDailyStatsQuery(campaign, adset);
  const segments = useSegmentationsQuery(campaign, adset);
  const reach = useReachQuery(campaign, adset);
  const day = (iso: string | null) => (iso === null ? "" : f.date(`${iso}T00:00:00Z`));

  let body: ReactNode;
  if (total.isPending) body = <LoadingState />;
  else if (total.isError) body = <ErrorState error={total.error} onRetry={() => void total.refetch()} />;
  else if (!delivered)
    body = <EmptyState title={t("campaigns.results.emptyTitle")} description={t("campaigns.results.emptyBody")} />;
  else {
    const data = total.data;
    const days = daily.data?.entities[0]?.days;
    body = (
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t("campaigns.results.daysDelivered", {
            count: data.days_delivered,
            from: day(data.first_day),
            to: day(data.last_day),
          })}
        </Text>
        <ResultsKpis totals={data.totals} currency={data.currency} reach={reach.data} />
        <Stack gap="xs">
          <Title order={3}>{t("campaigns.results.daily")}</Title>
          {daily.isPending ? (
            <LoadingState />
          ) : daily.isError ? (
            <ErrorState error={daily.error} onRetry={() => void daily.refetch()} />
          ) : (
            <ResultsDailyChart days={days ?? []} />
          )}
        </Stack>
        {segments.isPending ? (
          <LoadingState />
        ) : segments.isError ? (
          <ErrorState error={segments.error} onRetry={() => void segments.refetch()} />
        ) : (
          <ResultsSegments data={segments.data} />
        )}
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {t("campaigns.results.title")}
          </Title>
          {total.data && !total.data.simulated && (
            <Badge color="blue" variant="light">
              {t("campaigns.results.reported")}
            </Badge>
          )}
        </Group>
        <NativeSelect
          label={t("campaigns.results.level")}
          value={adset === undefined ? "" : String(adset)}
          onChange={(event) => setAdset(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)}
          data={[
            { value: "", label: t("campaigns.results.wholeCampaign") },
            ...(adsets.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
      </Group>
      {total.data?.simulated && <SimulatedNote text={t("campaigns.results.simulatedHint")} />}
      {body}
    </Stack>
  );
}

import { Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import {
  COMPETITOR_DAYS,
  type CompetitorDays,
  daysFrom,
  handlesFrom,
  useCompetitorAnalysis,
} from "./competitors-api.ts";
import { CompetitorsForm } from "./competitors-form.tsx";
import { CompetitorsView } from "./competitors-view.tsx";

/** What the app may add to the page: shown once a comparison is drawn (the suggestion to build a package from it). */
export type CompetitorsParts = {
  AfterResults?: ComponentType<{ run: string; resultCount: number; handles: readonly string[] }>;
};

/**
 * `/competitor-analysis` (pro): 2 to 5 handles compared on the store. The handles and the window are
 * in the link (?handles=a,b&days=7), so a comparison can be shared.
 */
export function CompetitorsPage({ parts = {} }: { parts?: CompetitorsParts }) {
  const { AfterResults } = parts;
  const { t } = useTranslation();
  usePageTitle(t("pages.competitorAnalysis"));
  const [search, setSearch] = useSearchParams();
  const handles = handlesFrom(search);
  const days = daysFrom(search);
  const analysis = useCompetitorAnalysis(handles, days);
  const go = (next: readonly string[], d: CompetitorDays) => {
    const params = new URLSearchParams();
    if (next.length > 0) params.set("handles", next.join(","));
    if (d !== 30) params.set("days", String(d));
    setSearch(params);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("pages.competitorAnalysis")}</Title>
        <Text c="dimmed">{t("competitors.intro")}</Text>
      </Stack>
      <CompetitorsForm key={handles.join(",")} initial={handles} onCompare={(next) => go(next, days)} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="competitors-days">
          {t("competitors.window")}
        </Text>
        <Group>
          <SegmentedControl
            aria-labelledby="competitors-days"
            value={String(days)}
            onChange={(value) => go(handles, Number(value) as CompetitorDays)}
            data={COMPETITOR_DAYS.map((d) => ({ value: String(d), label: t("competitors.days", { count: d }) }))}
          />
        </Group>
      </Stack>
      {handles.length === 0 ? (
        <EmptyState title={t("competitors.chooseTitle")} description={t("competitors.chooseBody")} />
      ) : analysis.isPending ? (
        <LoadingState label={t("competitors.loading", { count: handles.length })} />
      ) : analysis.isError ? (
        <ErrorState error={analysis.error} onRetry={() => void analysis.refetch()} />
      ) : analysis.data.union === 0 && analysis.data.competitors.every((c) => c.posts === 0) ? (
        <EmptyState title={t("competitors.emptyTitle")} description={t("competitors.emptyBody")} />
      ) : (
        <>
          {AfterResults && !analysis.isPlaceholderData && (
            <AfterResults run={JSON.stringify([handles, days])} resultCount={analysis.data.union} handles={handles} />
          )}
          <CompetitorsView analysis={analysis.data} />
        </>
      )}
    </Stack>
  );
}

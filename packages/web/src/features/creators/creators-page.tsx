import { Group, Stack, Text, Title } from "@mantine/core";
import type { Creator, CreatorsResult } from "@xa/core/creators/creators";
import type { HandleToAdd } from "@xa/core/targeting/targeting-package";
import { type ComponentType, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { type CreatorsSearch, isAsked, searchFrom, searchParamsOf, useCreatorsQuery } from "./creators-api.ts";
import { CreatorsForm, type SavedAudiencePicker } from "./creators-form.tsx";
import { CreatorsMethod } from "./creators-method.tsx";
import { CreatorsTable } from "./creators-table.tsx";
import { InfluencersCard } from "./influencers-card.tsx";

/** What the app gives the page: the team it works for, and how chosen accounts join one of its saved lists. */
export type CreatorsParts = {
  TeamGate: ComponentType<{ children: (team: string) => ReactNode }>;
  AddToList: ComponentType<{ team: string; accounts: readonly HandleToAdd[] }>;
  /** shown once a search has answered (the suggestion to build a package from it) */
  AfterResults?: ComponentType<{ run: string; resultCount: number; query: string }>;
  /** beside the query: one of the team's saved audiences to find creators for instead */
  SavedAudiencePicker?: SavedAudiencePicker;
};

/**
 * `/creators` (pro): the accounts who post on a topic, ranked for a target audience, with signals of
 * inauthentic audiences; chosen rows go to a saved list. The search is in the link, so it can be shared.
 */
export function CreatorsPage({ parts }: { parts: CreatorsParts }) {
  const { t } = useTranslation();
  usePageTitle(t("pages.creators"));
  const { TeamGate } = parts;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("pages.creators")}</Title>
        <Text c="dimmed">{t("creators.intro")}</Text>
      </Stack>
      <TeamGate>{(team) => <Creators team={team} parts={parts} />}</TeamGate>
    </Stack>
  );
}

function Creators({ team, parts }: { team: string; parts: CreatorsParts }) {
  const { AddToList, AfterResults, SavedAudiencePicker } = parts;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params);
  const found = useCreatorsQuery(search);
  const go = (next: CreatorsSearch) => setParams(searchParamsOf(next));

  let results: ReactNode;
  if (!isAsked(search)) {
    results = <EmptyState title={t("creators.chooseTitle")} description={t("creators.chooseBody")} />;
  } else if (found.isPending) {
    results = <LoadingState label={t("creators.loading")} />;
  } else if (found.isError) {
    results = <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
  } else {
    const pages = found.data.pages;
    const first = pages[0] as CreatorsResult;
    const creators = pages.flatMap((p) => p.results);
    results =
      first.count === 0 ? (
        <EmptyState title={t("creators.emptyTitle")} description={t("creators.emptyBody")} />
      ) : (
        <Results
          // A new search starts with nothing selected.
          key={JSON.stringify(search)}
          team={team}
          result={first}
          creators={creators}
          AddToList={AddToList}
          onShowMore={() => void found.fetchNextPage()}
          hasMore={found.hasNextPage}
          loadingMore={found.isFetchingNextPage}
        />
      );
  }

  const answered = found.data?.pages[0];
  return (
    <Stack gap="lg">
      <CreatorsForm
        key={params.toString()}
        team={team}
        initial={search}
        onSearch={go}
        AudiencePicker={SavedAudiencePicker}
      />
      {AfterResults && answered && !found.isPlaceholderData && (
        <AfterResults run={JSON.stringify(search)} resultCount={answered.count} query={search.query} />
      )}
      {results}
      {/* Beside a ranking that found creators: a failed or empty search has no influencers to add. */}
      {answered && answered.count > 0 && search.query.trim() && (
        <InfluencersCard query={search.query} days={search.days} />
      )}
    </Stack>
  );
}

const AUDIENCE_LINE = {
  query_authors: "creators.audienceQuery",
  built: "creators.audienceBuilt",
  saved: "creators.audienceSaved",
} as const;

function Results({
  team,
  result,
  creators,
  AddToList,
  ...more
}: {
  team: string;
  result: CreatorsResult;
  creators: Creator[];
  AddToList: CreatorsParts["AddToList"];
  onShowMore: () => void;
  hasMore: boolean;
  loadingMore: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [selected, setSelected] = useState<Creator[]>([]);
  const accounts = selected.map((c) => ({ id: c.id, handle: c.handle, name: c.name, followers: c.followers_count }));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Text fw={600} role="status">
            {t("creators.found", { count: result.count })}
          </Text>
          <Text size="sm" c="dimmed">
            {t(AUDIENCE_LINE[result.audience.kind], {
              count: result.audience.size,
              size: f.number(result.audience.size),
              name: result.audience.saved?.name ?? "",
            })}{" "}
            · {f.date(result.start_date)} – {f.date(result.end_date)}
          </Text>
        </Stack>
        <AddToList team={team} accounts={accounts} />
      </Group>
      <CreatorsTable creators={creators} onSelectionChange={setSelected} {...more} />
      <CreatorsMethod result={result} />
    </Stack>
  );
}

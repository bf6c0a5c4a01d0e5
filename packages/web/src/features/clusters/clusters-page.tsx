import { Stack, Text, Title } from "@mantine/core";
import { GLOBAL_COUNTRY } from "@xa/core";
import type { TopicClustersRequest } from "@xa/core/clusters/topic-clusters";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { clustersRequestFrom, searchOf, useTopicClustersQuery } from "./clusters-api.ts";
import { ClustersForm } from "./clusters-form.tsx";
import { ClustersView } from "./clusters-view.tsx";

/** What the app may add to the page: shown once clusters are drawn (the suggestion to build a package from them). */
export type ClustersParts = {
  AfterResults?: ComponentType<{ run: string; resultCount: number; request: TopicClustersRequest }>;
};

/**
 * `/topic-clusters` (alias `/clusters`, pro): the hashtags and keywords of a keyword query's posts as
 * a graph of clusters, or their authors as a graph of follows. The query, window, country and graph
 * are in the link (?q=…&from=…&to=…&country=…&graph=accounts), so a view can be shared.
 */
export function ClustersPage({ parts = {} }: { parts?: ClustersParts }) {
  const { AfterResults } = parts;
  const { t } = useTranslation();
  usePageTitle(t("pages.topicClusters"));
  const [search, setSearch] = useSearchParams();
  const request = clustersRequestFrom(search);
  const clusters = useTopicClustersQuery(request);
  const initial = {
    query: request?.query ?? "",
    start: search.get("from") ?? "",
    end: search.get("to") ?? "",
    country: search.get("country") ?? GLOBAL_COUNTRY,
    graph: request?.graph ?? "terms",
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("pages.topicClusters")}</Title>
        <Text c="dimmed">{t("clusters.intro")}</Text>
      </Stack>
      <ClustersForm
        key={search.toString()}
        initial={initial}
        busy={clusters.isFetching}
        onFind={(draft) => setSearch(searchOf(draft))}
      />
      {!request ? (
        <EmptyState title={t("clusters.chooseTitle")} description={t("clusters.chooseBody")} />
      ) : clusters.isPending ? (
        <LoadingState label={t("clusters.loading")} />
      ) : clusters.isError ? (
        <ErrorState error={clusters.error} onRetry={() => void clusters.refetch()} />
      ) : clusters.data.matched_posts === 0 ? (
        <EmptyState title={t("clusters.emptyTitle")} description={t("clusters.emptyBody")} />
      ) : clusters.data.clusters.length === 0 ? (
        clusters.data.graph === "accounts" ? (
          <EmptyState
            title={t("clusters.fewAccountsTitle")}
            description={t("clusters.fewAccountsBody", { count: clusters.data.matched_posts })}
          />
        ) : (
          <EmptyState
            title={t("clusters.fewTermsTitle")}
            description={t("clusters.fewTermsBody", { count: clusters.data.matched_posts })}
          />
        )
      ) : (
        <>
          {AfterResults && !clusters.isPlaceholderData && (
            <AfterResults run={JSON.stringify(request)} resultCount={clusters.data.matched_posts} request={request} />
          )}
          <ClustersView data={clusters.data} />
        </>
      )}
    </Stack>
  );
}

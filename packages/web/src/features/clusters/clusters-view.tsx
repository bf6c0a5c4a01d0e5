import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TopicClusters } from "@xa/core/clusters/topic-clusters";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { ClustersExports } from "./clusters-exports.tsx";
import { ClustersList } from "./clusters-list.tsx";

// sigma and its WebGL programs are a chunk of their own, fetched once there is a graph to draw.
const ClusterGraph = lazy(() => import("./cluster-graph.tsx").then((m) => ({ default: m.ClusterGraph })));

/** The clusters found: what was read, the graph, the clusters' list and the downloads. */
export function ClustersView({ data }: { data: TopicClusters }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [selected, setSelected] = useState<number | null>(null);
  const chosen = data.clusters.find((c) => c.id === selected);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>
            {t(data.graph === "accounts" ? "clusters.summaryAccounts" : "clusters.summary", {
              count: data.clusters.length,
              terms: f.number(data.nodes.length),
              posts: f.number(data.sampled_posts),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t("clusters.window", { start: f.date(data.start), end: f.date(data.end) })}
          </Text>
        </Stack>
        <ClustersExports data={data} />
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Title order={2} size="h5">
          {t("clusters.methodTitle")}
        </Title>
        <Text size="sm" c="dimmed" data-testid="clusters-method">
          {data.method}
        </Text>
      </Paper>
      <Suspense fallback={<LoadingState label={t("clusters.graph.loading")} />}>
        <ClusterGraph data={data} selected={selected} onSelect={setSelected} />
      </Suspense>
      <Text size="sm" aria-live="polite">
        {chosen
          ? t("clusters.graph.showing", { n: chosen.id + 1, name: chosen.name })
          : t(data.graph === "accounts" ? "clusters.graph.hintAccounts" : "clusters.graph.hint")}
      </Text>
      <ClustersList clusters={data.clusters} graph={data.graph} selected={selected} onSelect={setSelected} />
    </Stack>
  );
}

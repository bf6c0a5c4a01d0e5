import { Box, Stack, Text, UnstyledButton } from "@mantine/core";
import type { TopicCluster } from "@xa/core/clusters/topic-clusters";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DataColumn } from "../../components/data-table/data-column.ts";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { clusterColor } from "./cluster-colors.ts";

type Props = {
  clusters: readonly TopicCluster[];
  /** what the nodes are (see TopicClusters.graph) */
  graph?: "terms" | "accounts";
  selected: number | null;
  onSelect: (cluster: number | null) => void;
};

/** A cluster's sentiment as shares of its scored posts and the mean score. */
function SentimentCell({ cluster }: { cluster: TopicCluster }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { positive, neutral, negative, score } = cluster.sentiment;
  const scored = positive + neutral + negative;
  if (scored === 0) return <Text size="sm">{t("clusters.list.noSentiment")}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">
        {t("clusters.list.sentimentShares", {
          positive: f.share(positive / scored),
          neutral: f.share(neutral / scored),
          negative: f.share(negative / scored),
        })}
      </Text>
      {score !== null && (
        <Text size="xs" c="dimmed">
          {t("clusters.list.score", { score: f.signed(score) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The clusters as a table: each name is a button (Tab reaches it, Enter or Space selects it and the
 * graph highlights the cluster; again clears it), with its terms, posts, accounts and sentiment.
 */
export function ClustersList({ clusters, graph = "terms", selected, onSelect }: Props) {
  const ofAccounts = graph === "accounts";
  const { t } = useTranslation();
  const f = useFormatters();
  const columns = useMemo(
    (): DataColumn<TopicCluster>[] => [
      {
        id: "name",
        header: t("clusters.list.cluster"),
        value: (c) => c.id,
        cell: (c) => (
          <UnstyledButton
            aria-pressed={selected === c.id}
            onClick={() => onSelect(selected === c.id ? null : c.id)}
            data-testid="cluster-button"
            style={{ borderRadius: 4 }}
          >
            {/* Phrasing content only inside a button, so its text is its name. */}
            <Box component="span" style={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
              <Box
                component="span"
                w={12}
                h={12}
                style={{ display: "inline-block", borderRadius: 6, background: clusterColor(c.id), flex: "none" }}
              />
              <Text span size="sm" fw={selected === c.id ? 700 : 500} td={selected === c.id ? "underline" : undefined}>
                {t("clusters.list.clusterName", { n: c.id + 1, name: c.name })}
              </Text>
            </Box>
          </UnstyledButton>
        ),
        width: "30%",
      },
      {
        id: "terms",
        header: t(ofAccounts ? "clusters.list.members" : "clusters.list.terms"),
        description: t(ofAccounts ? "clusters.list.membersHint" : "clusters.list.termsHint"),
        value: (c) => c.term_count,
        cell: (c) => (
          <Text size="sm">
            {c.terms.join(", ")}
            {c.term_count > c.terms.length && (
              <Text span size="xs" c="dimmed">
                {" "}
                {t("clusters.list.moreTerms", { count: c.term_count - c.terms.length })}
              </Text>
            )}
          </Text>
        ),
        sortable: true,
      },
      {
        id: "posts",
        header: t("clusters.list.posts"),
        description: t(ofAccounts ? "clusters.list.postsByMembersHint" : "clusters.list.postsHint"),
        value: (c) => c.posts,
        cell: (c) => f.number(c.posts),
        align: "right",
      },
      {
        id: "accounts",
        header: t("clusters.list.accounts"),
        description: t("clusters.list.accountsHint"),
        value: (c) => c.accounts,
        cell: (c) => f.number(c.accounts),
        align: "right",
      },
      {
        id: "sentiment",
        header: t("clusters.list.sentiment"),
        description: t("clusters.list.sentimentHint"),
        value: (c) => c.sentiment.score,
        cell: (c) => <SentimentCell cluster={c} />,
      },
    ],
    [t, f, selected, onSelect, ofAccounts],
  );
  return (
    <DataTable
      data={clusters}
      columns={columns}
      label={t("clusters.list.label")}
      getRowId={(c) => String(c.id)}
      pageSize={25}
    />
  );
}

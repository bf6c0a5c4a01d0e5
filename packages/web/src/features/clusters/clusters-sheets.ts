import type { TopicClusters } from "@xa/core/clusters/topic-clusters";
import type { Sheet } from "../../download/sheets-workbook.ts";

/** A sheet's or column's label in the reader's language. */
export type Label = (key: string) => string;

/** The clusters, their terms and the co-occurrences as worksheets. */
export function clustersSheets(data: TopicClusters, label: Label): Sheet[] {
  const names = new Map(data.clusters.map((c) => [c.id, c.name]));
  return [
    {
      name: label("sheets.clusters"),
      columns: [
        "cluster",
        "name",
        "terms",
        "termCount",
        "posts",
        "accounts",
        "positive",
        "neutral",
        "negative",
        "score",
      ].map((key) => label(`columns.${key}`)),
      rows: data.clusters.map((c) => [
        c.id + 1,
        c.name,
        c.terms.join(", "),
        c.term_count,
        c.posts,
        c.accounts,
        c.sentiment.positive,
        c.sentiment.neutral,
        c.sentiment.negative,
        c.sentiment.score,
      ]),
      percent: [],
    },
    {
      name: label("sheets.terms"),
      columns: ["term", "kind", "posts", "cluster", "name"].map((key) => label(`columns.${key}`)),
      rows: data.nodes.map((n) => [n.id, label(`kind.${n.kind}`), n.posts, n.cluster + 1, names.get(n.cluster) ?? ""]),
      percent: [],
    },
    {
      name: label("sheets.links"),
      columns: ["source", "target", "together"].map((key) => label(`columns.${key}`)),
      rows: data.edges.map((e) => [e.source, e.target, e.weight]),
      percent: [],
    },
  ];
}

import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** How a topic-cluster answer was computed, written by the server in the caller's language. */
const EN = {
  all: "All {{matched}} posts matching the query were read.",
  sampled: "A fixed pseudo-random sample of {{sampled}} of the {{matched}} posts matching the query was read.",
  graph:
    "Nodes are the {{terms}} hashtags and keywords used most in them (the query's own terms left out, each in at least 2 posts); two terms are linked by the posts using both.",
  communities:
    "Clusters are Louvain communities of that graph (modularity {{modularity}}, fixed seed), named by their most used terms; a post counts in the cluster holding most of its terms, sentiment as enrichment scored the posts.",
  accounts:
    "Nodes are the most active of their {{authors}} authors (at least 2 posts each): the {{terms}} the store links to another, by the follows between them (one each way) and the likes, replies and reposts of each other's posts.",
  accountCommunities:
    "Clusters are Louvain communities of that graph (modularity {{modularity}}, fixed seed), named by their most active accounts; a post counts in its author's cluster, sentiment as enrichment scored the posts.",
  noFollows: "The store knows no follow or engagement between these accounts, so they cannot be clustered.",
};

const JA: Record<keyof typeof EN, string> = {
  all: "クエリに一致した {{matched}} 件の投稿をすべて読みました。",
  sampled: "クエリに一致した {{matched}} 件の投稿から、固定の疑似乱数で選んだ {{sampled}} 件を読みました。",
  graph:
    "ノードはそこで最も多く使われたハッシュタグとキーワード {{terms}} 個（クエリ自身の語を除き、2 件以上の投稿にあるもの）で、両方を使った投稿の数で結ばれます。",
  communities:
    "クラスターはこのグラフの Louvain コミュニティ（モジュラリティ {{modularity}}、固定シード）で、最も多く使われた語で名付けています。投稿は語の多くが属するクラスターに数え、感情はエンリッチメントが投稿に付けたものです。",
  accounts:
    "ノードは {{authors}} の投稿者のうち投稿の多いアカウント（各 2 件以上）で、ほかと結ばれた {{terms}} アカウントです。アカウント同士のフォロー（向きごとに 1）と、互いの投稿へのいいね・返信・リポストで結ばれます。",
  accountCommunities:
    "クラスターはこのグラフの Louvain コミュニティ（モジュラリティ {{modularity}}、固定シード）で、最も投稿の多いアカウントで名付けています。投稿は投稿者のクラスターに数え、感情はエンリッチメントが投稿に付けたものです。",
  noFollows: "これらのアカウントの間のフォローやエンゲージメントがストアにないため、クラスターに分けられません。",
};

export type ClustersTextKey = keyof typeof EN;
export const CLUSTERS_TEXTS = { en: EN, ja: JA } satisfies Record<Language, Record<string, string>>;

/** The texts as one paragraph: English sentences spaced, Japanese ones run on. */
export function clustersTexts(
  language: Language,
  keys: readonly ClustersTextKey[],
  params: Record<string, string | number>,
): string {
  return keys
    .map((key) => fillTemplate(language, CLUSTERS_TEXTS[language][key], params))
    .join(language === "ja" ? "" : " ");
}

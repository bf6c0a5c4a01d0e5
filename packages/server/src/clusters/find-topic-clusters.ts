import type { Language } from "@xa/core";
import type { KeywordQuery } from "@xa/core/analysis/keyword-query-types";
import { clustersTexts } from "@xa/core/clusters/clusters-texts";
import { CLUSTER_SAMPLE_POSTS, type TopicClusters } from "@xa/core/clusters/topic-clusters";
import type { Db } from "../db/database.ts";
import { accountLinks } from "./account-graph.ts";
import { sampleTerms } from "./sample-terms.ts";
import { buildGraph, buildTermGraph } from "./term-graph.ts";

/** A resolved request: the query as searched, its window and country, as the analyses resolve them. */
export type ClustersScope = {
  query: string;
  searched: KeywordQuery;
  start: Date;
  end: Date;
  countryCode: string | null;
  language: Language;
  /** how many terms (or accounts) become nodes */
  terms: number;
  graph: "terms" | "accounts";
};

/** Times of the two steps, for the benchmark. */
export type ClustersTimings = { sampleMs: number; graphMs: number };

/**
 * The topic clusters of the scope's posts: the sample and its terms read in one statement, then the
 * graph, its communities and layout computed here; the method says what was read and how.
 */
export async function findTopicClusters(
  db: Db,
  scope: ClustersScope,
  timings?: ClustersTimings,
): Promise<TopicClusters> {
  const started = performance.now();
  const sample = await sampleTerms(
    db,
    { query: scope.searched, start: scope.start, end: scope.end, countryCode: scope.countryCode },
    CLUSTER_SAMPLE_POSTS,
    scope.terms,
  );
  const sampledAt = performance.now();
  const accounts = scope.graph === "accounts" ? await accountLinks(db, sample.posts, scope.terms) : null;
  const graph = accounts
    ? buildGraph(accounts.top, accounts.pairs, accounts.posts)
    : buildTermGraph(sample.top, sample.posts);
  if (timings) {
    timings.sampleMs = sampledAt - started;
    timings.graphMs = performance.now() - sampledAt;
  }
  const read = sample.matched > sample.sampled ? "sampled" : "all";
  const method = clustersTexts(
    scope.language,
    !accounts
      ? [read, "graph", "communities"]
      : graph.nodes.length === 0 && sample.matched > 0
        ? [read, "noFollows"]
        : [read, "accounts", "accountCommunities"],
    {
      matched: sample.matched,
      sampled: sample.sampled,
      terms: graph.nodes.length,
      authors: accounts?.authors ?? 0,
      modularity: graph.modularity.toFixed(2),
    },
  );
  return {
    query: scope.query,
    graph: scope.graph,
    start: scope.start.toISOString(),
    end: scope.end.toISOString(),
    country: scope.countryCode,
    matched_posts: sample.matched,
    sampled_posts: sample.sampled,
    sample_limit: CLUSTER_SAMPLE_POSTS,
    posts_with_terms: graph.postsWithTerms,
    method,
    modularity: graph.modularity,
    nodes: graph.nodes,
    edges: graph.edges,
    edge_count: graph.edgeCount,
    clusters: graph.clusters,
  };
}

import { z } from "zod";

/** Matching posts read at most per request: a fixed pseudo-random sample past this, said in the answer. */
export const CLUSTER_SAMPLE_POSTS = 20_000;
/** The most used terms of the sample that become nodes, unless the request asks for fewer or more. */
export const DEFAULT_CLUSTER_TERMS = 150;
export const MIN_CLUSTER_TERMS = 20;
export const MAX_CLUSTER_TERMS = 400;
/** The strongest co-occurrences sent as edges (the communities are found on all of them). */
export const MAX_CLUSTER_EDGES = 3_000;
/** Terms named per cluster in its list of terms; its name is the first three. */
export const CLUSTER_TERMS_LISTED = 10;

/**
 * Body of POST /api/external/topic-clusters/: the keyword query, dates and country an audience
 * analysis takes; the clusters are found among the hashtags and keywords of the matching posts.
 */
export const topicClustersRequest = z.object({
  /** keyword query: OR-joined groups of AND-joined terms, NOT exclusions, as the analyses read it */
  query: z.string().max(2000),
  /** ISO date or date-time; the analyses' default window without them */
  start_date: z.string().max(40).optional(),
  end_date: z.string().max(40).optional(),
  /** a country name, ISO code, or "Global": posts by authors in that country */
  country: z.string().max(100).optional(),
  /** how many of the sample's most used terms (or most active accounts) become nodes */
  terms: z.number().int().min(MIN_CLUSTER_TERMS).max(MAX_CLUSTER_TERMS).optional(),
  /** the graph of the posts' terms (co-occurrence, the default) or of their authors (follows and engagements) */
  graph: z.enum(["terms", "accounts"]).optional(),
});
export type TopicClustersRequest = z.input<typeof topicClustersRequest>;

const count = z.number().int().nonnegative();

/** A node of the graph: a hashtag (`#tag`), a keyword or an account (`@handle`), placed by the server's layout. */
export const clusterNode = z.object({
  /** `#` and the hashtag, the keyword, or `@` and the handle */
  id: z.string(),
  kind: z.enum(["hashtag", "keyword", "account"]),
  /** sampled posts using it (an account: written by it) */
  posts: count,
  /** index of its cluster in `clusters` */
  cluster: z.number().int().nonnegative(),
  /** ForceAtlas2 position */
  x: z.number(),
  y: z.number(),
});
export type ClusterNode = z.infer<typeof clusterNode>;

/** Two terms used together (`weight` sampled posts use both), or two accounts linked (follows each way and engagements). */
export const clusterEdge = z.object({ source: z.string(), target: z.string(), weight: count });
export type ClusterEdge = z.infer<typeof clusterEdge>;

/** Sentiment of a cluster's posts, as enrichment scored them. */
export const clusterSentiment = z.object({
  positive: count,
  neutral: count,
  negative: count,
  /** mean score of the scored posts, -1…1; null when none was scored */
  score: z.number().nullable(),
});

/** One community of terms. */
export const topicCluster = z.object({
  /** its index, in order of posts */
  id: z.number().int().nonnegative(),
  /** its three most used terms */
  name: z.string(),
  /** its most used terms, most used first */
  terms: z.array(z.string()),
  term_count: count,
  /** sampled posts whose terms fall mostly in this cluster */
  posts: count,
  /** distinct authors of those posts */
  accounts: count,
  sentiment: clusterSentiment,
});
export type TopicCluster = z.infer<typeof topicCluster>;

/** The term graph of a query's posts, its communities and how they were found. */
export const topicClusters = z.object({
  query: z.string(),
  /** what the nodes are: the posts' terms or their authors */
  graph: z.enum(["terms", "accounts"]),
  /** the window read, ISO */
  start: z.string(),
  end: z.string(),
  /** ISO code, or null for Global */
  country: z.string().nullable(),
  /** posts matching the query */
  matched_posts: count,
  /** posts read: all of them, or a fixed pseudo-random sample of `sample_limit` */
  sampled_posts: count,
  sample_limit: count,
  /** sampled posts using at least one node term, of which clusters' posts are counted */
  posts_with_terms: count,
  /** what was read and how the clusters were found, in the caller's language */
  method: z.string(),
  /** Louvain's modularity of the partition (0 without edges) */
  modularity: z.number(),
  nodes: z.array(clusterNode),
  /** the strongest co-occurrences, at most MAX_CLUSTER_EDGES */
  edges: z.array(clusterEdge),
  /** co-occurrences found (edges holds the strongest) */
  edge_count: count,
  clusters: z.array(topicCluster),
});
export type TopicClusters = z.infer<typeof topicClusters>;

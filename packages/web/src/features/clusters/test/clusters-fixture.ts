import type { TopicClusters } from "@xa/core/clusters/topic-clusters";

/** Two clusters of a debate, as the API answers: with terms XML must escape, and Japanese. */
export const CLUSTERS_FIXTURE: TopicClusters = {
  query: "guns OR #gundebate",
  graph: "terms",
  start: "2026-03-01T00:00:00.000Z",
  end: "2026-03-31T23:59:59.999Z",
  country: null,
  matched_posts: 156,
  sampled_posts: 156,
  sample_limit: 20_000,
  posts_with_terms: 41,
  method: "All 156 posts matching the query were read. Clusters are Louvain communities.",
  modularity: 0.46,
  nodes: [
    { id: "#2a", kind: "hashtag", posts: 15, cluster: 0, x: 10.5, y: -3.25 },
    { id: "#secondamendment", kind: "hashtag", posts: 11, cluster: 0, x: 12, y: -1 },
    { id: "rights & <freedom>", kind: "keyword", posts: 6, cluster: 0, x: 9, y: -6 },
    { id: "#guncontrolnow", kind: "hashtag", posts: 13, cluster: 1, x: -11, y: 4 },
    { id: "#endgunviolence", kind: "hashtag", posts: 13, cluster: 1, x: -9.5, y: 5.5 },
    { id: '"enough"\u0007', kind: "keyword", posts: 8, cluster: 1, x: -12, y: 7 },
    { id: "脱原発", kind: "keyword", posts: 2, cluster: 1, x: -8, y: 9 },
  ],
  edges: [
    { source: "#2a", target: "#secondamendment", weight: 9 },
    { source: "#2a", target: "rights & <freedom>", weight: 4 },
    { source: "#guncontrolnow", target: "#endgunviolence", weight: 10 },
    { source: "#endgunviolence", target: '"enough"\u0007', weight: 5 },
    { source: "#guncontrolnow", target: "脱原発", weight: 2 },
    { source: "#2a", target: "#guncontrolnow", weight: 2 },
  ],
  edge_count: 6,
  clusters: [
    {
      id: 0,
      name: "#2a · #secondamendment · rights & <freedom>",
      terms: ["#2a", "#secondamendment", "rights & <freedom>"],
      term_count: 3,
      posts: 22,
      accounts: 12,
      sentiment: { positive: 4, neutral: 6, negative: 12, score: -0.211 },
    },
    {
      id: 1,
      name: '#guncontrolnow · #endgunviolence · "enough"\u0007',
      terms: ["#guncontrolnow", "#endgunviolence", '"enough"\u0007', "脱原発"],
      term_count: 4,
      posts: 19,
      accounts: 15,
      sentiment: { positive: 0, neutral: 1, negative: 18, score: -0.817 },
    },
  ],
};

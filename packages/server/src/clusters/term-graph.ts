import {
  CLUSTER_TERMS_LISTED,
  type ClusterEdge,
  type ClusterNode,
  MAX_CLUSTER_EDGES,
  type TopicCluster,
} from "@xa/core/clusters/topic-clusters";
import { UndirectedGraph } from "graphology";
import louvain from "graphology-communities-louvain";
import forceAtlas2 from "graphology-layout-forceatlas2";
import type { SampledPost, TopTerm } from "./sample-terms.ts";

/** Fewer posts than this using both terms is not a link: one post's chance words. */
const MIN_COOCCURRENCE = 2;
const LAYOUT_ITERATIONS = 120;
const SEED = 42;

/** A seeded uniform generator (mulberry32): Louvain's and the layout's randomness, the same every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type TermGraph = {
  nodes: ClusterNode[];
  edges: ClusterEdge[];
  edgeCount: number;
  clusters: TopicCluster[];
  postsWithTerms: number;
  modularity: number;
};

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** Terms co-occurring in posts, as weights by pair, at least MIN_COOCCURRENCE. */
function countPairs(posts: readonly SampledPost[]): Map<string, number> {
  const pairs = new Map<string, number>();
  for (const post of posts) {
    const terms = post.terms;
    for (let i = 0; i < terms.length; i++) {
      for (let j = i + 1; j < terms.length; j++) {
        const key = pairKey(terms[i] as string, terms[j] as string);
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
    }
  }
  for (const [key, n] of pairs) if (n < MIN_COOCCURRENCE) pairs.delete(key);
  return pairs;
}

/** Each cluster's nodes start around a point of a circle of its own, so the layout settles fast and alike. */
function seedPositions(graph: UndirectedGraph, community: Map<string, number>, clusters: number, rng: () => number) {
  graph.forEachNode((node) => {
    const c = community.get(node) ?? 0;
    const angle = (2 * Math.PI * c) / Math.max(clusters, 1);
    graph.mergeNodeAttributes(node, {
      x: 100 * Math.cos(angle) + 20 * (rng() - 0.5),
      y: 100 * Math.sin(angle) + 20 * (rng() - 0.5),
    });
  });
}

/** The co-occurrence graph of the sampled posts' node terms, clustered and laid out (see buildGraph). */
export function buildTermGraph(top: readonly TopTerm[], posts: readonly SampledPost[]): TermGraph {
  return buildGraph(top, countPairs(posts), posts);
}

/** A weighted link between two nodes, as `pairKey` of its ends. */
export const linkKey = (a: string, b: string) => pairKey(a, b);

const kindOf = (id: string): ClusterNode["kind"] =>
  id.startsWith("#") ? "hashtag" : id.startsWith("@") ? "account" : "keyword";

/**
 * The graph of the nodes (`top`, by use) and weighted links (`pairs`, by linkKey), its Louvain
 * communities (seeded), a ForceAtlas2 layout of a fixed number of iterations from seeded positions,
 * and each community as a cluster: named by its most used nodes, its posts (each post in the
 * cluster holding most of its nodes), their authors and sentiment. Clusters are ordered by posts,
 * then by name. Nodes without a link are left out.
 */
export function buildGraph(
  top: readonly TopTerm[],
  pairs: ReadonlyMap<string, number>,
  posts: readonly SampledPost[],
): TermGraph {
  const usage = new Map(top.map((t) => [t.term, t.posts]));
  // Nodes in order of use and edges in order of their terms, whatever order the posts came in:
  // Louvain's seeded moves then visit the same graph the same way on every run.
  const linked = new Set([...pairs.keys()].flatMap((key) => key.split("\u0000")));
  const graph = new UndirectedGraph();
  for (const { term } of top) if (linked.has(term)) graph.addNode(term);
  for (const key of [...pairs.keys()].sort()) {
    const [a, b] = key.split("\u0000") as [string, string];
    graph.addEdge(a, b, { weight: pairs.get(key) });
  }
  if (graph.order === 0) return { nodes: [], edges: [], edgeCount: 0, clusters: [], postsWithTerms: 0, modularity: 0 };

  const rng = seededRandom(SEED);
  const found = louvain.detailed(graph, { getEdgeWeight: "weight", rng });
  const members = new Map<number, string[]>();
  graph.forEachNode((node) => {
    const c = found.communities[node] ?? 0;
    members.set(c, [...(members.get(c) ?? []), node]);
  });
  const byUse = (a: string, b: string) => (usage.get(b) ?? 0) - (usage.get(a) ?? 0) || (a < b ? -1 : 1);
  const groups = [...members.values()].map((terms) => terms.sort(byUse));

  // A post belongs to the cluster holding most of its graph terms (ties: the cluster of its most used term).
  const clusterOfTerm = new Map<string, number>();
  groups.forEach((terms, i) => {
    for (const t of terms) clusterOfTerm.set(t, i);
  });
  const tallies = groups.map(() => ({
    posts: 0,
    authors: new Set<string>(),
    pos: 0,
    neu: 0,
    neg: 0,
    sum: 0,
    scored: 0,
  }));
  let postsWithTerms = 0;
  for (const post of posts) {
    const votes = new Map<number, number>();
    for (const t of [...post.terms].sort(byUse)) {
      const c = clusterOfTerm.get(t);
      if (c !== undefined) votes.set(c, (votes.get(c) ?? 0) + 1);
    }
    let best = -1;
    let most = 0;
    for (const [c, n] of votes) {
      if (n > most) [best, most] = [c, n];
    }
    const tally = tallies[best];
    if (!tally) continue;
    postsWithTerms++;
    tally.posts++;
    if (post.author_id) tally.authors.add(post.author_id);
    if (post.sentiment === "positive") tally.pos++;
    else if (post.sentiment === "neutral") tally.neu++;
    else if (post.sentiment === "negative") tally.neg++;
    if (post.sentiment_score !== null && Number.isFinite(post.sentiment_score)) {
      tally.sum += post.sentiment_score;
      tally.scored++;
    }
  }

  const unordered = groups.map((terms, i) => {
    const tally = tallies[i] as (typeof tallies)[number];
    const listed = terms.slice(0, CLUSTER_TERMS_LISTED);
    return {
      index: i,
      name: listed.slice(0, 3).join(" · "),
      terms: listed,
      term_count: terms.length,
      posts: tally.posts,
      accounts: tally.authors.size,
      sentiment: {
        positive: tally.pos,
        neutral: tally.neu,
        negative: tally.neg,
        score: tally.scored > 0 ? Math.round((tally.sum / tally.scored) * 1000) / 1000 : null,
      },
    };
  });
  unordered.sort((a, b) => b.posts - a.posts || b.term_count - a.term_count || (a.name < b.name ? -1 : 1));
  const order = new Map(unordered.map((c, id) => [c.index, id]));
  const clusters: TopicCluster[] = unordered.map(({ index: _, ...c }, id) => ({ id, ...c }));

  const community = new Map<string, number>();
  for (const [term, c] of clusterOfTerm) community.set(term, order.get(c) ?? 0);
  seedPositions(graph, community, clusters.length, rng);
  const settings = { ...forceAtlas2.inferSettings(graph), barnesHutOptimize: graph.order > 500 };
  const positions = forceAtlas2(graph, { iterations: LAYOUT_ITERATIONS, settings, getEdgeWeight: "weight" });

  const round = (v: number) => Math.round(v * 100) / 100;
  const nodes: ClusterNode[] = [];
  graph.forEachNode((id) => {
    const at = positions[id] ?? { x: 0, y: 0 };
    nodes.push({
      id,
      kind: kindOf(id),
      posts: usage.get(id) ?? 0,
      cluster: community.get(id) ?? 0,
      x: round(at.x),
      y: round(at.y),
    });
  });
  nodes.sort((a, b) => b.posts - a.posts || (a.id < b.id ? -1 : 1));
  const edges: ClusterEdge[] = [];
  graph.forEachEdge((_, attributes, source, target) => {
    edges.push({ source, target, weight: attributes.weight as number });
  });
  edges.sort((a, b) => b.weight - a.weight || (pairKey(a.source, a.target) < pairKey(b.source, b.target) ? -1 : 1));
  return {
    nodes,
    edges: edges.slice(0, MAX_CLUSTER_EDGES),
    edgeCount: edges.length,
    clusters,
    postsWithTerms,
    modularity: Math.round(found.modularity * 1000) / 1000,
  };
}

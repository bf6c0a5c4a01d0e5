import { DEFAULT_CLUSTER_TERMS } from "@xa/core/clusters/topic-clusters";
import { keywordPostFilter, resolveRequest, SqlParams } from "../../analysis/index.ts";
import type { Db } from "../../db/database.ts";
import { TOPICS } from "../../social/index.ts";
import { type ClustersTimings, findTopicClusters } from "../find-topic-clusters.ts";

/** How many posts the benchmark's query should match: the brief's 50k-post query. */
export const CLUSTERS_TARGET_POSTS = 50_000;
const DAY_MS = 86_400_000;

export type ClustersRun = { totalMs: number; sampleMs: number; graphMs: number; bytes: number };
export type ClustersCase = {
  query: string;
  matched: number;
  sampled: number;
  nodes: number;
  edges: number;
  clusters: number;
  start: string;
  end: string;
  runs: ClustersRun[];
};

/** The store's last 90 days, ending at its newest post. */
async function window(db: Db): Promise<{ start: string; end: string }> {
  const [row] = await db.query<{ end: Date }>("SELECT max(created_at) AS end FROM posts");
  const end = new Date(row?.end ?? Date.now());
  return { start: new Date(end.getTime() - 89 * DAY_MS).toISOString(), end: end.toISOString() };
}

/** Posts of the window matching `query`, counted with the analyses' own filter. */
async function countMatches(db: Db, query: string, start: string, end: string): Promise<number> {
  const resolved = await resolveRequest(
    db,
    { query_type: "keyword", query, start_date: start, end_date: end },
    new Date(end),
  );
  if (!resolved.keywordQuery) return 0;
  const p = new SqlParams();
  const filter = keywordPostFilter(resolved.keywordQuery, p.values, "p");
  const sql = `SELECT count(*)::int AS n FROM posts p WHERE ${filter}
    AND p.created_at >= ${p.add(start, "timestamptz")} AND p.created_at <= ${p.add(end, "timestamptz")}`;
  const [row] = await db.query<{ n: number }>(sql, p.values);
  return row?.n ?? 0;
}

/**
 * A keyword query of the demo world matching as close to `target` posts as its topics allow: each
 * topic's first six single words ORed, topics added most matched first while the count stays under
 * twice the target; the count closest to the target wins.
 */
export async function pickClustersQuery(db: Db, target: number): Promise<{ query: string; matched: number }> {
  const { start, end } = await window(db);
  // Single words only: a phrase would need quotes.
  const words = (terms: readonly string[]) => terms.filter((t) => /^[\p{L}\p{N}]+$/u.test(t)).slice(0, 6);
  const topics = [];
  for (const topic of TOPICS) {
    const list = words(topic.terms.en.length > 0 ? topic.terms.en : topic.terms.ja);
    if (list.length === 0) continue;
    const query = list.join(" OR ");
    topics.push({ query, matched: await countMatches(db, query, start, end) });
  }
  topics.sort((a, b) => b.matched - a.matched);
  let best = { query: "", matched: -1 };
  let parts: string[] = [];
  for (const topic of topics) {
    const query = [...parts, topic.query].join(" OR ");
    const matched = parts.length === 0 ? topic.matched : await countMatches(db, query, start, end);
    if (matched > 2 * target) continue;
    parts = [...parts, topic.query];
    if (best.matched < 0 || Math.abs(matched - target) < Math.abs(best.matched - target)) best = { query, matched };
    if (matched >= target) break;
  }
  return best;
}

/**
 * Times the topic clusters of `query` over the store's last 90 days as the route computes them (the
 * query resolved as the analyses resolve it, without the store's word widening): `runs` timed calls
 * after two untimed ones. `bytes` is the JSON the browser receives before it draws.
 */
export async function benchTopicClusters(db: Db, query: string, runs: number): Promise<ClustersCase> {
  const { start, end } = await window(db);
  const resolved = await resolveRequest(
    db,
    { query_type: "keyword", query, start_date: start, end_date: end },
    new Date(end),
  );
  if (!resolved.keywordQuery) throw new Error("a keyword query is needed");
  const scope = {
    query,
    searched: resolved.keywordQuery,
    start: resolved.start,
    end: resolved.end,
    countryCode: null,
    language: "en" as const,
    terms: DEFAULT_CLUSTER_TERMS,
    graph: "terms" as const,
  };
  for (let i = 0; i < 2; i++) await findTopicClusters(db, scope);
  const times: ClustersRun[] = [];
  let last = null;
  for (let i = 0; i < runs; i++) {
    const timings: ClustersTimings = { sampleMs: 0, graphMs: 0 };
    const t = performance.now();
    last = await findTopicClusters(db, scope, timings);
    const bytes = Buffer.byteLength(JSON.stringify(last));
    times.push({ totalMs: performance.now() - t, ...timings, bytes });
  }
  return {
    query,
    matched: last?.matched_posts ?? 0,
    sampled: last?.sampled_posts ?? 0,
    nodes: last?.nodes.length ?? 0,
    edges: last?.edges.length ?? 0,
    clusters: last?.clusters.length ?? 0,
    start,
    end,
    runs: times,
  };
}

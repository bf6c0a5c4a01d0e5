import { clustersContract } from "@xa/core/clusters/clusters-contract";
import { clustersTexts } from "@xa/core/clusters/clusters-texts";
import { CLUSTER_SAMPLE_POSTS, DEFAULT_CLUSTER_TERMS } from "@xa/core/clusters/topic-clusters";
import type { FastifyInstance } from "fastify";
import { requireAnalyst, resolveRequest, type WidenWords } from "../analysis/index.ts";
import type { Deps } from "../deps.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { sampleTerms } from "./sample-terms.ts";
import { buildTermGraph } from "./term-graph.ts";

/**
 * POST /api/external/topic-clusters/: on public store data, for an analyst (of the team named by
 * X-Team, else a 404). The query, dates and country are read as an audience analysis reads them,
 * widened the same way, so both describe the same posts.
 */
export function registerClustersRoutes(app: FastifyInstance, deps: Deps, widen?: WidenWords): void {
  // An analysis: on the heavy lane, so it never queues ahead of short requests.
  const db = deps.db.heavy;
  route(app, clustersContract.findTopicClusters, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    const language = requestLanguage(request);
    const resolved = await resolveRequest(db, { ...body, query_type: "keyword" }, deps.now(), language, widen);
    const query = resolved.searchedQuery ?? resolved.keywordQuery;
    if (!query) throw new Error("a keyword analysis resolves a keyword query");
    const sample = await sampleTerms(
      db,
      { query, start: resolved.start, end: resolved.end, countryCode: resolved.countryCode },
      CLUSTER_SAMPLE_POSTS,
      body.terms ?? DEFAULT_CLUSTER_TERMS,
    );
    const graph = buildTermGraph(sample.top, sample.posts);
    const sampled = sample.matched > sample.sampled;
    const method = clustersTexts(language, [sampled ? "sampled" : "all", "graph", "communities"], {
      matched: sample.matched,
      sampled: sample.sampled,
      terms: graph.nodes.length,
      modularity: graph.modularity.toFixed(2),
    });
    return {
      query: resolved.query ?? "",
      start: resolved.start.toISOString(),
      end: resolved.end.toISOString(),
      country: resolved.countryCode,
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
  });
}

import { clustersContract } from "@xa/core/clusters/clusters-contract";
import { DEFAULT_CLUSTER_TERMS } from "@xa/core/clusters/topic-clusters";
import type { FastifyInstance } from "fastify";
import { recordToolUse } from "../activity/index.ts";
import { requireAnalyst, resolveRequest, type WidenWords } from "../analysis/index.ts";
import type { Deps } from "../deps.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { findTopicClusters } from "./find-topic-clusters.ts";

/**
 * POST /api/external/topic-clusters/: on public store data, for an analyst (of the team named by
 * X-Team, else a 404). The query, dates and country are read as an audience analysis reads them,
 * widened the same way, so both describe the same posts.
 */
export function registerClustersRoutes(app: FastifyInstance, deps: Deps, widen?: WidenWords): void {
  // An analysis: on the heavy lane, so it never queues ahead of short requests.
  const db = deps.db.heavy;
  route(app, clustersContract.findTopicClusters, async ({ body }, request) => {
    const auth = await requireAnalyst(deps, request);
    const language = requestLanguage(request);
    const resolved = await resolveRequest(db, { ...body, query_type: "keyword" }, deps.now(), language, widen);
    const searched = resolved.searchedQuery ?? resolved.keywordQuery;
    if (!searched) throw new Error("a keyword analysis resolves a keyword query");
    const clusters = await findTopicClusters(db, {
      query: resolved.query ?? "",
      searched,
      start: resolved.start,
      end: resolved.end,
      countryCode: resolved.countryCode,
      language,
      terms: body.terms ?? DEFAULT_CLUSTER_TERMS,
      graph: body.graph ?? "terms",
    });
    await recordToolUse(deps, auth.user.id, "topic_clusters", resolved.query ?? "");
    return clusters;
  });
}

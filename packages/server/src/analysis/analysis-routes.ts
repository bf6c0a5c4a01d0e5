import { analyzeQueryRequest, analyzeQueryResponse, sectionResult } from "@xa/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../auth/sessions.ts";
import type { Deps } from "../deps.ts";
import { badRequest, said } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { runAnalysis } from "./analyze-query.ts";
import { computeAgeGroups, findRelatedAudiences } from "./audience-queries.ts";
import { resolveRequest } from "./resolve-request.ts";

const ageGroupsResponse = z.object({
  age_percentages: z.record(z.string(), z.number()),
  base: z.object({ unit: z.string(), count: z.number(), description: z.string() }),
  unknown_share: z.number(),
  method: z.string(),
});

const relatedAudiencesResponse = z.object({
  audience_configs: z.array(
    z.object({ id: z.string(), name: z.string(), size: z.number(), categories: z.array(z.string()) }),
  ),
});

const accountsResponse = z.object({ query_type: analyzeQueryResponse.shape.query_type, section: sectionResult });

/**
 * The analysis API (spec §7: POST analysis endpoints under /api/external/). Public store data, so
 * any signed-in user may analyse; nothing is team-scoped.
 */
export function registerAnalysisRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["analysis"];
  // Analyses run on the heavy lane, so they never queue ahead of short requests.
  const db = deps.db.heavy;

  r.post(
    "/api/external/analyze-query/",
    { schema: { body: analyzeQueryRequest, response: { 200: analyzeQueryResponse }, tags } },
    async (request) => {
      await requireAuth(deps, request);
      const resolved = await resolveRequest(db, request.body, deps.now(), requestLanguage(request));
      return runAnalysis(db, resolved, request.body.sections);
    },
  );

  r.post(
    "/api/external/compute-age-groups/",
    { schema: { body: analyzeQueryRequest, response: { 200: ageGroupsResponse }, tags } },
    async (request) => {
      await requireAuth(deps, request);
      return computeAgeGroups(db, await resolveRequest(db, request.body, deps.now(), requestLanguage(request)));
    },
  );

  r.post(
    "/api/external/find-related-audiences/",
    { schema: { body: analyzeQueryRequest, response: { 200: relatedAudiencesResponse }, tags } },
    async (request) => {
      await requireAuth(deps, request);
      return findRelatedAudiences(db, await resolveRequest(db, request.body, deps.now(), requestLanguage(request)));
    },
  );

  for (const name of ["similar_accounts", "top_accounts"] as const) {
    r.post(
      `/api/external/${name.replace("_", "-")}/`,
      { schema: { body: analyzeQueryRequest, response: { 200: accountsResponse }, tags } },
      async (request) => {
        await requireAuth(deps, request);
        const resolved = await resolveRequest(db, request.body, deps.now(), requestLanguage(request));
        const result = await runAnalysis(db, resolved, [name]);
        const section = result.sections[name];
        if (!section) throw badRequest(said("similarNeedsHandle"));
        return { query_type: result.query_type, section };
      },
    );
  }
}

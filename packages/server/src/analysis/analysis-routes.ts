import { analysisContract } from "@xa/core/analysis/analysis-contract";
import { queryAnalyzerContract } from "@xa/core/analysis/explore-contract";
import type { OperationInput } from "@xa/core/contract/operation";
import { audienceRequestText, EMAIL_PATTERN } from "@xa/core/targeting/audience-request";

import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordToolUse } from "../activity/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, said } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { type RouteHandler, route } from "../http/route.ts";
import { takeUserAndTeamLimits } from "../http/work-limits.ts";
import { findWorkingTeam } from "../teams/index.ts";
import { requireAnalyst } from "./analysis-guards.ts";
import { analyzeHandles } from "./analyze-handles.ts";
import { runAnalysis } from "./analyze-query.ts";
import { computeAgeGroups, findRelatedAudiences } from "./audience-queries.ts";
import { forgetPinnedScopes } from "./build-scope.ts";
import { keepQuery } from "./kept-queries.ts";
import { resolveRequest } from "./resolve-request.ts";
import { serve } from "./serve-with-aliases.ts";
import type { WidenWords } from "./widen-query.ts";
import { findXConversations } from "./x-conversations.ts";

/**
 * The analysis API (the POST analysis endpoints under /api/external/), on public store data.
 * `widen` widens keyword queries with the words people type (see widen-query.ts).
 */
export function registerAnalysisRoutes(app: FastifyInstance, deps: Deps, widen?: WidenWords): void {
  // Analyses run on the heavy lane, so they never queue ahead of short requests.
  const db = deps.db.heavy;
  // Scopes kept for an analysis's later card requests go with the server, not an hour later.
  app.addHook("onClose", () => forgetPinnedScopes(db));

  // An analysis's reply is the API's largest, built from the contract's types: sent as built.
  const trusted = { trustedReply: { check: deps.config.checkReplies } };

  // The engine's one analysis: analyze-query, and the query analyzer that keeps its query.
  const analyze = async (
    body: OperationInput<typeof analysisContract.analyzeQuery>["body"],
    request: FastifyRequest,
  ) => {
    const auth = await requireAnalyst(deps, request);
    const resolved = await resolveRequest(db, body, deps.now(), requestLanguage(request), widen);
    const result = await runAnalysis(db, resolved, body.sections, {
      budgetMs: deps.config.analysisSectionBudgetMs,
    });
    const about = resolved.account?.handle ? `@${resolved.account.handle}` : (resolved.query ?? resolved.postId ?? "");
    return { auth, result, context: `${result.query_type}: ${about}` };
  };

  serve(
    app,
    analysisContract.analyzeQuery,
    async ({ body }, request) => {
      const { auth, result, context } = await analyze(body, request);
      // Each card asks alone; the same query within a few minutes is one exploration.
      await recordToolUse(deps, auth.user.id, "explore", context);
      return result;
    },
    trusted,
  );

  const queryAnalyzer: RouteHandler<typeof queryAnalyzerContract.queryAnalyzer> = async ({ body }, request) => {
    const { ad_account_id, email, ...asked } = body;
    if (email && !EMAIL_PATTERN.test(email)) throw badRequest((l) => audienceRequestText(l, "emailInvalid"));
    const { auth, result, context } = await analyze(asked, request);
    const team = await findWorkingTeam(deps, request, auth.user.id);
    // What the audience creator builds from: the query, not the sections or the rows asked.
    const { sections: _s, share_of_voice: _v, limit: _l, ...query } = asked;
    const id = await keepQuery(deps.db, {
      teamId: team?.id ?? null,
      userId: auth.user.id,
      request: query,
      adAccountId: ad_account_id ?? "",
      email: email ?? "",
    });
    // The activity entry names the kept query, as the spec's user activity entry does.
    await recordToolUse(deps, auth.user.id, "explore", context, { audienceCreatorQueryId: id });
    return { ...result, audience_creator_query_id: id };
  };
  serve(app, queryAnalyzerContract.queryAnalyzer, queryAnalyzer, trusted);
  route(app, queryAnalyzerContract.exploreX, queryAnalyzer, trusted);

  serve(
    app,
    analysisContract.analyzeHandles,
    async ({ body }, request) => {
      // One analysis of the caller's (and team's) limits per handle, all counted before any runs.
      const auth = await requireAnalyst(deps, request);
      const team = await findWorkingTeam(deps, request, auth.user.id);
      for (let i = 1; i < body.handles.length; i++)
        await takeUserAndTeamLimits(deps, "analysis", auth.user.id, team?.id ?? null);
      const result = await analyzeHandles(db, body, {
        now: deps.now(),
        language: requestLanguage(request),
        budgetMs: deps.config.analysisSectionBudgetMs,
        widen,
      });
      await recordToolUse(deps, auth.user.id, "explore", `handles: ${body.handles.map((h) => `@${h}`).join(" ")}`);
      return result;
    },
    trusted,
  );

  serve(app, analysisContract.findXConversations, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    const { limit, ...rest } = body;
    const asked = { ...rest, query_type: "conversation" as const, post_order: "like_count" as const };
    const resolved = await resolveRequest(db, asked, deps.now(), requestLanguage(request), widen);
    return findXConversations(db, { ...resolved, limit });
  });

  serve(app, analysisContract.computeAgeGroups, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    return computeAgeGroups(db, await resolveRequest(db, body, deps.now(), requestLanguage(request), widen));
  });

  serve(app, analysisContract.findRelatedAudiences, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    return findRelatedAudiences(db, await resolveRequest(db, body, deps.now(), requestLanguage(request), widen));
  });

  const accountSections = [
    [analysisContract.findSimilarAccounts, "similar_accounts"],
    [analysisContract.findTopAccounts, "top_accounts"],
  ] as const;
  for (const [op, name] of accountSections) {
    serve(app, op, async ({ body }, request) => {
      await requireAnalyst(deps, request);
      const resolved = await resolveRequest(db, body, deps.now(), requestLanguage(request), widen);
      const result = await runAnalysis(db, resolved, [name]);
      const section = result.sections[name];
      if (!section) throw badRequest(said("similarNeedsHandle"));
      return { query_type: result.query_type, section };
    });
  }
}

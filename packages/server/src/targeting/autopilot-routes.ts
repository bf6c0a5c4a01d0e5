import type { Language } from "@xa/core";
import { KeywordQuerySyntaxError } from "@xa/core/analysis/keyword-query";
import { autopilotContract } from "@xa/core/targeting/autopilot-contract";
import { type AutopilotRequest, autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { briefText } from "@xa/core/targeting/brief-texts";
import { canSeeGeneration } from "@xa/core/targeting/targeting-permissions";
import { readBriefFields } from "@xa/text/brief/read-brief";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { findUsableKeptQuery, resolveRequest } from "../analysis/index.ts";
import type { UserRow } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, notFound } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { takeUserAndTeamLimits } from "../http/work-limits.ts";
import { findWorkingTeam } from "../teams/index.ts";
import { resolveAudience } from "./audience-builder/resolve-criteria.ts";
import { registerAudienceRequestRoutes, type XConnectorOptions } from "./audience-request-routes.ts";
import { readRequestTerms } from "./autopilot/brief-terms.ts";
import { createGeneration, findGeneration, toGeneration } from "./autopilot/generation-queries.ts";
import { unknownPlaces } from "./autopilot/place-countries.ts";
import { requireGenerator } from "./autopilot-guards.ts";

// The description analyzer checks only that an address looks like one.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Refuses, before anything is queued, a request the generator cannot take: a bad e-mail address
 * ('Invalid email address'), keywords it cannot read, nothing to build an audience from,
 * an analysis or a builder's audience it cannot resolve (its own 400 or 404).
 */
async function checkRequest(deps: Deps, body: AutopilotRequest, language: Language): Promise<void> {
  if (body.email !== undefined && body.email.trim() !== "" && !EMAIL.test(body.email.trim()))
    throw badRequest((l) => briefText(l, "invalidEmail"));
  let terms: ReturnType<typeof readRequestTerms>;
  try {
    terms = readRequestTerms(body);
  } catch (error) {
    if (error instanceof KeywordQuerySyntaxError) throw badRequest((l) => error.messageIn(l));
    throw error;
  }
  const named = terms.words.length + terms.hashtags.length + terms.handles.length + terms.groups.length;
  if (named === 0 && body.job_titles.length === 0 && !body.analysis && !body.audience_builder)
    throw badRequest((l) => briefText(l, "emptyBrief"));
  const unknown = unknownPlaces(body.selected_states, body.selected_regions);
  if (unknown.length > 0) throw badRequest((l) => briefText(l, "unknownPlace", { places: unknown.join(", ") }));
  if (body.analysis) await resolveRequest(deps.db, body.analysis, deps.now(), language);
  if (body.audience_builder) await resolveAudience(deps.db, body.audience_builder);
}

const keptAnalysis = autopilotRequest.shape.analysis.unwrap();

/**
 * The request with the query the explore query analyzer kept (audience_creator_query_id) as its
 * analysis; a 404 for an id the caller's teams do not have.
 */
async function withKeptQuery(deps: Deps, user: UserRow, body: AutopilotRequest): Promise<AutopilotRequest> {
  if (body.audience_creator_query_id === undefined) return body;
  const kept = await findUsableKeptQuery(deps.db, user, body.audience_creator_query_id);
  return { ...body, analysis: keptAnalysis.parse(kept) };
}

/** The autopilot API: build-audience, analyse-description, generate-insights, standalone insights. */
export function registerAutopilotRoutes(app: FastifyInstance, deps: Deps, options: XConnectorOptions = {}): void {
  registerAudienceRequestRoutes(app, deps, options);
  const create = async (asked: AutopilotRequest, request: FastifyRequest) => {
    const auth = await requireGenerator(deps, request);
    const team = await findWorkingTeam(deps, request, auth.user.id);
    const body = await withKeptQuery(deps, auth.user, asked);
    const language = requestLanguage(request);
    await checkRequest(deps, body, language);
    await takeUserAndTeamLimits(deps, "generation", auth.user.id, team?.id ?? null);
    return createGeneration(deps.db, body, auth.user.id, language, deps.now());
  };
  route(app, autopilotContract.buildAudience, ({ body }, request) => create(body, request));
  route(app, autopilotContract.analyseDescription, ({ body }, request) => create(body, request));
  route(app, autopilotContract.generateInsights, ({ body }, request) => create(body, request));
  route(app, autopilotContract.jobTitleTargeting, ({ body }, request) => create(body, request));

  route(app, autopilotContract.readBrief, async ({ body }, request) => {
    await requireGenerator(deps, request);
    return readBriefFields(body.description, { language: requestLanguage(request), now: deps.now() }).reading;
  });

  route(app, autopilotContract.getInsight, async ({ params }, request) => {
    const auth = await requireGenerator(deps, request);
    const job = await findGeneration(deps.db, params.id);
    if (!job || !canSeeGeneration(auth.user, job)) throw notFound();
    return toGeneration(job);
  });
}

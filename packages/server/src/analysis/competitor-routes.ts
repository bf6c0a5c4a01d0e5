import { MAX_COMPETITORS, MIN_COMPETITORS } from "@xa/core/analysis/competitor-analysis";
import { competitorAnalysisContract } from "@xa/core/analysis/competitor-analysis-contract";
import type { FastifyInstance } from "fastify";
import { recordToolUse } from "../activity/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { badRequest, said } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { requireAnalyst } from "./analysis-guards.ts";
import { analyzeCompetitors } from "./competitor-analysis.ts";
import { findAccountByHandle, normalizeHandle } from "./resolve-request.ts";
import { resolveWindow } from "./resolve-window.ts";

const DEFAULT_LIMIT = 10;

/** The compared accounts in the caller's order: 2 to 5 distinct handles the store knows, else a 400 or 404 in words. */
async function findCompetitors(db: Db, handles: readonly string[]) {
  const clean = handles.map(normalizeHandle);
  const empty = clean.indexOf("");
  if (empty >= 0) throw badRequest(said("competitors.emptyHandle", { position: empty + 1 }));
  if (clean.length < MIN_COMPETITORS)
    throw badRequest(said("competitors.tooFew", { min: MIN_COMPETITORS, n: clean.length }));
  if (clean.length > MAX_COMPETITORS)
    throw badRequest(said("competitors.tooMany", { max: MAX_COMPETITORS, n: clean.length }));
  const twice = clean.find((h, i) => clean.indexOf(h) !== i);
  if (twice) throw badRequest(said("competitors.handleTwice", { handle: twice }));
  const accounts = [];
  for (const handle of clean) accounts.push(await findAccountByHandle(db, handle));
  return accounts;
}

/** POST /api/external/competitor-analysis/: on public store data, for an analyst of the named team. */
export function registerCompetitorRoutes(app: FastifyInstance, deps: Deps): void {
  // An analysis: on the heavy lane, so it never queues ahead of short requests.
  const db = deps.db.heavy;
  route(app, competitorAnalysisContract.analyzeCompetitors, async ({ body }, request) => {
    const auth = await requireAnalyst(deps, request);
    const accounts = await findCompetitors(db, body.handles);
    const range = await resolveWindow(db, body, deps.now());
    const result = await analyzeCompetitors(db, {
      accounts,
      ...range,
      limit: body.limit ?? DEFAULT_LIMIT,
      language: requestLanguage(request),
    });
    await recordToolUse(deps, auth.user.id, "competitor_analysis", body.handles.join(", "));
    return result;
  });
}

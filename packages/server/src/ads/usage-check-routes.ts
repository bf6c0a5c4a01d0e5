import { audienceUsagesContract } from "@xa/core/ads/audience-usage-contract";
import { usageCheckText } from "@xa/core/ads/usage-check-texts";
import { peopleFor } from "@xa/core/targeting/estimate-size";
import { canGenerate } from "@xa/core/targeting/targeting-permissions";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, HttpError } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { readUserAndTeamLimits } from "../http/work-limits.ts";
import { assertAccess, findConfig } from "../targeting/index.ts";
import { findMemberTeam } from "../teams/index.ts";
import { assertCanRecordUsage } from "./usage-guards.ts";
import { verifyUsageRecord } from "./usage-signature.ts";

/**
 * The checks asked before acting (may this usage be recorded, may the autopilot run) and
 * verify_signed. The checks run the very rules the acts run, so their answer cannot drift from them.
 */
export function registerUsageCheckRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = audienceUsagesContract;

  route(app, c.checkUsage, async ({ body }, request) => {
    const auth = await requireAuth(deps, request, { allowExtension: true });
    const language = requestLanguage(request);
    try {
      const { row: config, access } = await findConfig(db, auth.user.id, body.audience_config_id);
      assertAccess("edit", access, auth.user.id, config, "config");
      await assertCanRecordUsage(db, auth.user.id, config.team_id, body.ad_account_id);
    } catch (error) {
      // A refusal is the answer, in the words recording the usage would have used.
      if (error instanceof HttpError && error.statusCode !== 401) {
        const said = error.bodyIn(language);
        const detail = "detail" in said ? String(said.detail) : Object.values(said).flat().join(" ");
        return { allowed: false, detail };
      }
      throw error;
    }
    return { allowed: true, detail: usageCheckText(language, "usageAllowed", { account: body.ad_account_id }) };
  });

  route(app, c.checkAutopilotBudget, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    if (!canGenerate(auth.user)) throw forbidden();
    const team = body.team === undefined ? null : await findMemberTeam(db, auth.user.id, body.team);
    const language = requestLanguage(request);
    const { user, team: shared } = await readUserAndTeamLimits(deps, "generation", auth.user.id, team?.id ?? null);
    const left = Math.max(0, Math.min(user.limit - user.used, shared ? shared.limit - shared.used : Infinity));
    const detail =
      user.used >= user.limit
        ? usageCheckText(language, "autopilotUserSpent", { limit: user.limit })
        : shared && shared.used >= shared.limit
          ? usageCheckText(language, "autopilotTeamSpent", { limit: shared.limit })
          : usageCheckText(language, shared ? "autopilotAllowed" : "autopilotAllowedNoTeam", {
              left,
              used: user.used,
              limit: user.limit,
              teamLeft: shared ? shared.limit - shared.used : 0,
            });
    const used = (w: { used: number; limit: number; resetsAt: Date }) => ({
      used: w.used,
      limit: w.limit,
      resets_at: w.resetsAt.toISOString(),
    });
    const { cpm, currency } = deps.config.targeting;
    return {
      allowed: left > 0,
      detail,
      generations: { user: used(user), team: shared ? used(shared) : null },
      budget:
        body.budget === undefined ? null : { amount: body.budget, currency, cpm, people: peopleFor(body.budget, cpm) },
    };
  });

  route(app, c.verifySigned, async ({ body }, request) => {
    await requireAuth(deps, request);
    const language = requestLanguage(request);
    const id = verifyUsageRecord(deps.secrets, body.record, body.signature);
    return id === null
      ? { valid: false, detail: usageCheckText(language, "signatureInvalid"), usage_id: null }
      : { valid: true, detail: usageCheckText(language, "signatureValid", { id }), usage_id: id };
  });
}

import type { Language } from "@xa/core";
import { canOpenCampaignPlanner } from "@xa/core/campaigns/audience-plan-permissions";
import { type AudiencePlanTextKey, audiencePlanText } from "@xa/core/campaigns/audience-plan-texts";
import { findUserGroups, type UserRow } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, forbidden, notFound, said } from "../http/http-error.ts";

/** A 400 in the caller's language from the planner's catalogue. */
export const refusePlan = (key: AudiencePlanTextKey, params: Record<string, string | number> = {}) =>
  badRequest((language: Language) => audiencePlanText(language, key, params));
export const planMissing = () => notFound((language: Language) => audiencePlanText(language, "planNotFound"));

/**
 * Refuses a caller the campaign planner is not open to (core's canOpenCampaignPlanner: the
 * CampaignPlanner group, the provider's staff, or a team that linked a special ad account): a 403.
 */
export async function requirePlannerOpen(deps: Deps, user: UserRow, teamId: number): Promise<void> {
  const groups = await findUserGroups(deps.db, user.id);
  const accounts = await deps.db.query<{ account_id: string }>(
    "SELECT DISTINCT account_id FROM ad_accounts WHERE team_id = $1",
    [teamId],
  );
  const teamAdAccounts = accounts.map((a) => a.account_id);
  if (!canOpenCampaignPlanner({ email: user.email, groups }, deps.config.provider, teamAdAccounts))
    throw forbidden(said("plannerGroupNeeded"));
}

import { canSeeAdAccounts, canUseAdAccount } from "@xa/core/ads/ads-permissions";
import { linkedAccountsContract } from "@xa/core/ads/linked-accounts-contract";
import type { FastifyInstance } from "fastify";
import { listSocialAccounts, requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { accessOf, listAdAccounts, listUsableAdAccounts, toAdAccount } from "./ad-account-queries.ts";

/** A team's linked ad accounts, and the accounts the caller has: X logins and usable ad accounts. */
export function registerLinkedAccountsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = linkedAccountsContract;
  const platform = deps.ads.name;

  route(app, c.listTeamAccounts, async ({ params, query }, request) => {
    const auth = await requireAuth(deps, request, { allowExtension: true });
    // Another team is not found, as on every team route.
    const team = await findMemberTeam(db, auth.user.id, params.team_id);
    if (!canSeeAdAccounts(team)) throw forbidden();
    const { count, rows } = await listAdAccounts(db, auth.user.id, team.id, query);
    return { count, results: rows.map((row) => toAdAccount(row, platform)) };
  });

  route(app, c.listUserAccounts, async (_input, request) => {
    const auth = await requireAuth(deps, request, { allowExtension: true });
    const usable = (await listUsableAdAccounts(db, auth.user.id)).filter((row) => canUseAdAccount(accessOf(row)));
    return {
      social_accounts: await listSocialAccounts(db, auth.user.id),
      ad_accounts: usable.map((row) => ({
        ...toAdAccount(row, platform),
        team_slug: row.team_slug,
        team_name: row.team_name,
      })),
    };
  });
}

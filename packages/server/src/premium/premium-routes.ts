import { premiumContract } from "@xa/core/premium/premium-contract";
import { premiumTokenContract as tokenGroup } from "@xa/core/premium/premium-token-contract";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { accountStats } from "./account-stats.ts";
import { registerAudienceRoutes } from "./audience-routes.ts";
import { registerPremiumPostRoutes } from "./posts-routes.ts";
import {
  listConnectedAccounts,
  premiumOpenFor,
  requireInStore,
  requirePremiumAccount,
  toPremiumAccount,
} from "./premium-guard.ts";
import { readRoute } from "./token-group.ts";

/** The premium suite's account calls: the connected accounts and a connected account's dashboard. */
export function registerPremiumRoutes(app: FastifyInstance, deps: Deps): void {
  const c = premiumContract;

  readRoute(app, c.accounts, tokenGroup.accounts, async (_, request) => {
    const auth = await requireAuth(deps, request);
    const [accounts, premium] = await Promise.all([
      listConnectedAccounts(deps.db, auth.user.id),
      premiumOpenFor(deps.db, auth.user.id),
    ]);
    return { accounts: accounts.map(toPremiumAccount), premium };
  });

  readRoute(app, c.accountStats, tokenGroup.accountStats, async ({ query }, request) => {
    const caller = await requirePremiumAccount(deps, request, query.account);
    requireInStore(caller.account);
    return accountStats(deps.db, caller.account, query.days, deps.now());
  });

  registerAudienceRoutes(app, deps);
  registerPremiumPostRoutes(app, deps);
}

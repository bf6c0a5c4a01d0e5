import { audienceContract } from "@xa/core/premium/audience-contract";
import { premiumTokenContract as tokenGroup } from "@xa/core/premium/premium-token-contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { route } from "../http/route.ts";
import { listAudience } from "./audience-queries.ts";
import { changeFollow } from "./follow-actions.ts";
import { listFollowerSnapshots, unfollowedBetween } from "./follower-sets.ts";
import { requireInStore, requirePremiumAccount } from "./premium-guard.ts";
import { readRoute } from "./token-group.ts";

/** The suite's audience calls: followers, following, follow and unfollow, snapshots and who unfollowed. */
export function registerAudienceRoutes(app: FastifyInstance, deps: Deps): void {
  const c = audienceContract;

  readRoute(app, c.followers, tokenGroup.followers, async ({ query }, request) => {
    const caller = await requirePremiumAccount(deps, request, query.account);
    requireInStore(caller.account);
    return listAudience(deps.db, caller.account.id, "followers", query, query);
  });

  readRoute(app, c.following, tokenGroup.following, async ({ query }, request) => {
    const caller = await requirePremiumAccount(deps, request, query.account);
    requireInStore(caller.account);
    return listAudience(deps.db, caller.account.id, "following", query, query);
  });

  route(app, c.follow, async ({ body }, request) => {
    const caller = await requirePremiumAccount(deps, request, body.account);
    return changeFollow(deps, caller, "follow", body);
  });

  route(app, c.unfollow, async ({ body }, request) => {
    const caller = await requirePremiumAccount(deps, request, body.account);
    return changeFollow(deps, caller, "unfollow", body);
  });

  readRoute(app, c.snapshots, tokenGroup.snapshots, async ({ query }, request) => {
    const caller = await requirePremiumAccount(deps, request, query.account);
    requireInStore(caller.account);
    return { snapshots: await listFollowerSnapshots(deps.db, caller.account.id, deps.now()) };
  });

  readRoute(app, c.unfollowed, tokenGroup.unfollowed, async ({ query }, request) => {
    const caller = await requirePremiumAccount(deps, request, query.account);
    requireInStore(caller.account);
    return unfollowedBetween(deps.db, caller.account.id, query.from, query.to, query);
  });
}

import { audienceContract, type audienceQuery } from "@xa/core/premium/audience-contract";
import { readAudienceCursor } from "@xa/core/premium/audience-cursor";
import { premiumTokenContract as tokenGroup } from "@xa/core/premium/premium-token-contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { badRequest, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { type AudienceWindow, listAudience } from "./audience-queries.ts";
import { changeFollow } from "./follow-actions.ts";
import { listFollowerSnapshots, unfollowedBetween } from "./follower-sets.ts";
import { requireInStore, requirePremiumAccount } from "./premium-guard.ts";
import { readRoute } from "./token-group.ts";

/** Where a page starts: the cursor of the page before (for this sort), or an offset; 400 for both. */
function audienceWindow(query: z.output<typeof audienceQuery>): AudienceWindow {
  const { limit, offset, cursor, sort } = query;
  if (cursor === undefined) return { limit, offset };
  if (offset > 0) throw badRequest(said("premium.cursorWithOffset"));
  const read = readAudienceCursor(cursor, sort);
  if ("error" in read) throw badRequest(said(read.error));
  return { limit, offset, from: read.cursor };
}

/** The suite's audience calls: followers, following, follow and unfollow, snapshots and who unfollowed. */
export function registerAudienceRoutes(app: FastifyInstance, deps: Deps): void {
  const c = audienceContract;

  for (const side of ["followers", "following"] as const)
    readRoute(app, c[side], tokenGroup[side], async ({ query }, request) => {
      const window = audienceWindow(query);
      const caller = await requirePremiumAccount(deps, request, query.account);
      requireInStore(caller.account);
      return listAudience(deps.db, caller.account.id, side, query, window);
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

import { referralContract } from "@xa/core/premium/referral-contract";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { route } from "../http/route.ts";
import { claimReferral, createReferralCode, referralInfo } from "./referrals.ts";

/** The referral link: any signed-in user has one; a new user's claim counts once. */
export function registerReferralRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, referralContract.referral, async (_, request) => {
    const auth = await requireAuth(deps, request);
    return referralInfo(deps.db, auth.user.id, deps.config.publicUrl);
  });

  route(app, referralContract.createReferral, async (_, request) => {
    const auth = await requireAuth(deps, request);
    await createReferralCode(deps.db, auth.user.id);
    return referralInfo(deps.db, auth.user.id, deps.config.publicUrl);
  });

  route(app, referralContract.claimReferral, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    return claimReferral(deps.db, auth.user.id, body.code, deps.now());
  });
}

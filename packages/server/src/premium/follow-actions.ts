import type { FollowBody } from "@xa/core/premium/audience-contract";
import { XProviderError } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, HttpError, notFound, said, tooManyRequests } from "../http/http-error.ts";
import { type Limit, takeLimit } from "../http/rate-limit.ts";
import { type PremiumCaller, userApiOf } from "./premium-guard.ts";

const MINUTE = 60_000;

/**
 * X's limits on follows, kept per account before X is asked, so the suite never spends a user's
 * quota into X's own 429: POST /2/users/:id/following allows 50 per 15 minutes and 400 follows a day
 * per user; DELETE (unfollow) allows 50 per 15 minutes.
 */
export const FOLLOW_LIMITS = {
  follow: [
    { window: 15 * MINUTE, limit: 50, detail: "premium.followLimitWindow" },
    { window: 24 * 60 * MINUTE, limit: 400, detail: "premium.followLimitDay" },
  ],
  unfollow: [{ window: 15 * MINUTE, limit: 50, detail: "premium.followLimitWindow" }],
} as const;

/** X's refusal in our words: its limit stays a 429, an unknown target a 404, other 4xx a 400, else 502. */
function xRefusal(error: XProviderError): HttpError {
  if (error.status === 429) {
    const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds ?? 60));
    return tooManyRequests(said("tooManyRequests", { minutes: Math.ceil(seconds / 60) }), seconds);
  }
  if (error.status === 404) return notFound(said("premium.targetNotFound"));
  const detail = said("premium.xRefused", { problem: error.message });
  return error.status >= 400 && error.status < 500 ? badRequest(detail) : new HttpError(502, { detail });
}

/**
 * Follows or unfollows `target` as the caller's account through the X user API (the sandbox writes
 * the store's follows; with the real X the store's edge is kept in step, so the tables show it at once).
 */
export async function changeFollow(
  deps: Deps,
  caller: PremiumCaller,
  action: "follow" | "unfollow",
  body: FollowBody,
): Promise<{ target: string; following: boolean; pending: boolean }> {
  const account = caller.account.id;
  if (body.target === account) throw badRequest(said("premium.followSelf"));
  for (const l of FOLLOW_LIMITS[action]) {
    const limit: Limit = {
      key: `x-${action}-${l.window}:${account}`,
      limit: l.limit,
      windowMs: l.window,
      detail: l.detail,
    };
    await takeLimit(deps, limit);
  }
  const api = await userApiOf(deps, caller);
  try {
    if (action === "follow") {
      const done = await api.follow(account, body.target);
      if (caller.account.provider === "x" && done.following && !done.pending)
        await deps.db.query(
          `INSERT INTO follows (follower_id, followee_id, created_at, source) VALUES ($1, $2, $3, 'x-api')
           ON CONFLICT DO NOTHING`,
          [account, body.target, deps.now()],
        );
      return { target: body.target, ...done };
    }
    const done = await api.unfollow(account, body.target);
    if (caller.account.provider === "x" && !done.following)
      await deps.db.query("DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2", [account, body.target]);
    return { target: body.target, following: done.following, pending: false };
  } catch (error) {
    if (error instanceof XProviderError) throw xRefusal(error);
    throw error;
  }
}

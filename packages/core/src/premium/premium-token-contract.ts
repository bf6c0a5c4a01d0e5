import type { Operation } from "../contract/operation.ts";
import { audienceContract } from "./audience-contract.ts";
import { premiumEngagersContract } from "./engagers-contract.ts";
import { premiumPayoutContract } from "./payout-contract.ts";
import { premiumPostsContract } from "./posts-contract.ts";
import { premiumContract } from "./premium-contract.ts";
import { premiumTopicsContract } from "./topics-contract.ts";

const GROUP = "/api/external/deepthought/";
/** Where the suite's token group lives: the same reads, one path segment over. */
export const PREMIUM_TOKEN_GROUP = "/api/external/token/deepthought/";

/**
 * A read of the suite as its token group serves it: same input and answer, authorised by the
 * user's pro-targeting token (in the Authorization header) instead of a session; 401 without one.
 */
export function tokenGroupTwin<const O extends Operation>(op: O): O {
  if (op.method !== "GET" || !op.path.startsWith(GROUP)) throw new Error(`${op.path} is not a suite read`);
  return {
    ...op,
    path: `${PREMIUM_TOKEN_GROUP}${op.path.slice(GROUP.length)}`,
    summary: `${op.summary} (the token group: a pro-targeting token)`,
    tags: ["premium token group"],
    errors: [...new Set([...op.errors, 401])].sort(),
  };
}

/**
 * The parallel token-based group of the suite's reads of the store: a script or another product
 * holding the user's pro-targeting token reads what the suite shows, and nothing else.
 */
export const premiumTokenContract = {
  accounts: tokenGroupTwin(premiumContract.accounts),
  accountStats: tokenGroupTwin(premiumContract.accountStats),
  followers: tokenGroupTwin(audienceContract.followers),
  following: tokenGroupTwin(audienceContract.following),
  snapshots: tokenGroupTwin(audienceContract.snapshots),
  unfollowed: tokenGroupTwin(audienceContract.unfollowed),
  engagers: tokenGroupTwin(premiumEngagersContract.engagers),
  accountPosts: tokenGroupTwin(premiumPostsContract.accountPosts),
  postPerformance: tokenGroupTwin(premiumPostsContract.postPerformance),
  topics: tokenGroupTwin(premiumTopicsContract.topics),
  payoutPrediction: tokenGroupTwin(premiumPayoutContract.payoutPrediction),
};

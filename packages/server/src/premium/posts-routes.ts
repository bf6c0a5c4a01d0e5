import { premiumEngagersContract } from "@xa/core/premium/engagers-contract";
import { premiumPayoutContract } from "@xa/core/premium/payout-contract";
import { premiumPostsContract } from "@xa/core/premium/posts-contract";
import { premiumTokenContract as tokenGroup } from "@xa/core/premium/premium-token-contract";
import { premiumTopicsContract } from "@xa/core/premium/topics-contract";
import type { FastifyInstance } from "fastify";
import { callX } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { notFound } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { findOwnPost, listAccountPosts } from "./account-posts.ts";
import { accountTopics } from "./account-topics.ts";
import { predictPayout } from "./payout-prediction.ts";
import { listEngagers } from "./post-engagers.ts";
import { postPerformance } from "./post-performance.ts";
import { requireInStore, requirePremiumAccount, userApiOf } from "./premium-guard.ts";
import { readRoute } from "./token-group.ts";

/** The suite's calls about the account's posts: posts, a post, its live counts, engagers, topics, payout. */
export function registerPremiumPostRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const posts = premiumPostsContract;

  readRoute(app, posts.accountPosts, tokenGroup.accountPosts, async ({ query }, request) => {
    const { account } = await requirePremiumAccount(deps, request, query.account);
    requireInStore(account);
    const { limit, offset, ...filter } = query;
    return listAccountPosts(db, account.id, filter, { limit, offset });
  });

  readRoute(app, posts.postPerformance, tokenGroup.postPerformance, async ({ params, query }, request) => {
    const { account } = await requirePremiumAccount(deps, request, query.account);
    requireInStore(account);
    return postPerformance(db, account.id, params.id);
  });

  route(app, posts.postMetrics, async ({ params, query }, request) => {
    const caller = await requirePremiumAccount(deps, request, query.account);
    requireInStore(caller.account);
    // Only the account's own posts: X would answer for anyone's, the suite is about one's own.
    if (!(await findOwnPost(db, caller.account.id, params.id))) throw notFound();
    const api = await userApiOf(deps, caller);
    const m = await callX(() => api.postMetrics(params.id));
    return {
      provider: caller.account.provider,
      fetched_at: deps.now().toISOString(),
      likes: m.like_count,
      reposts: m.repost_count,
      replies: m.reply_count,
      quotes: m.quote_count,
      views: m.impression_count,
    };
  });

  readRoute(app, premiumEngagersContract.engagers, tokenGroup.engagers, async ({ query }, request) => {
    const { account } = await requirePremiumAccount(deps, request, query.account);
    requireInStore(account);
    const { limit, offset, days, kind, sort } = query;
    return listEngagers(db, account.id, { days, kind, sort }, { limit, offset }, deps.now());
  });

  readRoute(app, premiumTopicsContract.topics, tokenGroup.topics, async ({ query }, request) => {
    const { account } = await requirePremiumAccount(deps, request, query.account);
    requireInStore(account);
    return accountTopics(db, account.id, query.audience, requestLanguage(request));
  });

  readRoute(app, premiumPayoutContract.payoutPrediction, tokenGroup.payoutPrediction, async ({ query }, request) => {
    const { account } = await requirePremiumAccount(deps, request, query.account);
    requireInStore(account);
    return predictPayout(db, account.id, query, deps.now());
  });
}

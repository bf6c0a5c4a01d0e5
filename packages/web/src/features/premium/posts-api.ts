import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type EngagersQuery, premiumEngagersContract } from "@xa/core/premium/engagers-contract";
import { type PayoutQuery, premiumPayoutContract } from "@xa/core/premium/payout-contract";
import { type AccountPostsQuery, premiumPostsContract } from "@xa/core/premium/posts-contract";
import { premiumTopicsContract, type TopicAudience } from "@xa/core/premium/topics-contract";
import { call } from "../../api/call.ts";
import { everyPage } from "../../api/every-page.ts";

const PAGE = 50;
type Paged = { count: number; results: unknown[] };
const nextOffset = (last: Paged, pages: Paged[]) => {
  const loaded = pages.reduce((n, p) => n + p.results.length, 0);
  return loaded < last.count ? loaded : undefined;
};

export type PostsFilter = Omit<AccountPostsQuery, "account" | "limit" | "offset">;

/** The account's own posts, a page at a time ('Show more results' asks for the next). */
export function useAccountPostsQuery(account: string, filter: PostsFilter) {
  return useInfiniteQuery({
    queryKey: ["premium", "posts", account, filter],
    queryFn: ({ pageParam }) =>
      call(premiumPostsContract.accountPosts, { query: { account, ...filter, limit: PAGE, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
  });
}

/** Every post the filter finds, for the export: asked a page at a time, as the API bounds its pages. */
export function fetchEveryPost(account: string, filter: PostsFilter) {
  return everyPage((page) => call(premiumPostsContract.accountPosts, { query: { account, ...filter, ...page } }));
}

/** One of the account's posts with its engagements over time. */
export function usePostPerformanceQuery(account: string, id: string) {
  return useQuery({
    queryKey: ["premium", "post-performance", account, id],
    queryFn: () => call(premiumPostsContract.postPerformance, { params: { id }, query: { account } }),
  });
}

/** The post's counts as X reports them now; asked only when the user asks for them. */
export function useLivePostMetricsQuery(account: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["premium", "post-metrics", account, id],
    queryFn: () => call(premiumPostsContract.postMetrics, { params: { id }, query: { account } }),
    enabled,
    retry: false,
  });
}

export type EngagersFilter = Omit<EngagersQuery, "account" | "limit" | "offset">;

/** Who engaged with the account's posts in the window, a page at a time. */
export function useEngagersQuery(account: string, filter: EngagersFilter) {
  return useInfiniteQuery({
    queryKey: ["premium", "engagers", account, filter],
    queryFn: ({ pageParam }) =>
      call(premiumEngagersContract.engagers, { query: { account, ...filter, limit: PAGE, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
  });
}

/** The topics of the account's, its followers' or its followings' posts. */
export function useTopicsQuery(account: string, audience: TopicAudience) {
  return useQuery({
    queryKey: ["premium", "topics", account, audience],
    queryFn: () => call(premiumTopicsContract.topics, { query: { account, audience } }),
  });
}

/** The payout estimate at the chosen rate range. */
export function usePayoutQuery(account: string, rates: Omit<PayoutQuery, "account">, enabled: boolean) {
  return useQuery({
    queryKey: ["premium", "payout", account, rates],
    queryFn: () => call(premiumPayoutContract.payoutPrediction, { query: { account, ...rates } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

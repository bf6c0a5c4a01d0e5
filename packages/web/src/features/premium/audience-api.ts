import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type AudienceSort, audienceContract } from "@xa/core/premium/audience-contract";
import { call } from "../../api/call.ts";

/** Rows a table asks for at a time; 'Show more results' asks for the next. */
export const AUDIENCE_PAGE = 50;

export type AudienceSide = "followers" | "following";
export type AudienceFilters = { account: string; q: string; sort: AudienceSort };

const nextOffset = <P extends { count: number; results: unknown[] }>(last: P, pages: P[]) => {
  const loaded = pages.reduce((n, p) => n + p.results.length, 0);
  return loaded < last.count ? loaded : undefined;
};

/**
 * The account's followers or followings, searched and sorted by the server, a page at a time: each
 * next page by the cursor of the one before, so a page deep in a million reads only its rows.
 */
export function useAudience(side: AudienceSide, { account, q, sort }: AudienceFilters) {
  return useInfiniteQuery({
    queryKey: ["premium", "audience", side, account, q, sort],
    queryFn: ({ pageParam }) =>
      call(audienceContract[side], {
        query: {
          account,
          sort,
          limit: AUDIENCE_PAGE,
          ...(pageParam ? { cursor: pageParam } : {}),
          ...(q ? { q } : {}),
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Follows or unfollows a target as the account; every audience table is read again after. */
export function useFollowChange(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, target }: { action: "follow" | "unfollow"; target: string }) =>
      call(audienceContract[action], { body: { account, target } }),
    // Every table with a follow button shows whether the account follows each row.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["premium", "audience"] }),
        queryClient.invalidateQueries({ queryKey: ["premium", "engagers"] }),
        // A list's members, not the lists themselves (each list read is a call to X).
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            queryKey[0] === "premium" && queryKey[1] === "lists" && queryKey[4] === "members",
        }),
      ]),
  });
}

/** The account's follower snapshots, newest first (the first view takes the first). */
export function useFollowerSnapshots(account: string) {
  return useQuery({
    queryKey: ["premium", "audience", "snapshots", account],
    queryFn: () => call(audienceContract.snapshots, { query: { account } }),
  });
}

/** Who unfollowed between two snapshots, a page at a time. */
export function useUnfollowed(account: string, from: number | null, to: number | null) {
  return useInfiniteQuery({
    queryKey: ["premium", "audience", "unfollowed", account, from, to],
    queryFn: ({ pageParam }) =>
      call(audienceContract.unfollowed, {
        query: { account, from: from ?? 0, to: to ?? 0, limit: AUDIENCE_PAGE, offset: pageParam },
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: from !== null && to !== null && from < to,
  });
}

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ActivityEntry } from "@xa/core/activity/activity-contract";
import { listActivity, staffActivity } from "./activity-api.ts";

export const ACTIVITY_PAGE = 25;

export const activityKeys = {
  all: ["activity"] as const,
  own: ["activity", "own"] as const,
  staff: (email: string) => ["activity", "staff", email] as const,
  usage: ["activity", "usage"] as const,
};

type Page = { count: number; results: ActivityEntry[] };
const nextOffset = (last: Page, pages: Page[]) => {
  const loaded = pages.reduce((n, p) => n + p.results.length, 0);
  return loaded < last.count ? loaded : undefined;
};

/** The caller's own entries, newest first, a page at a time. */
export function useOwnActivityQuery() {
  return useInfiniteQuery({
    queryKey: activityKeys.own,
    queryFn: ({ pageParam }) => listActivity({ limit: ACTIVITY_PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

/** A user's entries for staff, found by e-mail; nothing is asked until one is given. */
export function useStaffActivityQuery(email: string) {
  return useInfiniteQuery({
    queryKey: activityKeys.staff(email),
    queryFn: ({ pageParam }) => staffActivity({ email, limit: ACTIVITY_PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
    enabled: email !== "",
    retry: false,
  });
}

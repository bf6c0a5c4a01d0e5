import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { getCommunity, type ListCommunitiesQuery, listCommunities } from "./communities-api.ts";

const PAGE = 25;
export const communityKeys = {
  list: (query: Omit<ListCommunitiesQuery, "limit" | "offset">) => ["communities", "list", query] as const,
  one: (id: string) => ["communities", "one", id] as const,
};

/** The store's communities a page at a time ('Show more results' asks for the next). */
export function useCommunitiesQuery(query: Omit<ListCommunitiesQuery, "limit" | "offset">) {
  return useInfiniteQuery({
    queryKey: communityKeys.list(query),
    queryFn: ({ pageParam }) => listCommunities({ ...query, limit: PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useCommunityQuery(id: string) {
  return useQuery({ queryKey: communityKeys.one(id), queryFn: () => getCommunity(id) });
}

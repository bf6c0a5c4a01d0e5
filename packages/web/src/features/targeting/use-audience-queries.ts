import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ListAudiencesQuery } from "@xa/core/targeting/audience-contract";
import {
  autocompleteAudienceConfigs,
  getAudienceConfig,
  listAudienceCategories,
  listAudienceConfigs,
  listAudiences,
} from "./audiences-api.ts";
import { targetingKeys } from "./targeting-query-keys.ts";

const PAGE = 50;

/** Saved audiences (a team's, or all the caller's without one), a page at a time for 'Show more results'. */
export function useAudiencesQuery(query: Omit<ListAudiencesQuery, "offset" | "limit">) {
  return useInfiniteQuery({
    queryKey: targetingKeys.audiences(query),
    queryFn: ({ pageParam }) => listAudiences({ ...query, limit: PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useAudienceCategoriesQuery() {
  return useQuery({ queryKey: targetingKeys.categories(), queryFn: listAudienceCategories, staleTime: 60 * 60_000 });
}

export function useAudienceConfigsQuery(team: string | null) {
  return useQuery({
    queryKey: targetingKeys.configs(team ?? ""),
    queryFn: () => listAudienceConfigs(team ?? ""),
    enabled: team !== null,
  });
}

export function useAudienceConfigQuery(id: number | null) {
  return useQuery({
    queryKey: targetingKeys.config(id ?? 0),
    queryFn: () => getAudienceConfig(id ?? 0),
    enabled: id !== null,
  });
}

/** Existing names starting with what is typed (already debounced by the caller). */
export function useAutocompleteQuery(team: string, name: string) {
  return useQuery({
    queryKey: targetingKeys.autocomplete(team, name),
    queryFn: () => autocompleteAudienceConfigs(team, name),
    enabled: name.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

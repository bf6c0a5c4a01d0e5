import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateAd } from "@xa/core/campaigns/ad-entities";
import type { CreateCreative, ReplaceCreative } from "@xa/core/campaigns/creative-entities";
import {
  createAd,
  createCreative,
  deleteAd,
  deleteCreative,
  listAdvertiserCategories,
  listCampaignAds,
  listContentCategories,
  listCreatives,
  listTeamMedia,
  replaceCreative,
  toggleAd,
} from "./creatives-api.ts";
import { campaignKeys } from "./use-campaigns.ts";

const PAGE = 50;
export const creativeKeys = {
  all: ["creatives"] as const,
  list: (team: string) => ["creatives", "list", team] as const,
  media: (team: string) => ["creatives", "media", team] as const,
  advertiser: ["creatives", "advertiser-categories"] as const,
  content: ["creatives", "content-categories"] as const,
  ads: (campaign: number) => ["campaigns", "ads", campaign] as const,
};

/** The team's creatives a page at a time ('Show more results' asks for the next). */
export function useCreativesQuery(team: string) {
  return useInfiniteQuery({
    queryKey: creativeKeys.list(team),
    queryFn: ({ pageParam }) => listCreatives(team, PAGE, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useTeamMediaQuery(team: string) {
  return useQuery({ queryKey: creativeKeys.media(team), queryFn: () => listTeamMedia(team) });
}

// Catalogues do not change while the app runs.
export function useAdvertiserCategoriesQuery() {
  return useQuery({ queryKey: creativeKeys.advertiser, queryFn: listAdvertiserCategories, staleTime: Infinity });
}

export function useContentCategoriesQuery() {
  return useQuery({ queryKey: creativeKeys.content, queryFn: listContentCategories, staleTime: Infinity });
}

/** Saves a creative (new, or every field of one); the lists are asked again. */
export function useSaveCreative(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCreative) => {
      if (id === null) return createCreative(body);
      const { team: _team, ...fields } = body;
      return replaceCreative(id, fields satisfies ReplaceCreative);
    },
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creativeKeys.all }),
  });
}

export function useDeleteCreative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCreative(id),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creativeKeys.all }),
  });
}

export function useCampaignAdsQuery(campaign: number) {
  return useQuery({ queryKey: creativeKeys.ads(campaign), queryFn: () => listCampaignAds(campaign) });
}

/** Adding, switching or deleting an ad changes the campaign's counts too: campaigns are asked again. */
function useAdMutation<A>(fn: (arg: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { errorHandled: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
        queryClient.invalidateQueries({ queryKey: creativeKeys.all }),
      ]),
  });
}

export const useCreateAd = () => useAdMutation((body: CreateAd) => createAd(body));
export const useToggleAd = () => useAdMutation((id: number) => toggleAd(id));
export const useDeleteAd = () => useAdMutation((id: number) => deleteAd(id));

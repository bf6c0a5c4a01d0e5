import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateAdset, UpdateAdset } from "@xa/core/campaigns/adset-entities";
import type { CreateCampaign } from "@xa/core/campaigns/campaign-entities";
import {
  createAdset,
  createCampaign,
  deleteAdset,
  getCampaign,
  type ListCampaignsQuery,
  listAdsets,
  listCampaigns,
  listTeamAudiences,
  updateAdset,
} from "./campaigns-api.ts";

const PAGE = 50;
export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (query: Omit<ListCampaignsQuery, "limit" | "offset">) => ["campaigns", "list", query] as const,
  one: (id: number) => ["campaigns", "one", id] as const,
  adsets: (id: number) => ["campaigns", "adsets", id] as const,
  audiences: (team: string) => ["campaigns", "audiences", team] as const,
};

export function useCampaignQuery(id: number) {
  return useQuery({ queryKey: campaignKeys.one(id), queryFn: () => getCampaign(id) });
}

export function useAdsetsQuery(campaign: number) {
  return useQuery({ queryKey: campaignKeys.adsets(campaign), queryFn: () => listAdsets(campaign) });
}

export function useTeamAudiencesQuery(team: string) {
  return useQuery({ queryKey: campaignKeys.audiences(team), queryFn: () => listTeamAudiences(team) });
}

/** Adds an ad set; the campaign (its ad groups) and its ad sets are asked again. */
export function useCreateAdset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdset) => createAdset(body),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** Changes an ad set; the campaign and its ad sets are asked again (a new audience changes what it targets). */
export function useUpdateAdset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAdset }) => updateAdset(id, body),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** Deletes an ad set and its ads; the campaign, its ad sets and ads are asked again. */
export function useDeleteAdset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdset(id),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** The team's campaigns a page at a time ('Show more results' asks for the next). */
export function useCampaignsQuery(query: Omit<ListCampaignsQuery, "limit" | "offset">) {
  return useInfiniteQuery({
    queryKey: campaignKeys.list(query),
    queryFn: ({ pageParam }) => listCampaigns({ ...query, limit: PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCampaign) => createCampaign(body),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

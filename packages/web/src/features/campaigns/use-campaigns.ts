import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateCampaign } from "@xa/core/campaigns/campaign-entities";
import { createCampaign, type ListCampaignsQuery, listCampaigns } from "./campaigns-api.ts";

const PAGE = 50;
export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (query: Omit<ListCampaignsQuery, "limit" | "offset">) => ["campaigns", "list", query] as const,
};

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

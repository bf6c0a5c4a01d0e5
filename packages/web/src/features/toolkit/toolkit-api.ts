import { useQuery } from "@tanstack/react-query";
import { toolkitOverviewContract } from "@xa/core/social/toolkit-overview-contract";
import { call } from "../../api/call.ts";

export const getToolkitOverview = () => call(toolkitOverviewContract.getToolkitOverview, {});

/** The store's headline figures; public, so the content pages draw them signed in or not. */
export function useToolkitOverviewQuery() {
  return useQuery({ queryKey: ["toolkit", "overview"], queryFn: getToolkitOverview, staleTime: 60_000 });
}

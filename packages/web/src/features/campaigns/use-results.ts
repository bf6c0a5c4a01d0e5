import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getDailyStats, getReach, getSegmentations, getStatsTotal } from "./results-api.ts";

export const resultsKeys = {
  all: ["campaign-results"] as const,
  total: (id: number, adset?: number) => ["campaign-results", id, "total", adset ?? null] as const,
  daily: (id: number, adset?: number) => ["campaign-results", id, "daily", adset ?? null] as const,
  segments: (id: number, adset?: number) => ["campaign-results", id, "segments", adset ?? null] as const,
  reach: (id: number, adset?: number) => ["campaign-results", id, "reach", adset ?? null] as const,
};

export function useStatsTotalQuery(id: number, adset?: number) {
  return useQuery({
    queryKey: resultsKeys.total(id, adset),
    queryFn: () => getStatsTotal(id, adset),
    placeholderData: keepPreviousData,
  });
}

export function useDailyStatsQuery(id: number, adset?: number) {
  return useQuery({ queryKey: resultsKeys.daily(id, adset), queryFn: () => getDailyStats(id, adset) });
}

export function useSegmentationsQuery(id: number, adset?: number) {
  return useQuery({ queryKey: resultsKeys.segments(id, adset), queryFn: () => getSegmentations(id, adset) });
}

export function useReachQuery(id: number, adset?: number) {
  return useQuery({ queryKey: resultsKeys.reach(id, adset), queryFn: () => getReach(id, adset) });
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { countryStatsContract } from "@xa/core/analysis/country-stats-contract";
import { call } from "../../api/call.ts";

export const XSTATS_DAYS = [1, 7, 30, 90] as const;
export type XstatsDays = (typeof XSTATS_DAYS)[number];

export const getCountryStats = (country: string, days: number) =>
  call(countryStatsContract.computeCountryStats, { query: { country, days, limit: 20 } });

/** One country's stats; none is asked for until a country is chosen. */
export function useCountryStats(country: string | undefined, days: number) {
  return useQuery({
    queryKey: ["xstats", country, days],
    queryFn: () => getCountryStats(country as string, days),
    enabled: Boolean(country),
    placeholderData: keepPreviousData,
  });
}

/** The days a link asks for, or a week when it names none or another number. */
export function daysFrom(search: URLSearchParams): XstatsDays {
  const n = Number(search.get("days"));
  return (XSTATS_DAYS as readonly number[]).includes(n) ? (n as XstatsDays) : 7;
}

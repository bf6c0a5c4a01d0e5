import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { MAX_COMPETITORS } from "@xa/core/analysis/competitor-analysis";
import { competitorAnalysisContract } from "@xa/core/analysis/competitor-analysis-contract";
import { useTranslation } from "react-i18next";
import { call } from "../../api/call.ts";

export const COMPETITOR_DAYS = [7, 30, 90] as const;
export type CompetitorDays = (typeof COMPETITOR_DAYS)[number];

export const analyzeCompetitors = (handles: readonly string[], days: CompetitorDays) =>
  call(competitorAnalysisContract.analyzeCompetitors, {
    // The server ends the window at the store's newest post when its data stops before now.
    body: { handles: [...handles], days },
  });

/**
 * The handles' comparison; nothing is asked until the link names some. The server writes its labels,
 * methods and refusals in the interface language, so another language asks again.
 */
export function useCompetitorAnalysis(handles: readonly string[], days: CompetitorDays) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ["competitor-analysis", handles, days, i18n.language],
    queryFn: () => analyzeCompetitors(handles, days),
    enabled: handles.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The handles a link names (?handles=a,b), as typed, at most the server's limit plus one so it can say so. */
export function handlesFrom(search: URLSearchParams): string[] {
  const list = (search.get("handles") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  return list.slice(0, MAX_COMPETITORS + 1);
}

/** The days a link asks for, or 30 when it names none or another number. */
export function daysFrom(search: URLSearchParams): CompetitorDays {
  const n = Number(search.get("days"));
  return (COMPETITOR_DAYS as readonly number[]).includes(n) ? (n as CompetitorDays) : 30;
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { MAX_COMPETITORS } from "@xa/core/analysis/competitor-analysis";
import { competitorAnalysisContract } from "@xa/core/analysis/competitor-analysis-contract";
import { call } from "../../api/call.ts";

export const COMPETITOR_DAYS = [7, 30, 90] as const;
export type CompetitorDays = (typeof COMPETITOR_DAYS)[number];
const DAY_MS = 86_400_000;

export const analyzeCompetitors = (handles: readonly string[], days: CompetitorDays) =>
  call(competitorAnalysisContract.analyzeCompetitors, {
    // The server's default window is 30 days; another is counted back from the server's end of the window.
    body: { handles: [...handles], ...(days === 30 ? {} : { start_date: startOf(days) }) },
  });

/** The window's start, to the minute, so one view asks the same thing while it stays open. */
function startOf(days: number): string {
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  return new Date(minute - days * DAY_MS).toISOString();
}

/** The handles' comparison; nothing is asked until the link names some. */
export function useCompetitorAnalysis(handles: readonly string[], days: CompetitorDays) {
  return useQuery({
    queryKey: ["competitor-analysis", handles, days],
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

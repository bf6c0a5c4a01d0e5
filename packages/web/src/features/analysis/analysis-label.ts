import type { AnalysisRequest } from "./analysis-api.ts";

/** What an analysis is about, in a few characters: the query, @handle or post (for file names and the AI context). */
export function analysisSubject(request: AnalysisRequest, communityName?: string | null): string {
  if (request.query_type === "handle") return `@${request.handle ?? ""}`;
  if (request.query_type === "post") return request.post_id ?? "";
  const community = request.community ? (communityName ?? request.community) : "";
  return [request.query ?? "", community].filter((part) => part !== "").join(" · ");
}

/** The days an analysis covers, as YYYY-MM-DD – YYYY-MM-DD (UTC). */
export function analysisDays(request: AnalysisRequest): string {
  const day = (iso: string | undefined) => (iso ?? "").slice(0, 10);
  const start = day(request.start_date);
  const end = day(request.end_date);
  return start === end ? start : `${start} – ${end}`;
}

import type { AnalyzeQueryRequest } from "@xa/core/analysis/analyze-query";
import type { ChatContext } from "./reference-items.ts";

/** The analysis a question is about, from the analysis page's request: what is analysed, not how it is shown. */
export function chatAnalysisOf(request: AnalyzeQueryRequest): ChatContext["analysis"] {
  const { query_type, query, handle, post_id, start_date, end_date, country, unwidened, community } = request;
  return {
    query_type,
    query,
    handle,
    post_id,
    start_date,
    end_date,
    country,
    ...(unwidened ? { unwidened } : {}),
    ...(community ? { community } : {}),
  };
}

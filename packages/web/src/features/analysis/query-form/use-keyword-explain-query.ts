import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { KeywordExplainRequest } from "@xa/core/analysis/keyword-query-api";
import { explainKeywordQuery } from "../analysis-api.ts";
import { analysisKeys } from "../analysis-query-keys.ts";

/**
 * Live match counts of a keyword query over a date range and country; `query` should already be
 * debounced. `allowed` is false when the page knows the answer would be a refusal.
 */
export function useKeywordExplainQuery(body: KeywordExplainRequest, allowed = true) {
  return useQuery({
    queryKey: analysisKeys.explain(body),
    queryFn: ({ signal }) => explainKeywordQuery(body, signal),
    enabled: allowed && body.query.trim() !== "",
    placeholderData: keepPreviousData,
    retry: false,
  });
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { KeywordExplainRequest } from "@xa/core/analysis/keyword-query-api";
import { explainKeywordQuery } from "../analysis-api.ts";
import { analysisKeys } from "../analysis-query-keys.ts";

/** Live match counts of a keyword query over a date range and country; `query` should already be debounced. */
export function useKeywordExplainQuery(body: KeywordExplainRequest) {
  return useQuery({
    queryKey: analysisKeys.explain(body),
    queryFn: ({ signal }) => explainKeywordQuery(body, signal),
    enabled: body.query.trim() !== "",
    placeholderData: keepPreviousData,
    retry: false,
  });
}

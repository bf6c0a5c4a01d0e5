import type { AnalyzeQueryRequest, AnalyzeQueryResponse, SectionName } from "@xa/core";
import { analysisContract } from "@xa/core/analysis/analysis-contract";
import type { KeywordExplainRequest, KeywordExplainResponse } from "@xa/core/analysis/keyword-query-api";
import { call } from "../../api/call.ts";

/** An analysis as the page asks for it: everything but the sections, which each card asks for alone. */
export type AnalysisRequest = Omit<AnalyzeQueryRequest, "sections">;

/** One card's data: the analysis with `sections: [section]`, so the server computes only that one. */
export function analyzeSection(
  request: AnalysisRequest,
  section: SectionName,
  signal?: AbortSignal,
): Promise<AnalyzeQueryResponse> {
  return call(analysisContract.analyzeQuery, { body: { ...request, sections: [section] } }, { signal });
}

/** Why a keyword query matches what it matches: the posts of each group and of each exclusion, and the total. */
export function explainKeywordQuery(
  body: KeywordExplainRequest,
  signal?: AbortSignal,
): Promise<KeywordExplainResponse> {
  // Silent: it follows typing, and the request progress bar is for what the user asked to load.
  return call(analysisContract.explainKeywordQuery, { body }, { signal, silent: true });
}

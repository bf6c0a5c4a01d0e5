import type { SectionName } from "@xa/core";
import type { KeywordExplainRequest } from "@xa/core/analysis/keyword-query-api";
import type { AnalysisRequest } from "./analysis-api.ts";

/** Query keys of the analysis feature, built from the request parameters. */
export const analysisKeys = {
  all: ["analysis"] as const,
  request: (request: AnalysisRequest) => ["analysis", "section", request] as const,
  /** per interface language too: the server writes a section's texts in it */
  section: (request: AnalysisRequest, section: SectionName, language: string) =>
    ["analysis", "section", request, section, language] as const,
  explain: (body: KeywordExplainRequest) => ["analysis", "explain", body] as const,
};

import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";
import { competitorAnalysis, competitorAnalysisRequest } from "./competitor-analysis.ts";

/** Competitor analysis, apart from the analysis contract so the analysis page does not load its schemas. */
export const competitorAnalysisContract = {
  analyzeCompetitors: operation({
    method: "POST",
    path: "/api/external/competitor-analysis/",
    summary:
      "2 to 5 handles compared: their audiences' overlap in every combination, unique shares, demographics, share of voice and engagement rate over time, best posts, accounts only one audience follows",
    tags: ["analysis"],
    headers: teamHeaders,
    body: competitorAnalysisRequest,
    status: 200,
    response: competitorAnalysis,
    errors: [400, 403, 404],
  }),
};

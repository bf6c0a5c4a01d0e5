import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";
import { countryStats, countryStatsQuery } from "./country-stats.ts";

/** One country's stats, apart from the analysis contract so the analysis page does not load its schemas. */
export const countryStatsContract = {
  computeCountryStats: operation({
    method: "GET",
    path: "/api/external/deepthought/x-stats/",
    summary:
      "One country's posting in the store over its last days: totals, top hashtags, keywords, accounts and languages, posts per local hour, rising topics",
    tags: ["analysis"],
    headers: teamHeaders,
    query: countryStatsQuery,
    status: 200,
    response: countryStats,
    errors: [400, 403],
  }),
};

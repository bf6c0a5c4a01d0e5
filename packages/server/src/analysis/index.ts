// What other domains and the app use of analysis: the assistant answers from its sections, the
// autopilot pins and filters an audience as it does. Outside this folder, import it only from here.

// X-only reads, for the domains above analysis that may not import social (creators).
export { notRedditId, onX } from "../social/index.ts";
export { SqlParams } from "./analysis-context.ts";
export { requireAnalyst } from "./analysis-guards.ts";
export { registerAnalysisRoutes } from "./analysis-routes.ts";
export { runAnalysis } from "./analyze-query.ts";
export { forgetPinnedScopes, pinScope } from "./build-scope.ts";
export { registerCompetitorRoutes } from "./competitor-routes.ts";
export { headlineFigures } from "./headline-figures.ts";
export { findUsableKeptQuery } from "./kept-queries.ts";
export {
  keywordExclusionsFilter,
  keywordGroupFilter,
  keywordGroupsFilter,
  keywordPostFilter,
} from "./keyword-filter.ts";
export { registerKeywordRoutes } from "./keyword-routes.ts";
export { findAccountByHandle, parseQueryOr400, resolveRequest } from "./resolve-request.ts";
export { resolveWindow } from "./resolve-window.ts";
export { startScopeMaintenance } from "./scope-maintenance.ts";
export { shareOf } from "./section-math.ts";
export type { WidenWords } from "./widen-query.ts";

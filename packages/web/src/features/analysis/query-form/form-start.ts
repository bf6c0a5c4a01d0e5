import { type AnalysisUrlState, isRunnable } from "@xa/core/analysis/analysis-url-state";
import { GLOBAL_COUNTRY } from "@xa/core/analysis/analyze-query";

/**
 * What the query form starts from: the view in the URL, with a preselected country (the host agency's)
 * when the URL asks nothing yet and names no country. A link to an analysis keeps its own country.
 */
export function formStart(state: AnalysisUrlState, preselectedCountry: string | null): AnalysisUrlState {
  if (!preselectedCountry || isRunnable(state) || state.country !== GLOBAL_COUNTRY) return state;
  return { ...state, country: preselectedCountry };
}

import { FEATURE_TEXTS } from "../../i18n/feature-texts.ts";

/**
 * The feature texts the analysis page loads beside its chunk: its own and the exports' toolbar. The assistant's and
 * the targeting package's buttons read the main texts (assistantEntry, targetingEntry), so their features' texts
 * load only when opened. scripts/check-bundle-budget.mjs counts these before the first card.
 */
export const ANALYSIS_PAGE_TEXTS = [FEATURE_TEXTS.analysis, FEATURE_TEXTS.exports];

import { FEATURE_TEXTS, withFeatureTexts } from "../../i18n/feature-texts.ts";

/**
 * An ads chunk with the texts it draws: its own, and targeting's (the package's list names, ages, genders), as the
 * ads screens also open outside the targeting pages (team settings, the popup).
 */
export function withAdsTexts<M>(chunk: Promise<M>): Promise<M> {
  return withFeatureTexts(FEATURE_TEXTS.ads, withFeatureTexts(FEATURE_TEXTS.targeting, chunk));
}

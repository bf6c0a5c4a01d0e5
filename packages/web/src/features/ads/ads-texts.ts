import { FEATURE_TEXTS, withTextsOf } from "../../i18n/feature-texts.ts";

/**
 * An ads chunk with the texts it draws: its own, and targeting's (the package's list names, ages, genders), as the
 * ads screens also open outside the targeting pages (team settings, the popup).
 */
export function withAdsTexts<M>(chunk: Promise<M>): Promise<M> {
  return withTextsOf([FEATURE_TEXTS.ads, FEATURE_TEXTS.targeting], chunk);
}

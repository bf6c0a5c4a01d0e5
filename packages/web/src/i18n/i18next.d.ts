import "i18next";
import type en from "./en.json";
import type { FEATURE_TEXTS } from "./feature-texts.ts";

type English<F> = F extends { en: () => Promise<{ default: infer Texts }> } ? Texts : never;
type AllOf<U> = (U extends unknown ? (texts: U) => void : never) extends (texts: infer All) => void ? All : never;
/** Every registered feature's English texts as one type, so t() checks their keys as it checks the main texts'. */
type FeatureTranslations = AllOf<English<(typeof FEATURE_TEXTS)[keyof typeof FEATURE_TEXTS]>>;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: {
      translation: typeof en & FeatureTranslations;
    };
  }
}

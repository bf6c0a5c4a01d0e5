import { type Language, languageFromBrowser } from "@xa/core";
import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { FEATURE_TEXTS, type FeatureTexts, loadFeatureTexts, readTexts } from "./feature-texts.ts";

/** Each language's texts are a chunk of their own: a page fetches only its language, the other on a switch. */
const TEXTS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import("./en.json"),
  ja: () => import("./ja.json"),
};

const isLanguage = (language: string): language is Language => Object.hasOwn(TEXTS, language);

const lazyTexts: BackendModule = {
  type: "backend",
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    // With the texts of the features its pages have loaded so far, so a language switch keeps them.
    readTexts(language, TEXTS[language]).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Resolves once the starting language's texts are loaded; the app draws after it, so no key ever shows. en is the
 * source and ja is complete (checked by i18n.test.ts), so no language falls back on the other's texts.
 */
export const i18nReady = i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    lng: languageFromBrowser(globalThis.navigator?.language),
    fallbackLng: false,
    supportedLngs: ["en", "ja"],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

// Tests render as soon as they import this module and may read either language (getFixedT), so they wait here for
// both; the app waits in main.tsx, beside its first page. The condition is false in a build: no top-level await.
// Features' texts too, as a test renders a feature's parts without its page.
if (import.meta.env.MODE === "test") {
  await i18nReady.then(() => i18n.loadLanguages(["en", "ja"]));
  await Promise.all(Object.values<FeatureTexts>(FEATURE_TEXTS).map(loadFeatureTexts));
}

export { i18n };

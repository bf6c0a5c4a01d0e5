import { languageFromBrowser } from "@xa/core";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./en.json";
import ja from "./ja.json";

/** en is the source; ja must be complete (checked by i18n.test.ts). */
export const resources = { en: { translation: en }, ja: { translation: ja } } as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: languageFromBrowser(globalThis.navigator?.language),
  fallbackLng: "en",
  supportedLngs: ["en", "ja"],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };

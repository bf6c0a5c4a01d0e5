import { createRequire } from "node:module";
import type { LanguageDetector } from "@xa/core/social/language";

let detectAll: LanguageDetector | null = null;

/**
 * tinyld's language detector, loaded on first use: its n-gram profiles take about 35 MB in every
 * thread that loads them, and the posts of most imports carry the platform's language, so an
 * import's worker thread usually never needs them.
 */
export const detectLanguageOfText: LanguageDetector = (text) => {
  detectAll ??= (createRequire(import.meta.url)("tinyld") as { detectAll: LanguageDetector }).detectAll;
  return detectAll(text);
};

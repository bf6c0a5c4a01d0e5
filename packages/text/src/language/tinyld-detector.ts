import { createRequire } from "node:module";
import type { LanguageDetector } from "./language.ts";

let detectAll: LanguageDetector | null = null;

/**
 * tinyld's language detector, loaded on first use: its n-gram profiles are large in every thread
 * that loads them, and most imports' posts carry the platform's language, so a worker rarely needs them.
 */
export const detectLanguageOfText: LanguageDetector = (text) => {
  detectAll ??= (createRequire(import.meta.url)("tinyld") as { detectAll: LanguageDetector }).detectAll;
  return detectAll(text);
};

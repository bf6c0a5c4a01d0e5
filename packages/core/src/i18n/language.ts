import { LANGUAGES, type Language } from "../auth/languages.ts";

/** A browser language tag → ja for any Japanese tag, else en. */
export function languageFromBrowser(tag: string | null | undefined): Language {
  return tag?.toLowerCase().startsWith("ja") ? "ja" : "en";
}

/** The profile language when set, otherwise the browser language. */
export function resolveLanguage(profile: string | null | undefined, browserTag: string | null | undefined): Language {
  if (profile && (LANGUAGES as readonly string[]).includes(profile)) return profile as Language;
  return languageFromBrowser(browserTag);
}

import type { Language } from "../auth/languages.ts";

/** How the catalogs in core (analysis texts, error texts) mark a value in a template: {{name}}. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const NUMBERS: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US"),
  ja: new Intl.NumberFormat("ja-JP"),
};

/**
 * A template of `language` with its placeholders filled: numbers in the language's format, anything
 * else as it is (a handle, a query, a phrase made by another call).
 */
export function fillTemplate(language: Language, template: string, params: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    return typeof value === "number" ? NUMBERS[language].format(value) : (value ?? "");
  });
}

/** The placeholders of a template, for the tests that keep a catalog's languages in step. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string).sort();
}

import type { Language } from "@xa/core";
import { languageName } from "@xa/core/i18n/display-names";
import type { BriefReading } from "@xa/core/targeting/brief-reading";
import { extractMentions } from "../tokens/entities.ts";
import type { Span } from "./brief-places.ts";

const FEMALE =
  /\b(?:women|woman's|women's|female|females|ladies|moms|mums|mothers|girls)\b|女性|女子|ママ|主婦|母親|レディース/giu;
const MALE = /\b(?:men|men's|male|males|gentlemen|dads|fathers|boys)\b|男性|男子|パパ|父親|メンズ/giu;

/** The gender a brief names, when it names one only ("moms", "女性"); none when it names both or neither. */
export function readGender(text: string): (NonNullable<BriefReading["gender"]> & { spans: Span[] }) | null {
  const spans = (pattern: RegExp) =>
    [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, said: m[0] }));
  const female = spans(FEMALE);
  const male = spans(MALE);
  if (female.length > 0 === male.length > 0) return null;
  const found = female.length > 0 ? female : male;
  return {
    value: female.length > 0 ? "FEMALE" : "MALE",
    said: [...new Set(found.map((f) => f.said))].join(" · "),
    spans: found.map(({ start, end }) => ({ start, end })),
  };
}

/** Languages a brief may name, ISO 639-1. */
// biome-ignore format: a code list reads better packed
const LANGUAGE_CODES = ["en", "ja", "es", "fr", "de", "it", "pt", "zh", "ko", "ru", "ar", "hi", "id", "th", "vi", "tr", "nl",
  "pl", "sv", "tl", "ms", "uk", "he", "fa", "bn", "ur", "el", "cs", "ro", "hu", "da", "fi", "no"];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NAMES = LANGUAGE_CODES.flatMap((code) => [
  [languageName(code, "en"), code],
  [languageName(code, "ja"), code],
]).filter(([name, code]) => name && name !== code) as [string, string][];
const EN_NAMES = NAMES.filter(([name]) => /^[A-Z]/.test(name));
const JA_NAMES = NAMES.filter(([name]) => /語$/.test(name));
const CODE_BY_NAME = new Map(NAMES.map(([name, code]) => [name.toLowerCase(), code]));
const EN_ALT = EN_NAMES.map(([name]) => escapeRegExp(name)).join("|");
const JA_ALT = JA_NAMES.map(([name]) => escapeRegExp(name)).join("|");

// "Spanish-speaking", "speakers of Korean", "who speak French", "posting in Japanese."; 日本語話者, 英語圏, 韓国語を話す
const LANGUAGE_PATTERNS = [
  new RegExp(`\\b(${EN_ALT})[- ](?:speaking|speakers?)\\b`, "gu"),
  new RegExp(
    `\\b(?:speakers? of|speak(?:s|ing)?|who write in|posting in|posts in|tweets in|tweeting in)\\s+(${EN_ALT})\\b`,
    "gu",
  ),
  new RegExp(`\\bin (${EN_ALT})(?=\\s*(?:[.,;)]|$|and\\b|or\\b))`, "gu"),
  new RegExp(`(${JA_ALT})(?=話者|を話す|圏|ユーザー|ネイティブ|で投稿|でツイート|を使う)`, "gu"),
];

/** The ISO 639-1 code of a language's English or Japanese name ("spanish", "韓国語"), if one of the list. */
export const languageCodeOf = (name: string): string | undefined => CODE_BY_NAME.get(name.toLowerCase());

const EN_NAME_ANY_CASE = new RegExp(`\\b(${EN_ALT})\\b`, "giu");
const PROPER_NAME = new Map(EN_NAMES.map(([name]) => [name.toLowerCase(), name]));

/** The text with English language names as they are written ("posts in spanish" → "posts in Spanish"). */
export const capitaliseLanguageNames = (text: string): string =>
  text.replace(EN_NAME_ANY_CASE, (name) => PROPER_NAME.get(name.toLowerCase()) ?? name);

/** The languages a brief says its audience speaks or writes, in the order written. */
export function readLanguages(
  text: string,
  language: Language,
): (BriefReading["languages"][number] & { spans: Span[] })[] {
  const found = new Map<string, { code: string; label: string; said: string; spans: Span[]; at: number }>();
  for (const pattern of LANGUAGE_PATTERNS)
    for (const m of text.matchAll(pattern)) {
      const code = CODE_BY_NAME.get((m[1] ?? "").toLowerCase());
      if (!code) continue;
      const span = { start: m.index, end: m.index + m[0].length };
      const known = found.get(code);
      if (known) known.spans.push(span);
      else found.set(code, { code, label: languageName(code, language), said: m[0], spans: [span], at: m.index });
    }
  return [...found.values()].sort((a, b) => a.at - b.at).map(({ at: _, ...rest }) => rest);
}

/** The @handles a brief writes. */
export function readHandles(text: string): BriefReading["handles"] {
  return extractMentions(text).map((handle) => ({ handle, said: `@${handle}` }));
}

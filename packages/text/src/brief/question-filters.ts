import type { Language } from "@xa/core";
import { resolveCountry } from "@xa/core/i18n/country-codes";
import { countryName, languageName } from "@xa/core/i18n/display-names";
import { readLanguages } from "./brief-people.ts";
import { readPlaces } from "./brief-places.ts";
import { type QuestionDates, readQuestionDates } from "./question-dates.ts";

/** What a question about an analysis narrows it to: a country, days, a language (each as said). */
export type QuestionFilters = {
  country: { code: string; label: string; said: string } | null;
  dates: QuestionDates | null;
  language: { code: string; label: string; said: string } | null;
};

// "Japanese posts", "日本語の投稿": a question names the posts' language more plainly than a brief does.
const POSTS_IN =
  /\b(english|japanese|spanish|korean|french|german|portuguese|chinese)(?:[- ]language)?[- ](?:posts?|tweets?|speakers?|speaking|replies|conversation)\b/i;
// "posts in Spanish", "tweets written in Korean"
const POSTS_WRITTEN_IN =
  /\b(?:posts?|tweets?|replies|people|those|ones)\s+(?:written\s+|posted\s+)?in\s+(english|japanese|spanish|korean|french|german|portuguese|chinese)\b/i;
const POSTS_IN_JA = /(日本語|英語|韓国語|中国語|スペイン語|フランス語|ドイツ語)(?:の|で)(?:投稿|ツイート|ポスト)/;
const CODES: Record<string, string> = {
  english: "en",
  japanese: "ja",
  spanish: "es",
  korean: "ko",
  french: "fr",
  german: "de",
  portuguese: "pt",
  chinese: "zh",
  日本語: "ja",
  英語: "en",
  韓国語: "ko",
  中国語: "zh",
  スペイン語: "es",
  フランス語: "fr",
  ドイツ語: "de",
};

// A country typed in lower case ("sentiment in the uk?"), read only after a word that places people,
// as many country names are also words ("turkey", "jordan", "chad").
const AFTER_PLACE_WORD =
  /\b(?:in|from|across|within|throughout|based in|living in)\s+(the\s+)?([a-z][a-z.'-]*(?:\s+[a-z][a-z.'-]*){0,2})/g;
// Short codes that stand for a country in a question; "us" only as "the us" (else it is "us").
const SHORT_CODES = new Set(["usa", "uk", "uae", "us"]);

function lowerCaseCountries(text: string): { country_code: string; said: string }[] {
  const found = new Map<string, string>();
  for (const m of text.toLowerCase().matchAll(AFTER_PLACE_WORD)) {
    const words = (m[2] as string).split(/\s+/);
    for (let n = words.length; n >= 1; n--) {
      const said = words
        .slice(0, n)
        .join(" ")
        .replace(/[.'-]+$/, "");
      const key = said.replace(/\./g, "");
      if (key.length <= 3 && (!SHORT_CODES.has(key) || (key === "us" && !m[1]))) continue;
      const code = resolveCountry(said);
      if (code) {
        if (!found.has(code)) found.set(code, said);
        break;
      }
    }
  }
  return [...found].map(([country_code, said]) => ({ country_code, said }));
}

/**
 * The filters a question states: one country (a country or region named, not a city: an analysis
 * narrows by country only), the days it names (read against the analysis's last day), and the
 * language of the posts it asks about.
 */
export function readQuestionFilters(question: string, language: Language, end: Date): QuestionFilters {
  const text = question.normalize("NFKC");
  const countries = [
    ...new Map(
      readPlaces(text, language)
        .filter((p) => p.kind === "country" || p.kind === "region")
        .map((p) => [p.country_code, p]),
    ).values(),
  ];
  const typed = countries.length === 0 && language === "en" ? lowerCaseCountries(text) : [];
  const place = countries.length === 1 ? countries[0] : typed.length === 1 ? typed[0] : undefined;
  const [named] = readLanguages(text, language);
  const plain = POSTS_IN.exec(text) ?? POSTS_WRITTEN_IN.exec(text) ?? POSTS_IN_JA.exec(text);
  const code = named?.code ?? (plain ? CODES[(plain[1] as string).toLowerCase()] : undefined);
  return {
    country: place
      ? { code: place.country_code, label: countryName(place.country_code, language), said: place.said }
      : null,
    dates: readQuestionDates(text, end),
    language: code ? { code, label: languageName(code, language), said: named?.said ?? (plain?.[0] as string) } : null,
  };
}

import type { Language } from "@xa/core";
import { resolveCountry } from "@xa/core/i18n/country-codes";
import { countryName, languageName } from "@xa/core/i18n/display-names";
import { capitaliseLanguageNames, languageCodeOf, readLanguages } from "./brief-people.ts";
import { readPlaces } from "./brief-places.ts";
import { type QuestionDates, readQuestionDates } from "./question-dates.ts";

/** What a question about an analysis narrows it to: a country, days, a language (each as said). */
export type QuestionFilters = {
  country: { code: string; label: string; said: string } | null;
  dates: QuestionDates | null;
  language: { code: string; label: string; said: string } | null;
};

// "Japanese posts", "spanish-language tweets", "日本語の投稿", "英語で書かれたツイート": a question names
// the posts' language more plainly than a brief does.
const POSTS_IN =
  /\b([a-z]+)(?:[- ]language)?[- ](?:posts?|tweets?|speakers?|speaking|replies|conversation|content|mentions)\b/giu;
// "posts in Spanish", "tweets written in Korean"
const POSTS_WRITTEN_IN =
  /\b(?:posts?|tweets?|replies|people|those|ones|mentions|content|conversation)\s+(?:written\s+|posted\s+)?in\s+([a-z]+)\b/giu;
const POSTS_IN_JA =
  /([\p{Script=Han}\p{Script=Katakana}ー]+語)(?:の|で|を話す)(?:書かれた|書いた|された|話している|話す)?(?:投稿|ツイート|ポスト|リプライ|返信|ユーザー|人|アカウント|会話|コメント|話者)/u;

/** The language named by the first of the patterns that names one. */
function plainLanguage(text: string): { code: string; said: string } | null {
  for (const pattern of [POSTS_IN, POSTS_WRITTEN_IN])
    for (const m of text.matchAll(pattern)) {
      const code = languageCodeOf(m[1] as string);
      if (code) return { code, said: m[0] };
    }
  const ja = POSTS_IN_JA.exec(text);
  const code = ja ? languageCodeOf(ja[1] as string) : undefined;
  return ja && code ? { code, said: ja[0] } : null;
}

// "American fans", "UK-based followers", "日本人ユーザー": people of a country, said by an adjective.
// biome-ignore format: a table reads better packed
const DEMONYMS: Record<string, string> = { american: "US", british: "GB", japanese: "JP", korean: "KR", chinese: "CN",
  french: "FR", german: "DE", spanish: "ES", italian: "IT", canadian: "CA", australian: "AU", mexican: "MX",
  brazilian: "BR", indian: "IN", indonesian: "ID", thai: "TH", filipino: "PH", taiwanese: "TW", vietnamese: "VN" };
const DEMONYM_PEOPLE =
  /\b([a-z]+)(?:-based)? (?:people|users|followers|fans|audience|customers|consumers|buyers|shoppers|accounts|crowd|market|gen ?z|millennials|women|men|moms|students|gamers|creators|influencers)\b/giu;
const BASED = /\b([a-z]+(?: [a-z]+)?)-based\b/giu;
const PEOPLE_JA = /([\p{Script=Han}\p{Script=Katakana}ー]+?)人(?:ユーザー|の|は|が|を|に|フォロワー|ファン|客|消費者)/u;

function demonymCountry(text: string): { country_code: string; said: string } | null {
  for (const m of text.matchAll(DEMONYM_PEOPLE)) {
    const code = DEMONYMS[(m[1] as string).toLowerCase()];
    if (code) return { country_code: code, said: m[0] };
  }
  for (const m of text.matchAll(BASED)) {
    const words = (m[1] as string).toLowerCase().split(" ");
    for (const said of [words.join(" "), words.at(-1) as string]) {
      const code =
        DEMONYMS[said] ?? (said.length > 3 || ["us", "uk", "usa"].includes(said) ? resolveCountry(said) : null);
      if (code) return { country_code: code, said: `${said}-based` };
    }
  }
  const ja = PEOPLE_JA.exec(text);
  const code = ja ? resolveCountry(ja[1] as string) : null;
  if (ja && code) return { country_code: code, said: `${ja[1]}人` };
  return /国内(?:の|で|ユーザー|向け)/.test(text) ? { country_code: "JP", said: "国内" } : null;
}

// A country typed in lower case ("sentiment in the uk?"), read only after a word that places people,
// as many country names are also words ("turkey", "jordan", "chad").
const AFTER_PLACE_WORD =
  /\b(?:in|from|across|within|throughout|based in|living in)\s+(?=(the\s+)?([a-z][a-z.'-]*(?:\s+[a-z][a-z.'-]*){0,2}))/g;
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
  const typed = countries.length === 0 ? lowerCaseCountries(text) : [];
  const demonym = countries.length === 0 && typed.length === 0 ? demonymCountry(text) : null;
  const place = countries.length === 1 ? countries[0] : typed.length === 1 ? typed[0] : (demonym ?? undefined);
  const [named] = readLanguages(capitaliseLanguageNames(text), language);
  const plain = named ? null : plainLanguage(text);
  const code = named?.code ?? plain?.code;
  return {
    country: place
      ? { code: place.country_code, label: countryName(place.country_code, language), said: place.said }
      : null,
    dates: readQuestionDates(text, end),
    language: code ? { code, label: languageName(code, language), said: named?.said ?? plain?.said ?? code } : null,
  };
}

import type { Language } from "@xa/core";
import { assistantText } from "@xa/core/assistant/assistant-texts";
import type { Intent } from "@xa/core/assistant/question-intents";
import type { QuestionFilters } from "@xa/text/brief/question-filters";

/**
 * Questions about which countries the audience is in: a country they name is the answer's subject,
 * not a filter ("how many are in Japan?"). A cities question is narrowed: "which cities in Japan?".
 */
const ABOUT_PLACES: readonly Intent[] = ["countries"];

/**
 * The analysis a question asks about, narrowed to the country and days it states, and what the
 * answer says first about it: the narrowing, and a language it cannot narrow to (an analysis has
 * no language filter).
 */
export function narrowForQuestion<A extends { country?: string; start_date?: string; end_date?: string }>(
  analysis: A,
  filters: QuestionFilters,
  intents: readonly Intent[],
  language: Language,
): { analysis: A; preface: string[] } {
  const aboutPlaces = intents.some((i) => ABOUT_PLACES.includes(i));
  const country = filters.country && !aboutPlaces ? filters.country : null;
  const said: string[] = [];
  let narrowed = analysis;
  if (country) {
    narrowed = { ...narrowed, country: country.code };
    said.push(country.label);
  }
  if (filters.dates) {
    narrowed = { ...narrowed, start_date: filters.dates.start, end_date: filters.dates.end };
    const day = (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
    said.push(
      filters.dates.start === filters.dates.end
        ? day(filters.dates.start)
        : assistantText(language, "narrowedDays", { start: day(filters.dates.start), end: day(filters.dates.end) }),
    );
  }
  const preface =
    said.length > 0
      ? [assistantText(language, "narrowedTo", { filters: said.join(language === "ja" ? "、" : ", ") })]
      : [];
  if (filters.country && aboutPlaces)
    preface.push(assistantText(language, "countryAsSubject", { country: filters.country.label }));
  if (filters.language)
    preface.push(assistantText(language, "notNarrowedToLanguage", { language: filters.language.label }));
  return { analysis: narrowed, preface };
}

import { cityName, countryName, languageName } from "@xa/core/i18n/display-names";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { type BriefReading, briefFields } from "@xa/core/targeting/brief-reading";
import { ageSpan } from "@xa/core/targeting/targeting-options";
import { formatNumber } from "../../../format/format-values.ts";

/**
 * The draft with what its brief was read as: its places and languages as read, and its age, gender,
 * budget and size where the brief names them (a value chosen elsewhere stays otherwise). The
 * server then takes the fields as they are (`read_brief` false): what the user removes stays removed.
 */
export function applyReading(draft: AutopilotRequest, reading: BriefReading): AutopilotRequest {
  const read = briefFields(reading);
  return {
    ...draft,
    countries: read.countries,
    cities: read.cities,
    selected_states: read.selected_states,
    languages: read.languages,
    age: reading.age ? read.age : draft.age,
    gender: reading.gender ? read.gender : draft.gender,
    ...(reading.budget
      ? { budget: read.budget, currency: reading.budget.currency, size_option: "budget" as const }
      : {}),
    ...(reading.size && !reading.budget ? { size: read.size, size_option: "size" as const } : {}),
    read_brief: false,
  };
}

/** A field of the draft a chip shows (named in the interface language), and the draft without it. */
export type BriefChip = {
  key: string;
  kind: "place" | "language" | "budget" | "size";
  label: string;
  /** the brief's words it was read from, when it was read */
  said: string | null;
  remove: () => AutopilotRequest;
};

/** The removable chips of the draft's read fields: places, languages, budget and size. */
export function briefChips(draft: AutopilotRequest, reading: BriefReading | undefined, language: string): BriefChip[] {
  const placeOf = (id: string) => reading?.places.find((p) => p.id === id);
  const saidOf = (id: string) => placeOf(id)?.said ?? null;
  const chips: BriefChip[] = [
    ...draft.countries.map((code) => ({
      key: `country:${code}`,
      kind: "place" as const,
      label: countryName(code, language),
      said: saidOf(code) ?? reading?.places.find((p) => p.kind === "region" && p.country_code === code)?.said ?? null,
      remove: () => ({ ...draft, countries: draft.countries.filter((c) => c !== code) }),
    })),
    ...draft.selected_states.map((id) => ({
      key: `state:${id}`,
      kind: "place" as const,
      label: placeOf(id)?.label ?? id,
      said: saidOf(id),
      remove: () => ({ ...draft, selected_states: draft.selected_states.filter((s) => s !== id) }),
    })),
    ...draft.cities.map((city) => {
      const id = `city:${city.country_code}:${city.name}`;
      return {
        key: id,
        kind: "place" as const,
        label: cityName(city.name, city.country_code, language),
        said: saidOf(id),
        remove: () => ({ ...draft, cities: draft.cities.filter((c) => c !== city) }),
      };
    }),
    ...draft.languages.map((code) => ({
      key: `language:${code}`,
      kind: "language" as const,
      label: languageName(code, language),
      said: reading?.languages.find((l) => l.code === code)?.said ?? null,
      remove: () => ({ ...draft, languages: draft.languages.filter((l) => l !== code) }),
    })),
  ];
  if (draft.budget !== null && reading?.budget && reading.budget.amount === draft.budget)
    chips.push({
      key: "budget",
      kind: "budget",
      label: `${formatNumber(draft.budget, language)} ${draft.currency}`,
      said: reading.budget.said,
      remove: () => ({ ...draft, budget: null }),
    });
  if (draft.size !== null && reading?.size && reading.size.value === draft.size)
    chips.push({
      key: "size",
      kind: "size",
      label: formatNumber(draft.size, language),
      said: reading.size.said,
      remove: () => ({ ...draft, size: null }),
    });
  return chips;
}

/**
 * How an age asked for became the platform's value: the years asked and those of the value, when
 * the brief's span is not one the platform offers (null otherwise).
 */
export function ageRounding(reading: BriefReading | undefined): { asked: string; value: string; said: string } | null {
  const age = reading?.age;
  if (!age?.rounded) return null;
  const [from, to] = ageSpan(age.value);
  const span = (f: number | null, t: number | null) => (t === null ? `${f}+` : `${f}–${t}`);
  return { asked: span(age.from, age.to), value: span(from, to), said: age.said };
}

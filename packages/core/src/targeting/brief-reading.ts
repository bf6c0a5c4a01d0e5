import { z } from "zod";
import type { AutopilotRequestInput } from "./autopilot-request.ts";
import { AGES, CURRENCIES } from "./targeting-options.ts";

const said = z.string().max(200);
const countryCode = z.string().regex(/^[A-Z]{2}$/);

export const BRIEF_PLACE_KINDS = ["country", "state", "region", "city"] as const;

/**
 * A place a brief names, as written (`said`) and as the request takes it: a country (id = ISO
 * alpha-2), a US state or GB region (id = ISO 3166-2, "US-CA"), a region of another country (a
 * Japanese prefecture: id "region:JP:Hokkaido") or a city (id "city:JP:Tokyo", the gazetteer's name).
 */
export const briefPlace = z.object({
  kind: z.enum(BRIEF_PLACE_KINDS),
  id: z.string().max(120),
  /** the place's name in the reader's language */
  label: z.string().max(200),
  /** the gazetteer's (English) name of a city or region; the code of a country or state */
  name: z.string().max(100),
  country_code: countryCode,
  said,
});
export type BriefPlace = z.infer<typeof briefPlace>;

/**
 * An age span a brief asks for (`from`–`to` in years, `to` null for "and over") and the platform's
 * age value nearest to it; `rounded` when that value covers other years than those asked.
 */
export const briefAge = z.object({
  from: z.number().int().min(0).max(120),
  to: z.number().int().min(0).max(120).nullable(),
  value: z.enum(AGES),
  rounded: z.boolean(),
  said,
});
export type BriefAge = z.infer<typeof briefAge>;

/** What a free-text brief says of its audience and budget, each part with the words it was read from. */
export const briefReading = z.object({
  places: z.array(briefPlace),
  age: briefAge.nullable(),
  gender: z.object({ value: z.enum(["MALE", "FEMALE"]), said }).nullable(),
  /** ISO 639-1 codes of the languages the audience speaks */
  languages: z.array(z.object({ code: z.string().regex(/^[a-z]{2}$/), label: z.string(), said })),
  /** @handles written in the brief, without '@' */
  handles: z.array(z.object({ handle: z.string().regex(/^\w{1,15}$/), said })),
  budget: z.object({ amount: z.number().positive(), currency: z.enum(CURRENCIES), said }).nullable(),
  /** the audience size asked for, in people */
  size: z.object({ value: z.number().int().positive(), said }).nullable(),
});
export type BriefReading = z.infer<typeof briefReading>;

/** The body of "read a brief": the brief in the user's words. */
export const readBriefBody = z.object({
  description: z.string().trim().min(1, { error: "Description is required" }).max(5000),
});

/**
 * The autopilot request's fields a reading fills: countries (a Japanese prefecture's too), cities,
 * US states and UK nations, age, gender, languages, handles, and the budget or size asked for.
 */
export function briefFields(reading: BriefReading) {
  const places = (kind: BriefPlace["kind"]) => reading.places.filter((p) => p.kind === kind);
  return {
    countries: [...new Set([...places("country"), ...places("region")].map((p) => p.country_code))],
    cities: places("city").map((p) => ({ name: p.name, country_code: p.country_code })),
    selected_states: places("state").map((p) => p.id),
    age: reading.age?.value ?? ("AGE_ANY" as const),
    gender: reading.gender?.value ?? ("ANY" as const),
    languages: reading.languages.map((l) => l.code),
    handles: reading.handles.map((h) => h.handle),
    budget: reading.budget?.amount ?? null,
    size: reading.size?.value ?? null,
    ...(reading.budget ? { currency: reading.budget.currency } : {}),
    ...(reading.size && !reading.budget ? { size_option: "size" as const } : {}),
  } satisfies Partial<AutopilotRequestInput>;
}

import { z } from "zod";
import { countryField } from "../i18n/country-codes.ts";
import {
  AGES,
  GENDERS,
  MAX_APPLIED_COUNTRIES,
  MAX_APPLIED_HANDLES,
  MAX_APPLIED_LOCATIONS,
  PLACEMENTS,
} from "../targeting/targeting-options.ts";
import { isoCountryCode, LOCATION_TYPES } from "../targeting/targeting-package.ts";

/**
 * What an ad account receives when a package is applied: the selected entries only,
 * without the evidence that explains them, after the limits of applying have been enforced.
 */

/**
 * The limits are the package's own (what the platform takes), so anything accepted here is also a
 * usage the server can record; each refusal names its limit.
 */
const listOf = <T extends z.ZodType>(entry: T, max: number, what: string) =>
  z.array(entry).max(max, { error: `At most ${max} ${what} can be applied` });

const text = (max: number, what: string) =>
  z
    .string()
    .min(1, { error: `${what} cannot be empty` })
    .max(max, { error: `${what} can be at most ${max} characters` });

const catalogueValue = z.object({ id: text(100, "A catalogue id"), label: text(300, "A catalogue label") });

export const appliedTargeting = z.object({
  keywords: listOf(text(200, "A keyword"), 1000, "keywords"),
  /** without '#', as the package keeps them */
  hashtags: listOf(text(200, "A hashtag"), 1000, "hashtags"),
  /** without '@'; at most MAX_APPLIED_HANDLES */
  handles: listOf(
    z.object({
      handle: z.string().regex(/^\w{1,15}$/, { error: "Handle is not valid" }),
      account_id: z.string().max(30, { error: "An account id can be at most 30 characters" }).nullable(),
    }),
    MAX_APPLIED_HANDLES,
    "handles",
  ),
  languages: listOf(catalogueValue, 200, "languages"),
  network_operators: listOf(catalogueValue, 500, "network operators"),
  interests: listOf(catalogueValue, 500, "interests"),
  conversation_topics: listOf(catalogueValue, 1000, "conversation topics"),
  movies_tv_shows: listOf(catalogueValue, 500, "movies and TV shows"),
  /** names of the ready custom audiences only */
  custom_audiences: listOf(text(200, "A custom audience name"), 100, "custom audiences"),
  placements: listOf(z.enum(PLACEMENTS), PLACEMENTS.length, "placements"),
  age: z.enum(AGES),
  gender: z.enum(GENDERS),
  /** empty when too many were selected */
  locations: listOf(
    catalogueValue.extend({ type: z.enum(LOCATION_TYPES), country_code: isoCountryCode }),
    MAX_APPLIED_LOCATIONS,
    "locations",
  ),
  /** ISO alpha-2; empty when too many were selected */
  countries: listOf(countryField, MAX_APPLIED_COUNTRIES, "countries"),
});
export type AppliedTargeting = z.infer<typeof appliedTargeting>;

/** The ad platform's answer to "are these custom audiences ready?". */
export const customAudienceCheck = z.object({
  custom_audiences: z.array(z.object({ name: z.string(), targetable: z.boolean() })),
});
export type CustomAudienceCheck = z.infer<typeof customAudienceCheck>;

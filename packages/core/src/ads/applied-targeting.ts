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
import { LOCATION_TYPES } from "../targeting/targeting-package.ts";

/**
 * What an ad account receives when a package is applied: the selected entries only,
 * without the evidence that explains them, after the limits of applying have been enforced.
 */

const catalogueValue = z.object({ id: z.string(), label: z.string() });

export const appliedTargeting = z.object({
  keywords: z.array(z.string()),
  /** without '#', as the package keeps them */
  hashtags: z.array(z.string()),
  /** without '@'; at most MAX_APPLIED_HANDLES */
  handles: z
    .array(z.object({ handle: z.string(), account_id: z.string().nullable() }))
    .max(MAX_APPLIED_HANDLES, { error: `At most ${MAX_APPLIED_HANDLES} handles can be applied` }),
  languages: z.array(catalogueValue),
  network_operators: z.array(catalogueValue),
  interests: z.array(catalogueValue),
  conversation_topics: z.array(catalogueValue),
  movies_tv_shows: z.array(catalogueValue),
  /** names of the ready custom audiences only */
  custom_audiences: z.array(z.string()),
  placements: z.array(z.enum(PLACEMENTS)),
  age: z.enum(AGES),
  gender: z.enum(GENDERS),
  /** empty when too many were selected */
  locations: z
    .array(catalogueValue.extend({ type: z.enum(LOCATION_TYPES), country_code: z.string() }))
    .max(MAX_APPLIED_LOCATIONS, { error: `At most ${MAX_APPLIED_LOCATIONS} locations can be applied` }),
  /** ISO alpha-2; empty when too many were selected */
  countries: z
    .array(countryField)
    .max(MAX_APPLIED_COUNTRIES, { error: `At most ${MAX_APPLIED_COUNTRIES} countries can be applied` }),
});
export type AppliedTargeting = z.infer<typeof appliedTargeting>;

/** The ad platform's answer to "are these custom audiences ready?". */
export const customAudienceCheck = z.object({
  custom_audiences: z.array(z.object({ name: z.string(), targetable: z.boolean() })),
});
export type CustomAudienceCheck = z.infer<typeof customAudienceCheck>;

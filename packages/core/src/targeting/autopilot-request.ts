import { z } from "zod";
import { analyzeQueryRequest } from "../analysis/analyze-query.ts";
import { countryField } from "../i18n/country-codes.ts";
import { JOB_GROUPS } from "../social/job-groups.ts";
import { audienceExpression } from "./audience-builder.ts";
import {
  AGES,
  AUTOPILOT_DEFAULTS,
  CREATE_AUDIENCE_OPTIONS,
  CURRENCIES,
  GENDERS,
  PACKAGE_ORDERS,
  SIZE_OPTIONS,
} from "./targeting-options.ts";
import { targetingPackageWrapper } from "./targeting-package.ts";

const word = z.string().trim().min(1).max(100);
const handle = z
  .string()
  .trim()
  .regex(/^@?\w{1,15}$/, { error: "Handle is not valid" });

/**
 * What the autopilot is asked (the parts of the creator's draft the server needs): a free-text brief, or
 * keyword groups (AND-groups joined by OR), exclusions, handles and places; or an analysis or an
 * audience builder's audience as the brief. Defaults are AUTOPILOT_DEFAULTS.
 */
export const autopilotRequest = z.object({
  create_audience_option: z.enum(CREATE_AUDIENCE_OPTIONS).default(AUTOPILOT_DEFAULTS.create_audience_option),
  /** the campaign in the user's words, en or ja */
  description: z.string().trim().max(5000).default(""),
  keyword_groups: z.array(z.array(word).min(1).max(10)).max(20).default([]),
  excluded_keywords: z.array(word).max(50).default([]),
  /** words the brief was widened with that the user took out ("also searched"): not searched again */
  unwidened_terms: z.array(word).max(50).default([]),
  /** with or without '@' */
  handles: z.array(handle).max(50).default([]),
  /** @handles written in the brief that the user took out of its reading: not targeted */
  removed_handles: z.array(handle).max(50).default([]),
  /** US states and GB regions, by location id from the locations catalogue */
  selected_states: z.array(z.string().max(100)).max(100).default([]),
  /** job-title groups (the job-title catalogue): their holders in the store are the audience */
  job_titles: z.array(z.enum(JOB_GROUPS)).max(JOB_GROUPS.length).default([]),
  /** audience regions by id or name (`GET /api/audience-regions/`) */
  selected_regions: z.array(z.string().max(200)).max(50).default([]),
  order: z.enum(PACKAGE_ORDERS).default(AUTOPILOT_DEFAULTS.order),
  gender: z.enum(GENDERS).default(AUTOPILOT_DEFAULTS.gender),
  age: z.enum(AGES).default(AUTOPILOT_DEFAULTS.age),
  size_option: z.enum(SIZE_OPTIONS).default(AUTOPILOT_DEFAULTS.size_option),
  /** dollars; null lets the product decide */
  budget: z.number().positive().max(1e9).nullable().default(null),
  size: z.number().int().positive().max(1e10).nullable().default(null),
  currency: z.enum(CURRENCIES).default("USD"),
  /** where to send the result, when given; checked: 'Invalid email address' */
  email: z.string().max(254).optional(),
  // The brief's audience as read (POST /api/read-brief/) and kept or corrected by the user.
  /** countries as typed (names, codes, aliases), kept as ISO codes: the package targets these */
  countries: z.array(countryField).max(250).default([]),
  /** cities, by the gazetteer's name, with their country */
  cities: z
    .array(z.object({ name: z.string().trim().min(1).max(100), country_code: countryField }))
    .max(50)
    .default([]),
  /** languages the audience uses, ISO 639-1 */
  languages: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z]{2}$/, { error: "Languages must be ISO 639-1 codes such as ja" }),
    )
    .max(20)
    .default([]),
  /**
   * whether the generator reads the description's places, ages, gender, languages and budget for
   * the fields left empty; false once the user has kept or corrected what was read
   */
  read_brief: z.boolean().default(true),
  /** an analysis as the brief: its audience is the audience */
  analysis: analyzeQueryRequest.omit({ sections: true, share_of_voice: true, limit: true }).optional(),
  /**
   * an analysis the explore query analyzer kept for the caller's team, by the id it answered: its
   * query is the brief, in place of `analysis` (404 for one of another team)
   */
  audience_creator_query_id: z
    .string()
    .trim()
    .regex(/^\d{1,19}$/, { error: "audience_creator_query_id must be the id the query analyzer answered" })
    .optional(),
  /** an audience combined in the audience builder: its accounts are the audience */
  audience_builder: audienceExpression.optional(),
});
export type AutopilotRequest = z.infer<typeof autopilotRequest>;
export type AutopilotRequestInput = z.input<typeof autopilotRequest>;

/** How the audience's size was estimated, stated so a user can check it. */
export const sizeEstimate = z.object({
  /**
   * accounts of the store the package reaches (authors using its keywords or hashtags, followers of
   * its handles, in its countries): what a saved audience's figures count too
   */
  accounts_in_store: z.number().int().nonnegative(),
  /** accounts of the audience found from the brief, which the package was derived from (absent in older results) */
  audience_accounts: z.number().int().nonnegative().optional(),
  /** platform accounts per store account (configurable) */
  scaling_factor: z.number().positive(),
  estimated_size: z.number().int().nonnegative(),
  /** cost per thousand impressions used for the budget, in `currency` (configurable) */
  cpm: z.number().positive(),
  currency: z.enum(CURRENCIES),
  /** given a budget: the size it buys; given a size: the budget it needs */
  suggested_budget: z.number().nonnegative().nullable(),
  suggested_size: z.number().int().nonnegative().nullable(),
  /** the method in one sentence, in the caller's language */
  method: z.string(),
});
export type SizeEstimate = z.infer<typeof sizeEstimate>;

/** A finished generation: the package, the estimate and what the brief was read as. */
export const autopilotResult = targetingPackageWrapper.extend({
  estimate: sizeEstimate,
  /** the terms taken from the brief, and those added because they co-occur with them */
  brief_terms: z.array(z.string()),
  widened_terms: z.array(z.string()),
  /** words of the brief left out because other communities use them more (absent in older results) */
  set_aside_terms: z.array(z.string()).optional(),
  /**
   * What the package's age and gender rest on, as shares of the audience's accounts: those of
   * unknown age or gender, and of the known, the share the chosen value covers (1 for any).
   */
  demographics: z
    .object({
      age_coverage: z.number().min(0).max(1),
      age_unknown_share: z.number().min(0).max(1),
      gender_share: z.number().min(0).max(1),
      gender_unknown_share: z.number().min(0).max(1),
    })
    .optional(),
  /**
   * When the brief's accounts were two camps of a debate: the camp kept (the one writing like the
   * brief) and the accounts of the other left out; null otherwise (absent in older results)
   */
  one_side: z
    .object({ accounts_kept: z.number().int().nonnegative(), accounts_left_out: z.number().int().nonnegative() })
    .nullable()
    .optional(),
  /**
   * When the brief's places, age and gender left too few accounts to rank terms on: those accounts,
   * and the topic's accounts everywhere the terms and handles were ranked on instead; null otherwise
   */
  ranked_on_topic: z
    .object({ audience_accounts: z.number().int().nonnegative(), topic_accounts: z.number().int().nonnegative() })
    .nullable()
    .optional(),
  /** the least followers a suggested handle has (absent in older results) */
  handle_min_followers: z.number().int().nonnegative().optional(),
  took_ms: z.number().int().nonnegative(),
});
export type AutopilotResult = z.infer<typeof autopilotResult>;

export const GENERATION_STATUSES = ["queued", "running", "done", "failed"] as const;

/** A generation job as the web app polls it; a done one holds the `targeting_package`. */
export const autopilotGeneration = z.object({
  id: z.string(),
  status: z.enum(GENERATION_STATUSES),
  request: autopilotRequest,
  /** why it failed: 'No audience found' or 'Failed to generate campaign attributes' */
  error: z.string().nullable(),
  result: autopilotResult.nullable(),
  created_at: z.string(),
});
export type AutopilotGeneration = z.infer<typeof autopilotGeneration>;

import { z } from "zod";
import { emailField, textField } from "../contract/fields.ts";
import { INT4_MAX } from "../contract/ids.ts";
import { countryField } from "../i18n/country-codes.ts";
import { AUDIENCE_STATUSES } from "./audience-figures.ts";
import { CURRENCIES } from "./targeting-options.ts";
import { handleEntry, targetingPackage, targetingPackageWrapper, termEntry } from "./targeting-package.ts";

/** A config in the 'Exclusion Audience' category is an exclusion audience; any other, a targeting one. */
export const AUDIENCE_TYPES = ["targeting", "exclusion"] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

/** How the caller reaches a config or usage: as a member of its team, or because it was shared with them. */
export const AUDIENCE_ACCESS = ["member", "shared"] as const;

/**
 * The fixed categories, seeded by the server's migration in this order; `exclusion` is the
 * 'Exclusion Audience' category (EXCLUSION_CATEGORY).
 */
export const AUDIENCE_CATEGORY_KEYS = [
  "interest",
  "brand",
  "competitor",
  "lookalike",
  "location",
  "event",
  "job_title",
  "custom",
  "exclusion",
] as const;
export type AudienceCategoryKey = (typeof AUDIENCE_CATEGORY_KEYS)[number];

/** A fixed category of audience configs; the web shows its name through i18n by `key`. */
export const audienceCategory = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export type AudienceCategory = z.infer<typeof audienceCategory>;

/** A user as an audience names them (creator, sharer, recipient); null once their account is gone. */
export const audienceUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type AudienceUser = z.infer<typeof audienceUser>;

/** A team by id or slug, as a body field (a number or text) or a query parameter; answered as text. */
export const teamField = z
  .union([textField("team", { max: 100 }), z.number().int().positive().max(INT4_MAX)], {
    error: (issue) => (issue.input === undefined ? "Team is required" : "Team must be a team id or slug"),
  })
  .transform(String);

/** Countries as typed (codes, names, aliases: "UK"), kept as their ISO alpha-2 codes. */
const countryList = z.array(countryField).max(250);

const categoryIds = z
  .array(z.number().int().positive().max(INT4_MAX), { error: "Categories must be a list of category ids" })
  .max(20, { error: "Categories must be at most 20" })
  .refine((ids) => new Set(ids).size === ids.length, { error: "Categories must not repeat" });

/**
 * A saved targeting package (an audience config): team-private, typed by its categories, and
 * versioned so two editors never silently overwrite each other (a PUT with a stale version is a 409).
 */
export const audienceConfig = targetingPackageWrapper.extend({
  id: z.number().int(),
  team_id: z.number().int(),
  name: z.string(),
  /** audience category ids */
  categories: z.array(z.number().int()),
  type: z.enum(AUDIENCE_TYPES),
  /** the estimated audience size when the package was last saved: the total native counted then */
  size: z.number().int().nonnegative(),
  /** the autopilot generation the package came from */
  generation_id: z.string().nullable(),
  created_by: audienceUser.nullable(),
  created_at: z.string(),
  modified_at: z.string(),
  version: z.number().int().positive(),
  /** not targetable when nothing in the package is selected */
  status: z.enum(AUDIENCE_STATUSES),
  access: z.enum(AUDIENCE_ACCESS),
  /** what the caller may do with it */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type AudienceConfig = z.infer<typeof audienceConfig>;

/** A config in a list: everything but the package itself. */
export const audienceConfigSummary = audienceConfig.omit({ targeting_package: true });
export type AudienceConfigSummary = z.infer<typeof audienceConfigSummary>;

export const createAudienceConfigBody = targetingPackageWrapper.extend({
  countries: countryList.default([]),
  team: teamField,
  name: textField("name", { max: 200 }),
  categories: categoryIds.default([]),
  generation_id: z.string().trim().min(1).max(100).nullable().default(null),
});
export type CreateAudienceConfig = z.input<typeof createAudienceConfigBody>;

/**
 * Countries a change may give; absent means unchanged. The wrapper's own field defaults to []
 * even when optional, which would read as "no countries".
 */
export const changedCountries = countryList.optional();

/** A change to a config: any of its fields, with the version the editor started from. */
export const updateAudienceConfigBody = z.object({
  version: z
    .number({ error: (i) => (i.input === undefined ? "Version is required" : "Version must be a number") })
    .int()
    .positive(),
  name: textField("name", { max: 200 }).optional(),
  categories: categoryIds.optional(),
  targeting_package: targetingPackage.optional(),
  countries: changedCountries,
  generation_id: z.string().trim().min(1).max(100).nullable().optional(),
});
export type UpdateAudienceConfig = z.input<typeof updateAudienceConfigBody>;

/**
 * A saved audience as the audiences list shows it. The figures are those
 * of core's `AudienceFigures`, counted when the package was saved or its insights last asked for;
 * null only when they could not be counted.
 */
export const audience = z.object({
  id: z.number().int(),
  team: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  name: z.string(),
  type: z.enum(AUDIENCE_TYPES),
  categories: z.array(audienceCategory),
  /** the countries it targets, ISO alpha-2 */
  countries: z.array(z.string()),
  size: z.number().int().nonnegative(),
  core_audience: z.number().int().nonnegative().nullable(),
  total_native: z.number().int().nonnegative().nullable(),
  pro_targeting_size: z.number().int().nonnegative().nullable(),
  modified_at: z.string(),
  status: z.enum(AUDIENCE_STATUSES),
  /** there is something to show: a generation made it, or a count found accounts it reaches */
  insights: z.boolean(),
  access: z.enum(AUDIENCE_ACCESS),
});
export type Audience = z.infer<typeof audience>;

/** A config's figures counted now, with how, and the saved package's top entries with their evidence. */
export const audienceInsights = z.object({
  audience_config_id: z.number().int(),
  version: z.number().int(),
  generation_id: z.string().nullable(),
  insights: z.boolean(),
  size: z.number().int().nonnegative(),
  core_audience: z.number().int().nonnegative(),
  total_native: z.number().int().nonnegative(),
  pro_targeting_size: z.number().int().nonnegative(),
  scaling_factor: z.number().positive(),
  /** the selected handles' public follower counts, summed */
  handle_followers: z.number().int().nonnegative(),
  /** how the figures were counted, in the caller's language */
  method: z.string(),
  measured_at: z.string(),
  top: z.object({ keywords: z.array(termEntry), hashtags: z.array(termEntry), handles: z.array(handleEntry) }),
});
export type AudienceInsights = z.infer<typeof audienceInsights>;

/**
 * A package's figures counted in the store now, exactly as saving it counts them (`total_native`
 * becomes the saved size), with what reaching the total native costs.
 */
export const measuredPackage = z.object({
  core_audience: z.number().int().nonnegative(),
  total_native: z.number().int().nonnegative(),
  pro_targeting_size: z.number().int().nonnegative(),
  /** every account of the store: no figure exceeds this × `scaling_factor` */
  store_accounts: z.number().int().nonnegative(),
  scaling_factor: z.number().positive(),
  /** the selected handles' public follower counts, summed */
  handle_followers: z.number().int().nonnegative(),
  /** what reaching the total native costs at `cpm` (core estimate-size's budgetFor) */
  budget: z.number().nonnegative(),
  cpm: z.number().positive(),
  currency: z.enum(CURRENCIES),
  /** how the figures were counted, in the caller's language */
  method: z.string(),
});
export type MeasuredPackage = z.infer<typeof measuredPackage>;

/** Someone a config or usage is shared with: they may read it, not change it. */
export const audienceShare = z.object({
  user: audienceUser,
  shared_by: audienceUser.nullable(),
  created_at: z.string(),
});
export type AudienceShare = z.infer<typeof audienceShare>;

export const shareByEmailBody = z.object({ email: emailField("email") });
export const shareByAccountBody = z.object({
  handle: textField("handle", { max: 16 })
    .regex(/^@?\w{1,15}$/, { error: "Handle is not valid" })
    .transform((h) => h.replace(/^@/, "")),
});

export const AUDIENCE_SORTS = [
  "name",
  "-name",
  "modified_at",
  "-modified_at",
  "created_at",
  "-created_at",
  "size",
  "-size",
  "core_audience",
  "-core_audience",
  "total_native",
  "-total_native",
  "pro_targeting_size",
  "-pro_targeting_size",
] as const;
export type AudienceSort = (typeof AUDIENCE_SORTS)[number];

/** The XLSX workbook a download answers (sent as it is, not JSON). */
export const xlsxFile = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ description: "An XLSX workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)" });

import { z } from "zod";
import { AGES, GENDERS, PLACEMENTS } from "./targeting-options.ts";

/**
 * The targeting package: what the autopilot suggests, the editor changes, an audience
 * config saves and the ads step applies. The ads step only reads it: every list is complete and
 * each entry says whether the user deselected it.
 */

/** Why an entry was suggested, as counted in the store when it was generated. */
export const termEvidence = z.object({
  /** posts of the audience that use it */
  posts: z.number().int().nonnegative(),
  /** accounts of the audience that use it (or follow the handle) */
  accounts: z.number().int().nonnegative(),
  /** those accounts as a share of the audience, 0..1 */
  audience_share: z.number().min(0).max(1),
  /** how much more often the audience uses it than the whole store does (1 = as often) */
  lift: z.number().nonnegative(),
});
export type TermEvidence = z.infer<typeof termEvidence>;

const deselected = z.boolean().default(false);

/** A keyword or hashtag (without '#'). */
export const termEntry = z.object({
  label: z.string().min(1).max(200),
  deselected,
  evidence: termEvidence.nullable().default(null),
});
export type TermEntry = z.infer<typeof termEntry>;

/** An account whose followers (look-alikes) are targeted; `handle` without '@'. */
export const handleEntry = z.object({
  handle: z.string().regex(/^\w{1,15}$/, { error: "Handle is not valid" }),
  account_id: z.string().max(30).nullable().default(null),
  name: z.string().max(200).nullable().default(null),
  followers: z.number().int().nonnegative().nullable().default(null),
  /** a person or a brand (an organisation), as the store's enrichment reads the profile; null when unknown */
  account_type: z.enum(["person", "organization"]).nullable().default(null),
  /** share of the account's own posts in the store on the audience's terms; null when it posts too little to tell */
  topic_share: z.number().min(0).max(1).nullable().default(null),
  deselected,
  evidence: termEvidence.nullable().default(null),
});
export type HandleEntry = z.infer<typeof handleEntry>;

/** An entry of a catalogue (language, interest, topic, operator, title): its id there and its label. */
export const catalogueEntry = z.object({
  id: z.string().min(1).max(100),
  label: z.string().min(1).max(300),
  deselected,
  /** the audience's share with this value, when it was derived from the audience */
  audience_share: z.number().min(0).max(1).nullable().default(null),
});
export type CatalogueEntry = z.infer<typeof catalogueEntry>;

export const LOCATION_TYPES = ["country", "region", "city"] as const;

/** An ISO 3166-1 alpha-2 code as the package keeps it: "jp" is read as "JP". */
export const isoCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: "A country code must be two letters (ISO 3166-1 alpha-2)" });

/** A place: a country (id = ISO 3166-1 alpha-2), a region or state, or a city, with its country. */
export const locationEntry = catalogueEntry.extend({
  type: z.enum(LOCATION_TYPES),
  country_code: isoCountryCode,
});
export type LocationEntry = z.infer<typeof locationEntry>;

export const customAudienceEntry = z.object({ name: z.string().min(1).max(200), deselected });
export type CustomAudienceEntry = z.infer<typeof customAudienceEntry>;

const list = <T extends z.ZodType>(entry: T, max: number) => z.array(entry).max(max).default([]);

export const targetingPackage = z.object({
  keywords: list(termEntry, 1000),
  handles: list(handleEntry, 1000),
  hashtags: list(termEntry, 1000),
  languages: list(catalogueEntry, 200),
  network_operators: list(catalogueEntry, 500),
  interests: list(catalogueEntry, 500),
  conversation_topics: list(catalogueEntry, 1000),
  movies_tv_shows: list(catalogueEntry, 500),
  custom_audiences: list(customAudienceEntry, 100),
  placements: z.array(z.enum(PLACEMENTS)).max(PLACEMENTS.length).default([]),
  age: z.enum(AGES).default("AGE_ANY"),
  gender: z.enum(GENDERS).default("ANY"),
  locations: list(locationEntry, 2000),
});
export type TargetingPackage = z.infer<typeof targetingPackage>;
export type TargetingPackageInput = z.input<typeof targetingPackage>;

/** The package with the countries it targets (ISO alpha-2), as saved and applied. */
export const targetingPackageWrapper = z.object({
  targeting_package: targetingPackage,
  countries: z.array(isoCountryCode).max(250).default([]),
});
export type TargetingPackageWrapper = z.infer<typeof targetingPackageWrapper>;

export function emptyPackage(): TargetingPackage {
  return targetingPackage.parse({});
}

/** The entries the user kept. */
export function selected<T extends { deselected: boolean }>(entries: readonly T[]): T[] {
  return entries.filter((e) => !e.deselected);
}

/** A generation is ready once its package has at least one hashtag or keyword. */
export function hasInsights(pkg: Pick<TargetingPackage, "hashtags" | "keywords"> | null | undefined): boolean {
  return Boolean(pkg && (pkg.hashtags.length > 0 || pkg.keywords.length > 0));
}

/** The package's lists of entries, each entry with a `deselected` flag (placements, age and gender are values). */
export const ENTRY_LISTS = [
  "keywords",
  "hashtags",
  "handles",
  "locations",
  "languages",
  "interests",
  "conversation_topics",
  "network_operators",
  "movies_tv_shows",
  "custom_audiences",
] as const;
export type EntryListKey = (typeof ENTRY_LISTS)[number];

/** Nothing selected anywhere: applying it fails with 'Failed to apply targeting list because it is empty.' */
export function isEmptyPackage(pkg: TargetingPackage): boolean {
  return ENTRY_LISTS.every((key) => selected<{ deselected: boolean }>(pkg[key]).length === 0);
}

/** An account to add to a package's handles, as a list of accounts (creators) names it. */
export type HandleToAdd = { handle: string | null; id: string; name: string | null; followers: number | null };

/**
 * The package with the accounts added to its handles: those it already has (same handle, any case)
 * are kept as they are, and accounts without a handle the platform accepts are left out and returned.
 */
export function withHandles(
  pkg: TargetingPackage,
  accounts: readonly HandleToAdd[],
): { package: TargetingPackage; added: number; skipped: HandleToAdd[] } {
  const have = new Set(pkg.handles.map((h) => h.handle.toLowerCase()));
  const handles = [...pkg.handles];
  const skipped: HandleToAdd[] = [];
  for (const a of accounts) {
    const parsed = handleEntry.safeParse({
      handle: a.handle ?? "",
      account_id: a.id,
      name: a.name,
      followers: a.followers,
    });
    if (!parsed.success || handles.length >= 1000) {
      skipped.push(a);
      continue;
    }
    if (have.has(parsed.data.handle.toLowerCase())) continue;
    have.add(parsed.data.handle.toLowerCase());
    handles.push(parsed.data);
  }
  return { package: { ...pkg, handles }, added: handles.length - pkg.handles.length, skipped };
}

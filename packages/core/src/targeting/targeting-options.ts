/** Targeting enumerations and constants, shared by the generator, the editor and the ads step. */

/** Gender as the ad platform takes it; shown Any, Women, Men. */
export const GENDERS = ["ANY", "MALE", "FEMALE"] as const;
export type Gender = (typeof GENDERS)[number];

/** Numeric 1 is male, 2 is female; anything else, and any unrecognised value, is ANY. */
export function normaliseGender(value: unknown): Gender {
  if (value === 1 || value === "1") return "MALE";
  if (value === 2 || value === "2") return "FEMALE";
  return typeof value === "string" && (GENDERS as readonly string[]).includes(value) ? (value as Gender) : "ANY";
}

/** Age targeting values, as the ads platform names them. */
export const AGES = [
  "AGE_ANY",
  "AGE_OVER_13",
  "AGE_OVER_18",
  "AGE_OVER_21",
  "AGE_OVER_25",
  "AGE_OVER_35",
  "AGE_OVER_50",
  "AGE_13_TO_24",
  "AGE_13_TO_34",
  "AGE_13_TO_49",
  "AGE_13_TO_54",
  "AGE_18_TO_24",
  "AGE_18_TO_34",
  "AGE_18_TO_49",
  "AGE_18_TO_54",
  "AGE_21_TO_34",
  "AGE_21_TO_49",
  "AGE_21_TO_54",
  "AGE_25_TO_49",
  "AGE_25_TO_54",
  "AGE_35_TO_49",
  "AGE_35_TO_54",
] as const;
export type Age = (typeof AGES)[number];

/** The years an age value covers: [from, to], `to` null for "and over", both null for any age. */
export function ageSpan(age: Age): [number | null, number | null] {
  if (age === "AGE_ANY") return [null, null];
  const over = /^AGE_OVER_(\d+)$/.exec(age);
  if (over) return [Number(over[1]), null];
  const range = /^AGE_(\d+)_TO_(\d+)$/.exec(age);
  return range ? [Number(range[1]), Number(range[2])] : [null, null];
}

export const PLACEMENTS = ["homeTimelines", "profiles", "searchResults", "replies"] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** How a package's lists are ranked: by lift, by audience reach, or both (the default). */
export const PACKAGE_ORDERS = ["balanced", "relevance", "reach"] as const;
export type PackageOrder = (typeof PACKAGE_ORDERS)[number];

/** How the autopilot is told about the audience: a free-text brief, or keywords, handles and places. */
export const CREATE_AUDIENCE_OPTIONS = ["description", "keywords"] as const;
export type CreateAudienceOption = (typeof CREATE_AUDIENCE_OPTIONS)[number];

/** Whether the user gives a budget (and gets a size) or a size (and gets a budget). */
export const SIZE_OPTIONS = ["budget", "size"] as const;
export type SizeOption = (typeof SIZE_OPTIONS)[number];

/** Budget choices in dollars; null is "I will let the product decide". */
export const BUDGET_OPTIONS = [
  500, 1_000, 2_500, 5_000, 10_000, 20_000, 50_000, 100_000, 250_000, 500_000, 750_000, 1_000_000,
] as const;
export const SIZE_CHOICES = [
  25_000, 50_000, 100_000, 150_000, 300_000, 600_000, 1_500_000, 3_000_000, 7_500_000, 15_000_000, 22_000_000,
  30_000_000,
] as const;

/** Size bands; "decide" lets the provider choose. */
export const SIZE_BANDS = ["<1M", "1M-5M", "5M-12M", "12M-25M", "25M+", "decide"] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

export function sizeBand(size: number): Exclude<SizeBand, "decide"> {
  if (size < 1_000_000) return "<1M";
  if (size < 5_000_000) return "1M-5M";
  if (size < 12_000_000) return "5M-12M";
  if (size < 25_000_000) return "12M-25M";
  return "25M+";
}

export const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "YEN",
  "SGD",
  "BRL",
  "CAD",
  "CHF",
  "INR",
  "KRW",
  "KWD",
  "MXN",
  "NGN",
  "SAR",
  "AUD",
  "ZAR",
  "Other",
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Defaults of a new autopilot draft. */
export const AUTOPILOT_DEFAULTS = {
  create_audience_option: "description",
  order: "balanced",
  gender: "ANY",
  age: "AGE_ANY",
  size_option: "budget",
} as const satisfies {
  create_audience_option: CreateAudienceOption;
  order: PackageOrder;
  gender: Gender;
  age: Age;
  size_option: SizeOption;
};

/** The web app polls a generation every 3 s until its package has a hashtag or keyword. */
export const INSIGHTS_POLL_MS = 3000;

/** Limits of applying a package: handles kept, and the most countries and locations sent. */
export const MAX_APPLIED_HANDLES = 100;
export const MAX_APPLIED_COUNTRIES = 49;
export const MAX_APPLIED_LOCATIONS = 199;

/** An audience config in this category is an exclusion audience. */
export const EXCLUSION_CATEGORY = "Exclusion Audience";

import { AGE_BANDS } from "../social/age-bands.ts";
import { AGES, type Age, ageSpan, type Gender } from "./targeting-options.ts";

type Band = (typeof AGE_BANDS)[number];
/** Accounts of the audience per inferred age band ('unknown' included). */
export type AgeCounts = Partial<Record<Band | "unknown", number>>;
/** Accounts of the audience per inferred gender. */
export type GenderCounts = { female: number; male: number; unknown: number };

/** Fewer accounts of known age or gender than this say nothing: the package targets any. */
export const MIN_KNOWN = 10;
/** The age value must cover this share of the audience of known age. */
export const AGE_COVERAGE = 0.8;
/** One gender is targeted when it is at least this share of the audience of known gender. */
export const GENDER_MAJORITY = 0.8;

const BAND_SPAN: Record<Band, [number, number]> = {
  "13-17": [13, 17],
  "18-24": [18, 24],
  "25-34": [25, 34],
  "35-44": [35, 44],
  "45-54": [45, 54],
  "55-64": [55, 64],
  "65+": [65, 120],
};

/** The bands an age value covers whole (AGE_25_TO_49 covers 25-34 and 35-44, not 45-54). */
export function bandsCovered(age: Age): Band[] {
  const [from, to] = ageSpan(age);
  if (from === null) return [...AGE_BANDS];
  return AGE_BANDS.filter((b) => BAND_SPAN[b][0] >= from && BAND_SPAN[b][1] <= (to ?? 120));
}

/**
 * The age targeting value for an audience: the narrowest one (fewest years) covering at least
 * AGE_COVERAGE of the accounts of known age, more coverage first among equals; AGE_ANY when too
 * few ages are known or only "13 and over" covers enough. With the share of unknown age.
 */
export function pickAge(counts: AgeCounts): { age: Age; coverage: number; unknown_share: number } {
  const known = AGE_BANDS.reduce((n, b) => n + (counts[b] ?? 0), 0);
  const total = known + (counts.unknown ?? 0);
  const unknownShare = total > 0 ? (counts.unknown ?? 0) / total : 0;
  if (known < MIN_KNOWN) return { age: "AGE_ANY", coverage: 1, unknown_share: unknownShare };
  let best: { age: Age; coverage: number; years: number } | null = null;
  for (const age of AGES) {
    if (age === "AGE_ANY") continue;
    const [from, to] = ageSpan(age);
    const coverage = bandsCovered(age).reduce((n, b) => n + (counts[b] ?? 0), 0) / known;
    const years = (to ?? 120) - (from ?? 13);
    if (coverage < AGE_COVERAGE) continue;
    if (!best || years < best.years || (years === best.years && coverage > best.coverage))
      best = { age, coverage, years };
  }
  const age = !best || best.age === "AGE_OVER_13" ? "AGE_ANY" : best.age;
  return { age, coverage: best?.coverage ?? 1, unknown_share: unknownShare };
}

/**
 * ANY, unless one gender is at least GENDER_MAJORITY of the accounts of known gender (and enough
 * are known): targeting by gender then loses little of the audience. With the share of unknown gender.
 */
export function pickGender(counts: GenderCounts): { gender: Gender; share: number; unknown_share: number } {
  const known = counts.female + counts.male;
  const total = known + counts.unknown;
  const unknownShare = total > 0 ? counts.unknown / total : 0;
  if (known < MIN_KNOWN) return { gender: "ANY", share: 1, unknown_share: unknownShare };
  if (counts.female / known >= GENDER_MAJORITY)
    return { gender: "FEMALE", share: counts.female / known, unknown_share: unknownShare };
  if (counts.male / known >= GENDER_MAJORITY)
    return { gender: "MALE", share: counts.male / known, unknown_share: unknownShare };
  return { gender: "ANY", share: 1, unknown_share: unknownShare };
}

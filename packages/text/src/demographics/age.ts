import type { AgeBand } from "@xa/core/social/age-bands";

/** An inferred age band with its confidence and the cue it came from. */
export type AgeGuess = { band: AgeBand; confidence: number; cue: string | null };

// How this is explained to users, in English and Japanese: `ageMethod` in core's analysis/analysis-texts.ts.

const UNKNOWN: AgeGuess = { band: "unknown", confidence: 0, cue: null };
const HEISEI = 1988;
/** Where in a decade "early", "mid" and "late" put an age. */
const DECADE_PART: Record<string, number> = { early: 2, mid: 5, late: 7 };
const SHOWA = 1925;

/** The band holding an age in years, or unknown outside 13..120. */
export function bandOfAge(age: number): AgeBand {
  if (!Number.isFinite(age) || age < 13 || age > 120) return "unknown";
  if (age < 18) return "13-17";
  if (age < 25) return "18-24";
  if (age < 35) return "25-34";
  if (age < 45) return "35-44";
  if (age < 55) return "45-54";
  if (age < 65) return "55-64";
  return "65+";
}

type Cue = { re: RegExp; age: (m: RegExpMatchArray, year: number) => number | null; confidence: number };

/**
 * An age said of someone else: "my 16 yo son", "mum of a 15 year old", "60 yr old women". Parents
 * and others write ages that are not theirs, and a bio's age is only the writer's when it is not.
 */
const SOMEONE_ELSE_BEFORE = String.raw`(?<!\b(?:my|our|his|her|their|your|of an?|to an?|with an?)\s+(?:\w+\s+)?)`;
const SOMEONE_ELSE_AFTER = String.raw`(?![\s-]*(?:women|men|woman|man|girls?|boys?|kids?|child(?:ren)?|sons?|daughters?|twins|grand\w*|people|folks|dogs?|cats?|mothers?|fathers?|moms?|mums?|dads?|parents?|brothers?|sisters?)\b)`;

const CUES: Cue[] = [
  // stated age, of the writer
  {
    re: new RegExp(
      String.raw`${SOMEONE_ELSE_BEFORE}\b(\d{2})\s*(?:y\/?o|yrs?\s*old|years?\s*old|yo)\b${SOMEONE_ELSE_AFTER}`,
      "i",
    ),
    age: (m) => Number(m[1]),
    confidence: 0.9,
  },
  {
    re: /\b(?:i'?m|i am|age[:\s]|aged)\s*(\d{2})\b(?!\s*(?:%|k|m\b|followers|years? (?:of|in)))/i,
    age: (m) => Number(m[1]),
    confidence: 0.8,
  },
  { re: /(\d{2})\s*歳|(\d{2})\s*さい/u, age: (m) => Number(m[1] ?? m[2]), confidence: 0.9 },
  { re: /二十歳|はたち/u, age: () => 20, confidence: 0.9 },
  // birth year
  { re: /\b(?:born(?: in)?|b\.|est\.?)\s*((?:19|20)\d{2})\b/i, age: (m, y) => y - Number(m[1]), confidence: 0.85 },
  { re: /((?:19|20)\d{2})\s*年生まれ/u, age: (m, y) => y - Number(m[1]), confidence: 0.9 },
  { re: /平成\s*(\d{1,2})\s*年生まれ/u, age: (m, y) => y - (HEISEI + Number(m[1])), confidence: 0.9 },
  { re: /昭和\s*(\d{1,2})\s*年生まれ/u, age: (m, y) => y - (SHOWA + Number(m[1])), confidence: 0.9 },
  {
    re: /(?:^|[^\d])(\d{2})\s*年生まれ|(?:^|\s)'(\d{2})\s*(?:born|生まれ)/u,
    age: (m, y) => y - twoDigitYear(m[1] ?? m[2] ?? "", y),
    confidence: 0.8,
  },
  // decades: the middle of the decade
  { re: /([1-9]0)\s*代\s*前半/u, age: (m) => Number(m[1]) + 2, confidence: 0.75 },
  { re: /([1-9]0)\s*代\s*後半/u, age: (m) => Number(m[1]) + 7, confidence: 0.75 },
  { re: /([1-9]0)\s*代/u, age: (m) => Number(m[1]) + 4.5, confidence: 0.6 },
  // "late 20s" is 27-29, not the decade's middle (24.5, which fell in 18-24)
  {
    re: /\b(?:in my|(early|mid|late))[\s-]*([1-9]0)'?s\b/i,
    age: (m) => Number(m[2]) + (DECADE_PART[(m[1] ?? "").toLowerCase()] ?? 4.5),
    confidence: 0.6,
  },
  // life stages
  {
    re: /中学生|高校生|\bhigh[\s-]?school(?:er| student)\b|\bsophomore in high school\b/iu,
    age: () => 16,
    confidence: 0.7,
  },
  {
    re: /大学生|大学\s*[1-4]\s*年|専門学生|\b(?:university|college|uni) student\b|\bundergrad(?:uate)?\b|\bfreshman\b/iu,
    age: () => 20,
    confidence: 0.7,
  },
  { re: /定年退職|年金生活|\bretired\b|\bretiree\b/iu, age: () => 67, confidence: 0.6 },
];

function twoDigitYear(yy: string, year: number): number {
  const n = Number(yy);
  const century = Math.floor(year / 100) * 100;
  return century + n > year ? century - 100 + n : century + n;
}

/** Infers an age band from explicit cues in a bio; unknown without one. */
export function inferAgeBand(bio: string | null, now: Date = new Date()): AgeGuess {
  if (!bio) return UNKNOWN;
  const text = bio.normalize("NFKC");
  const year = now.getUTCFullYear();
  for (const cue of CUES) {
    const match = text.match(cue.re);
    if (!match) continue;
    const age = cue.age(match, year);
    if (age === null) continue;
    const band = bandOfAge(age);
    if (band !== "unknown") return { band, confidence: cue.confidence, cue: match[0].trim() };
  }
  return UNKNOWN;
}

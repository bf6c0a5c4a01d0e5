import { z } from "zod";
import { enrichAccount } from "../enrich/enrich-account.ts";
import { type AbstainingScore, type DetectionScore, type Pair, scoreAbstaining, scoreDetection } from "./score.ts";

/**
 * One profile of a labelled development set, as a reader labelled it: the country the location
 * names ("none" when it names no place, "unclear" when a reader cannot tell which country), the
 * gender the profile makes clear, and whether a person or an organisation writes it.
 */
export const labelledProfileSchema = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  location: z.string(),
  bio: z.string(),
  verifiedType: z.string().nullable(),
  source: z.string(),
  label: z.object({
    country: z.union([z.string().regex(/^[A-Z]{2}$/), z.literal("none"), z.literal("unclear")]),
    gender: z.enum(["female", "male", "unknown"]),
    accountType: z.enum(["person", "organization", "unclear"]),
  }),
});
export type LabelledProfile = z.infer<typeof labelledProfileSchema>;

export type ProfileScores = {
  profiles: number;
  /** Country from the location, on profiles whose country a reader can tell or that name no place. */
  country: AbstainingScore;
  /**
   * Gender, on people whose profile makes it clear and on organisations (which have none, so any
   * gender given one is wrong); people whose gender is unclear to a reader are left out.
   */
  gender: AbstainingScore;
  /** Organisations found among people and organisations. */
  organization: DetectionScore;
  /** Each wrong or missing answer, to read what went wrong. */
  misses: Miss[];
};

export type Miss = {
  handle: string;
  measure: "country" | "gender" | "accountType";
  truth: string;
  guess: string | null;
};

/** Runs the product's account enrichment on each profile and scores it against the labels. */
export function scoreProfiles(profiles: LabelledProfile[], now = new Date("2025-01-01T00:00:00Z")): ProfileScores {
  const country: Pair[] = [];
  const gender: Pair[] = [];
  const accountType: Pair[] = [];
  const misses: Miss[] = [];
  const add = (list: Pair[], measure: Miss["measure"], handle: string, pair: Pair) => {
    list.push(pair);
    // Abstaining where there is nothing to find, or on a person (organisations are what is sought), is no miss.
    const rightlyAbstained = pair.guess === null && (pair.truth === "none" || pair.truth === "person");
    if (pair.guess !== pair.truth && !rightlyAbstained) misses.push({ handle, measure, ...pair });
  };
  for (const profile of profiles) {
    const found = enrichAccount(profile, {}, now);
    const { label } = profile;
    const { handle } = profile;
    if (label.country !== "unclear") add(country, "country", handle, { truth: label.country, guess: found.country });
    const isOrg = label.accountType === "organization";
    if (label.gender !== "unknown" || isOrg)
      add(gender, "gender", handle, {
        truth: isOrg ? "none" : label.gender,
        guess: found.gender === "unknown" ? null : found.gender,
      });
    if (label.accountType !== "unclear")
      add(accountType, "accountType", handle, {
        truth: label.accountType,
        guess: found.accountType === "unknown" ? null : found.accountType,
      });
  }
  return {
    profiles: profiles.length,
    country: scoreAbstaining(country, "none"),
    gender: scoreAbstaining(gender, "none"),
    organization: scoreDetection(accountType, "organization"),
    misses,
  };
}

import type { AgeBand } from "@xa/core/social/age-bands";
import type { AccountRecord } from "@xa/core/social/records";
import { inferAccountType } from "../demographics/account-type.ts";
import { inferAgeBand } from "../demographics/age.ts";
import { inferGender } from "../demographics/gender.ts";
import { inferInterests } from "../demographics/interests.ts";
import { inferJobGroup } from "../demographics/job-title.ts";
import { parseLocation } from "../places/location.ts";

/** What enrichment infers about an account (each field may be unknown). */
export type AccountEnrichment = {
  accountType: "person" | "organization" | "unknown";
  gender: "female" | "male" | "unknown";
  genderConfidence: number;
  ageBand: AgeBand;
  country: string | null;
  city: string | null;
  jobGroup: string | null;
  interests: string[];
};

/**
 * Infers an account's demographics from its profile (and, for interests, the hashtags it used).
 * Organisations get no gender, age or job title: those describe people.
 */
export function enrichAccount(
  account: Pick<AccountRecord, "name" | "handle" | "bio" | "location" | "verifiedType">,
  hashtagCounts: Record<string, number> = {},
  now: Date = new Date(),
): AccountEnrichment {
  const gender = inferGender(account.name, account.bio, account.location);
  const accountType = inferAccountType({ ...account, gender });
  const isOrg = accountType === "organization";
  const place = parseLocation(account.location);
  return {
    accountType,
    gender: isOrg ? "unknown" : gender.gender,
    genderConfidence: isOrg ? 0 : gender.confidence,
    ageBand: isOrg ? "unknown" : inferAgeBand(account.bio, now).band,
    country: place.country,
    city: place.city,
    jobGroup: isOrg ? null : (inferJobGroup(account.bio)?.group ?? null),
    interests: inferInterests(account.bio, hashtagCounts),
  };
}

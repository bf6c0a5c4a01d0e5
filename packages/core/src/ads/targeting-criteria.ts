import { countryName } from "../i18n/display-names.ts";
import type { Placement } from "../targeting/targeting-options.ts";
import type { AppliedCriterion } from "./ads-contract.ts";
import type { AppliedTargeting } from "./applied-targeting.ts";

/**
 * Every type of targeting criterion either platform reports, named as the X Ads API names its
 * targeting types. The sandbox makes the first block (keywords as KEYWORD, countries as COUNTRY,
 * placements, which are a line item field on X, listed so one list says everything applied); the
 * X client makes X's own keyword and TV show types; the last block are types a line item on X may
 * already hold, read back after applying.
 */
export const CRITERION_TYPES = [
  "KEYWORD",
  "FOLLOWERS_OF_USER",
  "SIMILAR_TO_FOLLOWERS_OF_USER",
  "LOCATION",
  "COUNTRY",
  "LANGUAGE",
  "INTEREST",
  "CONVERSATION",
  "MOVIES_AND_TV_SHOWS",
  "NETWORK_OPERATOR",
  "AGE",
  "GENDER",
  "PLACEMENT",
  "CUSTOM_AUDIENCE",
  "BROAD_KEYWORD",
  "PHRASE_KEYWORD",
  "TV_SHOW",
  "EXACT_KEYWORD",
  "UNORDERED_KEYWORD",
  "PLATFORM",
  "DEVICE",
  "OS_VERSION",
] as const;
export type CriterionType = (typeof CRITERION_TYPES)[number];

/**
 * Why an entry was not applied, as either platform says it; the web words each code. A handle
 * needs its account id; the X client also skips what X's catalogues do not name, placements (a
 * line item setting there) and what it cannot target.
 */
export const SKIP_REASONS = ["no_account_id", "not_found_on_platform", "line_item_setting", "not_supported"] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export type SkippedEntry = { type: CriterionType; value: string; reason: SkipReason };

/** The X Ads API's placement names. */
export const PLACEMENT_VALUES: Readonly<Record<Placement, string>> = {
  homeTimelines: "TWITTER_TIMELINE",
  profiles: "TWITTER_PROFILE",
  searchResults: "TWITTER_SEARCH",
  replies: "TWITTER_REPLIES",
};

/** The X Ads API's gender values: 1 is male, 2 is female. */
const GENDER_VALUES = { MALE: "1", FEMALE: "2" } as const;

/**
 * Every criterion `targeting` makes, in the package's order: keywords and hashtags (as '#tag')
 * are keywords; each handle targets its followers and their look-alikes, by the account's id, so a
 * handle without a known id is skipped; age and gender only when narrowed; countries by ISO code.
 */
export function criteriaOf(targeting: AppliedTargeting): { criteria: AppliedCriterion[]; skipped: SkippedEntry[] } {
  const criteria: AppliedCriterion[] = [];
  const skipped: SkippedEntry[] = [];
  const add = (type: CriterionType, value: string, label: string = value) => criteria.push({ type, value, label });

  for (const keyword of targeting.keywords) add("KEYWORD", keyword);
  for (const hashtag of targeting.hashtags) add("KEYWORD", `#${hashtag}`);
  for (const { handle, account_id } of targeting.handles) {
    if (account_id === null) {
      skipped.push({ type: "FOLLOWERS_OF_USER", value: handle, reason: "no_account_id" });
      continue;
    }
    add("FOLLOWERS_OF_USER", account_id, `@${handle}`);
    add("SIMILAR_TO_FOLLOWERS_OF_USER", account_id, `@${handle}`);
  }
  for (const location of targeting.locations) add("LOCATION", location.id, location.label);
  for (const code of targeting.countries) add("COUNTRY", code, countryName(code, "en"));
  for (const language of targeting.languages) add("LANGUAGE", language.id, language.label);
  for (const interest of targeting.interests) add("INTEREST", interest.id, interest.label);
  for (const topic of targeting.conversation_topics) add("CONVERSATION", topic.id, topic.label);
  for (const show of targeting.movies_tv_shows) add("MOVIES_AND_TV_SHOWS", show.id, show.label);
  for (const operator of targeting.network_operators) add("NETWORK_OPERATOR", operator.id, operator.label);
  if (targeting.age !== "AGE_ANY") add("AGE", targeting.age);
  if (targeting.gender !== "ANY") add("GENDER", GENDER_VALUES[targeting.gender], targeting.gender);
  for (const placement of targeting.placements) add("PLACEMENT", PLACEMENT_VALUES[placement], placement);
  for (const name of targeting.custom_audiences) add("CUSTOM_AUDIENCE", name);
  return { criteria, skipped };
}

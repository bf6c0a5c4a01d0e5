import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import type { CriterionType, SkippedEntry, SkipReason } from "@xa/core/ads/targeting-criteria";
import { NETWORK_OPERATOR_CATALOGUE } from "@xa/core/targeting/catalogues/network-operators";

/**
 * What a package becomes on the X Ads API: one targeting criterion per entry, with the targeting
 * type and value the API documents (POST accounts/:account_id/targeting_criteria). Catalogue
 * entries carry our ids, not X's, so places, interests, conversation topics and network operators
 * are looked up in X's own targeting catalogues (GET targeting_criteria/…) by name.
 */

/** A criterion to create: the API's targeting type and value, and the name a person reads. */
export type XCriterion = { targeting_type: CriterionType; targeting_value: string; label: string };

/** Why an entry was not applied; codes, so the web words them in the reader's language. */
export const X_SKIP_REASONS = {
  /** a handle whose account id is unknown: follower look-alikes take the id */
  noAccountId: "no_account_id",
  /** X's targeting catalogue has nothing by that name, or the account has no custom audience by that name */
  notFound: "not_found_on_platform",
  /** placements are a field of the line item, set when it is created, not a targeting criterion */
  lineItemSetting: "line_item_setting",
  /** TV show targeting needs a TV market and X's show ids, which the package does not hold */
  notSupported: "not_supported",
} as const satisfies Record<string, SkipReason>;

/** An entry of one of X's targeting catalogues, as GET targeting_criteria/… returns it. */
export type XTargetingOption = {
  name: string;
  targeting_value: string;
  country_code?: string | null;
  location_type?: string;
};

export type XLocationType = "COUNTRIES" | "REGIONS" | "CITIES";

/** Where the names are looked up; the platform answers from the API, tests from recordings. */
export type XTargetingLookups = {
  locations(query: { location_type: XLocationType; country_code: string; q?: string }): Promise<XTargetingOption[]>;
  interests(q: string): Promise<XTargetingOption[]>;
  conversations(): Promise<XTargetingOption[]>;
  networkOperators(query: { country_code: string; q: string }): Promise<XTargetingOption[]>;
  customAudienceIds(): Promise<Map<string, string>>;
};

const LOCATION_TYPE = { country: "COUNTRIES", region: "REGIONS", city: "CITIES" } as const;
const GENDER_VALUES = { MALE: "1", FEMALE: "2" } as const;

const normal = (text: string) => text.normalize("NFKC").trim().toLowerCase();

/** The option whose name (or one of its parts) is `label`; else the only answer a search gave. */
function pick(
  options: readonly XTargetingOption[],
  label: string,
  names: (option: XTargetingOption) => string[],
): XTargetingOption | undefined {
  const wanted = normal(label);
  return (
    options.find((o) => names(o).some((n) => normal(n) === wanted)) ?? (options.length === 1 ? options[0] : undefined)
  );
}

/** "Osaka, JP" is Osaka; an interest "Sports/Baseball" is Baseball. */
const placeNames = (o: XTargetingOption) => [o.name, o.name.split(",")[0] ?? o.name];
const interestNames = (o: XTargetingOption) => [o.name, o.name.split("/").at(-1) ?? o.name];
const wholeName = (o: XTargetingOption) => [o.name];

export async function xCriteriaOf(
  targeting: AppliedTargeting,
  lookups: XTargetingLookups,
): Promise<{ criteria: XCriterion[]; skipped: SkippedEntry[] }> {
  const criteria: XCriterion[] = [];
  const skipped: SkippedEntry[] = [];
  const seen = new Set<string>();
  const add = (targeting_type: CriterionType, targeting_value: string, label: string) => {
    const key = `${targeting_type}\u0000${targeting_value}`;
    if (seen.has(key)) return;
    seen.add(key);
    criteria.push({ targeting_type, targeting_value, label });
  };
  const skip = (type: CriterionType, value: string, reason: SkipReason) => skipped.push({ type, value, reason });
  const resolve = (type: CriterionType, value: string, option: XTargetingOption | undefined) =>
    option ? add(type, option.targeting_value, option.name) : skip(type, value, X_SKIP_REASONS.notFound);

  // A phrase must match as written; a single word matches broadly, as X's keyword types document.
  for (const keyword of targeting.keywords)
    add(/\s/.test(keyword.trim()) ? "PHRASE_KEYWORD" : "BROAD_KEYWORD", keyword, keyword);
  for (const hashtag of targeting.hashtags) add("BROAD_KEYWORD", `#${hashtag}`, `#${hashtag}`);
  for (const { handle, account_id } of targeting.handles) {
    if (account_id === null) skip("SIMILAR_TO_FOLLOWERS_OF_USER", handle, X_SKIP_REASONS.noAccountId);
    else add("SIMILAR_TO_FOLLOWERS_OF_USER", account_id, `@${handle}`);
  }

  for (const code of targeting.countries) {
    const options = await lookups.locations({ location_type: "COUNTRIES", country_code: code });
    resolve(
      "LOCATION",
      code,
      options.find((o) => o.country_code === code) ?? (options.length === 1 ? options[0] : undefined),
    );
  }
  for (const place of targeting.locations) {
    const location_type = LOCATION_TYPE[place.type];
    const options = await lookups.locations({
      location_type,
      country_code: place.country_code,
      ...(place.type === "country" ? {} : { q: place.label }),
    });
    const option =
      place.type === "country"
        ? (options.find((o) => o.country_code === place.country_code) ??
          (options.length === 1 ? options[0] : undefined))
        : pick(options, place.label, placeNames);
    resolve("LOCATION", place.label, option);
  }

  for (const language of targeting.languages) add("LANGUAGE", language.id, language.label);
  for (const interest of targeting.interests) {
    resolve("INTEREST", interest.label, pick(await lookups.interests(interest.label), interest.label, interestNames));
  }
  if (targeting.conversation_topics.length > 0) {
    const topics = await lookups.conversations();
    for (const topic of targeting.conversation_topics) {
      resolve(
        "CONVERSATION",
        topic.label,
        topics.find((o) => normal(o.name) === normal(topic.label)),
      );
    }
  }
  for (const operator of targeting.network_operators) {
    const country = NETWORK_OPERATOR_CATALOGUE.find((o) => o.id === operator.id)?.country_code;
    const options = country ? await lookups.networkOperators({ country_code: country, q: operator.label }) : [];
    resolve("NETWORK_OPERATOR", operator.label, pick(options, operator.label, wholeName));
  }
  for (const show of targeting.movies_tv_shows) skip("TV_SHOW", show.label, X_SKIP_REASONS.notSupported);

  if (targeting.age !== "AGE_ANY") add("AGE", targeting.age, targeting.age);
  if (targeting.gender !== "ANY") add("GENDER", GENDER_VALUES[targeting.gender], targeting.gender);
  for (const placement of targeting.placements) skip("PLACEMENT", placement, X_SKIP_REASONS.lineItemSetting);

  if (targeting.custom_audiences.length > 0) {
    const ids = await lookups.customAudienceIds();
    for (const name of targeting.custom_audiences) {
      const id = ids.get(name);
      if (id) add("CUSTOM_AUDIENCE", id, name);
      else skip("CUSTOM_AUDIENCE", name, X_SKIP_REASONS.notFound);
    }
  }
  return { criteria, skipped };
}

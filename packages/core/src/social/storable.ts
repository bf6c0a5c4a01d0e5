import {
  type AccountRecord,
  type CommunityRecord,
  type ImportItem,
  InvalidValue,
  type ListRecord,
  type PostRecord,
} from "./records.ts";
import { serverMessage } from "./server-messages.ts";

/**
 * What the store can hold, checked while mapping so that PostgreSQL never refuses a batch for one
 * record (a refused COPY fails every record of its batch). Lengths are in UTF-16 units: a key of
 * 512 takes at most 1,536 bytes, within a btree or GIN entry's 2,704 (handles, ids and hashtags are
 * indexed); free text is capped far above the platform's own limits (25,000 characters a post).
 */
export const STORE_LIMITS = { key: 512, link: 8192, profileText: 20_000, postText: 100_000 } as const;

// PostgreSQL text cannot hold NUL, and jsonb rejects lone surrogates: both occur in real exports.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what must be found
export const BROKEN_CHARS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: see BROKEN_CHARS
export const MAY_BE_BROKEN = /[\u0000\uD800-\uDFFF]/;
const BROKEN_CHAR = new RegExp(BROKEN_CHARS.source);
/** A hashtag longer than a key, which the text would give when enrichment extracts its tags. */
const LONG_HASHTAG = new RegExp(`[#＃][^\\s#＃]{${STORE_LIMITS.key},}`);

const tooLong = (field: string, max: number) =>
  new InvalidValue(serverMessage("invalidText"), serverMessage("longTextLine", { field, max }));

/** A string stored as it is (ids, handles, links): no broken characters, at most `max` long. */
function checkString(field: string, value: string | null | undefined, max: number): void {
  if (value == null) return;
  if (value.length > max) throw tooLong(field, max);
  if (MAY_BE_BROKEN.test(value) && BROKEN_CHAR.test(value)) {
    throw new InvalidValue(serverMessage("invalidText"), serverMessage("brokenTextLine", { field }));
  }
}

function checkStrings(field: string, values: readonly string[] | null, max: number): void {
  if (values) for (const value of values) checkString(field, value, max);
}

/** Free text, whose broken characters are replaced when stored: only its length matters. */
function checkLength(field: string, value: string | null, max: number): void {
  if (value !== null && value.length > max) throw tooLong(field, max);
}

/** Throws InvalidValue when the store cannot hold the account. */
export function checkAccount(a: AccountRecord): void {
  checkString("id", a.id, STORE_LIMITS.key);
  checkString("username", a.handle, STORE_LIMITS.key);
  checkLength("name", a.name, STORE_LIMITS.profileText);
  checkLength("description", a.bio, STORE_LIMITS.profileText);
  checkLength("location", a.location, STORE_LIMITS.profileText);
  checkString("url", a.url, STORE_LIMITS.link);
  checkString("profile_image_url", a.avatarUrl, STORE_LIMITS.link);
  checkString("verified_type", a.verifiedType, STORE_LIMITS.key);
  checkStrings("withheld", a.withheldIn, STORE_LIMITS.key);
}

/** Throws InvalidValue when the store cannot hold the post. */
export function checkPost(p: PostRecord): void {
  checkString("id", p.id, STORE_LIMITS.key);
  checkString("author_id", p.authorId, STORE_LIMITS.key);
  checkLength("text", p.text, STORE_LIMITS.postText);
  if (LONG_HASHTAG.test(p.text)) throw tooLong("hashtag", STORE_LIMITS.key);
  checkString("lang", p.lang, STORE_LIMITS.key);
  checkString("conversation_id", p.conversationId, STORE_LIMITS.key);
  checkString("community_id", p.communityId, STORE_LIMITS.key);
  checkStrings("hashtags", p.hashtags, STORE_LIMITS.key);
  checkStrings("mentions", p.mentions, STORE_LIMITS.key);
  checkStrings("urls", p.urls, STORE_LIMITS.link);
  checkStrings("withheld", p.withheldIn, STORE_LIMITS.key);
  checkStrings("edit_history_tweet_ids", p.editHistoryIds, STORE_LIMITS.key);
  checkString("source", p.client, STORE_LIMITS.link);
  // Stored as jsonb, which refuses NUL and lone surrogates.
  for (const m of p.media ?? []) {
    checkString("media", m.type, STORE_LIMITS.key);
    checkString("media", m.url, STORE_LIMITS.link);
    checkString("media", m.key, STORE_LIMITS.key);
  }
  if (p.place) {
    checkString("place", p.place.name, STORE_LIMITS.link);
    checkString("place", p.place.fullName, STORE_LIMITS.link);
    checkString("place", p.place.countryCode, STORE_LIMITS.key);
  }
}

/** Throws InvalidValue when the store cannot hold the list. */
export function checkList(l: ListRecord): void {
  checkString("id", l.id, STORE_LIMITS.key);
  checkString("owner_id", l.ownerId, STORE_LIMITS.key);
  checkLength("name", l.name, STORE_LIMITS.profileText);
  checkLength("description", l.description, STORE_LIMITS.profileText);
}

/** Throws InvalidValue when the store cannot hold the community. */
export function checkCommunity(c: CommunityRecord): void {
  checkString("id", c.id, STORE_LIMITS.key);
  checkLength("name", c.name, STORE_LIMITS.profileText);
  checkLength("description", c.description, STORE_LIMITS.profileText);
  checkString("access", c.access, STORE_LIMITS.key);
  checkString("join_policy", c.joinPolicy, STORE_LIMITS.key);
}

/** A record skipped for want of what identifies it: reported with its line, as other bad records are. */
export function badRecord(
  key:
    | "postWithoutId"
    | "accountWithoutId"
    | "listWithoutId"
    | "communityWithoutId"
    | "rowWithoutPostId"
    | "rowWithoutAuthor",
): ImportItem {
  const reason = serverMessage(key);
  return { type: "skip", reason, detail: reason };
}

/**
 * Maps one object of the input; when a value of it is one the store cannot hold (InvalidValue),
 * the object is skipped instead, with what was wrong for the report of bad lines.
 */
export function storableItems(map: () => ImportItem[]): ImportItem[] {
  try {
    return map();
  } catch (error) {
    if (!(error instanceof InvalidValue)) throw error;
    return [{ type: "skip", reason: error.reason, detail: error.message }];
  }
}

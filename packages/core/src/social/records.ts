import { serverMessage } from "./server-messages.ts";

/**
 * Store records: what every importer and connector maps its input to, whatever the source.
 * `null` means "this source does not say"; the store keeps what an earlier source said then.
 */

/** Where a record came from. */
export type SourceKind = "x-v2" | "x-v1" | "csv" | "x-api" | "demo" | "reddit-listing" | "reddit-ndjson";

/** The platform a post or profile is on; X unless a Reddit importer says otherwise. */
export const PLATFORMS = ["x", "reddit"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** A profile on the platform. */
export type AccountRecord = {
  id: string;
  platform: Platform;
  handle: string | null;
  name: string | null;
  bio: string | null;
  location: string | null;
  url: string | null;
  avatarUrl: string | null;
  createdAt: string | null;
  followers: number | null;
  following: number | null;
  posts: number | null;
  listed: number | null;
  verified: boolean | null;
  verifiedType: string | null;
  protected: boolean | null;
  withheldIn: string[] | null;
};

/** What kind of post: an original, a reply, a quote or a plain repost. */
export type PostKind = "post" | "reply" | "quote" | "repost";

/** A media attachment, as much as the source says about it. */
export type MediaItem = { type: string; url: string | null; key?: string };

/** A place a post was tagged with. */
export type PlaceRecord = { name: string | null; fullName: string | null; countryCode: string | null };

/** A post (tweet) as the source gives it, before enrichment. */
export type PostRecord = {
  id: string;
  platform: Platform;
  /** the subreddit a Reddit post was made in (no "r/"); null on X */
  subreddit: string | null;
  authorId: string | null;
  text: string;
  createdAt: string | null;
  /** The platform's language code; null or "und" when it did not say. */
  lang: string | null;
  kind: PostKind;
  replyToPostId: string | null;
  replyToAccountId: string | null;
  quoteOfId: string | null;
  repostOfId: string | null;
  conversationId: string | null;
  /** the X community the post was made in, when the source says */
  communityId: string | null;
  likes: number | null;
  reposts: number | null;
  replies: number | null;
  quotes: number | null;
  views: number | null;
  /** From the platform's entities when present (authoritative); null means extract from text. */
  hashtags: string[] | null;
  mentions: string[] | null;
  urls: string[] | null;
  media: MediaItem[] | null;
  place: PlaceRecord | null;
  withheldIn: string[] | null;
  editHistoryIds: string[] | null;
  sensitive: boolean | null;
  client: string | null;
};

/** A follow edge: `followerId` follows `followeeId`. */
export type FollowRecord = { followerId: string; followeeId: string; createdAt: string | null };

/** Who did what to which post. */
export type EngagementKind = "like" | "repost" | "reply" | "quote";
export type EngagementRecord = { accountId: string; postId: string; kind: EngagementKind; createdAt: string | null };

/** A curated list and its members. */
export type ListRecord = {
  id: string;
  ownerId: string | null;
  name: string;
  description: string | null;
  private: boolean | null;
  members: number | null;
  followers: number | null;
  createdAt: string | null;
};
export type ListMemberRecord = { listId: string; accountId: string };

/** An X community: a group whose members post to it rather than to their followers. */
export type CommunityRecord = {
  id: string;
  name: string | null;
  description: string | null;
  /** Public or Closed */
  access: string | null;
  /** Open, or one of the platform's Restricted… policies */
  joinPolicy: string | null;
  members: number | null;
  createdAt: string | null;
};

/**
 * An account's follower and following counts as seen on a day (UTC): follower growth is the run
 * of these. Only from sources that say when they saw the profile (twarc's `retrieved_at`, a live
 * fetch), as a profile's counts are those of the moment it was retrieved, not of its posts.
 */
export type FollowerSnapshotRecord = { accountId: string; day: string; followers: number; following: number };

/** One thing an importer found in its input. */
export type ImportItem =
  | { type: "account"; record: AccountRecord }
  | { type: "post"; record: PostRecord }
  | { type: "follow"; record: FollowRecord }
  | { type: "engagement"; record: EngagementRecord }
  | { type: "list"; record: ListRecord }
  | { type: "list-member"; record: ListMemberRecord }
  | { type: "community"; record: CommunityRecord }
  | { type: "snapshot"; record: FollowerSnapshotRecord }
  /** `detail`, for a bad record (not a notice or a kind not stored): what is wrong with it, reported with its line */
  | { type: "skip"; reason: string; detail?: string };

/** A profile's counts as a snapshot of the day (UTC) of `seenAt`; null when either is unknown. */
export function followerSnapshot(account: AccountRecord, seenAt: string | null): FollowerSnapshotRecord | null {
  if (!seenAt || account.followers === null || account.following === null) return null;
  return {
    accountId: account.id,
    day: seenAt.slice(0, 10),
    followers: account.followers,
    following: account.following,
  };
}

/** An account with every field unknown but its id. */
export function emptyAccount(id: string): AccountRecord {
  return {
    id,
    platform: "x",
    handle: null,
    name: null,
    bio: null,
    location: null,
    url: null,
    avatarUrl: null,
    createdAt: null,
    followers: null,
    following: null,
    posts: null,
    listed: null,
    verified: null,
    verifiedType: null,
    protected: null,
    withheldIn: null,
  };
}

/** A community with every field unknown but its id (a post names it before any lookup does). */
export function emptyCommunity(id: string): CommunityRecord {
  return { id, name: null, description: null, access: null, joinPolicy: null, members: null, createdAt: null };
}

/** A post with every field unknown but its id and text. */
export function emptyPost(id: string, text = ""): PostRecord {
  return {
    id,
    platform: "x",
    subreddit: null,
    authorId: null,
    text,
    createdAt: null,
    lang: null,
    kind: "post",
    replyToPostId: null,
    replyToAccountId: null,
    quoteOfId: null,
    repostOfId: null,
    conversationId: null,
    communityId: null,
    likes: null,
    reposts: null,
    replies: null,
    quotes: null,
    views: null,
    hashtags: null,
    mentions: null,
    urls: null,
    media: null,
    place: null,
    withheldIn: null,
    editHistoryIds: null,
    sensitive: null,
    client: null,
  };
}

/**
 * A post's text as its author wrote it. X's API sends post text with &, < and > escaped as HTML
 * entities (&amp; &lt; &gt;), and only those; &amp; goes last, so "&amp;lt;" stays "&lt;".
 */
export function postText(value: string): string {
  if (!value.includes("&")) return value;
  return value.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/** A platform id as a string: numbers only when they are exact, else null. */
export function idString(value: unknown): string | null {
  if (typeof value === "string") return /^\d{1,20}$/.test(value) ? value : null;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === "bigint" && value >= 0n) return value.toString();
  return null;
}

/**
 * A value the input holds but the store cannot: a count out of range, a date PostgreSQL refuses, a
 * broken id or text. The mappers throw it while mapping an object, which is then skipped and
 * reported with its line, so one bad value never fails the batch it came in.
 */
export class InvalidValue extends Error {
  /** `reason`: what the summary counts the record under; the message says what is wrong with it */
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** At most 40 characters of a bad value, to name it in a report. */
export function shownValue(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

const CANONICAL_DATE = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.\d{3}Z$/;
const ISO_DAY = /^\s*([+-]?\d{4,6})-(\d\d)-(\d\d)(?:$|[T\s])/;
// v1.1's "Wed Oct 10 20:19:24 +0000 2018": its year is read as written, never guessed.
const V1_DATE = /^\s*[A-Za-z]{3} ([A-Za-z]{3}) (\d{1,2}) (\d\d):(\d\d):(\d\d) ([+-])(\d\d)(\d\d) (\d+)\s*$/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The years a stored date may have. No post or profile predates the year 1000, and JavaScript's own
 * parser reads years 0 to 99 as 1900s or 2000s, so an earlier year is a broken record, refused.
 */
export const FIRST_YEAR = 1000;
export const LAST_YEAR = 9999;

/** Whether a calendar day exists (no 2024-02-30, no month 13) in the years a record may have. */
function realDay(year: number, month: number, day: number): boolean {
  return year >= FIRST_YEAR && year <= LAST_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** A v1.1 date as ISO, null when `value` is not in that format; throws through `bad` for a day that is not real. */
function v1Date(value: string, bad: () => Error): string | null {
  const m = V1_DATE.exec(value);
  if (!m) return null;
  const [, monthName = "", day, hours, minutes, seconds, sign, offsetHours, offsetMinutes, year] = m;
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  const [h, min, sec] = [Number(hours), Number(minutes), Number(seconds)];
  if (!realDay(Number(year), month, Number(day)) || h > 23 || min > 59 || sec > 59) throw bad();
  const offset = (sign === "-" ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  const date = new Date(0);
  date.setUTCFullYear(Number(year), month - 1, Number(day));
  date.setUTCHours(h, min - offset, sec, 0);
  const written = date.getUTCFullYear();
  if (written < FIRST_YEAR || written > LAST_YEAR) throw bad();
  return date.toISOString();
}

/**
 * A timestamp as ISO 8601 (accepts ISO, v1.1's "Wed Oct 10 20:19:24 +0000 2018", epoch ms); null
 * when absent. A date that is not real (2024-13-45, 2024-02-30) or outside the years FIRST_YEAR to
 * LAST_YEAR throws InvalidValue naming `field`, whichever format wrote it.
 */
export function isoDate(value: unknown, field = "date"): string | null {
  if (value == null || value === "") return null;
  const bad = () =>
    new InvalidValue(
      serverMessage("invalidDate"),
      serverMessage("invalidDateLine", { field, value: shownValue(value) }),
    );
  // The common case (X API v2) is already canonical: checked by its fields, without a Date round trip.
  if (typeof value === "string" && value.length === 24) {
    const m = CANONICAL_DATE.exec(value);
    if (m) {
      const [hours, minutes, seconds] = [Number(m[4]), Number(m[5]), Number(m[6])];
      if (!realDay(Number(m[1]), Number(m[2]), Number(m[3])) || hours > 23 || minutes > 59 || seconds > 59) throw bad();
      return value;
    }
  }
  if (typeof value === "string") {
    const v1 = v1Date(value, bad);
    if (v1) return v1;
    // JavaScript moves 2024-02-30 to March 1st: a written day is checked as written.
    const day = ISO_DAY.exec(value);
    if (day && !realDay(Number(day[1]), Number(day[2]), Number(day[3]))) throw bad();
  }
  const date =
    typeof value === "number"
      ? new Date(value < 1e12 ? value * 1000 : value)
      : typeof value === "string"
        ? new Date(/^\d{10,13}$/.test(value) ? Number(value) * (value.length <= 10 ? 1000 : 1) : value)
        : null;
  if (!date || Number.isNaN(date.getTime())) throw bad();
  const year = date.getUTCFullYear();
  if (year < FIRST_YEAR || year > LAST_YEAR) throw bad();
  return date.toISOString();
}

/**
 * The largest count stored: the platform's counts outgrow int4 (2,147,483,647) and are stored as
 * bigint, but a count is read and served as a JavaScript number, exact up to 2^53 - 1.
 */
export const MAX_COUNT = Number.MAX_SAFE_INTEGER;

const COUNT_TEXT = /^\s*([\d,]*\.?\d+)\s*([kKmMbB万億]?)\s*$/;
// What a count that went wrong looks like (-5, NaN, Infinity, 1e30): a word ("n/a") is just unknown.
const NUMBER_LIKE = /^\s*(?:[-+]?\s*[\d.]|[-+]?(?:nan|infinity)\s*$)/i;

/**
 * A non-negative integer count, or null when absent or a word. Accepts "1,234" and "1.2K" as
 * exports write them. A negative, fractional-overflowing, NaN or too large count throws
 * InvalidValue naming `field`.
 */
export function count(value: unknown, field = "count"): number | null {
  if (value == null) return null;
  let n: number | null = null;
  if (typeof value === "number") n = value;
  else if (typeof value === "string") {
    const match = COUNT_TEXT.exec(value);
    if (match?.[1]) {
      const scale: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, 万: 1e4, 億: 1e8 };
      n = Number(match[1].replaceAll(",", "")) * (scale[(match[2] ?? "").toLowerCase()] ?? 1);
    } else if (NUMBER_LIKE.test(value)) n = Number.NaN;
    else return null;
  } else return null;
  const rounded = Math.round(n);
  if (!(rounded >= 0 && rounded <= MAX_COUNT))
    throw new InvalidValue(
      serverMessage("invalidCount"),
      serverMessage("invalidCountLine", { field, value: shownValue(value) }),
    );
  return rounded;
}

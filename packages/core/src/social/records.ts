/**
 * Store records: what every importer and connector maps its input to, whatever the source.
 * `null` means "this source does not say"; the store keeps what an earlier source said then.
 */

/** Where a record came from. */
export type SourceKind = "x-v2" | "x-v1" | "csv" | "x-api" | "demo";

/** A profile on the platform. */
export type AccountRecord = {
  id: string;
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
  | { type: "snapshot"; record: FollowerSnapshotRecord }
  | { type: "skip"; reason: string };

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

/** A post with every field unknown but its id and text. */
export function emptyPost(id: string, text = ""): PostRecord {
  return {
    id,
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

/** A timestamp as ISO 8601 (accepts ISO, v1.1's "Wed Oct 10 20:19:24 +0000 2018", epoch ms). */
export function isoDate(value: unknown): string | null {
  if (value == null || value === "") return null;
  // The common case (X API v2) is already canonical: skip the Date round trip.
  if (typeof value === "string" && value.length === 24 && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value))
    return value;
  const date =
    typeof value === "number"
      ? new Date(value < 1e12 ? value * 1000 : value)
      : typeof value === "string"
        ? new Date(/^\d{10,13}$/.test(value) ? Number(value) * (value.length <= 10 ? 1000 : 1) : value)
        : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return date.toISOString();
}

/** A non-negative integer count, or null. Accepts "1,234" and "1.2K" as exports write them. */
export function count(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const match = /^\s*([\d,]*\.?\d+)\s*([kKmMbB万億]?)\s*$/.exec(value);
  if (!match?.[1]) return null;
  const n = Number(match[1].replaceAll(",", ""));
  const scale: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, 万: 1e4, 億: 1e8 };
  return Math.round(n * (scale[(match[2] ?? "").toLowerCase()] ?? 1));
}

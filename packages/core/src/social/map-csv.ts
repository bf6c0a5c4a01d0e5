import {
  count,
  emptyAccount,
  emptyPost,
  followerSnapshot,
  type ImportItem,
  idString,
  isoDate,
  type PostRecord,
} from "./records.ts";
import { badRecord, checkAccount, checkPost, storableItems } from "./storable.ts";

/** Store fields a CSV column can map to (`--map text=tweet,author=user_name`). */
export const CSV_FIELDS = [
  "id",
  "text",
  "created_at",
  "lang",
  "author_id",
  "author",
  "author_name",
  "author_bio",
  "author_location",
  "author_followers",
  "author_following",
  "author_verified",
  /** when the row's author was seen (their counts then are a follower snapshot of that day) */
  "retrieved_at",
  "likes",
  "reposts",
  "replies",
  "quotes",
  "views",
  "reply_to",
  "reply_to_author",
  "quote_of",
  "repost_of",
  "conversation_id",
  "community_id",
  "hashtags",
  "mentions",
  "urls",
] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
export type CsvMapping = Partial<Record<CsvField, string>>;

/** Column names of common exports, per field: twarc-csv, X analytics' tweet activity, and generic tools. */
export const CSV_PRESETS: Record<string, Partial<Record<CsvField, string[]>>> = {
  "twarc-csv": {
    id: ["id"],
    text: ["text"],
    created_at: ["created_at"],
    lang: ["lang"],
    author_id: ["author_id", "author.id"],
    author: ["author.username"],
    author_name: ["author.name"],
    author_bio: ["author.description"],
    author_location: ["author.location"],
    author_followers: ["author.public_metrics.followers_count"],
    author_following: ["author.public_metrics.following_count"],
    author_verified: ["author.verified"],
    retrieved_at: ["__twarc.retrieved_at"],
    likes: ["public_metrics.like_count"],
    reposts: ["public_metrics.retweet_count"],
    replies: ["public_metrics.reply_count"],
    quotes: ["public_metrics.quote_count"],
    views: ["public_metrics.impression_count"],
    reply_to: ["referenced_tweets.replied_to.id"],
    reply_to_author: ["in_reply_to_user_id"],
    quote_of: ["referenced_tweets.quoted.id"],
    repost_of: ["referenced_tweets.retweeted.id"],
    conversation_id: ["conversation_id"],
    community_id: ["community_id"],
    hashtags: ["entities.hashtags"],
    mentions: ["entities.mentions"],
    urls: ["entities.urls"],
  },
  "x-analytics": {
    id: ["tweet id", "post id"],
    text: ["tweet text", "post text"],
    created_at: ["time", "date"],
    views: ["impressions"],
    reposts: ["retweets", "reposts"],
    replies: ["replies"],
    likes: ["likes"],
  },
  generic: {
    id: ["id", "tweet_id", "tweetid", "status_id", "post_id", "id_str"],
    text: ["text", "full_text", "tweet", "content", "body", "message", "post"],
    created_at: ["created_at", "date", "datetime", "timestamp", "time", "created", "posted_at"],
    lang: ["lang", "language"],
    author_id: ["author_id", "user_id", "userid", "user_id_str", "account_id"],
    author: ["username", "screen_name", "user", "user_name", "handle", "author", "user_screen_name", "account"],
    author_name: ["name", "user_display_name", "display_name", "author_name", "full_name"],
    author_bio: ["description", "bio", "user_description", "author_description"],
    author_location: ["location", "user_location", "author_location"],
    author_followers: ["followers", "followers_count", "user_followers_count", "author_followers"],
    author_following: ["following", "friends_count", "following_count", "user_friends_count"],
    author_verified: ["verified", "user_verified"],
    retrieved_at: ["retrieved_at", "collected_at"],
    likes: ["likes", "like_count", "favorite_count", "favorites", "favourites"],
    reposts: ["retweets", "retweet_count", "reposts", "repost_count", "shares"],
    replies: ["replies", "reply_count"],
    quotes: ["quotes", "quote_count"],
    views: ["views", "view_count", "impressions", "impression_count"],
    reply_to: ["in_reply_to_status_id", "in_reply_to_status_id_str", "in_reply_to", "reply_to"],
    reply_to_author: ["in_reply_to_user_id", "in_reply_to_user_id_str"],
    quote_of: ["quoted_status_id", "quoted_status_id_str", "quote_of"],
    repost_of: ["retweeted_status_id", "retweet_of", "repost_of"],
    conversation_id: ["conversation_id"],
    community_id: ["community_id"],
    hashtags: ["hashtags", "tags"],
    mentions: ["mentions", "user_mentions"],
    urls: ["urls", "links"],
  },
};

const squash = (s: string) => s.toLowerCase().replace(/[\s_\-.]+/g, "");

/** Parses `text=tweet,author=user_name` into a mapping; unknown fields are an error message. */
export function parseCsvMap(spec: string): { mapping: CsvMapping; error: string | null } {
  const mapping: CsvMapping = {};
  for (const pair of spec.split(",").filter((p) => p.trim())) {
    const [field = "", column = ""] = pair.split("=").map((s) => s.trim());
    if (!(CSV_FIELDS as readonly string[]).includes(field) || !column) {
      return {
        mapping,
        error: `Unknown mapping "${pair}": use FIELD=COLUMN with FIELD one of ${CSV_FIELDS.join(", ")}`,
      };
    }
    mapping[field as CsvField] = column;
  }
  return { mapping, error: null };
}

/**
 * Decides which column feeds which field: the explicit mapping first, then the preset whose
 * column names match the header best. Returns the mapping with the header's own spelling.
 */
export function resolveCsvMapping(
  header: string[],
  explicit: CsvMapping = {},
): { mapping: CsvMapping; preset: string } {
  const byName = new Map(header.map((h) => [squash(h), h]));
  let best = { preset: "generic", mapping: {} as CsvMapping, score: -1 };
  for (const [preset, fields] of Object.entries(CSV_PRESETS)) {
    const mapping: CsvMapping = {};
    let score = 0;
    for (const [field, names] of Object.entries(fields) as [CsvField, string[]][]) {
      const column = names.map((n) => byName.get(squash(n))).find(Boolean);
      if (column) {
        mapping[field] = column;
        score++;
      }
    }
    if (score > best.score) best = { preset, mapping, score };
  }
  const mapping = { ...best.mapping };
  for (const [field, column] of Object.entries(explicit) as [CsvField, string][]) {
    mapping[field] = byName.get(squash(column)) ?? column;
  }
  return { mapping, preset: best.preset };
}

/** A list cell: a JSON array (of strings or entity objects) or words split by spaces/commas. */
function listCell(cell: string | undefined, key: "tag" | "username" | "expanded_url"): string[] | null {
  if (cell === undefined) return null;
  const trimmed = cell.trim();
  if (!trimmed) return [];
  if (trimmed.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) {
        return parsed.flatMap((x) =>
          typeof x === "string" ? x : typeof x?.[key] === "string" ? (x[key] as string) : [],
        );
      }
    } catch {
      // Not JSON after all: split it as words.
    }
  }
  return trimmed
    .split(/[\s,;]+/)
    .map((s) => s.replace(/^[#@]/, ""))
    .filter(Boolean);
}

const truthy = (cell: string | undefined) =>
  cell === undefined || cell === "" ? null : /^(true|1|yes|y|t)$/i.test(cell.trim());

/**
 * Maps one CSV row (an object keyed by header) to store items with the resolved mapping. A row
 * holding a value the store cannot is skipped whole, as a bad record.
 */
export function mapCsvRow(row: Record<string, string>, mapping: CsvMapping): ImportItem[] {
  return storableItems(() => mapRow(row, mapping));
}

function mapRow(row: Record<string, string>, mapping: CsvMapping): ImportItem[] {
  const cell = (field: CsvField): string | undefined => {
    const column = mapping[field];
    const value = column === undefined ? undefined : row[column];
    return value === undefined ? undefined : value;
  };
  const text = cell("text");
  const handle = cell("author")?.trim().replace(/^@/, "") || null;
  // Exports without author ids still name the author: key them by handle ("h:<handle>") until an id is known.
  const authorId = idString(cell("author_id")?.trim()) ?? (handle ? `h:${handle.toLowerCase()}` : null);
  const out: ImportItem[] = [];
  if (authorId) {
    const account = {
      ...emptyAccount(authorId),
      handle,
      name: cell("author_name") ?? null,
      bio: cell("author_bio") ?? null,
      location: cell("author_location") || null,
      followers: count(cell("author_followers"), mapping.author_followers),
      following: count(cell("author_following"), mapping.author_following),
      verified: truthy(cell("author_verified")),
    };
    checkAccount(account);
    out.push({ type: "account", record: account });
    const snapshot = followerSnapshot(account, isoDate(cell("retrieved_at")?.trim(), mapping.retrieved_at));
    if (snapshot) out.push({ type: "snapshot", record: snapshot });
  }
  if (mapping.text === undefined) {
    if (!authorId) out.push(badRecord("rowWithoutAuthor"));
    return out;
  }
  const id = idString(cell("id")?.trim());
  if (!id) return [...out, badRecord("rowWithoutPostId")];
  const replyTo = idString(cell("reply_to")?.trim());
  const quoteOf = idString(cell("quote_of")?.trim());
  const repostOf = idString(cell("repost_of")?.trim());
  const post: PostRecord = {
    ...emptyPost(id, text ?? ""),
    authorId,
    createdAt: isoDate(cell("created_at")?.trim(), mapping.created_at),
    lang: cell("lang")?.trim() || null,
    kind: repostOf ? "repost" : replyTo ? "reply" : quoteOf ? "quote" : "post",
    replyToPostId: replyTo,
    replyToAccountId: idString(cell("reply_to_author")?.trim()),
    quoteOfId: quoteOf,
    repostOfId: repostOf,
    conversationId: idString(cell("conversation_id")?.trim()),
    communityId: idString(cell("community_id")?.trim()),
    likes: count(cell("likes"), mapping.likes),
    reposts: count(cell("reposts"), mapping.reposts),
    replies: count(cell("replies"), mapping.replies),
    quotes: count(cell("quotes"), mapping.quotes),
    views: count(cell("views"), mapping.views),
    hashtags: listCell(cell("hashtags"), "tag"),
    mentions: listCell(cell("mentions"), "username"),
    urls: listCell(cell("urls"), "expanded_url"),
  };
  checkPost(post);
  out.push({ type: "post", record: post });
  return out;
}

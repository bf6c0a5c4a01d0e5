import type { Json } from "./map-x-v2.ts";
import {
  type AccountRecord,
  count,
  emptyAccount,
  emptyPost,
  type ImportItem,
  idString,
  isoDate,
  type PostRecord,
  postText,
} from "./records.ts";
import { serverMessage } from "./server-messages.ts";
import { badRecord, checkAccount, checkPost, storableItems } from "./storable.ts";

const obj = (v: unknown): Json | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : null);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const nonEmpty = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === "boolean" ? v : null);

/** `id_str` when present: v1.1's numeric `id` loses precision past 2^53. */
function v1Id(o: Json, key = "id"): string | null {
  return idString(o[`${key}_str`]) ?? idString(o[key]);
}

/** Maps a v1.1 user object. */
export function mapV1User(user: Json): AccountRecord | null {
  const id = v1Id(user);
  if (!id) return null;
  const entityUrl = obj(arr(obj(obj(user.entities)?.url)?.urls)[0]);
  const withheld = arr(user.withheld_in_countries).filter((c): c is string => typeof c === "string");
  const account: AccountRecord = {
    ...emptyAccount(id),
    handle: str(user.screen_name),
    name: str(user.name),
    bio: str(user.description),
    location: nonEmpty(user.location),
    url: nonEmpty(entityUrl?.expanded_url) ?? nonEmpty(user.url),
    avatarUrl: nonEmpty(user.profile_image_url_https) ?? nonEmpty(user.profile_image_url),
    createdAt: isoDate(user.created_at, "created_at"),
    followers: count(user.followers_count, "followers_count"),
    following: count(user.friends_count, "friends_count"),
    posts: count(user.statuses_count, "statuses_count"),
    listed: count(user.listed_count, "listed_count"),
    verified: bool(user.verified),
    protected: bool(user.protected),
    withheldIn: withheld.length > 0 ? withheld : null,
  };
  checkAccount(account);
  return account;
}

/** Maps a v1.1 status (tweet), preferring the untruncated text and its entities. */
export function mapV1Status(status: Json): PostRecord | null {
  const id = v1Id(status);
  if (!id) return null;
  const extended = obj(status.extended_tweet);
  const text = postText(str(extended?.full_text) ?? str(status.full_text) ?? str(status.text) ?? "");
  const entities = obj(extended?.entities) ?? obj(status.entities);
  const extendedEntities = obj(extended?.extended_entities) ?? obj(status.extended_entities);
  const retweeted = obj(status.retweeted_status);
  const quoted = obj(status.quoted_status);
  const replyTo = v1Id(status, "in_reply_to_status_id");
  const quoteOf = v1Id(status, "quoted_status_id") ?? (quoted ? v1Id(quoted) : null);
  const repostOf = retweeted ? v1Id(retweeted) : null;
  const media = arr(obj(extendedEntities ?? entities)?.media)
    .map(obj)
    .filter((m): m is Json => m !== null)
    .map((m) => ({ type: str(m.type) ?? "unknown", url: nonEmpty(m.media_url_https) ?? nonEmpty(m.media_url) }));
  const place = obj(status.place);
  const user = obj(status.user);
  const withheld = arr(status.withheld_in_countries).filter((c): c is string => typeof c === "string");
  const post: PostRecord = {
    ...emptyPost(id, text),
    authorId: user ? v1Id(user) : null,
    createdAt: isoDate(status.created_at, "created_at"),
    lang: str(status.lang),
    kind: repostOf ? "repost" : replyTo ? "reply" : quoteOf ? "quote" : "post",
    replyToPostId: replyTo,
    replyToAccountId: v1Id(status, "in_reply_to_user_id"),
    quoteOfId: quoteOf,
    repostOfId: repostOf,
    likes: count(status.favorite_count, "favorite_count"),
    reposts: count(status.retweet_count, "retweet_count"),
    replies: count(status.reply_count, "reply_count"),
    quotes: count(status.quote_count, "quote_count"),
    hashtags: entities ? arr(entities.hashtags).flatMap((h) => str(obj(h)?.text) ?? []) : null,
    mentions: entities ? arr(entities.user_mentions).flatMap((m) => str(obj(m)?.screen_name) ?? []) : null,
    urls: entities ? arr(entities.urls).flatMap((u) => nonEmpty(obj(u)?.expanded_url) ?? []) : null,
    media: media.length > 0 ? media : null,
    place: place
      ? { name: str(place.name), fullName: str(place.full_name), countryCode: str(place.country_code) }
      : null,
    withheldIn: withheld.length > 0 ? withheld : null,
    sensitive: bool(status.possibly_sensitive),
    // v1.1 gives the client as an HTML link.
    client: str(status.source)?.replace(/<[^>]*>/g, "") ?? null,
  };
  checkPost(post);
  return post;
}

function statusItems(status: Json, depth = 0): ImportItem[] {
  const post = mapV1Status(status);
  if (!post) return [badRecord("postWithoutId")];
  const out: ImportItem[] = [];
  const user = obj(status.user);
  const account = user ? mapV1User(user) : null;
  if (account) out.push({ type: "account", record: account });
  // The embedded originals are posts in their own right (depth-limited against odd nesting).
  if (depth < 3) {
    for (const inner of [obj(status.retweeted_status), obj(status.quoted_status)]) {
      if (inner) out.push(...statusItems(inner, depth + 1));
    }
  }
  out.push({ type: "post", record: post });
  if (post.authorId) {
    const engagement = (postId: string | null, kind: "repost" | "reply" | "quote"): ImportItem[] =>
      postId && post.authorId
        ? [{ type: "engagement", record: { accountId: post.authorId, postId, kind, createdAt: post.createdAt } }]
        : [];
    out.push(
      ...engagement(post.repostOfId, "repost"),
      ...engagement(post.replyToPostId, "reply"),
      ...engagement(post.quoteOfId, "quote"),
    );
  }
  return out;
}

/**
 * Maps one v1.1 JSON value: a status, a user object, or a stream notice (delete, limit...). A status
 * holding a value the store cannot (in it or its embedded ones) is skipped whole, as a bad record.
 */
export function mapV1Value(value: unknown): ImportItem[] {
  return storableItems(() => mapV1Object(value));
}

function mapV1Object(value: unknown): ImportItem[] {
  const o = obj(value);
  if (!o) return [{ type: "skip", reason: serverMessage("notObject") }];
  if ("delete" in o || "scrub_geo" in o || "limit" in o || "status_withheld" in o || "user_withheld" in o) {
    return [{ type: "skip", reason: serverMessage("streamNotice", { kind: Object.keys(o)[0] ?? "" }) }];
  }
  if (typeof o.text === "string" || typeof o.full_text === "string" || o.extended_tweet) return statusItems(o);
  if (typeof o.screen_name === "string") {
    const account = mapV1User(o);
    return [account ? { type: "account", record: account } : badRecord("accountWithoutId")];
  }
  return [{ type: "skip", reason: serverMessage("unrecognisedV1") }];
}

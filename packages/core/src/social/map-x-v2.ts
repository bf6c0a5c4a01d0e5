import {
  type AccountRecord,
  type CommunityRecord,
  count,
  emptyAccount,
  emptyPost,
  followerSnapshot,
  type ImportItem,
  idString,
  isoDate,
  type ListRecord,
  type MediaItem,
  type PlaceRecord,
  type PostRecord,
  postText,
} from "./records.ts";
import { serverMessage } from "./server-messages.ts";
import { badRecord, checkAccount, checkCommunity, checkList, checkPost, storableItems } from "./storable.ts";

/** A JSON object as read from a file: every field is unknown until checked. */
export type Json = Record<string, unknown>;

const obj = (v: unknown): Json | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : null);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const nonEmpty = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === "boolean" ? v : null);
const strings = (v: unknown): string[] | null =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : null;

type Includes = { media: Map<string, Json>; places: Map<string, Json> };

/** Maps an X API v2 user object. */
export function mapV2User(user: Json): AccountRecord | null {
  const id = idString(user.id);
  if (!id) return null;
  const metrics = obj(user.public_metrics);
  const entityUrl = obj(arr(obj(obj(user.entities)?.url)?.urls)[0]);
  const account: AccountRecord = {
    ...emptyAccount(id),
    handle: str(user.username),
    name: str(user.name),
    bio: str(user.description),
    location: nonEmpty(user.location),
    url: nonEmpty(entityUrl?.expanded_url) ?? nonEmpty(user.url),
    avatarUrl: nonEmpty(user.profile_image_url),
    createdAt: isoDate(user.created_at, "created_at"),
    followers: count(metrics?.followers_count, "followers_count"),
    following: count(metrics?.following_count, "following_count"),
    posts: count(metrics?.tweet_count, "tweet_count"),
    listed: count(metrics?.listed_count, "listed_count"),
    verified: bool(user.verified),
    verifiedType: nonEmpty(user.verified_type),
    protected: bool(user.protected),
    withheldIn: strings(obj(user.withheld)?.country_codes),
  };
  checkAccount(account);
  return account;
}

function mapMedia(item: Json): MediaItem {
  return {
    type: str(item.type) ?? "unknown",
    url: nonEmpty(item.url) ?? nonEmpty(item.preview_image_url),
    ...(str(item.media_key) ? { key: str(item.media_key) as string } : {}),
  };
}

function mapPlace(place: Json | null): PlaceRecord | null {
  if (!place) return null;
  return { name: str(place.name), fullName: str(place.full_name), countryCode: str(place.country_code) };
}

// Helpers live at the top level, not as closures in the per-tweet functions: tsx (keepNames) names
// every closure as it is created, which cost more than the helpers themselves on a bulk import.
function referenceOf(refs: (Json | null)[], type: string): string | null {
  return idString(refs.find((r) => r?.type === type)?.id);
}

/** Maps an X API v2 tweet object (page or flattened form). */
export function mapV2Tweet(tweet: Json, includes?: Includes): PostRecord | null {
  const id = idString(tweet.id);
  if (!id) return null;
  // Long posts carry their full text in note_tweet; `text` is then cut at 280 characters.
  const note = obj(tweet.note_tweet);
  const text = postText(str(note?.text) ?? str(tweet.text) ?? "");
  const refs = arr(tweet.referenced_tweets).map(obj);
  const repostOf = referenceOf(refs, "retweeted");
  const replyTo = referenceOf(refs, "replied_to");
  const quoteOf = referenceOf(refs, "quoted");
  const metrics = obj(tweet.public_metrics);
  const entities = obj(note?.entities) ?? obj(tweet.entities);
  const attachments = obj(tweet.attachments);
  const embeddedMedia = arr(attachments?.media)
    .map(obj)
    .filter((m): m is Json => m !== null);
  const mediaKeys = strings(attachments?.media_keys) ?? [];
  const media =
    embeddedMedia.length > 0
      ? embeddedMedia.map(mapMedia)
      : mediaKeys.map((key) => {
          const found = includes?.media.get(key);
          return found ? mapMedia(found) : { type: "unknown", url: null, key };
        });
  const geo = obj(tweet.geo);
  const placeId = str(geo?.place_id);
  const place = mapPlace(obj(geo?.place) ?? (placeId ? (includes?.places.get(placeId) ?? null) : null));
  const post: PostRecord = {
    ...emptyPost(id, text),
    authorId: idString(tweet.author_id),
    createdAt: isoDate(tweet.created_at, "created_at"),
    lang: str(tweet.lang),
    kind: repostOf ? "repost" : replyTo ? "reply" : quoteOf ? "quote" : "post",
    replyToPostId: replyTo,
    replyToAccountId: idString(tweet.in_reply_to_user_id),
    quoteOfId: quoteOf,
    repostOfId: repostOf,
    conversationId: idString(tweet.conversation_id),
    communityId: idString(tweet.community_id),
    likes: count(metrics?.like_count, "like_count"),
    reposts: count(metrics?.retweet_count, "retweet_count"),
    replies: count(metrics?.reply_count, "reply_count"),
    quotes: count(metrics?.quote_count, "quote_count"),
    views: count(metrics?.impression_count, "impression_count"),
    hashtags: entities ? arr(entities.hashtags).flatMap((h) => str(obj(h)?.tag) ?? []) : null,
    mentions: entities ? arr(entities.mentions).flatMap((m) => str(obj(m)?.username) ?? []) : null,
    urls: entities
      ? arr(entities.urls).flatMap((u) => nonEmpty(obj(u)?.unwound_url) ?? nonEmpty(obj(u)?.expanded_url) ?? [])
      : null,
    media: media.length > 0 ? media : null,
    place,
    withheldIn: strings(obj(tweet.withheld)?.country_codes),
    editHistoryIds: strings(tweet.edit_history_tweet_ids),
    sensitive: bool(tweet.possibly_sensitive),
    client: str(tweet.source),
  };
  checkPost(post);
  return post;
}

/** The engagement a post is: a repost, reply or quote of another post. */
function engagementsOf(post: PostRecord): ImportItem[] {
  if (!post.authorId) return [];
  const out: ImportItem[] = [];
  addEngagement(out, post, post.repostOfId, "repost");
  addEngagement(out, post, post.replyToPostId, "reply");
  addEngagement(out, post, post.quoteOfId, "quote");
  return out;
}

function addEngagement(
  out: ImportItem[],
  post: PostRecord,
  postId: string | null,
  kind: "repost" | "reply" | "quote",
): void {
  if (postId && post.authorId) {
    out.push({ type: "engagement", record: { accountId: post.authorId, postId, kind, createdAt: post.createdAt } });
  }
}

/** A tweet, with what a flattened one embeds; skipped whole when a value of it cannot be stored. */
function tweetItems(tweet: Json, includes: Includes, seenAt: string | null): ImportItem[] {
  return storableItems(() => tweetItemsOf(tweet, includes, seenAt));
}

function tweetItemsOf(tweet: Json, includes: Includes, seenAt: string | null): ImportItem[] {
  const post = mapV2Tweet(tweet, includes);
  if (!post) return [badRecord("postWithoutId")];
  const out: ImportItem[] = [];
  // Flattened (twarc2 flatten) tweets embed their author and referenced tweets.
  const author = obj(tweet.author);
  if (author) pushUser(out, author, seenAt);
  const replyUser = obj(tweet.in_reply_to_user);
  if (replyUser) pushUser(out, replyUser, seenAt);
  for (const ref of arr(tweet.referenced_tweets).map(obj)) {
    if (ref && typeof ref.text === "string") out.push(...tweetItems(ref, includes, seenAt));
  }
  out.push({ type: "post", record: post }, ...engagementsOf(post));
  return out;
}

/** The account, and its follower counts on the day of `seenAt` when the source says when it saw them. */
function pushUser(out: ImportItem[], user: Json, seenAt: string | null): void {
  out.push(...storableItems(() => userItems(user, seenAt)));
}

function userItems(user: Json, seenAt: string | null): ImportItem[] {
  const account = mapV2User(user);
  if (!account) return [badRecord("accountWithoutId")];
  const snapshot = followerSnapshot(account, seenAt);
  return snapshot
    ? [
        { type: "account", record: account },
        { type: "snapshot", record: snapshot },
      ]
    : [{ type: "account", record: account }];
}

function mapList(list: Json): ListRecord | null {
  const id = idString(list.id);
  const name = str(list.name);
  if (!id || name === null) return null;
  const record: ListRecord = {
    id,
    ownerId: idString(list.owner_id),
    name,
    description: str(list.description),
    private: bool(list.private),
    members: count(list.member_count, "member_count"),
    followers: count(list.follower_count, "follower_count"),
    createdAt: isoDate(list.created_at, "created_at"),
  };
  checkList(record);
  return record;
}

/** Maps an X API v2 community object (communities lookup and search). */
export function mapV2Community(community: Json): CommunityRecord | null {
  const id = idString(community.id);
  if (!id) return null;
  const record: CommunityRecord = {
    id,
    name: str(community.name),
    description: str(community.description),
    access: nonEmpty(community.access),
    joinPolicy: nonEmpty(community.join_policy),
    members: count(community.member_count, "member_count"),
    createdAt: isoDate(community.created_at, "created_at"),
  };
  checkCommunity(record);
  return record;
}

/** What one element of a v2 `data` array is. */
function dataItems(item: Json, includes: Includes, seenAt: string | null): ImportItem[] {
  if (typeof item.text === "string" || item.note_tweet) return tweetItems(item, includes, seenAt);
  if (typeof item.username === "string") {
    const out: ImportItem[] = [];
    pushUser(out, item, seenAt);
    return out;
  }
  if ("tweet_count" in item && "start" in item) return [{ type: "skip", reason: serverMessage("tweetCounts") }];
  // A community has a join policy or an access level; a list has neither.
  if ("join_policy" in item || "access" in item) {
    return storableItems(() => {
      const community = mapV2Community(item);
      return [community ? { type: "community", record: community } : badRecord("communityWithoutId")];
    });
  }
  if ("member_count" in item || ("name" in item && "owner_id" in item)) {
    return storableItems(() => {
      const list = mapList(item);
      return [list ? { type: "list", record: list } : badRecord("listWithoutId")];
    });
  }
  return [{ type: "skip", reason: serverMessage("unrecognisedV2") }];
}

/**
 * Maps one top-level v2 JSON value: a response page (`data` + `includes` + `errors`, as the API
 * and twarc2 write them, or a streaming line whose `data` is one tweet), a flattened tweet, a
 * bare user, or a compliance event. Profiles' follower counts become snapshots of the day they
 * were retrieved: twarc's `retrieved_at`, else `retrievedAt` (a live fetch's time), else none.
 */
export function mapV2Value(value: unknown, retrievedAt: string | null = null): ImportItem[] {
  // Objects with values the store cannot hold are skipped one by one; this catches a bad page-level value.
  return storableItems(() => mapV2Page(value, retrievedAt));
}

function mapV2Page(value: unknown, retrievedAt: string | null): ImportItem[] {
  const page = obj(value);
  if (!page) return [{ type: "skip", reason: serverMessage("notObject") }];
  // twarc's `retrieved_at`: when it fetched the page (or the flattened line).
  const seenAt = isoDate(obj(page.__twarc)?.retrieved_at, "retrieved_at") ?? retrievedAt;
  if ("data" in page || "includes" in page || "errors" in page) {
    const includes = obj(page.includes);
    const byKey = (list: unknown, key: string) =>
      new Map(
        arr(list)
          .map(obj)
          .filter((x): x is Json => x !== null && typeof x[key] === "string")
          .map((x) => [x[key] as string, x]),
      );
    const inc: Includes = { media: byKey(includes?.media, "media_key"), places: byKey(includes?.places, "id") };
    const out: ImportItem[] = [];
    for (const user of arr(includes?.users).map(obj)) if (user) pushUser(out, user, seenAt);
    for (const tweet of arr(includes?.tweets).map(obj)) if (tweet) out.push(...tweetItems(tweet, inc, seenAt));
    const data = page.data;
    for (const item of Array.isArray(data) ? data.map(obj) : [obj(data)])
      if (item) out.push(...dataItems(item, inc, seenAt));
    for (const error of arr(page.errors).map(obj)) {
      out.push({ type: "skip", reason: serverMessage("apiError", { title: str(error?.title) ?? "error" }) });
    }
    return out;
  }
  if ("action" in page && "reason" in page && !("text" in page))
    return [{ type: "skip", reason: serverMessage("complianceEvent") }];
  const empty: Includes = { media: new Map(), places: new Map() };
  return dataItems(page, empty, seenAt);
}

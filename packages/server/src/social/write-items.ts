import { ENRICHMENT_VERSION, enrichPost } from "@xa/core/social/enrich";
import type {
  AccountRecord,
  EngagementRecord,
  FollowRecord,
  ImportItem,
  ListMemberRecord,
  ListRecord,
  PostRecord,
  SourceKind,
} from "@xa/core/social/records";
import type { Db } from "../db/database.ts";
import { type UpsertCounts, upsertRows } from "./upsert-batch.ts";

/** Per kind of record: how many were new and how many updated. */
export type WriteCounts = Record<
  "accounts" | "posts" | "follows" | "engagements" | "lists" | "listMembers",
  UpsertCounts
>;

const zero = (): UpsertCounts => ({ inserted: 0, updated: 0, unchanged: 0 });
export const emptyWriteCounts = (): WriteCounts => ({
  accounts: zero(),
  posts: zero(),
  follows: zero(),
  engagements: zero(),
  lists: zero(),
  listMembers: zero(),
});

export function addWriteCounts(into: WriteCounts, more: WriteCounts): void {
  for (const key of Object.keys(into) as (keyof WriteCounts)[]) {
    into[key].inserted += more[key].inserted;
    into[key].updated += more[key].updated;
    into[key].unchanged += more[key].unchanged ?? 0;
  }
}

// PostgreSQL text cannot hold NUL, and jsonb rejects lone surrogates: both occur in real exports.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what must be removed
const BAD_CHARS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export function cleanText<T extends string | null>(value: T): T {
  return (value === null ? null : value.replace(BAD_CHARS, "\uFFFD")) as T;
}

/** Merges records of one id within a batch (one upsert may not touch a row twice): later non-null wins. */
function mergeById<T extends { id: string }>(records: T[]): T[] {
  const byId = new Map<string, T>();
  for (const record of records) {
    const before = byId.get(record.id);
    if (!before) {
      byId.set(record.id, record);
      continue;
    }
    const merged = { ...before } as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) if (value !== null && value !== undefined) merged[key] = value;
    byId.set(record.id, merged as T);
  }
  return [...byId.values()];
}

const ACCOUNT_COLUMNS = {
  id: "text",
  handle: "text",
  name: "text",
  bio: "text",
  location: "text",
  url: "text",
  avatar_url: "text",
  created_at: "timestamptz",
  followers_count: "integer",
  following_count: "integer",
  post_count: "integer",
  listed_count: "integer",
  verified: "boolean",
  verified_type: "text",
  protected: "boolean",
  withheld_in: "text[]",
  source: "text",
  is_demo: "boolean",
};
const keep = (column: string, table: string) => `${column} = COALESCE(EXCLUDED.${column}, ${table}.${column})`;
const ACCOUNT_UPDATE = [
  ...Object.keys(ACCOUNT_COLUMNS)
    .filter((c) => c !== "id" && c !== "source" && c !== "is_demo")
    .map((c) => keep(c, "accounts")),
  "source = EXCLUDED.source",
  "updated_at = now()",
  // A changed profile is enriched again by the enrichment step.
  `enrichment_version = CASE WHEN (COALESCE(EXCLUDED.name, accounts.name), COALESCE(EXCLUDED.bio, accounts.bio),
     COALESCE(EXCLUDED.location, accounts.location)) IS NOT DISTINCT FROM (accounts.name, accounts.bio, accounts.location)
     THEN accounts.enrichment_version ELSE 0 END`,
].join(", ");

function accountRow(a: AccountRecord, source: SourceKind) {
  return {
    id: a.id,
    handle: a.handle,
    name: cleanText(a.name),
    bio: cleanText(a.bio),
    location: cleanText(a.location),
    url: a.url,
    avatar_url: a.avatarUrl,
    created_at: a.createdAt,
    followers_count: a.followers,
    following_count: a.following,
    post_count: a.posts,
    listed_count: a.listed,
    verified: a.verified,
    verified_type: a.verifiedType,
    protected: a.protected,
    withheld_in: a.withheldIn,
    source,
    is_demo: source === "demo",
  };
}

const POST_COLUMNS = {
  id: "text",
  author_id: "text",
  text: "text",
  created_at: "timestamptz",
  lang: "text",
  lang_source: "text",
  kind: "text",
  reply_to_post_id: "text",
  reply_to_account_id: "text",
  quote_of_id: "text",
  repost_of_id: "text",
  conversation_id: "text",
  like_count: "integer",
  repost_count: "integer",
  reply_count: "integer",
  quote_count: "integer",
  view_count: "bigint",
  hashtags: "text[]",
  mentions: "text[]",
  urls: "text[]",
  emojis: "text[]",
  keywords: "text[]",
  media: "jsonb",
  place: "jsonb",
  withheld_in: "text[]",
  edit_history_ids: "text[]",
  possibly_sensitive: "boolean",
  client: "text",
  sentiment: "text",
  sentiment_score: "real",
  tokens: "text",
  source: "text",
  is_demo: "boolean",
  enrichment_version: "integer",
};
const POST_NULLABLE = new Set([
  "author_id",
  "created_at",
  "reply_to_post_id",
  "reply_to_account_id",
  "quote_of_id",
  "repost_of_id",
  "conversation_id",
  "like_count",
  "repost_count",
  "reply_count",
  "quote_count",
  "view_count",
  "media",
  "place",
  "withheld_in",
  "edit_history_ids",
  "possibly_sensitive",
  "client",
]);
/** Whether an upsert changes an existing row: the new values (as the SET computes them) differ. */
function changedCondition(table: string, columns: string[], nullable: (c: string) => boolean): string {
  const next = columns.map((c) => (nullable(c) ? `COALESCE(EXCLUDED.${c}, ${table}.${c})` : `EXCLUDED.${c}`));
  return `(${next.join(", ")}) IS DISTINCT FROM (${columns.map((c) => `${table}.${c}`).join(", ")})`;
}
const ACCOUNT_CHANGED = changedCondition(
  "accounts",
  Object.keys(ACCOUNT_COLUMNS).filter((c) => c !== "id" && c !== "is_demo"),
  (c) => c !== "source",
);

const POST_UPDATE = [
  ...Object.keys(POST_COLUMNS)
    .filter((c) => c !== "id" && c !== "is_demo")
    .map((c) => (POST_NULLABLE.has(c) ? keep(c, "posts") : `${c} = EXCLUDED.${c}`)),
  "updated_at = now()",
].join(", ");
const POST_CHANGED = changedCondition(
  "posts",
  Object.keys(POST_COLUMNS).filter((c) => c !== "id" && c !== "is_demo"),
  (c) => POST_NULLABLE.has(c),
);

/** A post as a row, enriched (language, tokens, tags, emojis, keywords, sentiment). */
export function postRow(p: PostRecord, source: SourceKind) {
  const text = cleanText(p.text);
  const e = enrichPost({ ...p, text });
  return {
    id: p.id,
    author_id: p.authorId,
    text,
    created_at: p.createdAt,
    lang: e.lang,
    lang_source: e.langSource,
    kind: p.kind,
    reply_to_post_id: p.replyToPostId,
    reply_to_account_id: p.replyToAccountId,
    quote_of_id: p.quoteOfId,
    repost_of_id: p.repostOfId,
    conversation_id: p.conversationId,
    like_count: p.likes,
    repost_count: p.reposts,
    reply_count: p.replies,
    quote_count: p.quotes,
    view_count: p.views,
    hashtags: e.hashtags,
    mentions: e.mentions,
    urls: e.urls.map((u) => cleanText(u)),
    emojis: e.emojis,
    keywords: e.keywords,
    media: p.media,
    place: p.place,
    withheld_in: p.withheldIn,
    edit_history_ids: p.editHistoryIds,
    possibly_sensitive: p.sensitive,
    client: p.client,
    sentiment: e.sentiment,
    sentiment_score: e.sentimentScore,
    tokens: e.tokens,
    source,
    is_demo: source === "demo",
    enrichment_version: ENRICHMENT_VERSION,
  };
}

/** A batch turned into rows (enriched, merged by id), ready to write. Built outside the transaction. */
export type PreparedBatch = {
  accounts: Record<string, unknown>[];
  posts: Record<string, unknown>[];
  follows: Record<string, unknown>[];
  engagements: Record<string, unknown>[];
  lists: Record<string, unknown>[];
  listMembers: Record<string, unknown>[];
};

/** Sorts import items by kind, merges repeats and enriches posts. Pure CPU work. */
export function prepareBatch(items: ImportItem[], source: SourceKind): PreparedBatch {
  const accounts: AccountRecord[] = [];
  const posts: PostRecord[] = [];
  const follows: FollowRecord[] = [];
  const engagements: EngagementRecord[] = [];
  const lists: ListRecord[] = [];
  const members: ListMemberRecord[] = [];
  for (const item of items) {
    if (item.type === "account") accounts.push(item.record);
    else if (item.type === "post") posts.push(item.record);
    else if (item.type === "follow") follows.push(item.record);
    else if (item.type === "engagement") engagements.push(item.record);
    else if (item.type === "list") lists.push(item.record);
    else if (item.type === "list-member") members.push(item.record);
  }
  return {
    accounts: mergeById(accounts).map((a) => accountRow(a, source)),
    posts: mergeById(posts).map((p) => postRow(p, source)),
    follows: distinctBy(follows, (f) => `${f.followerId} ${f.followeeId}`).map((f) => ({
      follower_id: f.followerId,
      followee_id: f.followeeId,
      created_at: f.createdAt,
      source,
    })),
    engagements: distinctBy(engagements, (e) => `${e.postId} ${e.accountId} ${e.kind}`).map((e) => ({
      account_id: e.accountId,
      post_id: e.postId,
      kind: e.kind,
      created_at: e.createdAt,
      source,
    })),
    lists: mergeById(lists).map((l) => ({
      id: l.id,
      owner_id: l.ownerId,
      name: cleanText(l.name),
      description: cleanText(l.description),
      private: l.private,
      member_count: l.members,
      follower_count: l.followers,
      created_at: l.createdAt,
      source,
    })),
    listMembers: distinctBy(members, (m) => `${m.listId} ${m.accountId}`).map((m) => ({
      list_id: m.listId,
      account_id: m.accountId,
    })),
  };
}

/** Writes a prepared batch: every kind upserted, none duplicated. Run it inside a transaction. */
export async function writeBatch(db: Db, batch: PreparedBatch): Promise<WriteCounts> {
  const counts = emptyWriteCounts();
  counts.accounts = await upsertRows(
    db,
    { table: "accounts", columns: ACCOUNT_COLUMNS, conflict: "id", update: ACCOUNT_UPDATE, changed: ACCOUNT_CHANGED },
    batch.accounts,
  );
  counts.posts = await upsertRows(
    db,
    { table: "posts", columns: POST_COLUMNS, conflict: "id", update: POST_UPDATE, changed: POST_CHANGED },
    batch.posts,
  );
  counts.follows = await upsertRows(
    db,
    {
      table: "follows",
      columns: { follower_id: "text", followee_id: "text", created_at: "timestamptz", source: "text" },
      conflict: "follower_id, followee_id",
      update: "created_at = EXCLUDED.created_at",
      changed: "follows.created_at IS NULL AND EXCLUDED.created_at IS NOT NULL",
    },
    batch.follows,
  );
  counts.engagements = await upsertRows(
    db,
    {
      table: "engagements",
      columns: { account_id: "text", post_id: "text", kind: "text", created_at: "timestamptz", source: "text" },
      conflict: "post_id, account_id, kind",
      update: "created_at = EXCLUDED.created_at",
      changed: "engagements.created_at IS NULL AND EXCLUDED.created_at IS NOT NULL",
    },
    batch.engagements,
  );
  counts.lists = await upsertRows(
    db,
    {
      table: "lists",
      columns: {
        id: "text",
        owner_id: "text",
        name: "text",
        description: "text",
        private: "boolean",
        member_count: "integer",
        follower_count: "integer",
        created_at: "timestamptz",
        source: "text",
      },
      conflict: "id",
      update: `name = EXCLUDED.name, ${["owner_id", "description", "private", "member_count", "follower_count", "created_at"].map((c) => keep(c, "lists")).join(", ")}, updated_at = now()`,
    },
    batch.lists,
  );
  counts.listMembers = await upsertRows(
    db,
    {
      table: "list_members",
      columns: { list_id: "text", account_id: "text" },
      conflict: "list_id, account_id",
      update: null,
    },
    batch.listMembers,
  );
  return counts;
}

/** Prepares and writes a batch of import items in one go. */
export function writeItems(db: Db, items: ImportItem[], source: SourceKind): Promise<WriteCounts> {
  return writeBatch(db, prepareBatch(items, source));
}

function distinctBy<T>(values: T[], key: (v: T) => string): T[] {
  return [...new Map(values.map((v) => [key(v), v])).values()];
}

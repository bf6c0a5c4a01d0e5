import type { AccountRecord, PostRecord, SourceKind } from "@xa/core/social/records";
import { BROKEN_CHARS, MAY_BE_BROKEN } from "@xa/core/social/storable";
import { enrichPost, type PostEnrichment } from "@xa/text/enrich/enrich-post";
import { ENRICHMENT_VERSION } from "@xa/text/enrich/enrichment-version";
import { japaneseAnalyserText } from "@xa/text/sentiment/sentiment-ja";
import { searchVector } from "@xa/text/tokens/search-vector";
import type { Columns } from "./copy-rows.ts";
import { postAnalysers } from "./post-analysers.ts";
import type { UpsertOptions } from "./upsert-batch.ts";

/** The store's tables as the importers write them: columns, row builders and upsert rules. */

/** Text with NUL and lone surrogates replaced: PostgreSQL text refuses the one, jsonb the other. */
export function cleanText<T extends string | null>(value: T): T {
  // Most text has no surrogates at all: skip the replace (and its copy) then.
  return (value === null || !MAY_BE_BROKEN.test(value) ? value : value.replace(BROKEN_CHARS, "\uFFFD")) as T;
}

const keep = (column: string, table: string) => `${column} = COALESCE(EXCLUDED.${column}, ${table}.${column})`;

/** Whether an upsert changes an existing row: the new values (as the SET computes them) differ. */
function changedCondition(table: string, columns: string[], nullable: (c: string) => boolean): string {
  const next = columns.map((c) => (nullable(c) ? `COALESCE(EXCLUDED.${c}, ${table}.${c})` : `EXCLUDED.${c}`));
  return `(${next.join(", ")}) IS DISTINCT FROM (${columns.map((c) => `${table}.${c}`).join(", ")})`;
}

const ACCOUNT_COLUMNS: Columns = {
  id: "text",
  handle: "text",
  name: "text",
  bio: "text",
  location: "text",
  url: "text",
  avatar_url: "text",
  created_at: "timestamptz",
  followers_count: "bigint",
  following_count: "bigint",
  post_count: "bigint",
  listed_count: "bigint",
  verified: "boolean",
  verified_type: "text",
  protected: "boolean",
  withheld_in: "text[]",
  platform: "text",
  source: "text",
  is_demo: "boolean",
};

export const ACCOUNT_UPSERT: UpsertOptions = {
  table: "accounts",
  columns: ACCOUNT_COLUMNS,
  conflict: "id",
  update: [
    ...Object.keys(ACCOUNT_COLUMNS)
      .filter((c) => c !== "id" && c !== "source" && c !== "is_demo")
      .map((c) => keep(c, "accounts")),
    "source = EXCLUDED.source",
    // The row's default (now(): the transaction's time) rather than a call, which Citus refuses here.
    "updated_at = EXCLUDED.updated_at",
    // A changed profile (what enrichment reads of it) is enriched again by the enrichment step.
    `enrichment_version = CASE WHEN (COALESCE(EXCLUDED.name, accounts.name), COALESCE(EXCLUDED.handle, accounts.handle),
     COALESCE(EXCLUDED.bio, accounts.bio), COALESCE(EXCLUDED.location, accounts.location),
     COALESCE(EXCLUDED.verified_type, accounts.verified_type))
     IS NOT DISTINCT FROM (accounts.name, accounts.handle, accounts.bio, accounts.location, accounts.verified_type)
     THEN accounts.enrichment_version ELSE 0 END`,
  ].join(", "),
  changed: changedCondition(
    "accounts",
    Object.keys(ACCOUNT_COLUMNS).filter((c) => c !== "id" && c !== "is_demo"),
    (c) => c !== "source",
  ),
};

export function accountRow(a: AccountRecord, source: SourceKind): Record<string, unknown> {
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
    platform: a.platform,
    source,
    is_demo: source === "demo",
  };
}

/** The posts' columns enrichment fills (postEnrichmentColumns), in this order: rows are built in column order. */
export const POST_ENRICHMENT_COLUMNS: Columns = {
  lang: "text",
  lang_source: "text",
  hashtags: "text[]",
  mentions: "text[]",
  urls: "text[]",
  emojis: "text[]",
  keywords: "text[]",
  sentiment: "text",
  sentiment_score: "real",
  tokens: "text",
  // null: the database computes it (writeEncodedBatch, POST_ENRICHMENT_SET)
  search: "tsvector",
};

const enriched = Object.entries(POST_ENRICHMENT_COLUMNS);
/**
 * For an UPDATE that rewrites posts' enrichment from a batch's JSON (`jsonb_to_recordset AS
 * x(id text, ${POST_ENRICHMENT_RECORD})`): every enriched column set from x, and x's typed columns.
 */
export const POST_ENRICHMENT_SET = enriched
  .map(([column]) =>
    column === "search" ? "search = COALESCE(x.search, to_tsvector('simple', x.tokens))" : `${column} = x.${column}`,
  )
  .join(", ");
export const POST_ENRICHMENT_RECORD = enriched.map(([column, type]) => `${column} ${type}`).join(", ");

const POST_COLUMNS: Columns = {
  id: "text",
  author_id: "text",
  text: "text",
  created_at: "timestamptz",
  ...POST_ENRICHMENT_COLUMNS,
  kind: "text",
  reply_to_post_id: "text",
  reply_to_account_id: "text",
  quote_of_id: "text",
  repost_of_id: "text",
  conversation_id: "text",
  community_id: "text",
  like_count: "bigint",
  repost_count: "bigint",
  reply_count: "bigint",
  quote_count: "bigint",
  view_count: "bigint",
  media: "jsonb",
  place: "jsonb",
  withheld_in: "text[]",
  edit_history_ids: "text[]",
  superseded_by: "text",
  possibly_sensitive: "boolean",
  client: "text",
  platform: "text",
  subreddit: "text",
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
  "community_id",
  "like_count",
  "repost_count",
  "reply_count",
  "quote_count",
  "view_count",
  "media",
  "place",
  "withheld_in",
  "edit_history_ids",
  // once a newer version is known, an older one stays superseded
  "superseded_by",
  "possibly_sensitive",
  "client",
  "subreddit",
]);

export const POST_UPSERT: UpsertOptions = {
  table: "posts",
  columns: POST_COLUMNS,
  conflict: "id",
  update: [
    ...Object.keys(POST_COLUMNS)
      .filter((c) => c !== "id" && c !== "is_demo")
      .map((c) => (POST_NULLABLE.has(c) ? keep(c, "posts") : `${c} = EXCLUDED.${c}`)),
    // The row's default (now(): the transaction's time) rather than a call, which Citus refuses here.
    "updated_at = EXCLUDED.updated_at",
  ].join(", "),
  // The vector follows from the tokens: comparing them is enough.
  changed: changedCondition(
    "posts",
    Object.keys(POST_COLUMNS).filter((c) => c !== "id" && c !== "is_demo" && c !== "search"),
    (c) => POST_NULLABLE.has(c),
  ),
  // Authors with new or changed tagged posts: their interests are enriched again.
  returning: "CASE WHEN cardinality(hashtags) > 0 THEN author_id END AS tagged_author",
  summary: "array_remove(array_agg(DISTINCT tagged_author), NULL) AS tagged_authors",
};

/** The latest version of an edited post, when this one is an older version. */
function latestVersion(p: PostRecord): string | null {
  const ids = p.editHistoryIds;
  if (!ids || ids.length < 2) return null;
  const latest = ids[ids.length - 1] as string;
  return latest === p.id ? null : latest;
}

/** The text postRow's enrichment gives the Japanese analyser for a post, or null: see useAnalysed. */
export const japaneseTextOf = (p: PostRecord): string | null => japaneseAnalyserText(cleanText(p.text));

/** A post as a row, enriched (language, tokens, search vector, tags, emojis, keywords, sentiment). */
export function postRow(p: PostRecord, source: SourceKind): Record<string, unknown> {
  const text = cleanText(p.text);
  const e = enrichPost({ ...p, text }, postAnalysers);
  return {
    id: p.id,
    author_id: p.authorId,
    text,
    created_at: p.createdAt,
    ...postEnrichmentColumns(e),
    kind: p.kind,
    reply_to_post_id: p.replyToPostId,
    reply_to_account_id: p.replyToAccountId,
    quote_of_id: p.quoteOfId,
    repost_of_id: p.repostOfId,
    conversation_id: p.conversationId,
    community_id: p.communityId,
    like_count: p.likes,
    repost_count: p.reposts,
    reply_count: p.replies,
    quote_count: p.quotes,
    view_count: p.views,
    media: p.media,
    place: p.place,
    withheld_in: p.withheldIn,
    edit_history_ids: p.editHistoryIds,
    superseded_by: latestVersion(p),
    possibly_sensitive: p.sensitive,
    client: p.client,
    platform: p.platform,
    subreddit: p.subreddit,
    source,
    is_demo: source === "demo",
    enrichment_version: ENRICHMENT_VERSION.posts,
  };
}

/** The columns enrichment fills, from what enrichPost derived. */
export function postEnrichmentColumns(e: PostEnrichment) {
  return {
    lang: e.lang,
    lang_source: e.langSource,
    hashtags: e.hashtags,
    mentions: e.mentions,
    urls: e.urls.map((u) => cleanText(u)),
    emojis: e.emojis,
    keywords: e.keywords,
    sentiment: e.sentiment,
    sentiment_score: e.sentimentScore,
    tokens: e.tokens,
    search: searchVector(e.words),
  };
}

/** Older versions named in an edited post's history, and the latest version. */
export function editsOf(p: PostRecord): { latest: string; older: string[] } | null {
  const ids = p.editHistoryIds;
  if (!ids || ids.length < 2) return null;
  return { latest: ids[ids.length - 1] as string, older: ids.slice(0, -1) };
}

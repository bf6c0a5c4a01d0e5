import type { AccountSummary, PostSummary } from "@xa/core";
import type { AccountRow } from "./analysis-context.ts";

/** Post columns plus the author's, as the post list queries select them. */
export const POST_LIST_COLUMNS = `sp.id, sp.text, sp.created_at, sp.lang, sp.kind, sp.like_count, sp.repost_count,
  sp.reply_count, sp.quote_count, sp.view_count, sp.sentiment, sp.sentiment_score, sp.hashtags, sp.is_demo, sp.author_id,
  a.handle AS author_handle, a.name AS author_name, a.avatar_url AS author_avatar_url, a.verified AS author_verified`;

export type PostListRow = {
  id: string;
  text: string;
  created_at: Date | string | null;
  lang: string | null;
  kind: PostSummary["kind"];
  like_count: number | null;
  repost_count: number | null;
  reply_count: number | null;
  quote_count: number | null;
  view_count: number | string | null;
  sentiment: PostSummary["sentiment"];
  sentiment_score: number | null;
  hashtags: string[];
  is_demo: boolean;
  author_id: string | null;
  author_handle: string | null;
  author_name: string | null;
  author_avatar_url: string | null;
  author_verified: boolean | null;
};

export const isoOrNull = (value: Date | string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

export function toAccountSummary(row: AccountRow, score?: number, scoreLabel?: string): AccountSummary {
  return {
    id: row.id,
    handle: row.handle,
    name: row.name,
    avatar_url: row.avatar_url,
    bio: row.bio,
    followers_count: row.followers_count,
    following_count: row.following_count,
    verified: row.verified,
    country: row.country,
    ...(score === undefined ? {} : { score }),
    ...(scoreLabel === undefined ? {} : { score_label: scoreLabel }),
  };
}

export function toPostSummary(row: PostListRow): PostSummary {
  return {
    id: row.id,
    text: row.text,
    created_at: isoOrNull(row.created_at),
    lang: row.lang,
    kind: row.kind,
    author: {
      id: row.author_id ?? "",
      handle: row.author_handle,
      name: row.author_name,
      avatar_url: row.author_avatar_url,
      verified: row.author_verified,
    },
    like_count: row.like_count,
    repost_count: row.repost_count,
    reply_count: row.reply_count,
    quote_count: row.quote_count,
    view_count: row.view_count === null ? null : Number(row.view_count),
    sentiment: row.sentiment,
    sentiment_score: row.sentiment_score,
    hashtags: row.hashtags,
    // Demo posts do not exist on the platform, so they get no link.
    url: row.is_demo || !row.author_handle ? null : `https://x.com/${row.author_handle}/status/${row.id}`,
  };
}

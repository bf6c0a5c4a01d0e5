import type { PostKind } from "@xa/core/social/records";

// The handles X writes before a reply's own words ("@a @b thanks!"); X's display_text_range
// starts after them, and its apps show them as "Replying to", not as text.
const REPLY_PREFIX_RE = /^(?:[@＠][A-Za-z0-9_]{1,15}(?:\s+|$))+/;
// A plain repost's text: "RT @handle: " and then the reposted post's text.
const REPOST_PREFIX_RE = /^RT [@＠][A-Za-z0-9_]{1,15}:(?:\s+|$)/;

/**
 * Where the words the post's author wrote begin: after the handles a reply starts with, or after
 * the "RT @handle:" of a repost; 0 for other posts. A handle written further on is the author's.
 */
export function authoredStart(text: string, kind: PostKind): number {
  const prefix = kind === "reply" ? REPLY_PREFIX_RE : kind === "repost" ? REPOST_PREFIX_RE : null;
  return prefix?.exec(text)?.[0].length ?? 0;
}

import type { AccountSummary, PostOrder, PostSummary, SectionResult } from "@xa/core";
import type { TimeSeries } from "../../../components/charts/time-series-option.ts";

type ShareOfVoice = Extract<SectionResult, { kind: "share_of_voice" }>;

/** An account's page on X, or null without a handle. */
export function profileLink(handle: string | null): string | null {
  return handle ? `https://x.com/${encodeURIComponent(handle.replace(/^@/, ""))}` : null;
}

/** A post's page on X: the stored URL, else built from its author and id. */
export function postLink(post: Pick<PostSummary, "id" | "url" | "author">): string | null {
  if (post.url) return post.url;
  const profile = profileLink(post.author.handle);
  return profile ? `${profile}/status/${encodeURIComponent(post.id)}` : null;
}

const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);

/** Posts ordered client-side: 'Top' by likes (ties: newer first), 'Latest' by date; unknowns last. */
export function sortPosts(posts: readonly PostSummary[], order: PostOrder): PostSummary[] {
  return [...posts].sort((a, b) =>
    order === "like_count"
      ? (b.like_count ?? -1) - (a.like_count ?? -1) || time(b.created_at) - time(a.created_at)
      : time(b.created_at) - time(a.created_at),
  );
}

/** True when every score is a fraction (an overlap share), so it reads as a percentage. */
export function scoresAreShares(accounts: readonly AccountSummary[]): boolean {
  const scores = accounts.flatMap((a) => (a.score === undefined ? [] : [a.score]));
  return scores.length > 0 && scores.every((s) => s >= 0 && s <= 1) && scores.some((s) => !Number.isInteger(s));
}

/** Share-of-voice volume: one series per keyword, a missing count read as 0. */
export function shareOfVoiceSeries(result: ShareOfVoice): TimeSeries[] {
  return result.items.map((item) => ({
    key: item.keyword,
    label: item.keyword,
    points: result.points.map((p): [string, number] => [p.t, p.counts[item.keyword] ?? 0]),
  }));
}

/** Distribution items largest first (the server's order is not promised). */
export function rankedItems<T extends { count: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.count - a.count);
}

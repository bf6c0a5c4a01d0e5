import type { CommunitySummary } from "@xa/core/communities/community-entities";

const DAY_MS = 86_400_000;
/** The span "Analyse this community" opens: its last 90 days of posts in the store. */
const ANALYSED_DAYS = 90;

/**
 * The conversation analysis of a community's posts: over its latest 90 days of posts in the store
 * (the default 30-day window would miss a community whose posts were imported from long ago).
 */
export function communityAnalysisLink(
  team: string,
  community: Pick<CommunitySummary, "id" | "first_post_at" | "last_post_at">,
): string {
  const params = new URLSearchParams({ type: "conversation", community: community.id });
  if (community.last_post_at && community.first_post_at) {
    const last = Date.parse(community.last_post_at);
    const first = Math.max(Date.parse(community.first_post_at), last - (ANALYSED_DAYS - 1) * DAY_MS);
    params.set("start", new Date(first).toISOString().slice(0, 10));
    params.set("end", new Date(last).toISOString().slice(0, 10));
  }
  return `/${encodeURIComponent(team)}/explore-x?${params.toString()}`;
}

import type { ToolkitOverview } from "@xa/core/social/toolkit-overview-contract";

/** The tools the content pages point into, in the order the home page lists them. */
export const TOOLS = [
  "explore",
  "audienceBuilder",
  "competitorAnalysis",
  "creators",
  "topicClusters",
  "xstats",
  "savedLists",
  "campaignPlanner",
  "marketingMaterials",
] as const;
export type Tool = (typeof TOOLS)[number];

/** One tool's example: where it opens and the store's term it opens on (a handle, hashtag or country), if any. */
export type ToolExample = { to: string; term?: string };

const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/**
 * Each tool's example link, built from what the store holds: its most followed handles, its most used hashtag
 * and its largest country. A tool whose example needs a term the store lacks opens on its own form.
 */
export function toolExamples(o: ToolkitOverview): Record<Tool, ToolExample> {
  const [first, second] = o.top_accounts;
  const tag = o.hashtags[0]?.tag;
  const country = o.top_countries[0]?.country;
  const pair = first && second ? [first.handle, second.handle] : undefined;
  return {
    explore: first
      ? { to: `/explore/${encodeURIComponent(first.handle)}`, term: `@${first.handle}` }
      : { to: "/explore" },
    audienceBuilder: { to: "/audience-builder" },
    competitorAnalysis: pair
      ? { to: `/competitor-analysis${q({ handles: pair.join(",") })}`, term: pair.map((h) => `@${h}`).join(" · ") }
      : { to: "/competitor-analysis" },
    creators: tag ? { to: `/creators${q({ q: `#${tag}` })}`, term: `#${tag}` } : { to: "/creators" },
    topicClusters: tag ? { to: `/topic-clusters${q({ q: `#${tag}` })}`, term: `#${tag}` } : { to: "/topic-clusters" },
    xstats: country ? { to: `/xstats/${country.toLowerCase()}`, term: country } : { to: "/xstats" },
    savedLists: { to: "/saved-lists" },
    campaignPlanner: { to: "/campaign-planner" },
    marketingMaterials: { to: "/marketing-materials" },
  };
}

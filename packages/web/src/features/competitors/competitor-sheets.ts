import type { CompetitorAnalysis } from "@xa/core/analysis/competitor-analysis";

import type { SheetCell as Cell, Sheet } from "../../download/sheets-workbook.ts";

export type { Sheet };
/** A sheet's or column's label in the reader's language. */
export type Label = (key: string) => string;

const DIMENSIONS = ["countries", "languages", "genders", "age_groups"] as const;

/**
 * The comparison's tables as worksheets: the figures per competitor, every overlap region, the
 * demographics, posting per interval, best posts and the accounts only one audience follows.
 */
export function competitorSheets(a: CompetitorAnalysis, label: Label): Sheet[] {
  const handle = (i: number) => {
    const c = a.competitors[i];
    return c ? `@${c.handle ?? c.id}` : String(i);
  };
  const each = <T>(rows: (c: CompetitorAnalysis["competitors"][number], i: number) => T[]) =>
    a.competitors.flatMap(rows);
  return [
    {
      name: label("summaryTitle"),
      columns: [
        "account",
        "followersCount",
        "audience",
        "unique",
        "uniqueShare",
        "posts",
        "engagements",
        "shareOfVoice",
        "engagementShare",
        "engagementRate",
      ].map(label),
      rows: a.competitors.map((c, i) => [
        handle(i),
        c.followers_count,
        c.audience,
        c.unique,
        c.unique_share,
        c.posts,
        c.engagements,
        c.share_of_voice,
        c.engagement_share,
        c.engagement_rate,
      ]),
      percent: [4, 7, 8, 9],
    },
    {
      name: label("overlapTitle"),
      columns: ["combination", "followers", "ofUnion"].map(label),
      rows: a.overlap.map((r) => [r.members.map(handle).join(" + "), r.count, a.union > 0 ? r.count / a.union : 0]),
      percent: [2],
    },
    {
      name: label("demographicsTitle"),
      columns: ["dimensionColumn", "category", "account", "followers", "share"].map(label),
      rows: each((c, i) =>
        DIMENSIONS.flatMap((dim) =>
          (c.demographics[dim]?.items ?? []).map((item): Cell[] => [
            label(`dimension.${dim}`),
            item.label,
            handle(i),
            item.count,
            item.share,
          ]),
        ),
      ),
      percent: [4],
    },
    {
      name: label("timelineTitle"),
      columns: ["time", "account", "posts", "engagements", "shareOfVoice", "engagementRate"].map(label),
      rows: each((c, i) =>
        c.timeline.map((p): Cell[] => [p.t, handle(i), p.posts, p.engagements, p.share_of_voice, p.engagement_rate]),
      ),
      percent: [4, 5],
    },
    {
      name: label("bestPostsTitle"),
      columns: ["account", "time", "text", "likes", "reposts", "url"].map(label),
      rows: each((c, i) =>
        c.best_posts.map((p): Cell[] => [handle(i), p.created_at, p.text, p.like_count, p.repost_count, p.url]),
      ),
      percent: [],
    },
    {
      name: label("exclusiveTitle"),
      columns: ["competitor", "account", "audienceFollowers"].map(label),
      rows: each((c, i) =>
        c.exclusive_followees.map((f): Cell[] => [handle(i), f.handle ? `@${f.handle}` : f.id, f.audience_followers]),
      ),
      percent: [],
    },
  ];
}

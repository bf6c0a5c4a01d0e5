import type { SectionName, SectionResult } from "./sections.ts";

export type SheetCell = string | number | null;
/** A section flattened to one table: stable snake_case column ids (translated for display), rows of plain values. */
export type SectionSheet = { columns: string[]; rows: SheetCell[][] };

/** The key a distribution's unknown part gets as a row, so a sheet keeps the whole base. */
export const UNKNOWN_ROW_KEY = "unknown";

const yesNo = (value: boolean | null): SheetCell => (value === null ? null : value ? "yes" : "no");

function table<T>(columns: string[], items: readonly T[], row: (item: T) => SheetCell[]): SectionSheet {
  return { columns, rows: items.map(row) };
}

/** Time points of several series merged on their timestamps, in time order; a missing point is null. */
function mergeSeries(series: { label: string; points: [string, number][] }[]): SectionSheet {
  const times = [...new Set(series.flatMap((s) => s.points.map(([t]) => t)))].sort();
  const byTime = series.map((s) => new Map(s.points));
  return {
    columns: ["time", ...series.map((s) => s.label)],
    rows: times.map((t) => [t, ...byTime.map((points) => points.get(t) ?? null)]),
  };
}

/**
 * Any section result as one table, for the XLSX export and the generic table view. The section name is
 * accepted so a caller can map every section the same way; the shape depends only on the result's kind.
 */
export function sectionToSheet(_name: SectionName, result: SectionResult): SectionSheet {
  switch (result.kind) {
    case "profile": {
      const a = result.account;
      return {
        columns: [
          "handle",
          "name",
          "bio",
          "followers_count",
          "following_count",
          "post_count",
          "verified",
          "location",
          "country",
          "url",
          "created_at",
          "id",
        ],
        rows: [
          [
            a.handle,
            a.name,
            a.bio,
            a.followers_count,
            a.following_count,
            a.post_count,
            yesNo(a.verified),
            a.location,
            a.country,
            a.url,
            a.created_at,
            a.id,
          ],
        ],
      };
    }
    case "count":
      return { columns: ["label", "value"], rows: [[result.label, result.value]] };
    case "distribution": {
      const sheet = table(["key", "label", "count", "share"], result.items, (i) => [i.key, i.label, i.count, i.share]);
      // The unknown share is of the whole base while item shares are of the known part; a row keeps both visible.
      if (result.unknown.count > 0) {
        sheet.rows.push([UNKNOWN_ROW_KEY, null, result.unknown.count, result.unknown.share]);
      }
      return sheet;
    }
    case "terms": {
      const withLift = result.items.some((i) => i.lift !== undefined);
      const columns = ["term", "count", "share", ...(withLift ? ["lift"] : [])];
      return table(columns, result.items, (i) => [i.term, i.count, i.share, ...(withLift ? [i.lift ?? null] : [])]);
    }
    case "accounts":
      return table(
        ["handle", "name", "followers_count", "following_count", "score", "verified", "country", "bio", "id"],
        result.items,
        (a) => [
          a.handle,
          a.name,
          a.followers_count,
          a.following_count,
          a.score ?? null,
          yesNo(a.verified),
          a.country,
          a.bio,
          a.id,
        ],
      );
    case "posts":
      return table(
        [
          "created_at",
          "author_handle",
          "author_name",
          "text",
          "kind",
          "lang",
          "like_count",
          "repost_count",
          "reply_count",
          "quote_count",
          "view_count",
          "sentiment",
          "sentiment_score",
          "hashtags",
          "url",
          "id",
        ],
        result.items,
        (p) => [
          p.created_at,
          p.author.handle,
          p.author.name,
          p.text,
          p.kind,
          p.lang,
          p.like_count,
          p.repost_count,
          p.reply_count,
          p.quote_count,
          p.view_count,
          p.sentiment,
          p.sentiment_score,
          p.hashtags.join(" "),
          p.url,
          p.id,
        ],
      );
    case "series":
      return mergeSeries(result.series);
    case "sentiment":
      return table(["time", "positive", "neutral", "negative"], result.points, (p) => [
        p.t,
        p.positive,
        p.neutral,
        p.negative,
      ]);
    case "share_of_voice":
      return table(
        ["keyword", "aliases", "posts", "engagement", "share", "positive_share", "negative_share"],
        result.items,
        (i) => [i.keyword, i.aliases.join(", "), i.posts, i.engagement, i.share, i.positive_share, i.negative_share],
      );
  }
}

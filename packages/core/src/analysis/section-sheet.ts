import type { SectionName, SectionResult } from "./sections.ts";

export type SheetCell = string | number | null;
/** A section flattened to one table: stable snake_case column ids (translated for display), rows of plain values. */
export type SectionSheet = { columns: string[]; rows: SheetCell[][] };

/** The key a distribution's unknown part gets as a row, so a sheet keeps the whole base. */
export const UNKNOWN_ROW_KEY = "unknown";

/** Options of sectionToSheet. */
export type SheetOptions = {
  /** the label of a distribution's unknown row, in the reader's language (the label cell is empty without it) */
  unknownLabel?: string;
};

/** True for columns holding a share (0..1), shown as percentages: share, share_of_known, positive_share... */
export function isShareColumn(column: string): boolean {
  return column === "share" || column.startsWith("share_of_") || column.endsWith("_share");
}

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
export function sectionToSheet(_name: SectionName, result: SectionResult, options: SheetOptions = {}): SectionSheet {
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
      // Item shares are of the known part and the unknown share is of the whole base: each gets its own column,
      // so the known rows' shares sum to 100% and, with the unknown row, so do the shares of all.
      const knownPart = 1 - result.unknown.share;
      const sheet = table(["key", "label", "count", "share_of_known", "share_of_all"], result.items, (i) => [
        i.key,
        i.label,
        i.count,
        i.share,
        i.share * knownPart,
      ]);
      if (result.unknown.count > 0) {
        sheet.rows.push([
          UNKNOWN_ROW_KEY,
          options.unknownLabel ?? null,
          result.unknown.count,
          null,
          result.unknown.share,
        ]);
      }
      return sheet;
    }
    case "terms": {
      const withLift = result.items.some((i) => i.lift !== undefined);
      const withAuthors = result.items.some((i) => i.authors !== undefined);
      const columns = ["term", "count", ...(withAuthors ? ["authors"] : []), "share", ...(withLift ? ["lift"] : [])];
      return table(columns, result.items, (i) => [
        i.term,
        i.count,
        ...(withAuthors ? [i.authors ?? null] : []),
        i.share,
        ...(withLift ? [i.lift ?? null] : []),
      ]);
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

import type { SectionResult } from "@xa/core";

/** True when a section has nothing to draw, so the view shows 'No results' (captions and notes still show). */
export function isSectionEmpty(result: SectionResult): boolean {
  switch (result.kind) {
    case "profile":
    case "count":
      return false;
    case "distribution":
    case "terms":
    case "accounts":
    case "posts":
    case "share_of_voice":
      return result.items.length === 0;
    case "series":
      return result.series.every((s) => s.points.length === 0);
    case "sentiment":
      return (
        result.points.length === 0 && result.totals.positive + result.totals.neutral + result.totals.negative === 0
      );
  }
}

/** The parts of a base: items with a known value and the unknown rest (distribution sections). */
export function knownCount(result: Extract<SectionResult, { kind: "distribution" }>): number {
  return Math.max(0, result.base.count - result.unknown.count);
}

import type { AnalyzeQueryResponse, SectionName } from "@xa/core";
import type { QueryType } from "@xa/core/analysis/sections";

type Answer = { section: SectionName; data: AnalyzeQueryResponse | undefined };

/**
 * Whether a keyword or conversation query matched nothing: every first-step card that answered
 * (its counts, posts, volume) counts zero. A handle or post analysis has its subject, found or
 * refused, so it never is.
 */
export function matchedNothing(type: QueryType | undefined, firstStep: readonly Answer[]): boolean {
  if (type !== "keyword" && type !== "conversation") return false;
  const counts = firstStep.flatMap(({ section, data }) => {
    const result = data?.sections[section];
    return result ? [result.base.count] : [];
  });
  return counts.length > 0 && counts.every((count) => count === 0);
}

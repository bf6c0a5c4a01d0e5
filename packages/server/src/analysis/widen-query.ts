import type { WidenedWords } from "@xa/core/analysis/analyze-query";
import type { KeywordGroup, KeywordQuery, KeywordTerm } from "@xa/core/analysis/keyword-query-types";

/**
 * The words people type for some bare words of a query ("electric car" → ev, evs), none of
 * `avoid`. The autopilot's lexical widening provides it (app.ts hands it in: analysis may not
 * import targeting).
 */
export type WidenWords = (words: readonly string[], avoid: ReadonlySet<string>) => Promise<string[]>;

/** Only the first groups of a long OR query are widened: each costs a look-up in the store. */
const WIDENED_GROUPS = 5;

const termOf = (text: string): KeywordTerm =>
  text.includes(" ") ? { kind: "phrase", value: text } : { kind: "word", value: text };

/**
 * The query as searched: each group's bare words (not its "phrases", #hashtags or @mentions) widened
 * with the words people type for them. A widening term stands for the group's words as a whole (ev
 * for "electric car"), so it makes a group of its own with the group's other terms; exclusions
 * still apply. Terms in `unwidened` (the user took them out) are not searched.
 */
export async function widenKeywordQuery(
  query: KeywordQuery,
  widen: WidenWords,
  unwidened: readonly string[],
): Promise<{ searched: KeywordQuery; widened: WidenedWords[] }> {
  const avoid = new Set([
    ...unwidened.map((t) => t.toLowerCase()),
    ...query.groups.flat().map((t) => t.value),
    ...query.exclusions.map((t) => t.value),
  ]);
  const added: KeywordGroup[] = [];
  const widened: WidenedWords[] = [];
  for (const group of query.groups.slice(0, WIDENED_GROUPS)) {
    const words = group.filter((t) => t.kind === "word").map((t) => t.value);
    if (words.length === 0) continue;
    const terms = (await widen(words, avoid)).filter((t) => !avoid.has(t));
    if (terms.length === 0) continue;
    for (const t of terms) avoid.add(t);
    const others = group.filter((t) => t.kind !== "word");
    for (const t of terms) added.push([...others, termOf(t)]);
    widened.push({ words: words.join(" "), terms });
  }
  return { searched: { groups: [...query.groups, ...added], exclusions: query.exclusions }, widened };
}

import { keywordPostFilter, type SqlParams } from "../../analysis/index.ts";
import { onX } from "../../social/index.ts";
import type { ResolvedAudience, ResolvedCriterion } from "./resolve-criteria.ts";

// Words of Latin, Greek or Cyrillic letters are matched as whole words; others (Japanese has no
// spaces between words) as a part of the bio.
const SPACED_WORD = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\d_'’-]+$/u;
const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|-]/g;

/** A SQL boolean over `accounts` (as `a`) true when the bio holds any of the words. */
export function profileWordsFilter(words: readonly string[], p: SqlParams): string {
  const parts = words.map((word) =>
    SPACED_WORD.test(word)
      ? `a.bio ~* ${p.add(`\\m${word.replace(REGEX_SPECIAL, "\\$&")}\\M`, "text")}`
      : `strpos(lower(a.bio), ${p.add(word.toLowerCase(), "text")}) > 0`,
  );
  return parts.length === 0 ? "false" : `a.bio IS NOT NULL AND (${parts.join(" OR ")})`;
}

/** A SELECT of the ids (column `id`, repeats possible) of the accounts one criterion names. */
export function criterionSelect(criterion: ResolvedCriterion, p: SqlParams): string {
  switch (criterion.kind) {
    case "followers_of":
      return `SELECT f.follower_id AS id FROM follows f WHERE f.followee_id = ANY(${p.add(
        criterion.accounts.map((a) => a.id),
        "text[]",
      )})`;
    case "interested_in":
      return `SELECT a.id FROM accounts a WHERE a.interests && ${p.add(criterion.interests, "text[]")}`;
    case "posted_about":
      return `SELECT p.author_id AS id FROM posts p WHERE p.author_id IS NOT NULL AND ${onX("p")} AND ${keywordPostFilter(
        criterion.query,
        p.values,
        "p",
      )}`;
    case "words_in_profile":
      return `SELECT a.id FROM accounts a WHERE ${profileWordsFilter(criterion.words, p)}`;
  }
}

/**
 * The audience's distinct ids (column `id`) as one SELECT: the included criteria joined by
 * INTERSECT for AND or UNION for OR, less every excluded one with EXCEPT. The criteria are written
 * in place, not as CTEs, so the planner sees each one's size (a CTE is a guess of 200 rows, and a
 * 100,000-follower audience was then joined to its profiles row by row).
 */
export function audienceSelect(audience: ResolvedAudience, p: SqlParams): string {
  const selects = audience.criteria.map((c) => `(${criterionSelect(c, p)})`);
  const included = selects.filter((_, i) => !audience.criteria[i]?.exclude);
  const excluded = selects.filter((_, i) => audience.criteria[i]?.exclude);
  const combined = included.join(audience.join === "and" ? " INTERSECT " : " UNION ");
  const set = [`SELECT id FROM (${combined}) inc`, ...excluded].join(" EXCEPT ");
  return `SELECT DISTINCT id FROM (${set}) s WHERE id IS NOT NULL`;
}

import {
  type KeywordGroup,
  type KeywordQuery,
  type KeywordTerm,
  termSearchTokens,
} from "@xa/core/analysis/keyword-query";

/*
 * Keyword queries as SQL over `posts`. Words and phrases are matched on the `search`
 * tsvector (GIN index posts_search_idx), whose text is the post's tokens made by core's `tokenize`;
 * query terms go through the same `tokenize`, so a Japanese term or a phrase becomes the same
 * token sequence, matched with `<->` (adjacent). #hashtags match the post's hashtags (stored
 * normalised, lower-case, without '#'; GIN index posts_hashtags_idx) and @mentions its mentions.
 * Every value is a bind parameter; the tsquery text is built from quoted, escaped lexemes.
 */

const ALIAS = /^[a-z_][a-z0-9_]*$/i;

/** A lexeme quoted for to_tsquery: inside '…', a quote is doubled and a backslash escaped. */
const lexeme = (token: string) => `'${token.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/** One word or phrase as tsquery text: 'air' <-> 'max', with alternative segmentations ORed. */
export function termTsquery(term: KeywordTerm): string {
  const readings = termSearchTokens(term).map((tokens) =>
    tokens.length === 1 ? lexeme(tokens[0] as string) : `(${tokens.map(lexeme).join(" <-> ")})`,
  );
  // The parser rejects terms with nothing to search; a hand-built one matches nothing.
  if (readings.length === 0) return "";
  return readings.length === 1 ? (readings[0] as string) : `(${readings.join(" | ")})`;
}

const isText = (t: KeywordTerm) => t.kind === "word" || t.kind === "phrase";
const param = (params: unknown[], value: unknown, cast: string) => {
  params.push(value);
  return `$${params.length}::${cast}`;
};

/**
 * `once`: parse the tsquery once per statement (an InitPlan) rather than once per row, for a match
 * evaluated on every row of a result (a projection). Not for WHERE: the planner would no longer see
 * the tsquery to estimate how many posts match.
 */
function tsMatch(tsquery: string, params: unknown[], a: string, once = false): string {
  const query = `to_tsquery('simple', ${param(params, tsquery, "text")})`;
  return `${a}.search @@ ${once ? `(SELECT ${query})` : query}`;
}

/** The text terms of a group ANDed as tsquery text, or "" when one of them has nothing to search. */
function groupTsquery(group: KeywordGroup): string {
  const parts = group.filter(isText).map(termTsquery);
  return parts.some((p) => p === "") ? "" : parts.join(" & ");
}

/** SQL: the post matches every term of the group (`once`: see tsMatch). */
export function keywordGroupFilter(group: KeywordGroup, params: unknown[], alias = "p", once = false): string {
  if (!ALIAS.test(alias)) throw new Error(`bad table alias ${alias}`);
  if (group.length === 0) return "false";
  const parts: string[] = [];
  if (group.some(isText)) {
    const tsquery = groupTsquery(group);
    if (!tsquery) return "false";
    parts.push(tsMatch(tsquery, params, alias, once));
  }
  const tags = group.filter((t) => t.kind === "hashtag").map((t) => t.value);
  if (tags.length > 0) parts.push(`${alias}.hashtags @> ${param(params, tags, "text[]")}`);
  const handles = group.filter((t) => t.kind === "mention").map((t) => t.value);
  if (handles.length > 0) parts.push(`${alias}.mentions @> ${param(params, handles, "text[]")}`);
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" AND ")})`;
}

/** SQL: the post contains the term (used to count what one exclusion removes). */
export function keywordTermFilter(term: KeywordTerm, params: unknown[], alias = "p"): string {
  return keywordGroupFilter([term], params, alias);
}

/** SQL: the post matches at least one group (before exclusions). Text-only groups share one tsquery. */
export function keywordGroupsFilter(groups: KeywordGroup[], params: unknown[], alias = "p"): string {
  if (!ALIAS.test(alias)) throw new Error(`bad table alias ${alias}`);
  const textOnly = groups.filter((g) => g.length > 0 && g.every(isText));
  const mixed = groups.filter((g) => g.length > 0 && !g.every(isText));
  const parts: string[] = [];
  // One tsquery for all text-only groups: a single GIN index scan instead of one per group.
  const tsqueries = textOnly.map(groupTsquery).filter((q) => q !== "");
  if (tsqueries.length > 0) {
    parts.push(
      tsMatch(
        tsqueries.length === 1 ? (tsqueries[0] as string) : tsqueries.map((q) => `(${q})`).join(" | "),
        params,
        alias,
      ),
    );
  }
  for (const group of mixed) parts.push(keywordGroupFilter(group, params, alias));
  if (parts.length === 0) return "false";
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" OR ")})`;
}

/** SQL: the post contains at least one of the exclusions ("false" when there are none). */
export function keywordExclusionsFilter(exclusions: KeywordTerm[], params: unknown[], alias = "p"): string {
  if (!ALIAS.test(alias)) throw new Error(`bad table alias ${alias}`);
  const parts: string[] = [];
  const tsqueries = exclusions
    .filter(isText)
    .map(termTsquery)
    .filter((q) => q !== "");
  if (tsqueries.length > 0) parts.push(tsMatch(tsqueries.join(" | "), params, alias));
  const tags = exclusions.filter((t) => t.kind === "hashtag").map((t) => t.value);
  if (tags.length > 0) parts.push(`${alias}.hashtags && ${param(params, tags, "text[]")}`);
  const handles = exclusions.filter((t) => t.kind === "mention").map((t) => t.value);
  if (handles.length > 0) parts.push(`${alias}.mentions && ${param(params, handles, "text[]")}`);
  if (parts.length === 0) return "false";
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" OR ")})`;
}

/**
 * A SQL boolean expression over `posts` (as `alias`) that is true for the posts the query matches:
 * any group, none of the exclusions. Values are appended to `params` and referenced as $n.
 * A query without groups matches nothing.
 */
export function keywordPostFilter(query: KeywordQuery, params: unknown[], alias = "p"): string {
  const groups = keywordGroupsFilter(query.groups, params, alias);
  if (groups === "false" || query.exclusions.length === 0) return groups;
  const excluded = keywordExclusionsFilter(query.exclusions, params, alias);
  return excluded === "false" ? groups : `(${groups} AND NOT (${excluded}))`;
}

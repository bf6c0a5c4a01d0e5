import type { KeywordSuggestions } from "@xa/core/analysis/keyword-suggestion-contract";
import { normalizeText, tokenize } from "@xa/core/social/post-words";
import type { Db } from "../db/database.ts";
import { badRequest, said } from "../http/http-error.ts";
import { SqlParams } from "./analysis-context.ts";

/** The newest posts using a word that starts as typed: bounded work however common the start is. */
export const SUGGESTION_SAMPLE = 20_000;

export type SuggestInput = { keyword: string; countryCode: string | null; language: string | undefined; limit: number };

/** The word being typed, read as posts are indexed: the last token of the text, without a leading #. */
export function prefixOf(keyword: string): string {
  const words = tokenize(normalizeText(keyword).replace(/#/g, " "));
  return words.at(-1) ?? "";
}

/**
 * Keywords and hashtags starting with the typed word, by how many accounts used them. The posts are
 * found by the search vector's prefix match (its GIN index), as keyword queries find words; only the
 * newest SUGGESTION_SAMPLE of them are read.
 */
export async function suggestKeywords(db: Db, input: SuggestInput): Promise<KeywordSuggestions> {
  const prefix = prefixOf(input.keyword);
  if (!prefix) throw badRequest(said("queryRequired", { type: "keyword" }));
  const p = new SqlParams();
  const lexeme = `'${prefix.replaceAll("\\", "\\\\").replaceAll("'", "''")}':*`;
  const where = [`p.search @@ to_tsquery('simple', ${p.add(lexeme, "text")})`, "p.author_id IS NOT NULL"];
  if (input.language) where.push(`p.lang = ${p.add(input.language, "text")}`);
  if (input.countryCode)
    where.push(`p.author_id IN (SELECT id FROM accounts WHERE country = ${p.add(input.countryCode, "text")})`);
  const start = p.add(prefix, "text");
  const terms = (column: "keywords" | "hashtags") =>
    `SELECT '${column}' AS kind, t AS term, count(DISTINCT m.author_id)::int AS accounts
     FROM matched m, unnest(m.${column}) AS t WHERE starts_with(t, ${start}) GROUP BY t`;
  const rows = await db.query<{ kind: "keywords" | "hashtags"; term: string; accounts: number; sampled: number }>(
    `WITH matched AS MATERIALIZED (
       SELECT p.author_id, p.keywords, p.hashtags FROM posts p WHERE ${where.join(" AND ")}
       ORDER BY p.created_at DESC NULLS LAST LIMIT ${p.add(SUGGESTION_SAMPLE, "int")}),
     ranked AS (
       SELECT *, row_number() OVER (PARTITION BY kind ORDER BY accounts DESC, term) AS n
       FROM (${terms("keywords")} UNION ALL ${terms("hashtags")}) x)
     SELECT kind, term, accounts, (SELECT count(*)::int FROM matched) AS sampled FROM ranked
     WHERE n <= ${p.add(input.limit, "int")} ORDER BY kind, n`,
    p.values,
  );
  const of = (kind: "keywords" | "hashtags") =>
    rows.filter((r) => r.kind === kind).map(({ term, accounts }) => ({ term, accounts }));
  let sampled = rows[0]?.sampled;
  if (sampled === undefined) {
    // No term starts so (stop words only): count the posts read all the same; the filter's values come first.
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM posts p WHERE ${where.join(" AND ")} LIMIT ${SUGGESTION_SAMPLE}) s`,
      p.values.slice(0, p.values.length - 3),
    );
    sampled = row?.n ?? 0;
  }
  return { prefix, keywords: of("keywords"), hashtags: of("hashtags"), sampled_posts: sampled };
}

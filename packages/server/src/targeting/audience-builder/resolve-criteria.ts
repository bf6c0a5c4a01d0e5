import { type KeywordQuery, KeywordQuerySyntaxError, parseKeywordQuery } from "@xa/core/analysis/keyword-query";
import { INTERESTS } from "@xa/core/social/interests";
import type { AudienceCriterion, AudienceExpression } from "@xa/core/targeting/audience-builder";
import { audienceProblem, criterionValues } from "@xa/core/targeting/audience-builder-rules";
import { type AudienceBuilderTextKey, audienceBuilderText } from "@xa/core/targeting/audience-builder-texts";
import { catalogueInterestsFor } from "@xa/core/targeting/catalogues/interests";
import type { Db } from "../../db/database.ts";
import { badRequest } from "../../http/http-error.ts";

/** A criterion with what it names looked up: account ids, store interests, a parsed query, words. */
export type ResolvedCriterion =
  | { kind: "followers_of"; exclude: boolean; accounts: FoundAccount[] }
  | { kind: "interested_in"; exclude: boolean; interests: string[] }
  | { kind: "posted_about"; exclude: boolean; query: KeywordQuery }
  | { kind: "words_in_profile"; exclude: boolean; words: string[] };

export type ResolvedAudience = { join: AudienceExpression["join"]; criteria: ResolvedCriterion[] };

export type FoundAccount = { id: string; handle: string; name: string | null; followers_count: number | null };

/** A 400 worded by the builder's texts in the caller's language. */
export const builderError = (key: AudienceBuilderTextKey, params: Record<string, string | number> = {}) =>
  badRequest((language) => audienceBuilderText(language, key, params));

/** The store's accounts for handles (the most followed when two share one); a 400 naming those it lacks. */
export async function findHandles(db: Db, handles: readonly string[]): Promise<FoundAccount[]> {
  const rows = await db.query<FoundAccount>(
    `SELECT DISTINCT ON (lower(handle)) id, lower(handle) AS handle, name, followers_count
     FROM accounts WHERE lower(handle) = ANY($1::text[])
     ORDER BY lower(handle), followers_count DESC NULLS LAST, id`,
    [handles],
  );
  const missing = handles.filter((h) => !rows.some((r) => r.handle === h));
  if (missing.length > 0) throw builderError("unknownHandles", { handles: missing.map((h) => `@${h}`).join(", ") });
  return handles.map((h) => rows.find((r) => r.handle === h) as FoundAccount);
}

const STORE_INTERESTS = new Set(INTERESTS.map((i) => i.id));

/**
 * The store's inferred interests an interest names: itself, or for a catalogue entry (iab:…) the
 * store interests that map to it; a 400 naming those that are neither.
 */
export function storeInterests(interests: readonly string[]): string[] {
  const out = new Set<string>();
  const unknown: string[] = [];
  for (const interest of interests) {
    if (STORE_INTERESTS.has(interest)) {
      out.add(interest);
      continue;
    }
    const mapped = INTERESTS.filter((i) => catalogueInterestsFor(i.id).includes(interest)).map((i) => i.id);
    if (mapped.length === 0) unknown.push(interest);
    for (const id of mapped) out.add(id);
  }
  if (unknown.length > 0) throw builderError("unknownInterests", { interests: unknown.join(", ") });
  return [...out];
}

/** A keyword query, or a 400 saying what is wrong with it and where. */
export function readQuery(text: string): KeywordQuery {
  if (!text.trim()) throw builderError("emptyQuery");
  try {
    return parseKeywordQuery(text);
  } catch (error) {
    if (error instanceof KeywordQuerySyntaxError) throw badRequest((language) => error.messageIn(language));
    throw error;
  }
}

/** One criterion looked up in the store. */
export async function resolveCriterion(db: Db, criterion: AudienceCriterion): Promise<ResolvedCriterion> {
  const values = criterionValues(criterion);
  const { exclude } = criterion;
  switch (criterion.kind) {
    case "followers_of":
      return { kind: criterion.kind, exclude, accounts: await findHandles(db, values) };
    case "interested_in":
      return { kind: criterion.kind, exclude, interests: storeInterests(values) };
    case "posted_about":
      return { kind: criterion.kind, exclude, query: readQuery(criterion.query) };
    case "words_in_profile":
      return { kind: criterion.kind, exclude, words: values };
  }
}

/** An audience checked (a 400 for what the rules refuse) and looked up, criterion by criterion. */
export async function resolveAudience(db: Db, expression: AudienceExpression): Promise<ResolvedAudience> {
  const problem = audienceProblem(expression);
  if (problem) throw builderError(problem.key, problem.params);
  const criteria: ResolvedCriterion[] = [];
  for (const criterion of expression.criteria) criteria.push(await resolveCriterion(db, criterion));
  return { join: expression.join, criteria };
}

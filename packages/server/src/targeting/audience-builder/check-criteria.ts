import type { Language } from "@xa/core";
import { formatKeywordQuery } from "@xa/core/analysis/keyword-query";
import { INTERESTS } from "@xa/core/social/interests";
import type { AudienceCriterion } from "@xa/core/targeting/audience-builder";
import { criterionProblem } from "@xa/core/targeting/audience-builder-rules";
import { keywordPostFilter, SqlParams } from "../../analysis/index.ts";
import type { Db } from "../../db/database.ts";
import { onX } from "../../social/index.ts";
import { profileWordsFilter } from "./audience-sql.ts";
import { builderError, type ResolvedCriterion, resolveCriterion } from "./resolve-criteria.ts";

/** One criterion as its own check call takes it: the rules, then the store's lookups (each a 400 when refused). */
async function resolveOne(db: Db, criterion: AudienceCriterion): Promise<ResolvedCriterion> {
  const problem = criterionProblem(criterion);
  if (problem) throw builderError(problem.key, problem.params);
  return resolveCriterion(db, criterion);
}

/** followers-of: each handle's account, the follow edges the store holds to it, and their distinct followers. */
export async function checkFollowersOf(db: Db, handles: string[]) {
  const resolved = await resolveOne(db, { kind: "followers_of", handles, exclude: false });
  if (resolved.kind !== "followers_of") throw new Error("followers-of resolved to another kind");
  const ids = resolved.accounts.map((a) => a.id);
  const counts = await db.query<{ id: string; n: number }>(
    "SELECT followee_id AS id, count(*)::int AS n FROM follows WHERE followee_id = ANY($1::text[]) GROUP BY followee_id",
    [ids],
  );
  const [total] = await db.query<{ n: number }>(
    "SELECT count(DISTINCT follower_id)::int AS n FROM follows WHERE followee_id = ANY($1::text[])",
    [ids],
  );
  return {
    accounts: resolved.accounts.map((a) => ({ ...a, followers_in_store: counts.find((c) => c.id === a.id)?.n ?? 0 })),
    accounts_total: total?.n ?? 0,
  };
}

/** interested-in: the store's accounts with each interest (a catalogue id counts its store interests). */
export async function checkInterestedIn(db: Db, interests: string[], language: Language) {
  const resolved = await resolveOne(db, { kind: "interested_in", interests, exclude: false });
  if (resolved.kind !== "interested_in") throw new Error("interested-in resolved to another kind");
  const rows = await db.query<{ id: string | null; n: number }>(
    `SELECT i AS id, count(*)::int AS n FROM accounts, unnest(interests) AS i WHERE i = ANY($1::text[]) GROUP BY i
     UNION ALL SELECT NULL, count(*)::int FROM accounts WHERE interests && $1::text[]`,
    [resolved.interests],
  );
  return {
    interests: resolved.interests.map((id) => ({
      id,
      label: INTERESTS.find((i) => i.id === id)?.[language] ?? id,
      accounts: rows.find((r) => r.id === id)?.n ?? 0,
    })),
    accounts_total: rows.find((r) => r.id === null)?.n ?? 0,
  };
}

/** posted-about: the query as read, its posts in the store and their distinct authors. */
export async function checkPostedAbout(db: Db, query: string) {
  const resolved = await resolveOne(db, { kind: "posted_about", query, exclude: false });
  if (resolved.kind !== "posted_about") throw new Error("posted-about resolved to another kind");
  const p = new SqlParams();
  const filter = keywordPostFilter(resolved.query, p.values, "p");
  const [row] = await db.query<{ posts: number; authors: number }>(
    `SELECT count(*)::int AS posts, count(DISTINCT p.author_id)::int AS authors FROM posts p WHERE ${onX("p")} AND ${filter}`,
    p.values,
  );
  return { query: formatKeywordQuery(resolved.query), posts: row?.posts ?? 0, accounts_total: row?.authors ?? 0 };
}

/** words-in-profile: the accounts whose bio holds each word, and those holding any. */
export async function checkWordsInProfile(db: Db, words: string[]) {
  const resolved = await resolveOne(db, { kind: "words_in_profile", words, exclude: false });
  if (resolved.kind !== "words_in_profile") throw new Error("words-in-profile resolved to another kind");
  const p = new SqlParams();
  const each = resolved.words.map((w) => `count(*) FILTER (WHERE ${profileWordsFilter([w], p)})::int`);
  const any = profileWordsFilter(resolved.words, p);
  const [row] = await db.query<{ counts: number[]; total: number }>(
    `SELECT ARRAY[${each.join(", ")}]::int[] AS counts, count(*) FILTER (WHERE ${any})::int AS total
     FROM accounts a WHERE a.bio IS NOT NULL`,
    p.values,
  );
  return {
    words: resolved.words.map((word, i) => ({ word, accounts: row?.counts[i] ?? 0 })),
    accounts_total: row?.total ?? 0,
  };
}

import { canUseKeptQuery } from "@xa/core/analysis/analysis-permissions";
import type { AnalyzeQueryRequest } from "@xa/core/analysis/analyze-query";
import { isCanonicalId } from "@xa/core/contract/ids";
import type { Db } from "../db/database.ts";
import { notFound } from "../http/http-error.ts";

/** What the explore query analyzer keeps of a query: the analysis request and who it is meant for. */
export type NewKeptQuery = {
  teamId: number | null;
  userId: number;
  request: AnalyzeQueryRequest;
  adAccountId: string;
  email: string;
};

/** Keeps a query the explore query analyzer ran, for its team (or its user alone); answers its id. */
export async function keepQuery(db: Db, query: NewKeptQuery): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO audience_creator_queries (team_id, user_id, request, ad_account_id, email)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::text`,
    [query.teamId, query.userId, JSON.stringify(query.request), query.adAccountId, query.email],
  );
  if (!row) throw new Error("kept query insert returned no row");
  return row.id;
}

/**
 * The analysis request of a kept query the user may use (core's canUseKeptQuery), or a 404 alike
 * for one that does not exist and one of another team.
 */
export async function findUsableKeptQuery(db: Db, user: { id: number }, id: string): Promise<AnalyzeQueryRequest> {
  if (!isCanonicalId(id)) throw notFound();
  const [row] = await db.query<{
    team_id: number | null;
    user_id: number;
    request: AnalyzeQueryRequest;
    member: boolean;
  }>(
    `SELECT q.team_id, q.user_id, q.request,
       EXISTS (SELECT 1 FROM memberships m WHERE m.team_id = q.team_id AND m.user_id = $2) AS member
     FROM audience_creator_queries q WHERE q.id = $1::bigint`,
    [id, user.id],
  );
  if (!row || !canUseKeptQuery(user, row, row.member)) throw notFound();
  return row.request;
}

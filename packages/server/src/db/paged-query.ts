import type { Db } from "./database.ts";

/** Which rows of a list an answer holds: `limit` of them from `offset`. */
export type PageWindow = { limit: number; offset: number };

/**
 * The `window` of a query's rows (the query ends with its ORDER BY), with how many rows the whole
 * query has: what a paged list answers.
 */
export async function pagedQuery<R>(
  db: Db,
  sql: string,
  params: unknown[],
  window: PageWindow,
): Promise<{ count: number; rows: R[] }> {
  const n = params.length;
  const [rows, [total]] = await Promise.all([
    db.query<R>(`${sql} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, window.limit, window.offset]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) counted`, params),
  ]);
  return { count: total?.n ?? 0, rows };
}

import type { Db } from "../db/database.ts";
import { resolveRange } from "./resolve-request.ts";
import { findTrendWindowEnd } from "./trending-topics.ts";

const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The request's dates, or a window of `days` ending now, or at the store's newest post when its
 * data stops earlier (an import of last year's posts), so the posting describes the data there is.
 */
export async function resolveWindow(
  db: Db,
  body: { start_date?: string | undefined; end_date?: string | undefined; days?: number | undefined },
  now: Date,
): Promise<{ start: Date; end: Date }> {
  const end_date = body.end_date ?? (await findTrendWindowEnd(db, now)).toISOString();
  const end = resolveRange({ end_date, start_date: end_date }, now).end;
  const start_date = body.start_date ?? new Date(end.getTime() - (body.days ?? DEFAULT_DAYS) * DAY_MS).toISOString();
  return resolveRange({ start_date, end_date }, now);
}

import type { ErrorTextKey } from "@xa/core/http/error-texts";
import type { Deps } from "../deps.ts";
import { said, tooManyRequests } from "./http-error.ts";

/**
 * One limit: at most `limit` hits per fixed window of `windowMs` for `key`. Keys name what is
 * counted and for whom ("signin-ip:1.2.3.4"); one key is always used with one window.
 */
export type Limit = {
  key: string;
  limit: number;
  windowMs: number;
  /** The 429's detail, from the error catalog; it may use {{minutes}} and {{limit}}. */
  detail?: ErrorTextKey;
};

// Every this many calls (per process), expired windows are deleted: cheap, and the table stays small.
const SWEEP_EVERY = 100;
let calls = 0;

/**
 * Counts one hit against a limit, or throws a 429 (readable detail, Retry-After) when the window
 * is full. The count lives in the database in one atomic upsert, so every server process sharing
 * the database shares it and concurrent hits cannot both take the last slot.
 */
export async function takeLimit({ db, now }: Pick<Deps, "db" | "now">, limit: Limit): Promise<void> {
  const at = now().getTime();
  const windowStart = Math.floor(at / limit.windowMs) * limit.windowMs;
  const windowEnd = windowStart + limit.windowMs;
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, window_start, expires_at, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [limit.key, new Date(windowStart), new Date(windowEnd)],
  );
  calls = (calls + 1) % SWEEP_EVERY;
  if (calls === 0) {
    await db.query("DELETE FROM rate_limits WHERE expires_at < $1", [new Date(at)]);
  }
  if ((rows[0]?.hits ?? 0) <= limit.limit) return;
  const retryAfter = Math.max(1, Math.ceil((windowEnd - at) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw tooManyRequests(said(limit.detail ?? "tooManyRequests", { minutes, limit: limit.limit }), retryAfter);
}

/** How many hits a limit's current window holds, without counting one, and when the window ends. */
export async function readLimit(
  { db, now }: Pick<Deps, "db" | "now">,
  limit: Pick<Limit, "key" | "windowMs">,
): Promise<{ used: number; resetsAt: Date }> {
  const windowStart = Math.floor(now().getTime() / limit.windowMs) * limit.windowMs;
  const rows = await db.query<{ hits: number }>("SELECT hits FROM rate_limits WHERE key = $1 AND window_start = $2", [
    limit.key,
    new Date(windowStart),
  ]);
  return { used: rows[0]?.hits ?? 0, resetsAt: new Date(windowStart + limit.windowMs) };
}

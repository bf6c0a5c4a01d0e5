import { selected, type TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { postUsesAnyFilter } from "./package-terms.ts";

/**
 * The accounts in the store a package reaches: authors of posts using its selected keywords or
 * hashtags, and followers of its selected handles, within its selected countries when it has any
 * (accounts of unknown country are then left out: they cannot be said to be there). The estimate
 * scales that count by the configured factor.
 */
export async function measurePackageAudience(
  db: Db,
  wrapper: TargetingPackageWrapper,
  config: Pick<Config, "targeting">,
): Promise<{ accounts_in_store: number; estimated_size: number }> {
  const pkg = wrapper.targeting_package;
  const params: unknown[] = [];
  const posts = postUsesAnyFilter(
    selected(pkg.keywords).map((k) => k.label),
    selected(pkg.hashtags).map((h) => h.label),
    params,
  );
  const handles = selected(pkg.handles);
  const parts: string[] = [];
  if (posts !== "false") parts.push(`SELECT p.author_id AS id FROM posts p WHERE ${posts}`);
  if (handles.length > 0) {
    params.push(handles.map((h) => h.account_id).filter((id): id is string => id !== null));
    const ids = `$${params.length}::text[]`;
    params.push(handles.map((h) => h.handle.toLowerCase()));
    const names = `$${params.length}::text[]`;
    parts.push(
      `SELECT f.follower_id AS id FROM follows f WHERE f.followee_id IN (
         SELECT unnest(${ids}) UNION SELECT a.id FROM accounts a WHERE lower(a.handle) = ANY(${names}))`,
    );
  }
  const countries = [
    ...new Set([
      ...wrapper.countries,
      ...selected(pkg.locations)
        .filter((l) => l.type === "country")
        .map((l) => l.country_code),
    ]),
  ];
  let accounts = 0;
  if (parts.length > 0) {
    let where = "r.id IS NOT NULL";
    if (countries.length > 0) {
      params.push(countries);
      where += ` AND r.id IN (SELECT id FROM accounts WHERE country = ANY($${params.length}::text[]))`;
    }
    const [row] = await db.query<{ n: number }>(
      `SELECT count(DISTINCT r.id)::int AS n FROM (${parts.join(" UNION ALL ")}) r WHERE ${where}`,
      params,
    );
    accounts = row?.n ?? 0;
  }
  return { accounts_in_store: accounts, estimated_size: Math.round(accounts * config.targeting.scaleFactor) };
}

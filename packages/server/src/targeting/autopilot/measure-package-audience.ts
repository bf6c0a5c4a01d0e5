import { selected, type TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { onX } from "../../social/index.ts";
import { postUsesAnyFilter } from "./package-terms.ts";

/** The countries a package keeps its audience within: the wrapper's and its selected countries. */
export function packageCountries(wrapper: TargetingPackageWrapper): string[] {
  return [
    ...new Set([
      ...wrapper.countries,
      ...selected(wrapper.targeting_package.locations)
        .filter((l) => l.type === "country")
        .map((l) => l.country_code),
    ]),
  ];
}

/**
 * SQL over `posts` (as `alias`): the post uses one of the package's selected keywords or hashtags;
 * "false" when it selects none. Values go into `params`.
 */
export function packageTermsFilter(wrapper: TargetingPackageWrapper, params: unknown[], alias = "p"): string {
  const pkg = wrapper.targeting_package;
  return postUsesAnyFilter(
    selected(pkg.keywords).map((k) => k.label),
    selected(pkg.hashtags).map((h) => h.label),
    params,
    alias,
  );
}

/**
 * The accounts in the store a package reaches, as a SELECT of one `id` column (not distinct, never
 * null): authors of posts using its selected keywords or hashtags, and followers of its selected
 * handles, within its selected countries when it has any (accounts of unknown country are then left
 * out: they cannot be said to be there). Null when the package selects nothing that reaches anyone.
 */
export function packageAudienceSelect(wrapper: TargetingPackageWrapper, params: unknown[]): string | null {
  const posts = packageTermsFilter(wrapper, params);
  const handles = selected(wrapper.targeting_package.handles);
  const parts: string[] = [];
  if (posts !== "false") parts.push(`SELECT p.author_id AS id FROM posts p WHERE ${onX("p")} AND ${posts}`);
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
  if (parts.length === 0) return null;
  let where = "r.id IS NOT NULL";
  const countries = packageCountries(wrapper);
  if (countries.length > 0) {
    params.push(countries);
    where += ` AND r.id IN (SELECT id FROM accounts WHERE country = ANY($${params.length}::text[]))`;
  }
  return `SELECT r.id FROM (${parts.join(" UNION ALL ")}) r WHERE ${where}`;
}

/** The accounts in the store a package reaches (packageAudienceSelect), and the estimate: that count scaled by the configured factor. */
export async function measurePackageAudience(
  db: Db,
  wrapper: TargetingPackageWrapper,
  config: Pick<Config, "targeting">,
): Promise<{ accounts_in_store: number; estimated_size: number }> {
  const params: unknown[] = [];
  const select = packageAudienceSelect(wrapper, params);
  let accounts = 0;
  if (select) {
    const [row] = await db.query<{ n: number }>(`SELECT count(DISTINCT id)::int AS n FROM (${select}) s`, params);
    accounts = row?.n ?? 0;
  }
  return { accounts_in_store: accounts, estimated_size: Math.round(accounts * config.targeting.scaleFactor) };
}

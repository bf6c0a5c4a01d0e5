import type { Language } from "@xa/core";
import { countryName } from "@xa/core/i18n/display-names";
import type { MeasuredPackage } from "@xa/core/targeting/audience-contract";
import {
  type AudienceFigures,
  audienceFigures,
  selectedHandles,
  sizeCeiling,
} from "@xa/core/targeting/audience-figures";
import { audienceText } from "@xa/core/targeting/audience-texts";
import { budgetFor } from "@xa/core/targeting/estimate-size";
import { selected, type TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { countPackageReach } from "./package-reach.ts";

/** A package's figures counted in the store now, with what they were counted from. */
export type Measured = AudienceFigures & {
  scaling_factor: number;
  handle_followers: number;
  /** every account of the store: the figures' ceiling is this × the scaling factor */
  store_accounts: number;
  measured_at: Date;
};

async function countStoreAccounts(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
  return row?.n ?? 0;
}

/** The public follower counts of the package's selected handles, as their profiles in the store say. */
async function handleFollowers(db: Db, wrapper: TargetingPackageWrapper): Promise<number[]> {
  const handles = selectedHandles(wrapper.targeting_package);
  if (handles.length === 0) return [];
  const rows = await db.query<{ followers: number | null }>(
    `SELECT DISTINCT ON (lower(handle)) followers_count AS followers FROM accounts
     WHERE lower(handle) = ANY($1::text[]) ORDER BY lower(handle), updated_at DESC`,
    [handles],
  );
  return rows.map((r) => r.followers ?? 0);
}

/** Counts a package's audience figures (core AudienceFigures) in the store. */
export async function measureAudience(
  db: Db,
  wrapper: TargetingPackageWrapper,
  config: Pick<Config, "targeting">,
  now: Date,
): Promise<Measured> {
  const [reach, followers, store_accounts] = await Promise.all([
    countPackageReach(db.heavy, wrapper),
    handleFollowers(db.heavy, wrapper),
    countStoreAccounts(db.heavy),
  ]);
  const scaling_factor = config.targeting.scaleFactor;
  return {
    ...audienceFigures({
      accounts_in_store: reach,
      store_accounts,
      scaling_factor,
      handle_followers: followers,
    }),
    scaling_factor,
    handle_followers: followers.reduce((a, b) => a + b, 0),
    store_accounts,
    measured_at: now,
  };
}

/**
 * Keeps the figures as those of `version`: a change saved meanwhile has its own, so an older count
 * never overwrites them. `size` is set too when the package was just saved.
 */
export async function storeFigures(
  db: Db,
  configId: number,
  version: number,
  m: Measured,
  options: { setSize: boolean },
): Promise<void> {
  await db.query(
    `UPDATE audience_configs SET core_audience = $3, total_native = $4, pro_targeting_size = $5,
       figures_version = $2, measured_at = $6${options.setSize ? ", size = $4" : ""}
     WHERE id = $1 AND version = $2`,
    [configId, version, m.core_audience, m.total_native, m.pro_targeting_size, m.measured_at],
  );
}

/** How the figures were counted, in one paragraph of `language`. */
export function figuresMethod(language: Language, m: Measured, wrapper: TargetingPackageWrapper): string {
  // The countries measurePackageAudience keeps: the wrapper's and the package's selected countries.
  const countries = [
    ...new Set([
      ...wrapper.countries,
      ...selected(wrapper.targeting_package.locations)
        .filter((l) => l.type === "country")
        .map((l) => l.country_code),
    ]),
  ];
  const within =
    countries.length > 0
      ? audienceText(language, "withinCountries", {
          countries: countries.map((c) => countryName(c, language)).join(", "),
        })
      : "";
  return audienceText(language, "figuresMethod", {
    core: m.core_audience,
    factor: m.scaling_factor,
    native: m.total_native,
    followers: m.handle_followers,
    pro: m.pro_targeting_size,
    store: m.store_accounts,
    ceiling: sizeCeiling(m.store_accounts, m.scaling_factor),
    within,
  });
}

/** A package's figures counted now as saving it would count them, with the budget that reaches them. */
export async function measurePackage(
  deps: { db: Db; config: Pick<Config, "targeting">; now: () => Date },
  wrapper: TargetingPackageWrapper,
  language: Language,
): Promise<MeasuredPackage> {
  const m = await measureAudience(deps.db, wrapper, deps.config, deps.now());
  const { cpm, currency } = deps.config.targeting;
  return {
    core_audience: m.core_audience,
    total_native: m.total_native,
    pro_targeting_size: m.pro_targeting_size,
    store_accounts: m.store_accounts,
    scaling_factor: m.scaling_factor,
    handle_followers: m.handle_followers,
    budget: budgetFor(m.total_native, cpm),
    cpm,
    currency,
    method: figuresMethod(language, m, wrapper),
  };
}

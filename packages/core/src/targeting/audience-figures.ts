import { isEmptyPackage, selected, type TargetingPackage } from "./targeting-package.ts";

/**
 * The figures of a saved audience, each counted from the store:
 * - core audience: accounts in the store the package reaches now (authors of posts with its selected
 *   keywords or hashtags, followers of its selected handles, within its countries when any);
 * - total native: the core audience × the configured scaling factor (platform accounts per store account);
 * - pro targeting size: the total native plus the public follower counts of the selected handles as their
 *   profiles in the store state them, which the platform's follower targeting reaches beyond the store.
 *   An upper bound: those followers overlap each other and the native audience.
 * No figure exceeds the platform as the store stands for it: the store's accounts × the scaling factor.
 */
export type AudienceFigures = { core_audience: number; total_native: number; pro_targeting_size: number };

/** What the store says about a package: accounts it reaches, and its handles' public follower counts. */
export type PackageMeasurement = {
  accounts_in_store: number;
  /** every account of the store, reached or not */
  store_accounts: number;
  scaling_factor: number;
  /** followers_count of each selected handle found in the store (unknown handles count 0) */
  handle_followers: readonly number[];
};

/** The audience figures from a measurement (see AudienceFigures for what each one means). */
export function audienceFigures(m: PackageMeasurement): AudienceFigures {
  const ceiling = sizeCeiling(m.store_accounts, m.scaling_factor);
  const core = Math.min(Math.max(0, Math.round(m.accounts_in_store)), Math.max(0, Math.round(m.store_accounts)));
  const native = Math.min(Math.round(core * m.scaling_factor), ceiling);
  const followers = m.handle_followers.reduce((sum, n) => sum + Math.max(0, n), 0);
  return { core_audience: core, total_native: native, pro_targeting_size: Math.min(native + followers, ceiling) };
}

/** The most any size figure can say: the platform as the store stands for it (its accounts × the factor). */
export function sizeCeiling(storeAccounts: number, scalingFactor: number): number {
  return Math.round(Math.max(0, storeAccounts) * scalingFactor);
}

export const AUDIENCE_STATUSES = ["targetable", "not_targetable"] as const;
export type AudienceStatus = (typeof AUDIENCE_STATUSES)[number];

/** Not targetable when nothing in the package is selected: applying it would fail. */
export function audienceStatus(pkg: TargetingPackage): AudienceStatus {
  return isEmptyPackage(pkg) ? "not_targetable" : "targetable";
}

/** The handles the package targets, in its order, without '@' and lower-cased for lookups. */
export function selectedHandles(pkg: Pick<TargetingPackage, "handles">): string[] {
  return [...new Set(selected(pkg.handles).map((h) => h.handle.toLowerCase()))];
}

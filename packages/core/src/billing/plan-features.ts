/**
 * What a plan can enable; paid features ask for one of these by name. Apart from the catalogue's
 * prices, so the team entity, which every page loads, does not bring the currency tables with it.
 */
export const PLAN_FEATURES = ["audience_upload", "pro_toolkit", "premium_suite"] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

import { isStaff } from "../auth/auth-permissions.ts";

type Caller = { email: string } | null;
type Staff = { staffEmails: readonly string[] };

/**
 * Reading the server's metrics: a scraper holding METRICS_TOKEN, or staff signed in. They name routes
 * and volumes, which are the operator's business, not a user's.
 */
export function canReadMetrics(config: Staff, caller: Caller, bearerMatches: boolean): boolean {
  return bearerMatches || (caller !== null && isStaff(config, caller));
}

/** Wiping test users (E2E_RESET=on): never on a production server, whatever else is set. */
export function canResetE2e(config: { e2eReset: boolean; production: boolean }): boolean {
  return config.e2eReset && !config.production;
}

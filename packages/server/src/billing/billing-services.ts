import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { createLocalBilling } from "./local-billing.ts";
import { startLocalRenewals } from "./renew-local-subscriptions.ts";

/** What billing runs beside the API: with local billing, the end of each period (Stripe does its own). */
export function startBillingServices({ db, config, log }: { db: Db; config: Config; log: (line: string) => void }): {
  stop(): void;
} {
  if (config.stripe) return { stop() {} };
  return startLocalRenewals(db, createLocalBilling({ db, publicUrl: config.publicUrl }), log);
}

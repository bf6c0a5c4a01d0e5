import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { BillingProvider } from "./billing-provider.ts";
import { createLocalBilling } from "./local-billing.ts";
import { createStripeBilling } from "./stripe-billing.ts";

/** The payment provider the configuration names: Stripe with its keys, else local billing (test billing). */
export function chooseBillingProvider({ db, config }: { db: Db; config: Config }): BillingProvider {
  if (config.stripe) return createStripeBilling(config.stripe);
  return createLocalBilling({ db, publicUrl: config.publicUrl });
}

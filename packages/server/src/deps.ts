import type { AdsPlatform } from "./ads/index.ts";
import type { BillingProvider } from "./billing/index.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { SealedSecrets } from "./db/sealed-secrets.ts";
import type { Mailer } from "./mail/mailer.ts";

/** What every domain's routes are built with. */
export type Deps = {
  db: Db;
  mailer: Mailer;
  config: Config;
  now: () => Date;
  ads: AdsPlatform;
  /** the payment provider: Stripe, or local billing (test billing) */
  billing: BillingProvider;
  /** seals what is kept in the database that must not be read from it (platform logins) */
  secrets: SealedSecrets;
};

import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { XAdsCredentials } from "./ads-config.ts";
import type { AdsPlatform } from "./ads-platform.ts";
import { createSandboxPlatform } from "./sandbox-platform.ts";

type XAdsModule = {
  createXAdsPlatform(options: XAdsCredentials & { fetch?: typeof fetch }): AdsPlatform;
};

// Loaded only when configured, so a sandbox server never reads the X client.
const X_CLIENT = "./x-ads/x-ads-platform.ts";

/** The ad platform the configuration names: the sandbox in our database (default), or the X Ads API. */
export async function choosePlatform({
  db,
  config,
  now,
}: {
  db: Db;
  config: Config;
  now: () => Date;
}): Promise<AdsPlatform> {
  const { ads } = config;
  if (ads.platform === "sandbox" || !ads.x) {
    return createSandboxPlatform({ db, now, audienceReadyMs: ads.sandboxAudienceReadyMs });
  }
  const { createXAdsPlatform } = (await import(X_CLIENT)) as XAdsModule;
  return createXAdsPlatform(ads.x);
}

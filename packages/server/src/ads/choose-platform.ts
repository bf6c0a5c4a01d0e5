import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { SealedSecrets } from "../db/sealed-secrets.ts";
import type { AdsPlatform } from "./ads-platform.ts";
import { connectedToken } from "./connection-queries.ts";
import { createSandboxPlatform } from "./sandbox-platform.ts";
import { createXAdsPlatform } from "./x-ads/x-ads-platform.ts";

/**
 * The ad platform the configuration names: the sandbox in our database (default), or the X Ads API,
 * where each team signs with the login it connected.
 */
export function choosePlatform({
  db,
  config,
  now,
  secrets,
}: {
  db: Db;
  config: Config;
  now: () => Date;
  secrets: SealedSecrets;
}): AdsPlatform {
  const { ads } = config;
  if (ads.platform === "x" && ads.x) {
    return createXAdsPlatform({ ...ads.x, now, tokenOf: (teamId) => connectedToken(db, secrets, teamId) });
  }
  return createSandboxPlatform({ db, now, audienceReadyMs: ads.sandboxAudienceReadyMs });
}

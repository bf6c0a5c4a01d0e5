import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { AdsPlatform } from "./ads-platform.ts";
import { createSandboxPlatform } from "./sandbox-platform.ts";
import { createXAdsPlatform } from "./x-ads/x-ads-platform.ts";

/** The ad platform the configuration names: the sandbox in our database (default), or the X Ads API. */
export function choosePlatform({ db, config, now }: { db: Db; config: Config; now: () => Date }): AdsPlatform {
  const { ads } = config;
  if (ads.platform === "x" && ads.x) return createXAdsPlatform({ ...ads.x, now });
  return createSandboxPlatform({ db, now, audienceReadyMs: ads.sandboxAudienceReadyMs });
}

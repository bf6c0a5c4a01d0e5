import { ADS_PLATFORMS, type AdsPlatformName } from "@xa/core/ads/ads-contract";

/** The X Ads API's address and the OAuth 1.0a user-context credentials it requires. */
export type XAdsCredentials = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  accessToken: string;
  accessTokenSecret: string;
};

/** Which ad platform serves the ads routes, and how the sandbox behaves. */
export type AdsConfig = {
  platform: AdsPlatformName;
  /** how long after upload a sandbox custom audience becomes targetable (a real one takes hours) */
  sandboxAudienceReadyMs: number;
  /** set when platform is "x" */
  x: XAdsCredentials | null;
};

export const ADS_DEFAULTS = { platform: "sandbox", sandboxAudienceReadyMs: 60_000, xBaseUrl: "https://ads-api.x.com" };

const X_CREDENTIALS = {
  consumerKey: "X_ADS_CONSUMER_KEY",
  consumerSecret: "X_ADS_CONSUMER_SECRET",
  accessToken: "X_ADS_ACCESS_TOKEN",
  accessTokenSecret: "X_ADS_ACCESS_TOKEN_SECRET",
} as const;

function readyMs(raw: string | undefined): number {
  if (raw === undefined || raw === "") return ADS_DEFAULTS.sandboxAudienceReadyMs;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`SANDBOX_AUDIENCE_READY_MS must be a whole number of milliseconds (0 or more), not "${raw}"`);
  }
  return n;
}

/**
 * ADS_PLATFORM=sandbox (the default) or x; x needs all four X_ADS_* credentials, and a start
 * without one fails naming what is missing rather than failing at the first apply.
 */
export function readAdsConfig(env: NodeJS.ProcessEnv): AdsConfig {
  const name = env.ADS_PLATFORM || ADS_DEFAULTS.platform;
  const platform = ADS_PLATFORMS.find((p) => p === name);
  if (!platform) throw new Error(`ADS_PLATFORM must be one of ${ADS_PLATFORMS.join(", ")}, not "${name}"`);
  const sandboxAudienceReadyMs = readyMs(env.SANDBOX_AUDIENCE_READY_MS);
  if (platform === "sandbox") return { platform, sandboxAudienceReadyMs, x: null };

  const missing = Object.values(X_CREDENTIALS).filter((key) => !env[key]);
  if (missing.length > 0)
    throw new Error(`ADS_PLATFORM=x needs ${missing.join(", ")} (the X Ads API's OAuth 1.0a keys)`);
  const baseUrl = (env.X_ADS_API_BASE || ADS_DEFAULTS.xBaseUrl).replace(/\/$/, "");
  if (!/^https?:\/\/[^/]+/.test(baseUrl)) throw new Error(`X_ADS_API_BASE must be an http(s) URL, not "${baseUrl}"`);
  const read = (key: keyof typeof X_CREDENTIALS) => env[X_CREDENTIALS[key]] as string;
  return {
    platform,
    sandboxAudienceReadyMs,
    x: {
      baseUrl,
      consumerKey: read("consumerKey"),
      consumerSecret: read("consumerSecret"),
      accessToken: read("accessToken"),
      accessTokenSecret: read("accessTokenSecret"),
    },
  };
}

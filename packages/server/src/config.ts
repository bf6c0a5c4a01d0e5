import os from "node:os";
import path from "node:path";
import { ADS_PLATFORMS, type AdsPlatformName } from "@xa/core/ads/ads-contract";
import type { ProviderAccess } from "@xa/core/auth/user-groups";
import { type CpmTable, cpmTable, DEFAULT_CPM_BY_CURRENCY, parseCpmTable } from "@xa/core/campaigns/cpm-by-currency";
import type { TelemetryConfig } from "@xa/core/events/telemetry-config-contract";
import { CURRENCIES, type Currency } from "@xa/core/targeting/targeting-options";
import { TEAM_INVITES_PER_DAY } from "@xa/core/teams/invites";
import { parseSecretsKey } from "./db/sealed-secrets.ts";
import { readTelemetrySettings } from "./events/index.ts";

/** Server configuration, read once from the environment. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: connections analyses run on at once (the heavy lane), ANALYSIS_CONNECTIONS. */
  analysisConnections: number;
  /** How long one analysis request may compute its sections before the late ones answer a timeout (ANALYSIS_SECTION_BUDGET_MS). */
  analysisSectionBudgetMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  production: boolean;
  staffEmails: string[];
  /** The provider's staff domains and special ad accounts (PROVIDER_EMAIL_DOMAINS, SPECIAL_AD_ACCOUNT_IDS): core's group rules read them. */
  provider: ProviderAccess;
  /** PUBLIC_TOKEN: the app's fixed public token, taken by the public calls only (core's acceptsCredential). */
  publicToken: string | undefined;
  webDist: string | undefined;
  logLevel: string;
  /** SECRETS_KEY: seals platform logins kept in the database; a key file in the data folder without it */
  secretsKey: string | undefined;
  /** X API v2 bearer token: the live X connector is off without it */
  xBearerToken: string | undefined;
  /** How much work one user may start in each window: analyses, targeting generations, imports, teams. */
  workLimits: WorkLimits;
  /** Encode even the replies routes trust (analyses) through their schemas, and fail a reply that differs (tests). */
  checkReplies: boolean;
  /** The same work counted per team, when a request names the team it works for. */
  teamWorkLimits: TeamWorkLimits;
  /** Sign-in codes allowed per address and per client IP in each window (abuse limits). */
  signinLimits: { perAddress: number; perIp: number; windowMs: number };
  /** Days an extension token works after it is made (EXTENSION_TOKEN_DAYS). */
  extensionTokenDays: number;
  /** Invites allowed in any 24 hours per team, per inviting user (all their teams) and per invited address. */
  inviteLimits: InviteLimits;
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client IP (false: nobody's; or a list of proxies). */
  trustProxy: boolean | string;
  /** TRUST_COUNTRY_HEADER=1: the proxy in front sets CF-IPCountry to the client's country, so geo-location reads it. */
  trustCountryHeader: boolean;
  /** How the autopilot turns store counts into a platform size and a budget (stated in every estimate). */
  targeting: TargetingConfig;
  /** What a thousand impressions cost in each currency, for audience plans' estimates (CAMPAIGN_CPMS). */
  campaignCpms: CpmTable;
  /** The ad platform (sandbox by default, or the X Ads API) and its settings. */
  ads: AdsConfig;
  /** Image hosts the image downloader may fetch from besides X's own (IMAGE_HOSTS, comma-separated). */
  imageHosts: string[];
  /** An OpenAI-compatible chat completions endpoint for the assistant; the built-in analyst answers without one. */
  llm: LlmConfig | null;
  /** Where the media library keeps its files: the data folder, or an S3-compatible bucket. */
  media: MediaStorageConfig;
  /** Stripe's keys when payments go through Stripe; null: local billing (test billing, no money moves). */
  stripe: StripeConfig | null;
  /** The X app users sign in with; null: the built-in X sandbox signs them in as store accounts. */
  xLogin: XLoginConfig | null;
  /** METRICS_TOKEN: a scraper sends it as 'Authorization: Bearer'; without it only staff read /api/metrics/. */
  metricsToken: string | undefined;
  /** E2E_RESET=on: POST /api/reset-e2e/ wipes the e2e users (refused, with the server, in production). */
  e2eReset: boolean;
  /** What the browser starts analytics and error reporting with (ANALYTICS_*, SENTRY_*, ERROR_SAMPLE_RATE). */
  telemetry: TelemetryConfig;
};

/** X_CLIENT_ID and X_CLIENT_SECRET (OAuth 2.0), optionally X_CONSUMER_KEY and X_CONSUMER_SECRET (OAuth 1.0a). */
export type XLoginConfig = {
  clientId: string;
  clientSecret: string;
  /** where the API, the token and revoke endpoints and the OAuth 1.0a steps are (X_API_BASE) */
  apiBase: string;
  /** the page that asks the user to authorize the app (X_AUTHORIZE_URL) */
  authorizeUrl: string;
  consumerKey: string | null;
  consumerSecret: string | null;
};

export const X_LOGIN_DEFAULTS = { apiBase: "https://api.x.com", authorizeUrl: "https://x.com/i/oauth2/authorize" };

/** Both OAuth 2.0 keys or neither; OAuth 1.0a's pair likewise, and only beside them. */
export function readXLoginConfig(env: NodeJS.ProcessEnv): XLoginConfig | null {
  const both = (a: string, b: string) => {
    if (!env[a] !== !env[b]) throw new Error(`${env[a] ? b : a} is needed with ${env[a] ? a : b}`);
    return Boolean(env[a]);
  };
  const oauth2 = both("X_CLIENT_ID", "X_CLIENT_SECRET");
  const oauth1 = both("X_CONSUMER_KEY", "X_CONSUMER_SECRET");
  if (!oauth2) {
    if (oauth1) throw new Error("X_CONSUMER_KEY signs in only beside X_CLIENT_ID and X_CLIENT_SECRET");
    return null;
  }
  return {
    clientId: env.X_CLIENT_ID as string,
    clientSecret: env.X_CLIENT_SECRET as string,
    apiBase: httpUrl(env, "X_API_BASE", X_LOGIN_DEFAULTS.apiBase),
    authorizeUrl: httpUrl(env, "X_AUTHORIZE_URL", X_LOGIN_DEFAULTS.authorizeUrl),
    consumerKey: env.X_CONSUMER_KEY || null,
    consumerSecret: env.X_CONSUMER_SECRET || null,
  };
}

/** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: all three, or none. */
export type StripeConfig = { secretKey: string; publishableKey: string; webhookSecret: string };

const STRIPE_KEYS = {
  secretKey: { env: "STRIPE_SECRET_KEY", prefix: /^(sk|rk)_(test|live)_/ },
  publishableKey: { env: "STRIPE_PUBLISHABLE_KEY", prefix: /^pk_(test|live)_/ },
  webhookSecret: { env: "STRIPE_WEBHOOK_SECRET", prefix: /^whsec_/ },
} as const;

/**
 * Stripe takes payments when its three keys are set; a start with only some of them, or one of the
 * wrong kind (a publishable key as the secret), fails naming it rather than at the first checkout.
 */
export function readStripeConfig(env: NodeJS.ProcessEnv): StripeConfig | null {
  const entries = Object.entries(STRIPE_KEYS) as [keyof StripeConfig, (typeof STRIPE_KEYS)[keyof StripeConfig]][];
  const set = entries.filter(([, key]) => env[key.env]);
  if (set.length === 0) return null;
  const missing = entries.filter(([, key]) => !env[key.env]).map(([, key]) => key.env);
  if (missing.length > 0)
    throw new Error(`Stripe needs ${missing.join(", ")} too (or none of the STRIPE_* keys for local billing)`);
  const config = {} as StripeConfig;
  for (const [field, key] of entries) {
    const value = (env[key.env] as string).trim();
    if (!key.prefix.test(value))
      throw new Error(`${key.env} does not look like one (it starts with ${key.prefix.source})`);
    config[field] = value;
  }
  return config;
}

/** MEDIA_S3_* names a bucket of any S3-compatible store; without MEDIA_S3_BUCKET files go to DATA_DIR/media. */
export type MediaStorageConfig =
  | { storage: "local"; dir: string }
  | {
      storage: "s3";
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

const MEDIA_S3_KEYS = ["MEDIA_S3_ENDPOINT", "MEDIA_S3_ACCESS_KEY_ID", "MEDIA_S3_SECRET_ACCESS_KEY"] as const;

/** A bucket without its endpoint or keys fails the start naming what is missing, not the first upload. */
export function readMediaConfig(env: NodeJS.ProcessEnv, dataDir: string): MediaStorageConfig {
  const bucket = env.MEDIA_S3_BUCKET;
  if (!bucket) return { storage: "local", dir: path.join(dataDir, "media") };
  const missing = MEDIA_S3_KEYS.filter((key) => !env[key]);
  if (missing.length > 0) throw new Error(`MEDIA_S3_BUCKET needs ${missing.join(", ")} too`);
  return {
    storage: "s3",
    endpoint: httpUrl(env, "MEDIA_S3_ENDPOINT", ""),
    bucket,
    region: env.MEDIA_S3_REGION || "us-east-1",
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY as string,
  };
}

/** LLM_BASE_URL (e.g. http://localhost:11434/v1), LLM_API_KEY (sent as a Bearer token when set), LLM_MODEL. */
export type LlmConfig = { baseUrl: string; apiKey: string | undefined; model: string };

/**
 * Platform accounts per store account, and the cost of a thousand impressions in `currency`; `cpms`
 * in every currency, for a budget given in another (the campaigns' table).
 */
export type TargetingConfig = {
  scaleFactor: number;
  cpm: number;
  currency: Currency;
  cpms: CpmTable;
  handleMinFollowers: number;
};

/**
 * No scaling unless told: what the store holds of the platform depends on how it was filled, so
 * only the operator knows the factor. The CPM is about X's reported average in dollars; set yours.
 */
export const TARGETING_DEFAULTS: TargetingConfig = {
  scaleFactor: 1,
  cpm: 6.5,
  currency: "USD",
  cpms: DEFAULT_CPM_BY_CURRENCY,
  // A look-alike handle with fewer followers reaches too few people to be worth a line of targeting.
  handleMinFollowers: 1000,
};

export type WorkKind = "analysis" | "generation" | "import" | "team";
export type WorkLimits = Record<WorkKind, { limit: number; windowMs: number }>;

/**
 * Generous for a person, tight for a script: a page of analysis cards is about 30 requests, a
 * generation takes seconds to minutes, a team is made once.
 */
export const WORK_LIMIT_DEFAULTS = {
  analysis: { env: "ANALYSES_PER_MINUTE", limit: 300, windowMs: 60_000 },
  generation: { env: "GENERATIONS_PER_HOUR", limit: 60, windowMs: 3_600_000 },
  import: { env: "IMPORTS_PER_HOUR", limit: 60, windowMs: 3_600_000 },
  team: { env: "TEAMS_PER_DAY", limit: 20, windowMs: 86_400_000 },
} as const;

function workLimits(env: NodeJS.ProcessEnv): WorkLimits {
  const read = (kind: WorkKind) => {
    const d = WORK_LIMIT_DEFAULTS[kind];
    return { limit: positiveInt(env, d.env, d.limit), windowMs: d.windowMs };
  };
  return { analysis: read("analysis"), generation: read("generation"), import: read("import"), team: read("team") };
}

export type TeamWorkKind = "analysis" | "generation";
export type TeamWorkLimits = Record<TeamWorkKind, { limit: number; windowMs: number }>;

/**
 * Per team, over the same windows as the per-user limits: a few busy members' worth, so one team's
 * scripts cannot take the whole server while each of its people stays under their own limit.
 */
export const TEAM_WORK_LIMIT_DEFAULTS = {
  analysis: { env: "TEAM_ANALYSES_PER_MINUTE", limit: 1200, windowMs: 60_000 },
  generation: { env: "TEAM_GENERATIONS_PER_HOUR", limit: 240, windowMs: 3_600_000 },
} as const;

function teamWorkLimits(env: NodeJS.ProcessEnv): TeamWorkLimits {
  const read = (kind: TeamWorkKind) => {
    const d = TEAM_WORK_LIMIT_DEFAULTS[kind];
    return { limit: positiveInt(env, d.env, d.limit), windowMs: d.windowMs };
  };
  return { analysis: read("analysis"), generation: read("generation") };
}

/**
 * One analysis connection per core: more only queue inside PostgreSQL, and the CPU they take is the
 * server's, which then answers every short request late.
 */
function defaultAnalysisConnections(): number {
  return Math.min(8, Math.max(2, os.availableParallelism()));
}

/** The sign-in code limits, unless SIGNIN_CODES_PER_ADDRESS / SIGNIN_CODES_PER_IP say otherwise. */
/** Past the web's 30 s "took too long" notice, well before a proxy would cut the request. */
export const ANALYSIS_SECTION_BUDGET_MS_DEFAULT = 60_000;

export const SIGNIN_LIMIT_DEFAULTS = { perAddress: 5, perIp: 20, windowMs: 15 * 60_000 } as const;

/** EXTENSION_TOKEN_DAYS: an extension connected once does not keep access for ever. */
export const EXTENSION_TOKEN_DAYS_DEFAULT = 90;

export type InviteLimits = { perTeam: number; perUser: number; perAddress: number };

/**
 * INVITES_PER_TEAM_PER_DAY, INVITES_PER_USER_PER_DAY, INVITES_PER_ADDRESS_PER_DAY. Teams are free,
 * so the team's limit alone does not bound one user; an address gets a few invites a day at most,
 * whoever sends them, so invites cannot be used to flood someone's mailbox.
 */
export const INVITE_LIMIT_DEFAULTS: InviteLimits = { perTeam: TEAM_INVITES_PER_DAY, perUser: 100, perAddress: 5 };

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
  return n;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number above 0, not "${raw}"`);
  return n;
}

/**
 * Core's table, then TARGETING_CPM for TARGETING_CURRENCY when set (so one price is never two), then
 * CAMPAIGN_CPMS ("USD=6.5,YEN=950").
 */
function campaignCpms(env: NodeJS.ProcessEnv): CpmTable {
  const targeting = env.TARGETING_CPM
    ? { [currency(env.TARGETING_CURRENCY)]: positiveNumber(env, "TARGETING_CPM", TARGETING_DEFAULTS.cpm) }
    : {};
  const parsed = parseCpmTable(env.CAMPAIGN_CPMS ?? "");
  if (!parsed.ok) throw new Error(`CAMPAIGN_CPMS: ${parsed.problem}`);
  return cpmTable(targeting, parsed.prices);
}

function currency(raw: string | undefined): Currency {
  if (raw === undefined || raw === "") return TARGETING_DEFAULTS.currency;
  const found = CURRENCIES.find((c) => c === raw.toUpperCase() || c === raw);
  if (!found) throw new Error(`TARGETING_CURRENCY must be one of ${CURRENCIES.join(", ")}, not "${raw}"`);
  return found;
}

/** SECRETS_KEY, also read as TOKEN_ENCRYPTION_KEY: one key seals every token kept, so two differing names fail. */
function secretsKey(env: NodeJS.ProcessEnv): string | undefined {
  const { SECRETS_KEY: main, TOKEN_ENCRYPTION_KEY: other } = env;
  if (main && other && main.trim() !== other.trim()) {
    throw new Error("SECRETS_KEY and TOKEN_ENCRYPTION_KEY name the same key: set one of them");
  }
  const raw = main || other;
  if (!raw) return undefined;
  if (!parseSecretsKey(raw)) throw new Error("SECRETS_KEY must be 64 hex digits or the base64 of 32 bytes");
  return raw;
}

/** A 0/1 switch: anything else fails the start rather than leaving the switch silently off. */
function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "" || raw === "0") return false;
  if (raw === "1") return true;
  throw new Error(`${name} must be 1 or 0, not "${raw}"`);
}

/** E2E_RESET=on wipes users at a call: a production server refuses to start with it. */
function e2eReset(env: NodeJS.ProcessEnv): boolean {
  const raw = env.E2E_RESET;
  if (raw === undefined || raw === "" || raw === "off") return false;
  if (raw !== "on") throw new Error(`E2E_RESET must be on or off, not "${raw}"`);
  if (env.NODE_ENV === "production")
    throw new Error("E2E_RESET=on deletes users: it is refused with NODE_ENV=production");
  return true;
}

function trustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === "false") return false;
  return raw === "true" ? true : raw;
}

/** The X Ads API's address and the OAuth 1.0a user-context credentials it requires. */
export type XAdsCredentials = {
  baseUrl: string;
  /** where the OAuth 1.0a steps are (request_token, authorize, access_token) */
  oauthBaseUrl: string;
  /** the app's keys: they identify the app; each team connects its own X login through it */
  consumerKey: string;
  consumerSecret: string;
};

/** Which ad platform serves the ads routes, and how the sandbox behaves. */
export type AdsConfig = {
  platform: AdsPlatformName;
  /** how long after upload a sandbox custom audience becomes targetable (a real one takes hours) */
  sandboxAudienceReadyMs: number;
  /** set when platform is "x" */
  x: XAdsCredentials | null;
};

export const ADS_DEFAULTS = {
  platform: "sandbox",
  sandboxAudienceReadyMs: 60_000,
  xBaseUrl: "https://ads-api.x.com",
  xOAuthBaseUrl: "https://api.x.com",
};

const X_CREDENTIALS = { consumerKey: "X_ADS_CONSUMER_KEY", consumerSecret: "X_ADS_CONSUMER_SECRET" } as const;
/** An operator's own login would serve every team: teams connect theirs instead. */
const RETIRED_X_TOKENS = ["X_ADS_ACCESS_TOKEN", "X_ADS_ACCESS_TOKEN_SECRET"];

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const url = (env[name] || fallback).replace(/\/$/, "");
  if (!/^https?:\/\/[^/]+/.test(url)) throw new Error(`${name} must be an http(s) URL, not "${url}"`);
  return url;
}

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
  if (missing.length > 0) throw new Error(`ADS_PLATFORM=x needs ${missing.join(", ")} (the X app's OAuth 1.0a keys)`);
  const retired = RETIRED_X_TOKENS.filter((key) => env[key]);
  if (retired.length > 0) {
    throw new Error(
      `${retired.join(" and ")} are no longer used: each team connects its own X login in Team settings → Ad accounts. Remove them.`,
    );
  }
  return {
    platform,
    sandboxAudienceReadyMs,
    x: {
      baseUrl: httpUrl(env, "X_ADS_API_BASE", ADS_DEFAULTS.xBaseUrl),
      oauthBaseUrl: httpUrl(env, "X_OAUTH_BASE", ADS_DEFAULTS.xOAuthBaseUrl),
      consumerKey: env[X_CREDENTIALS.consumerKey] as string,
      consumerSecret: env[X_CREDENTIALS.consumerSecret] as string,
    },
  };
}

/** A comma-separated setting as its entries, trimmed, empty ones left out. */
function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The public token is sent in a header as `Token <value>`: one word, and long enough not to collide with a user's. */
function publicToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^\S{16,200}$/.test(value)) throw new Error("PUBLIC_TOKEN must be 16 to 200 characters without spaces");
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    analysisConnections: Math.min(32, positiveInt(env, "ANALYSIS_CONNECTIONS", defaultAnalysisConnections())),
    analysisSectionBudgetMs: positiveInt(env, "ANALYSIS_SECTION_BUDGET_MS", ANALYSIS_SECTION_BUDGET_MS_DEFAULT),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "XAudience <no-reply@localhost>",
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    production: env.NODE_ENV === "production",
    metricsToken: env.METRICS_TOKEN || undefined,
    e2eReset: e2eReset(env),
    staffEmails: (env.STAFF_EMAILS ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    provider: {
      providerDomains: list(env.PROVIDER_EMAIL_DOMAINS).map((d) => d.toLowerCase().replace(/^@/, "")),
      specialAdAccounts: list(env.SPECIAL_AD_ACCOUNT_IDS),
    },
    publicToken: publicToken(env.PUBLIC_TOKEN),
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? "warn",
    xBearerToken: env.X_BEARER_TOKEN || undefined,
    secretsKey: secretsKey(env),
    workLimits: workLimits(env),
    teamWorkLimits: teamWorkLimits(env),
    checkReplies: env.CHECK_REPLIES === "1",
    signinLimits: {
      perAddress: positiveInt(env, "SIGNIN_CODES_PER_ADDRESS", SIGNIN_LIMIT_DEFAULTS.perAddress),
      perIp: positiveInt(env, "SIGNIN_CODES_PER_IP", SIGNIN_LIMIT_DEFAULTS.perIp),
      windowMs: SIGNIN_LIMIT_DEFAULTS.windowMs,
    },
    extensionTokenDays: positiveInt(env, "EXTENSION_TOKEN_DAYS", EXTENSION_TOKEN_DAYS_DEFAULT),
    inviteLimits: {
      perTeam: positiveInt(env, "INVITES_PER_TEAM_PER_DAY", INVITE_LIMIT_DEFAULTS.perTeam),
      perUser: positiveInt(env, "INVITES_PER_USER_PER_DAY", INVITE_LIMIT_DEFAULTS.perUser),
      perAddress: positiveInt(env, "INVITES_PER_ADDRESS_PER_DAY", INVITE_LIMIT_DEFAULTS.perAddress),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    trustCountryHeader: flag(env, "TRUST_COUNTRY_HEADER"),
    targeting: {
      scaleFactor: positiveNumber(env, "TARGETING_SCALE_FACTOR", TARGETING_DEFAULTS.scaleFactor),
      cpm: positiveNumber(env, "TARGETING_CPM", TARGETING_DEFAULTS.cpm),
      currency: currency(env.TARGETING_CURRENCY),
      cpms: campaignCpms(env),
      handleMinFollowers: positiveInt(env, "TARGETING_HANDLE_MIN_FOLLOWERS", TARGETING_DEFAULTS.handleMinFollowers),
    },
    campaignCpms: campaignCpms(env),
    ads: readAdsConfig(env),
    imageHosts: (env.IMAGE_HOSTS ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ""),
          apiKey: env.LLM_API_KEY || undefined,
          model: env.LLM_MODEL || "default",
        }
      : null,
    media: readMediaConfig(env, dataDir),
    stripe: readStripeConfig(env),
    xLogin: readXLoginConfig(env),
    telemetry: readTelemetrySettings(env),
  };
}

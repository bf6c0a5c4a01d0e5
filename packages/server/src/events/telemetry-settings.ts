import {
  ANALYTICS_PROVIDERS,
  type AnalyticsProvider,
  DEFAULT_ERROR_SAMPLE_RATE,
  type TelemetryConfig,
} from "@xa/core/events/telemetry-config-contract";

/**
 * The browser's analytics and error-reporting settings, from the server's environment: ANALYTICS_TOKEN (analytics
 * runs only with one), ANALYTICS_PROVIDER (own or posthog), ANALYTICS_HOST (PostHog's), SENTRY_DSN,
 * SENTRY_REPLAY (on or off) and ERROR_SAMPLE_RATE (0 to 1). A wrong value stops the server at start.
 */
export function readTelemetrySettings(env: NodeJS.ProcessEnv): TelemetryConfig {
  const provider = (env.ANALYTICS_PROVIDER || "own") as AnalyticsProvider;
  if (!ANALYTICS_PROVIDERS.includes(provider))
    throw new Error(`ANALYTICS_PROVIDER must be one of ${ANALYTICS_PROVIDERS.join(", ")}, not "${provider}"`);
  const host = env.ANALYTICS_HOST ? httpsOrigin("ANALYTICS_HOST", env.ANALYTICS_HOST) : null;
  if (provider === "posthog" && !host) throw new Error("ANALYTICS_HOST is needed with ANALYTICS_PROVIDER=posthog");
  const dsn = env.SENTRY_DSN || null;
  if (dsn) httpsOrigin("SENTRY_DSN", dsn);
  const replay = env.SENTRY_REPLAY || "off";
  if (replay !== "on" && replay !== "off") throw new Error(`SENTRY_REPLAY must be on or off, not "${replay}"`);
  return {
    analytics: { token: env.ANALYTICS_TOKEN || null, provider, host },
    errors: { sentry_dsn: dsn, sample_rate: sampleRate(env.ERROR_SAMPLE_RATE), replay: replay === "on" },
  };
}

function sampleRate(raw: string | undefined): number {
  if (raw === undefined || raw === "") return DEFAULT_ERROR_SAMPLE_RATE;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(`ERROR_SAMPLE_RATE must be a number from 0 to 1, not "${raw}"`);
  return rate;
}

// The browser posts to these hosts: plain http only for a host on this machine (tests, a local collector).
function httpsOrigin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an address, not "${raw}"`);
  }
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local))
    throw new Error(`${name} must be an https address, not "${raw}"`);
  return raw.replace(/\/+$/, "");
}

import {
  ANALYTICS_PROVIDERS,
  type AnalyticsProvider,
  type TelemetryConfig,
} from "@xa/core/events/telemetry-config-contract";

/** The build's own telemetry settings (Vite env): each one set overrides the server's. */
export type TelemetryBuildEnv = {
  VITE_ANALYTICS_TOKEN?: string;
  VITE_ANALYTICS_PROVIDER?: string;
  VITE_ANALYTICS_HOST?: string;
  VITE_SENTRY_DSN?: string;
  VITE_SENTRY_REPLAY?: string;
  VITE_ERROR_SAMPLE_RATE?: string;
};

/** What runs when the server says nothing (it could not be reached): no analytics, own error reports, half sampled. */
export const NO_SERVER_SETTINGS: TelemetryConfig = {
  analytics: { token: null, provider: "own", host: null },
  errors: { sentry_dsn: null, sample_rate: 0.5, replay: false },
};

const set = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : undefined);

function provider(value: string | undefined, fallback: AnalyticsProvider): AnalyticsProvider {
  return ANALYTICS_PROVIDERS.find((known) => known === value) ?? fallback;
}

function rate(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n >= 0 && n <= 1 ? n : fallback;
}

/** The settings telemetry starts with: the server's, with whatever the build set in their place. */
export function resolveTelemetryConfig(server: TelemetryConfig | null, env: TelemetryBuildEnv): TelemetryConfig {
  const base = server ?? NO_SERVER_SETTINGS;
  const replay = set(env.VITE_SENTRY_REPLAY);
  return {
    analytics: {
      token: set(env.VITE_ANALYTICS_TOKEN) ?? base.analytics.token,
      provider: provider(set(env.VITE_ANALYTICS_PROVIDER), base.analytics.provider),
      host: set(env.VITE_ANALYTICS_HOST) ?? base.analytics.host,
    },
    errors: {
      sentry_dsn: set(env.VITE_SENTRY_DSN) ?? base.errors.sentry_dsn,
      sample_rate: rate(set(env.VITE_ERROR_SAMPLE_RATE), base.errors.sample_rate),
      replay: replay === undefined ? base.errors.replay : replay === "on",
    },
  };
}

/** Which analytics run: none outside production builds or without a token; PostHog when chosen with its host. */
export function analyticsKind(config: TelemetryConfig, production: boolean): "none" | "own" | "posthog" {
  if (!production || !config.analytics.token) return "none";
  return config.analytics.provider === "posthog" && config.analytics.host ? "posthog" : "own";
}

/** Which error reporter runs: none outside production builds; Sentry with a DSN; our own endpoint otherwise. */
export function errorReporterKind(config: TelemetryConfig, production: boolean): "none" | "own" | "sentry" {
  if (!production) return "none";
  return config.errors.sentry_dsn ? "sentry" : "own";
}

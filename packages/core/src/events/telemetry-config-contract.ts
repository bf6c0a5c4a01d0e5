import { z } from "zod";
import { operation } from "../contract/operation.ts";

/** Where the browser sends analytics events: our own store (app events) or PostHog's capture API. */
export const ANALYTICS_PROVIDERS = ["own", "posthog"] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** Share of caught errors reported when nothing else is said. */
export const DEFAULT_ERROR_SAMPLE_RATE = 0.5;

/**
 * What the browser needs to start analytics and error reporting, read from the server's settings at start,
 * so one build serves every deployment. A null token or DSN leaves that part off (the own error endpoint
 * is used without a DSN).
 */
export const telemetryConfig = z.object({
  analytics: z.object({
    token: z.string().nullable(),
    provider: z.enum(ANALYTICS_PROVIDERS),
    /** PostHog's host (https://eu.i.posthog.com); null for our own store */
    host: z.string().nullable(),
  }),
  errors: z.object({
    sentry_dsn: z.string().nullable(),
    sample_rate: z.number().min(0).max(1),
    replay: z.boolean(),
  }),
});
export type TelemetryConfig = z.infer<typeof telemetryConfig>;

/** The browser's telemetry settings: public, the same for everyone. */
export const telemetryConfigContract = {
  readTelemetryConfig: operation({
    method: "GET",
    path: "/api/telemetry-config/",
    summary: "Analytics and error-reporting settings the web app starts with (public)",
    tags: ["client errors"],
    status: 200,
    response: telemetryConfig,
    errors: [],
  }),
};

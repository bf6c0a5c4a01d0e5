import type { TelemetryConfig } from "@xa/core/events/telemetry-config-contract";
import { describe, expect, it } from "vitest";
import { analyticsKind, errorReporterKind, NO_SERVER_SETTINGS, resolveTelemetryConfig } from "./telemetry-config.ts";

const server: TelemetryConfig = {
  analytics: { token: "server-token", provider: "own", host: null },
  errors: { sentry_dsn: null, sample_rate: 0.5, replay: false },
};

describe("telemetry settings in the browser", () => {
  it("takes the server's settings, and the build's where it sets one", () => {
    expect(resolveTelemetryConfig(server, {})).toEqual(server);
    expect(
      resolveTelemetryConfig(server, {
        VITE_ANALYTICS_TOKEN: "phc_build",
        VITE_ANALYTICS_PROVIDER: "posthog",
        VITE_ANALYTICS_HOST: "https://eu.i.posthog.com",
        VITE_SENTRY_DSN: "https://key@o1.ingest.sentry.io/2",
        VITE_SENTRY_REPLAY: "on",
        VITE_ERROR_SAMPLE_RATE: "1",
      }),
    ).toEqual({
      analytics: { token: "phc_build", provider: "posthog", host: "https://eu.i.posthog.com" },
      errors: { sentry_dsn: "https://key@o1.ingest.sentry.io/2", sample_rate: 1, replay: true },
    });
    // Blank or unknown build values leave the server's.
    expect(
      resolveTelemetryConfig(server, {
        VITE_ANALYTICS_TOKEN: " ",
        VITE_ANALYTICS_PROVIDER: "mixpanel",
        VITE_ERROR_SAMPLE_RATE: "3",
      }),
    ).toEqual(server);
    expect(resolveTelemetryConfig(null, {})).toEqual(NO_SERVER_SETTINGS);
  });

  it("runs analytics only in a production build with a token", () => {
    expect(analyticsKind(server, false)).toBe("none");
    expect(analyticsKind(NO_SERVER_SETTINGS, true)).toBe("none");
    expect(analyticsKind(server, true)).toBe("own");
    const posthog = {
      ...server,
      analytics: { token: "phc", provider: "posthog" as const, host: "https://eu.i.posthog.com" },
    };
    expect(analyticsKind(posthog, true)).toBe("posthog");
    expect(analyticsKind({ ...posthog, analytics: { ...posthog.analytics, host: null } }, true)).toBe("own");
  });

  it("reports errors to our endpoint, or to Sentry with a DSN, in production builds", () => {
    expect(errorReporterKind(server, false)).toBe("none");
    expect(errorReporterKind(server, true)).toBe("own");
    expect(errorReporterKind({ ...server, errors: { ...server.errors, sentry_dsn: "https://k@s.io/1" } }, true)).toBe(
      "sentry",
    );
  });
});

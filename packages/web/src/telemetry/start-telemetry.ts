import type { QueryClient } from "@tanstack/react-query";
import { type TelemetryConfig, telemetryConfigContract } from "@xa/core/events/telemetry-config-contract";
import { type Analytics, analytics, settleAnalytics } from "../analytics/analytics.ts";
import { ownStoreTransport } from "../analytics/own-store-transport.ts";
import { postHogTransport } from "../analytics/posthog-transport.ts";
import { QueuedAnalytics } from "../analytics/queued-analytics.ts";
import { call } from "../api/call.ts";
import { APP_VERSION, appEnvironment } from "../app-variant/app-version.ts";
import type { ErrorReporter } from "../error-reporting/error-reporter.ts";
import { settleErrorReporter } from "../error-reporting/error-reporter.ts";
import { ownEndpointReporter } from "../error-reporting/own-endpoint-reporter.ts";
import { sentryReporter } from "../error-reporting/sentry-reporter.ts";
import { followSignedInUser, type PageRouter, trackPageViews } from "./follow-app.ts";
import { analyticsKind, errorReporterKind, resolveTelemetryConfig } from "./telemetry-config.ts";

function analyticsFor(config: TelemetryConfig, production: boolean): Analytics | null {
  const kind = analyticsKind(config, production);
  if (kind === "none") return null;
  const transport =
    kind === "posthog"
      ? postHogTransport({
          host: config.analytics.host ?? "",
          apiKey: config.analytics.token ?? "",
          origin: window.location.origin,
        })
      : ownStoreTransport();
  const analytics = new QueuedAnalytics(transport);
  // What is queued goes before the tab is hidden or closed, not 5 s later when it may be gone.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") void analytics.flush();
  });
  return analytics;
}

function reporterFor(config: TelemetryConfig, production: boolean): ErrorReporter | null {
  const kind = errorReporterKind(config, production);
  if (kind === "none") return null;
  const common = { sampleRate: config.errors.sample_rate, release: APP_VERSION };
  if (kind === "sentry")
    return sentryReporter({
      ...common,
      dsn: config.errors.sentry_dsn ?? "",
      replay: config.errors.replay,
      environment: appEnvironment(),
    });
  return ownEndpointReporter({ ...common, url: () => window.location.href });
}

/**
 * Reads the server's telemetry settings, overrides them with the build's, and starts analytics and error
 * reporting (production builds only). Calls made meanwhile are held and replayed, or dropped when it is off.
 */
export async function startTelemetry(
  app: { router: PageRouter; queryClient: QueryClient; variant: string },
  production: boolean = import.meta.env.PROD,
): Promise<void> {
  followApp(app);
  if (!production) {
    settleAnalytics(null);
    settleErrorReporter(null);
    return;
  }
  let server: TelemetryConfig | null = null;
  try {
    server = await call(telemetryConfigContract.readTelemetryConfig, {}, { silent: true, redirectOn403: false });
  } catch {
    // The server is unreachable: the build's settings alone decide.
  }
  const config = resolveTelemetryConfig(server, import.meta.env);
  settleAnalytics(analyticsFor(config, production));
  settleErrorReporter(reporterFor(config, production));
}

/** What the app tells analytics by itself: its variant with every event, page views, and who is signed in. */
function followApp({
  router,
  queryClient,
  variant,
}: {
  router: PageRouter;
  queryClient: QueryClient;
  variant: string;
}): void {
  analytics.register({ variant });
  trackPageViews(router, analytics);
  followSignedInUser(queryClient, analytics);
}

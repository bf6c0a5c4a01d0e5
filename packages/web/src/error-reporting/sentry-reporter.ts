import type { ErrorReporter } from "./error-reporter.ts";
import { isSampled } from "./error-reporter.ts";

type Options = {
  dsn: string;
  sampleRate: number;
  replay: boolean;
  release: string;
  environment: string;
  random?: () => number;
};

/**
 * Sentry's browser SDK, loaded on first use in a chunk of its own (the first page load stays within budget). Its
 * own global handlers are left out: the app's handlers report through this adapter, sampled here once. Session
 * replay runs only when configured, with every input masked.
 */
export function sentryReporter(options: Options): ErrorReporter {
  const sentry = import("@sentry/browser").then((Sentry) => {
    Sentry.init({
      dsn: options.dsn,
      release: `xaudience-web@${options.release}`,
      environment: options.environment,
      sampleRate: 1,
      integrations: (defaults) => [
        ...defaults.filter((integration) => integration.name !== "GlobalHandlers"),
        ...(options.replay
          ? [Sentry.replayIntegration({ maskAllInputs: true, maskAllText: true, blockAllMedia: true })]
          : []),
      ],
      replaysSessionSampleRate: options.replay ? 0.1 : 0,
      replaysOnErrorSampleRate: options.replay ? 1 : 0,
    });
    return Sentry;
  });
  return {
    capture(error, source) {
      if (!isSampled(options.sampleRate, options.random)) return;
      sentry.then((Sentry) => Sentry.captureException(error, { tags: { source } })).catch(() => {});
    },
  };
}

import type { ClientErrorSource } from "@xa/core/events/client-errors-contract";

/** Where caught errors go: our own endpoint, or Sentry. One adapter for every source. */
export interface ErrorReporter {
  capture(error: unknown, source: ClientErrorSource): void;
}

/** Whether this error is one of the sampled share (`rate` from 0 to 1; 1 reports all). */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}

/** An error's message and stack, whatever was thrown. */
export function describeThrown(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? null };
  if (typeof error === "string") return { message: error, stack: null };
  if (error && typeof error === "object") {
    const record = error as Record<string, unknown>;
    const message = record.message ?? record.statusText ?? record.data;
    if (typeof message === "string" && message) return { message, stack: null };
  }
  return { message: String(error), stack: null };
}

/** Errors caught before the settings arrived, reported once the reporter is known. */
export const MAX_EARLY_ERRORS = 10;

/** A reporter settled later, once the settings are read; until then errors are held (at most 10). */
export function createDeferredReporter(): {
  reporter: ErrorReporter;
  settle: (implementation: ErrorReporter | null) => void;
} {
  let started: ErrorReporter | null = null;
  let settled = false;
  let early: [unknown, ClientErrorSource][] = [];
  return {
    reporter: {
      capture(error, source) {
        if (started) started.capture(error, source);
        else if (!settled && early.length < MAX_EARLY_ERRORS) early.push([error, source]);
      },
    },
    settle(implementation) {
      settled = true;
      started = implementation;
      const held = early;
      early = [];
      if (implementation) for (const [error, source] of held) implementation.capture(error, source);
    },
  };
}

const app = createDeferredReporter();
/** The app's error reporter: uncaught errors, unhandled rejections and the router's error page report here. */
export const errorReporter: ErrorReporter = app.reporter;
/** Starts the app's error reporting with a reporter, or settles that there is none. */
export const settleErrorReporter = app.settle;

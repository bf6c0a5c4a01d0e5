/** After the crash dialog is dismissed, further errors are ignored for this long. */
export const CRASH_IGNORE_AFTER_DISMISS_MS = 1000;

export type CrashReport = { message: string; detail?: string };
export type CrashGate = { current: CrashReport | null; ignoreUntil: number };

export const emptyCrashGate: CrashGate = { current: null, ignoreUntil: 0 };

/**
 * A new error is shown only when none is showing and the quiet period after a dismissal is over;
 * the error already on screen is shown once and not replaced.
 */
export function reportCrash(gate: CrashGate, report: CrashReport, now: number): CrashGate {
  if (gate.current !== null || now < gate.ignoreUntil) return gate;
  return { ...gate, current: report };
}

export function dismissCrash(now: number): CrashGate {
  return { current: null, ignoreUntil: now + CRASH_IGNORE_AFTER_DISMISS_MS };
}

/** Browser noise that is not an application crash. */
export function isIgnorableError(message: string): boolean {
  return /ResizeObserver loop/i.test(message);
}

/** A readable report from anything thrown. */
export function crashReportFrom(error: unknown): CrashReport {
  if (error instanceof Error) return { message: error.message || error.name, detail: error.stack };
  if (typeof error === "string") return { message: error };
  if (error && typeof error === "object") {
    const record = error as Record<string, unknown>;
    const message = record.message ?? record.statusText ?? record.data;
    if (typeof message === "string" && message) return { message };
  }
  return { message: String(error) };
}

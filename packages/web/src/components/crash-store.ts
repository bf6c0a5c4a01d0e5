import type { ClientErrorSource } from "@xa/core/events/client-errors-contract";
import { create } from "zustand";
import {
  type CrashGate,
  crashReportFrom,
  dismissCrash,
  emptyCrashGate,
  isIgnorableError,
  reportCrash,
} from "./crash-gate.ts";

type CrashStore = CrashGate & { report: (error: unknown, source: ClientErrorSource) => void; dismiss: () => void };

/** The global crash handler's state; gating rules live in crash-gate.ts. */
export const useCrashStore = create<CrashStore>((set) => ({
  ...emptyCrashGate,
  report: (error, source) => {
    const report = crashReportFrom(error);
    if (isIgnorableError(report.message)) return;
    // Every crash is reported (sampled), also those the dialog does not show again. The reporter is loaded with
    // telemetry's chunk, not the first page's; a crash loads it when telemetry has not yet.
    import("../error-reporting/error-reporter.ts")
      .then((reporting) => reporting.errorReporter.capture(error, source))
      .catch(() => {});
    set((state) => reportCrash(state, report, Date.now()));
  },
  dismiss: () => set(dismissCrash(Date.now())),
}));

/** The one way a crash comes in: uncaught errors, unhandled rejections and the router's error page. */
export function reportAppCrash(error: unknown, source: ClientErrorSource): void {
  useCrashStore.getState().report(error, source);
}

import { create } from "zustand";
import {
  type CrashGate,
  crashReportFrom,
  dismissCrash,
  emptyCrashGate,
  isIgnorableError,
  reportCrash,
} from "./crash-gate.ts";

type CrashStore = CrashGate & { report: (error: unknown) => void; dismiss: () => void };

/** The global crash handler's state; gating rules live in core. */
export const useCrashStore = create<CrashStore>((set) => ({
  ...emptyCrashGate,
  report: (error) => {
    const report = crashReportFrom(error);
    if (isIgnorableError(report.message)) return;
    set((state) => reportCrash(state, report, Date.now()));
  },
  dismiss: () => set(dismissCrash(Date.now())),
}));

export function reportAppCrash(error: unknown): void {
  useCrashStore.getState().report(error);
}

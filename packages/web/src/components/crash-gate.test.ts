import { describe, expect, it } from "vitest";
import { crashReportFrom, dismissCrash, emptyCrashGate, isIgnorableError, reportCrash } from "./crash-gate.ts";

describe("crash handler gating", () => {
  it("shows the first error", () => {
    const gate = reportCrash(emptyCrashGate, { message: "boom" }, 0);
    expect(gate.current?.message).toBe("boom");
  });
  it("keeps showing the current error once instead of replacing it", () => {
    const gate = reportCrash(reportCrash(emptyCrashGate, { message: "first" }, 0), { message: "second" }, 10);
    expect(gate.current?.message).toBe("first");
  });
  it("ignores errors for 1 s after dismissal", () => {
    const dismissed = dismissCrash(5000);
    expect(dismissed.current).toBeNull();
    expect(reportCrash(dismissed, { message: "soon" }, 5999).current).toBeNull();
    expect(reportCrash(dismissed, { message: "later" }, 6000).current?.message).toBe("later");
  });
  it("ignores ResizeObserver noise", () => {
    expect(isIgnorableError("ResizeObserver loop completed with undelivered notifications.")).toBe(true);
    expect(isIgnorableError("TypeError: x is undefined")).toBe(false);
  });
  it("builds reports from anything thrown", () => {
    expect(crashReportFrom(new Error("bad")).message).toBe("bad");
    expect(crashReportFrom("text")).toEqual({ message: "text" });
    expect(crashReportFrom({ statusText: "Not Found" })).toEqual({ message: "Not Found" });
    expect(crashReportFrom(42)).toEqual({ message: "42" });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../test/render.tsx";
import { createDeferredReporter, describeThrown, isSampled } from "./error-reporter.ts";
import { MAX_REPORTS_PER_PAGE, ownEndpointReporter } from "./own-endpoint-reporter.ts";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("error reporting", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-10T12:00:00.000Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("samples a share of errors: none at 0, half at 0.5, all at 1", () => {
    const randoms = [0, 0.25, 0.49, 0.5, 0.75, 0.99];
    expect(randoms.map((r) => isSampled(0.5, () => r))).toEqual([true, true, true, false, false, false]);
    expect(randoms.every((r) => isSampled(1, () => r))).toBe(true);
    expect(randoms.some((r) => isSampled(0, () => r))).toBe(false);
  });

  it("sends a sampled error to /api/client-errors/ with its stack, page and release", async () => {
    const calls = mockFetch({ "POST /api/client-errors/": { status: 201, body: { recorded: true } } });
    const reporter = ownEndpointReporter({
      sampleRate: 1,
      release: "30.7.3",
      url: () => "https://app.example.com/acme",
    });
    const error = new Error("x is undefined");
    reporter.capture(error, "error");
    await settle();
    expect(calls.map((c) => c.body)).toEqual([
      {
        message: "x is undefined",
        stack: error.stack,
        url: "https://app.example.com/acme",
        source: "error",
        release: "30.7.3",
      },
    ]);
  });

  it("leaves out the unsampled share, a repeat within a minute and a page's 21st report", async () => {
    const calls = mockFetch({ "POST /api/client-errors/": { status: 201, body: { recorded: true } } });
    let random = 0.7;
    const reporter = ownEndpointReporter({
      sampleRate: 0.5,
      release: "30.7.3",
      url: () => "https://a.example/",
      random: () => random,
    });
    reporter.capture(new Error("unsampled"), "error");
    random = 0.1;
    reporter.capture("lost promise", "unhandledrejection");
    reporter.capture("lost promise", "unhandledrejection");
    vi.advanceTimersByTime(60_000);
    reporter.capture("lost promise", "unhandledrejection");
    for (let i = 0; i < MAX_REPORTS_PER_PAGE; i++) reporter.capture(`failure ${i}`, "router");
    await settle();
    const messages = calls.map((c) => (c.body as { message: string }).message);
    expect(messages.slice(0, 2)).toEqual(["lost promise", "lost promise"]);
    expect(messages).toHaveLength(MAX_REPORTS_PER_PAGE);
    expect(messages).not.toContain("unsampled");
  });

  it("holds errors caught before the settings and reports them once started, or never", () => {
    const early = createDeferredReporter();
    early.reporter.capture(new Error("at start"), "error");
    const captured: string[] = [];
    early.settle({ capture: (error, source) => captured.push(`${source}: ${describeThrown(error).message}`) });
    early.reporter.capture({ statusText: "Not Found" }, "router");
    expect(captured).toEqual(["error: at start", "router: Not Found"]);
    const off = createDeferredReporter();
    off.reporter.capture(new Error("dropped"), "error");
    expect(() => off.settle(null)).not.toThrow();
  });
});

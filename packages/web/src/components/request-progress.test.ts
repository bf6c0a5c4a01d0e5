import { describe, expect, it } from "vitest";
import { callProgress, REQUEST_PROGRESS_REFRESH_MS, requestProgress, requestProgressAt } from "./request-progress.ts";

describe("request progress", () => {
  it("is 1 when no call is pending", () => {
    expect(requestProgress([])).toBe(1);
  });
  it("starts a call at 0.1", () => {
    expect(callProgress(0)).toBeCloseTo(0.1, 10);
  });
  it("follows 0.1 + 0.9 × 0.1^(500/age)", () => {
    expect(callProgress(500)).toBeCloseTo(0.1 + 0.9 * 0.1, 10);
    expect(callProgress(1000)).toBeCloseTo(0.1 + 0.9 * 0.1 ** 0.5, 10);
    expect(callProgress(5000)).toBeCloseTo(0.1 + 0.9 * 0.1 ** 0.1, 10);
  });
  it("grows with age but stays below 1", () => {
    expect(callProgress(2000)).toBeGreaterThan(callProgress(1000));
    expect(callProgress(1_000_000)).toBeLessThan(1);
  });
  it("takes the smallest over pending calls (the youngest)", () => {
    expect(requestProgress([5000, 500, 1000])).toBeCloseTo(callProgress(500), 10);
    expect(requestProgressAt([0, 9500], 10_000)).toBeCloseTo(callProgress(500), 10);
  });
  it("refreshes every 500 ms", () => {
    expect(REQUEST_PROGRESS_REFRESH_MS).toBe(500);
  });
});

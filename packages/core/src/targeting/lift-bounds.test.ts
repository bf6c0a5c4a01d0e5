import { describe, expect, it } from "vitest";
import { shrunkLower, shrunkUpper } from "./lift-bounds.ts";

describe("shrunkLower and shrunkUpper", () => {
  it("bound a rate ratio by its posterior's 5% and 95% quantiles", () => {
    // 10 seen where 10 were expected: Gamma(11, 11), whose 5% and 95% quantiles are 6.169 / 11 and 16.96 / 11.
    expect(shrunkLower(10, 10)).toBeCloseTo(6.169 / 11, 2);
    expect(shrunkUpper(10, 10)).toBeCloseTo(16.96 / 11, 1);
  });

  it("moves a small count little, however unlikely it was by chance", () => {
    expect(shrunkLower(2, 0.01)).toBeLessThan(1);
    expect(shrunkLower(20, 1)).toBeGreaterThan(6);
    // More evidence of the same ratio, a tighter bound.
    expect(shrunkLower(100, 10)).toBeGreaterThan(shrunkLower(10, 1));
    expect(shrunkUpper(0, 100)).toBeLessThan(0.05);
  });
});

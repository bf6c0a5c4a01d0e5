import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { hasNul, isParsedBody } from "./reject-nul.ts";

describe("NUL check of input", () => {
  it("finds a NUL in keys and values of nested JSON", () => {
    expect(hasNul({ a: [{ b: "x\u0000y" }] })).toBe(true);
    expect(hasNul({ "k\u0000": 1 })).toBe(true);
    expect(hasNul({ a: ["fine", 1, null] })).toBe(false);
  });

  it("checks parsed bodies but leaves a raw upload's stream alone (not its socket and server)", () => {
    expect(isParsedBody({ a: 1 })).toBe(true);
    expect(isParsedBody([1])).toBe(true);
    expect(isParsedBody(Object.create(null))).toBe(true);
    expect(isParsedBody("text")).toBe(true);
    expect(isParsedBody(new PassThrough())).toBe(false);
  });
});

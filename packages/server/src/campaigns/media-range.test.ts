import { describe, expect, it } from "vitest";
import { requestedRange } from "./media-range.ts";

describe("the byte range a request asks for", () => {
  it.each([
    [undefined, null],
    ["bytes=0-", { start: 0, end: 999 }],
    ["bytes=100-199", { start: 100, end: 199 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=-200", { start: 800, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=0-1,5-6", null],
    ["items=0-1", null],
    ["bytes=20-10", null],
  ] as const)("%s of 1000 bytes", (header, range) => {
    expect(requestedRange(header, 1000)).toEqual(range);
  });
});

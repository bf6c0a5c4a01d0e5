import { describe, expect, it } from "vitest";
import { overflowShadows } from "./overflow-shadows.ts";

describe("overflow shadows", () => {
  it("shows none when everything fits", () => {
    expect(overflowShadows({ scrollTop: 0, scrollHeight: 200, clientHeight: 200 })).toEqual({
      top: false,
      bottom: false,
    });
  });
  it("shows the bottom shadow only at the start of a long list", () => {
    expect(overflowShadows({ scrollTop: 0, scrollHeight: 500, clientHeight: 200 })).toEqual({
      top: false,
      bottom: true,
    });
  });
  it("shows both in the middle and only the top one at the end", () => {
    expect(overflowShadows({ scrollTop: 100, scrollHeight: 500, clientHeight: 200 })).toEqual({
      top: true,
      bottom: true,
    });
    expect(overflowShadows({ scrollTop: 299.6, scrollHeight: 500, clientHeight: 200 })).toEqual({
      top: true,
      bottom: false,
    });
  });
});

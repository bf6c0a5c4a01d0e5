import { describe, expect, it } from "vitest";
import { scriptWrittenIn } from "./term-places.ts";

describe("scriptWrittenIn", () => {
  it("holds Japanese and Chinese script to East Asian places, and Latin script to none", () => {
    expect(scriptWrittenIn("cjk", ["US", "GB"])).toBe(false);
    expect(scriptWrittenIn("cjk", ["US", "JP"])).toBe(true);
    expect(scriptWrittenIn("cjk", [])).toBe(true);
    expect(scriptWrittenIn("other", ["JP"])).toBe(true);
  });
});

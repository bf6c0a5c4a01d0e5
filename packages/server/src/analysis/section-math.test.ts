import { describe, expect, it } from "vitest";
import { postIdOf, resolveCountry } from "./resolve-request.ts";
import { bucketKeys, keywordPairs, pickInterval, shareOf, topCounts } from "./section-math.ts";

describe("section math", () => {
  it("picks hours, days or weeks from the range and fills every bucket", () => {
    const start = new Date("2026-01-01T10:30:00Z");
    expect(pickInterval(start, new Date("2026-01-03T10:30:00Z"))).toBe("hour");
    expect(pickInterval(start, new Date("2026-01-31T00:00:00Z"))).toBe("day");
    expect(pickInterval(start, new Date("2026-12-31T00:00:00Z"))).toBe("week");
    expect(bucketKeys(start, new Date("2026-01-03T00:00:00Z"), "day")).toEqual([
      "2026-01-01T00:00:00Z",
      "2026-01-02T00:00:00Z",
      "2026-01-03T00:00:00Z",
    ]);
    // 2026-01-01 is a Thursday: its week starts on Monday 2025-12-29.
    expect(bucketKeys(start, new Date("2026-01-06T00:00:00Z"), "week")).toEqual([
      "2025-12-29T00:00:00Z",
      "2026-01-05T00:00:00Z",
    ]);
  });

  it("pairs distinct keywords once, sorted, and counts terms most frequent first", () => {
    expect(keywordPairs(["max", "air", "max"])).toEqual(["air + max"]);
    expect(keywordPairs(["c", "a", "b"])).toEqual(["a + b", "a + c", "b + c"]);
    expect(topCounts(["b", "a", "b", "c", "a", "b"], 2)).toEqual([
      { term: "b", n: 3 },
      { term: "a", n: 2 },
    ]);
    expect(shareOf(1, 3)).toBe(0.3333);
    expect(shareOf(1, 0)).toBe(0);
  });

  it("reads post ids from URLs and countries from names or codes", () => {
    expect(postIdOf("https://x.com/nike/status/1790000000000000001?s=20")).toBe("1790000000000000001");
    expect(postIdOf(" 123 ")).toBe("123");
    expect(resolveCountry("Global")).toBeNull();
    expect(resolveCountry(undefined)).toBeNull();
    expect(resolveCountry("jp")).toBe("JP");
    expect(resolveCountry("Japan")).toBe("JP");
    expect(() => resolveCountry("Qwertyland")).toThrow(/Unknown country/);
  });
});

import { describe, expect, it } from "vitest";
import { postIdOf, resolveCountry } from "./resolve-request.ts";
import {
  bucketKeys,
  countTerms,
  countWordPairs,
  keywordPairs,
  pickInterval,
  rankCounts,
  shareOf,
  topCounts,
} from "./section-math.ts";

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

  it("ranks a long tail the same way, ties alphabetical at the cut", () => {
    // 3 terms ×5, then terms tied at 2 ("t0000" < "t0001" < …), then a tail counted once.
    const values = ["z", "y", "x"].flatMap((t) => Array(5).fill(t));
    for (let i = 0; i < 50; i++) values.push(`t${String(i).padStart(4, "0")}`, `t${String(i).padStart(4, "0")}`);
    for (let i = 0; i < 5000; i++) values.push(`u${i}`);
    expect(topCounts(values, 5)).toEqual([
      { term: "x", n: 5 },
      { term: "y", n: 5 },
      { term: "z", n: 5 },
      { term: "t0000", n: 2 },
      { term: "t0001", n: 2 },
    ]);
    expect(topCounts(values, 60).slice(53)).toEqual(
      ["u0", "u1", "u10", "u100", "u1000", "u1001", "u1002"].map((term) => ({ term, n: 1 })),
    );
    expect(topCounts(["a"], 5)).toEqual([{ term: "a", n: 1 }]);
  });

  it("counts many rows as topCounts does while letting other work in", async () => {
    const rows = Array.from({ length: 400_000 }, (_, i) => [`w${i % 3001}`, `v${i % 7}`]);
    let otherWorkRan = false;
    setImmediate(() => {
      otherWorkRan = true;
    });
    const counts = await countTerms(rows, (words) => words);
    expect(otherWorkRan).toBe(true);
    expect(rankCounts(counts, 10)).toEqual(topCounts(rows.flat(), 10));
  });

  it("weighs each row's terms and pairs, as if the row came that many times", async () => {
    const rows = [
      { words: ["max", "air", "max", "nike"], n: 3 },
      { words: ["air", "new"], n: 1 },
      { words: ["rare", "air"], n: 2 },
    ];
    const repeated = rows.flatMap((r) => Array<string[]>(r.n).fill(r.words));
    const counts = await countTerms(
      rows,
      (r) => new Set(r.words),
      (r) => r.n,
    );
    expect(rankCounts(counts, 10)).toEqual(
      topCounts(
        repeated.flatMap((w) => [...new Set(w)]),
        10,
      ),
    );
    const frequent = ["nike", "max", "air", "new"];
    const pairs = await countWordPairs(
      rows,
      (r) => r.words,
      frequent,
      (r) => r.n,
    );
    expect(rankCounts(pairs, 10)).toEqual(
      topCounts(
        repeated.flatMap((w) => keywordPairs(w, new Set(frequent))),
        10,
      ),
    );
    expect(rankCounts(pairs, 1)).toEqual([{ term: "air + max", n: 3 }]);
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

import { describe, expect, it } from "vitest";
import { shareOfFirst, totalsByName } from "./event-totals.ts";

describe("event totals", () => {
  it("adds each name's days, most frequent first", () => {
    expect(
      totalsByName([
        { day: "2026-03-08", name: "b", count: 2 },
        { day: "2026-03-08", name: "a", count: 1 },
        { day: "2026-03-09", name: "a", count: 1 },
        { day: "2026-03-09", name: "c", count: 5 },
      ]),
    ).toEqual([
      { name: "c", count: 5 },
      { name: "a", count: 2 },
      { name: "b", count: 2 },
    ]);
  });
  it("gives a step's share of the first, and none of an empty funnel", () => {
    expect(shareOfFirst(1, 4)).toBe(0.25);
    expect(shareOfFirst(0, 0)).toBe(0);
  });
});

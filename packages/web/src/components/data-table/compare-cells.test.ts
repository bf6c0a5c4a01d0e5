import { describe, expect, it } from "vitest";
import { compareCells } from "./compare-cells.ts";

describe("compareCells", () => {
  it("orders numbers by value and text naturally", () => {
    expect([10, 2, 33].sort(compareCells)).toEqual([2, 10, 33]);
    expect(["item 10", "Item 2", "apple"].sort(compareCells)).toEqual(["apple", "Item 2", "item 10"]);
  });

  it("puts empty values first in ascending order", () => {
    expect([3, null, 1].sort(compareCells)).toEqual([null, 1, 3]);
    expect(compareCells(null, null)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { audienceTotals, membersOf, overlapRegions } from "./competitor-overlap.ts";

describe("competitor overlap regions", () => {
  it("reads a mask's members", () => {
    expect(membersOf(0b101)).toEqual([0, 2]);
    expect(membersOf(1)).toEqual([0]);
    expect(membersOf(0b11111)).toEqual([0, 1, 2, 3, 4]);
  });

  it("lists every combination once, singles first, zeros included", () => {
    const regions = overlapRegions(
      3,
      new Map([
        [0b011, 7],
        [0b100, 2],
      ]),
    );
    expect(regions.map((r) => r.members)).toEqual([[0], [1], [2], [0, 1], [0, 2], [1, 2], [0, 1, 2]]);
    expect(regions.map((r) => r.count)).toEqual([0, 0, 2, 7, 0, 0, 0]);
    expect(overlapRegions(5, new Map())).toHaveLength(31);
    expect(overlapRegions(2, new Map())).toHaveLength(3);
  });

  it("adds each audience up from the regions holding it", () => {
    const regions = overlapRegions(
      3,
      new Map([
        [0b001, 10],
        [0b010, 4],
        [0b011, 3],
        [0b101, 2],
        [0b111, 1],
      ]),
    );
    expect(audienceTotals(3, regions)).toEqual([
      { audience: 16, unique: 10 },
      { audience: 8, unique: 4 },
      { audience: 3, unique: 0 },
    ]);
  });
});

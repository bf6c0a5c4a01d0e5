import { describe, expect, it } from "vitest";
import { type Edge, splitSides } from "./split-sides.ts";

/** Everyone of a group engages with everyone else of it. */
function clique(prefix: string, size: number): Edge[] {
  const edges: Edge[] = [];
  for (let i = 0; i < size; i++)
    for (let j = i + 1; j < size; j++) edges.push({ a: `${prefix}${i}`, b: `${prefix}${j}`, weight: 1 });
  return edges;
}
const names = (s: Set<string>) => [...s].sort();
const group = (prefix: string, size: number) => Array.from({ length: size }, (_, i) => `${prefix}${i}`).sort();

describe("splitSides", () => {
  it("finds two camps that mostly engage among themselves", () => {
    const split = splitSides([
      ...clique("a", 12),
      ...clique("b", 8),
      { a: "a0", b: "b0", weight: 1 },
      { a: "a1", b: "b1", weight: 1 },
    ]);
    expect(split && names(split.sides[0])).toEqual(group("a", 12));
    expect(split && names(split.sides[1])).toEqual(group("b", 8));
    expect(split?.crossShare).toBeLessThan(0.05);
  });

  it("takes two camps that never engage as the two sides", () => {
    const split = splitSides([...clique("a", 6), ...clique("b", 5)]);
    expect(split && names(split.sides[1])).toEqual(group("b", 5));
    expect(split?.crossShare).toBe(0);
  });

  it("says there are no sides in one conversation, or beside a fringe", () => {
    expect(splitSides(clique("a", 15))).toBeNull();
    expect(splitSides([...clique("a", 20), ...clique("b", 2), { a: "a0", b: "b0", weight: 1 }])).toBeNull();
  });
});

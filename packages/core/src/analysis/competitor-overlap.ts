import type { OverlapRegion } from "./competitor-analysis.ts";

/** The competitors (indexes) of a mask's set bits: 0b101 → [0, 2]. */
export function membersOf(mask: number): number[] {
  const members: number[] = [];
  for (let i = 0; mask >> i > 0; i++) if ((mask >> i) & 1) members.push(i);
  return members;
}

/**
 * Every one of the 2^n − 1 regions of n audiences, with the count of followers in exactly that
 * combination (0 where the store has none): singles first, then pairs and so on, each in member
 * order, as an UpSet chart lists them.
 */
export function overlapRegions(n: number, counts: ReadonlyMap<number, number>): OverlapRegion[] {
  const masks = Array.from({ length: 2 ** n - 1 }, (_, i) => i + 1);
  const regions = masks.map((mask) => ({ members: membersOf(mask), count: counts.get(mask) ?? 0 }));
  return regions.sort((a, b) => a.members.length - b.members.length || compareMembers(a.members, b.members));
}

function compareMembers(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Each audience's size and its followers in no other audience, from the exact regions. */
export function audienceTotals(n: number, regions: readonly OverlapRegion[]): { audience: number; unique: number }[] {
  return Array.from({ length: n }, (_, i) => ({
    audience: regions.filter((r) => r.members.includes(i)).reduce((sum, r) => sum + r.count, 0),
    unique: regions.find((r) => r.members.length === 1 && r.members[0] === i)?.count ?? 0,
  }));
}

/** The largest region count, the scale an UpSet chart's bars are drawn against (1 when all are empty). */
export const largestRegion = (regions: readonly OverlapRegion[]) => Math.max(1, ...regions.map((r) => r.count));

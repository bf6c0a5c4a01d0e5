/** Who engages with whom among an audience: an undirected edge with how often (either way). */
export type Edge = { a: string; b: string; weight: number };

export type SideSplit = {
  /** the two sides, the larger first */
  sides: [Set<string>, Set<string>];
  /** share of the edges' weight between the sides (0 = they never engage with each other) */
  crossShare: number;
};

/** A side smaller than this share of the engaged accounts is a fringe, not a side of a debate. */
export const MIN_SIDE_SHARE = 0.15;
/** Sides that engage with each other more than this share of the time are one conversation. */
export const MAX_CROSS_SHARE = 0.25;
const ITERATIONS = 200;

/**
 * Splits an engagement graph in two where it is least connected (the sign of the Fiedler vector of
 * its normalised adjacency, by power iteration), or into its two largest components when it falls
 * apart; null when the graph is not two camps (too small a side, or too much engagement between them).
 */
export function splitSides(edges: readonly Edge[]): SideSplit | null {
  const index = new Map<string, number>();
  const id = (key: string) => {
    let i = index.get(key);
    if (i === undefined) {
      i = index.size;
      index.set(key, i);
    }
    return i;
  };
  const adjacency: Map<number, number>[] = [];
  for (const { a, b, weight } of edges) {
    if (a === b || weight <= 0) continue;
    const i = id(a);
    const j = id(b);
    for (const [x, y] of [
      [i, j],
      [j, i],
    ] as const) {
      adjacency[x] ??= new Map();
      adjacency[x].set(y, (adjacency[x].get(y) ?? 0) + weight);
    }
  }
  const keys = [...index.keys()];
  const n = keys.length;
  if (n < 4) return null;
  const components = componentsOf(adjacency, n);
  const [first = [], second = []] = components;
  // Two camps that never engage are two components; otherwise the split runs within the largest.
  const apart = second.length >= MIN_SIDE_SHARE * n;
  const nodes = apart ? [...first, ...second] : first;
  const positive = apart ? new Set(first) : fiedlerPositive(adjacency, first);
  const inA = (i: number) => positive.has(i);
  const considered = new Set(nodes);
  let total = 0;
  let cross = 0;
  for (const i of nodes)
    for (const [j, w] of adjacency[i] ?? []) {
      if (!considered.has(j)) continue;
      total += w;
      if (inA(i) !== inA(j)) cross += w;
    }
  const a = new Set<string>();
  const b = new Set<string>();
  for (const i of nodes) (inA(i) ? a : b).add(keys[i] as string);
  const crossShare = total === 0 ? 0 : cross / total;
  if (Math.min(a.size, b.size) < MIN_SIDE_SHARE * nodes.length || crossShare > MAX_CROSS_SHARE) return null;
  return { sides: a.size >= b.size ? [a, b] : [b, a], crossShare };
}

const norm = (xs: readonly number[]) => Math.sqrt(xs.reduce((s, x) => s + x * x, 0)) || 1;

/** Connected components, largest first. */
function componentsOf(adjacency: Map<number, number>[], n: number): number[][] {
  const seen = new Uint8Array(n);
  const out: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (seen[s]) continue;
    const component = [s];
    seen[s] = 1;
    for (let k = 0; k < component.length; k++)
      for (const j of adjacency[component[k] as number]?.keys() ?? [])
        if (!seen[j]) {
          seen[j] = 1;
          component.push(j);
        }
    out.push(component);
  }
  return out.sort((x, y) => y.length - x.length);
}

/**
 * The accounts of one component on the positive side of its second eigenvector: iterating
 * (I + D^-1/2 A D^-1/2) / 2 with the first eigenvector (√degree) projected out each time.
 */
function fiedlerPositive(adjacency: Map<number, number>[], component: readonly number[]): Set<number> {
  const local = new Map(component.map((g, i) => [g, i]));
  const degree = component.map((g) => [...(adjacency[g]?.values() ?? [])].reduce((s, w) => s + w, 0));
  const root = degree.map(Math.sqrt);
  const rootNorm = norm(root);
  const first = root.map((r) => r / rootNorm);
  // A fixed, uneven start: deterministic, and not orthogonal to the vector sought.
  let v = component.map((_, i) => Math.sin(i * 12.9898 + 1) * 0.5 + (i % 7) / 7);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const dot = v.reduce((s, x, i) => s + x * (first[i] as number), 0);
    v = v.map((x, i) => x - dot * (first[i] as number));
    const next = v.map((x) => x / 2);
    component.forEach((g, i) => {
      const di = degree[i] as number;
      if (di === 0) return;
      for (const [h, w] of adjacency[g] ?? []) {
        const j = local.get(h);
        if (j === undefined) continue;
        next[i] = (next[i] as number) + (w * (v[j] as number)) / (2 * Math.sqrt(di * (degree[j] as number)));
      }
    });
    const length = norm(next);
    v = next.map((x) => x / length);
  }
  return new Set(component.filter((_, i) => (v[i] as number) > 0));
}

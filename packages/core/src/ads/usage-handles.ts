import { selected, type TargetingPackage } from "../targeting/targeting-package.ts";

const key = (handle: string) => handle.replace(/^@/, "").toLowerCase();

/**
 * The order a usage applies its snapshot's selected handles in: the `previous` order for those still
 * there, then the new ones in the package's order. Each handle once, compared without case.
 */
export function usageHandlesOrder(pkg: Pick<TargetingPackage, "handles">, previous: readonly string[] = []): string[] {
  const current = new Map<string, string>();
  for (const h of selected(pkg.handles)) if (!current.has(key(h.handle))) current.set(key(h.handle), h.handle);
  const kept = previous.filter((h) => current.has(key(h))).map((h) => current.get(key(h)) as string);
  const keptKeys = new Set(kept.map(key));
  return [...new Set(kept), ...[...current.values()].filter((h) => !keptKeys.has(key(h)))];
}

/**
 * `wanted` as the stored handles in the new order, or null when it is not a permutation of them
 * (a handle missing, unknown or twice). '@' and case are ignored; the stored spelling is kept.
 */
export function reorderedHandles(stored: readonly string[], wanted: readonly string[]): string[] | null {
  if (wanted.length !== stored.length) return null;
  const byKey = new Map(stored.map((h) => [key(h), h]));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of wanted) {
    const found = byKey.get(key(w));
    if (found === undefined || seen.has(key(w))) return null;
    seen.add(key(w));
    out.push(found);
  }
  return out;
}

/** The package with its handles in the usage's order: the ordered selected ones first, then the rest as they were. */
export function withHandlesOrder(pkg: TargetingPackage, order: readonly string[]): TargetingPackage {
  const rank = new Map(order.map((h, i) => [key(h), i]));
  const position = (handle: string) => rank.get(key(handle)) ?? Number.POSITIVE_INFINITY;
  const handles = pkg.handles
    .map((h, i) => ({ h, i }))
    .sort((a, b) => position(a.h.handle) - position(b.h.handle) || a.i - b.i)
    .map(({ h }) => h);
  return { ...pkg, handles };
}

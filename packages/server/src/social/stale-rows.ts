/**
 * The rows an enrichment change since their version can alter, as a condition on the stored row:
 * `changedByVersion` names, by the version that made each change, the rows it can alter ("true"
 * for every row). A row is stale when a change made after its version can alter it. Null when no
 * change up to `current` alters anything.
 */
export function staleRows(changedByVersion: Record<number, string>, current: number): string | null {
  const stale = Object.entries(changedByVersion)
    .filter(([changedIn]) => Number(changedIn) <= current)
    .map(([changedIn, where]) => `(enrichment_version < ${Number(changedIn)} AND (${where}))`);
  return stale.length > 0 ? stale.join(" OR ") : null;
}

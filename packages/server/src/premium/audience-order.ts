import type { AudienceSort } from "@xa/core/premium/audience-contract";
import type { AudienceCursor, AudiencePhase } from "@xa/core/premium/audience-cursor";

/**
 * A sort as the index it walks (migration 0046): by handle and by follower count the accounts'
 * `(key, id)` index, each account kept if it is on the account's edges; by follow time the edges'
 * `(followee_id, created_at DESC NULLS LAST, follower_id)` index. Descending is the index read
 * backwards, so unknowns (nulls) sit where the index puts them: an unknown handle last A–Z, an
 * unknown count first when fewest first, an unknown follow time with the oldest.
 */
export type AudienceOrder = {
  sort: AudienceSort;
  /** the key over the accounts (`a`) or the edges (`f`) */
  key: string;
  /** its type, to read a cursor's key back */
  cast: "text" | "bigint" | "timestamptz";
  /** whether the index holds its nulls first when read forwards */
  nullsFirst: boolean;
  /** whether the index orders ties by id against the key's direction (the time index does) */
  idAgainst: boolean;
  descending: boolean;
  /** whether the order walks the accounts, so edges without a profile come after them, by id */
  byAccount: boolean;
};

const KEYS = {
  handle: { key: "lower(a.handle)", cast: "text", nullsFirst: false, idAgainst: false, byAccount: true },
  followers_count: { key: "a.followers_count", cast: "bigint", nullsFirst: true, idAgainst: false, byAccount: true },
  followed_at: { key: "f.created_at", cast: "timestamptz", nullsFirst: true, idAgainst: true, byAccount: false },
} as const;

export function audienceOrder(sort: AudienceSort): AudienceOrder {
  const descending = sort.startsWith("-");
  return { sort, descending, ...KEYS[(descending ? sort.slice(1) : sort) as keyof typeof KEYS] };
}

const idDescending = (o: AudienceOrder) => o.idAgainst !== o.descending;

/** The order as ORDER BY terms over `key` and `id`, with the nulls and ties where the index has them. */
export function orderTerms(o: AudienceOrder, key: string, id: string): string {
  const dir = o.descending ? "DESC" : "ASC";
  const nulls = o.nullsFirst !== o.descending ? "NULLS FIRST" : "NULLS LAST";
  return `${key} ${dir} ${nulls}, ${id} ${idDescending(o) ? "DESC" : "ASC"}`;
}

/** The phases of a list in this order; a search lists only accounts, so it has no profile-less edges. */
export function audiencePhases(o: AudienceOrder, search: boolean): AudiencePhase[] {
  const keyed: AudiencePhase[] = o.nullsFirst !== o.descending ? ["null", "key"] : ["key", "null"];
  return o.byAccount && !search ? [...keyed, "edge"] : keyed;
}

/** The key written into a cursor: a follow time in UTC to the microsecond, so no tie is lost. */
export function keyText(o: AudienceOrder, key: string): string {
  return o.cast === "timestamptz"
    ? `to_char(${key} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : `${key}::text`;
}

/**
 * The rows of a key or null phase over `key` and `id`, after the cursor's row when it is in this
 * phase: a range of the index (`(key, id) > (k, i)`, or its halves where the id runs against the
 * key), never a scan of the rows before it. Parameters are appended to `params`.
 */
export function phaseFilter(
  o: AudienceOrder,
  phase: "key" | "null",
  at: AudienceCursor | undefined,
  ref: { key: string; id: string },
  params: unknown[],
): string {
  const { key, id } = ref;
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const idAfter = (i: string) => `${id} ${idDescending(o) ? "<" : ">"} ${param(i)}`;
  if (phase === "null") return at ? `${key} IS NULL AND ${idAfter(at.i)}` : `${key} IS NULL`;
  if (!at) return `${key} IS NOT NULL`;
  const k = `${param(at.k)}::${o.cast}`;
  const past = o.descending ? "<" : ">";
  if (!o.idAgainst) return `(${key}, ${id}) ${past} (${k}, ${param(at.i)})`;
  return `${key} ${past}= ${k} AND (${key} ${past} ${k} OR ${idAfter(at.i)})`;
}

/** `q` as a LIKE pattern matching it anywhere: lower case, a leading @ dropped, wildcards taken literally. */
export function substringPattern(q: string): string {
  const plain = q.replace(/^@/, "").toLowerCase();
  return `%${plain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

import { randomBytes } from "node:crypto";
import { SqlParams } from "../../analysis/index.ts";
import type { Db } from "../../db/database.ts";
import { criterionSelect } from "./audience-sql.ts";
import type { ResolvedCriterion } from "./resolve-criteria.ts";

/** A criterion's distinct account ids, pinned in a scratch table (one `id` column). */
export type CriterionSet = { table: string; rows: number };

/** How long a set unused is kept: a change of the page touches one criterion, the others are read again. */
const IDLE_MS = 60_000;
/** At most this many sets per database; past it the least recently used go. */
const MAX_SETS = 200;
/** Memory for a set's DISTINCT: 100,000 ids spill to disk at the default 4 MB. */
const WORK_MEM = "64MB";

/**
 * A criterion's ids in an unlogged table named as the autopilot's scratch tables are, so the sweep
 * of those drops what a dead process left. One handle's followers are distinct already (the follow
 * edge is the key); anything else is made distinct.
 */
async function createSet(db: Db, criterion: ResolvedCriterion) {
  const name = `autopilot_scratch_${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString("hex")}`;
  const drop = () => db.exec(`DROP TABLE IF EXISTS ${name}`);
  const p = new SqlParams();
  const select = criterionSelect(criterion, p);
  const distinct = criterion.kind === "followers_of" && criterion.accounts.length === 1 ? "" : "DISTINCT";
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL work_mem = '${WORK_MEM}'`);
      await tx.query(
        `CREATE UNLOGGED TABLE ${name} AS SELECT ${distinct} id FROM (${select}) c WHERE id IS NOT NULL`,
        p.values,
      );
      const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
      return row?.n ?? 0;
    });
    return { table: name, rows, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

type Entry = { set: Promise<CriterionSet & { drop: () => Promise<void> }>; usedAt: number; users: number };
const pinned = new WeakMap<Db, Map<string, Entry>>();

/**
 * Each criterion's accounts, pinned while a measure reads them and for a minute after, so the next
 * change searches the store only for the criterion it changed (a post search or a bio scan of a
 * 1M-post store costs half a second). `release` must be called once the sets have been read.
 * Tables a dead process left behind are dropped with the autopilot's scratch tables.
 */
export async function pinCriterionSets(
  db: Db,
  criteria: readonly ResolvedCriterion[],
  now = Date.now(),
): Promise<{ sets: CriterionSet[]; release: () => void }> {
  const entries = pinned.get(db) ?? new Map<string, Entry>();
  pinned.set(db, entries);
  const used: Entry[] = [];
  for (const criterion of criteria) {
    const key = JSON.stringify(criterion);
    let entry = entries.get(key);
    if (!entry) {
      const set = createSet(db, criterion);
      entry = { set, usedAt: now, users: 0 };
      entries.set(key, entry);
      set.catch(() => entries.delete(key));
    }
    entry.users++;
    entry.usedAt = now;
    used.push(entry);
  }
  const release = () => {
    for (const entry of used) entry.users--;
    void dropIdle(entries, Date.now());
  };
  try {
    const sets = await Promise.all(used.map((e) => e.set));
    return { sets: sets.map(({ table, rows }) => ({ table, rows })), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Drops the sets nobody reads that were idle past IDLE_MS, and the oldest past MAX_SETS. */
async function dropIdle(entries: Map<string, Entry>, now: number): Promise<void> {
  const idle = [...entries].filter(([, e]) => e.users === 0).sort((a, b) => a[1].usedAt - b[1].usedAt);
  const excess = Math.max(0, entries.size - MAX_SETS);
  const gone = idle.filter(([, e], i) => i < excess || now - e.usedAt > IDLE_MS);
  for (const [key, entry] of gone) {
    entries.delete(key);
    try {
      await (await entry.set).drop();
    } catch {
      // A set that failed to build has no table; one that cannot be dropped now is swept later.
    }
  }
}

/** The audience's distinct ids from its criteria's pinned sets, combined as audienceSelect combines them. */
export function combineSets(join: "and" | "or", criteria: readonly ResolvedCriterion[], sets: CriterionSet[]): string {
  const of = (exclude: boolean) =>
    sets.filter((_, i) => criteria[i]?.exclude === exclude).map((s) => `SELECT id FROM ${s.table}`);
  const combined = of(false).join(join === "and" ? " INTERSECT " : " UNION ");
  return [`SELECT id FROM (${combined}) inc`, ...of(true)].join(" EXCEPT ");
}

/** Drops every pinned set of a database nobody is reading (a benchmark's fresh session; a test's reset). */
export async function forgetCriterionSets(db: Db): Promise<void> {
  const entries = pinned.get(db);
  if (entries) await dropIdle(entries, Number.POSITIVE_INFINITY);
}

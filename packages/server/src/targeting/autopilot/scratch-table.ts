import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database.ts";
import { dropStaleTables } from "../../db/stale-tables.ts";

/** Scratch tables are named `autopilot_scratch_<epoch seconds>_<random>`: the name says how old one is. */
const SCRATCH_TABLE = /^autopilot_scratch_(\d+)_[0-9a-f]+$/;
/** A scratch table left behind (a process died mid-generation) is dropped after this long. */
const STALE_MS = 3_600_000;

/**
 * An audience held in an unlogged table of its own for one generation, as analyses pin theirs
 * (see build-scope.ts): the several queries of a generation read it without searching the store
 * again, and concurrent generations never wait on each other.
 */
export async function createScratchTable(
  db: Db,
  select: string,
  params: unknown[],
): Promise<{ name: string; rows: number; drop: () => Promise<void> }> {
  const name = `autopilot_scratch_${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString("hex")}`;
  const drop = () => db.exec(`DROP TABLE IF EXISTS ${name}`);
  try {
    await db.query(`CREATE UNLOGGED TABLE ${name} AS ${select}`, params);
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
    return { name, rows: row?.n ?? 0, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Drops the scratch tables a process that died mid-generation left behind. */
export function dropStaleScratchTables(db: Db, now = Date.now()): Promise<number> {
  return dropStaleTables(db, { like: "autopilot\\_scratch\\_%", name: SCRATCH_TABLE, maxAgeMs: STALE_MS }, now);
}

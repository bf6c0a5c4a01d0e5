import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./database.ts";
import { distributeOnCitus } from "./distribute.ts";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any number: serialises concurrent starts of several server processes on one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_316_001;

/**
 * Applies the numbered SQL migrations not applied yet, each in its own transaction, then distributes
 * the social store when the database is a Citus coordinator.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  if (db.kind === "postgres") await db.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await db.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set(
      (await db.query<{ version: string }>("SELECT version FROM schema_migrations")).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [file]);
      });
      applied.push(file);
    }
    // On a Citus coordinator the social store is then spread over the workers (nothing elsewhere).
    await distributeOnCitus(db);
    return applied;
  } finally {
    if (db.kind === "postgres") await db.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
}

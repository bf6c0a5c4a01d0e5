import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { dumpPglite, openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "../db/migrations");
let template: Promise<Blob> | null = null;

/**
 * A PGlite data folder with every migration applied, made once for all test files (kept in the
 * system's temporary folder under a hash of the migrations): starting from it spares each test
 * database PGlite's initdb and the migrations, most of what opening one costs.
 */
export function migratedTemplate(): Promise<Blob> {
  template ??= readOrMake();
  return template;
}

async function readOrMake(): Promise<Blob> {
  const files = (await fs.readdir(MIGRATIONS)).sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update(await fs.readFile(path.join(MIGRATIONS, file)));
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const pglite = JSON.parse(await fs.readFile(path.join(path.dirname(entry), "../package.json"), "utf8")) as {
    version: string;
  };
  hash.update(pglite.version);
  const file = path.join(os.tmpdir(), `xa-pglite-migrated-${hash.digest("hex").slice(0, 16)}.tar`);
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    // Not made yet: made here, and written whole under its name so another process never reads half.
  }
  const db = await openDatabase({});
  await migrate(db);
  const dump = await dumpPglite(db);
  await db.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await fs.writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await fs.rename(partial, file);
  return dump;
}

import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../../db/database.ts";
import { processRunning } from "../../db/store-lock.ts";

/** What a running PGlite server leaves in its data folder so the CLI can hand it files. */
export type LocalServerInfo = { pid: number; port: number; token: string };

const fileOf = (dataDir: string) => path.join(dataDir, "server.json");

/** The running server on this data folder, if any (a stale file of a dead server is ignored). */
export function findLocalServer(dataDir: string): LocalServerInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(fileOf(dataDir), "utf8")) as LocalServerInfo;
    return info.pid !== process.pid && processRunning(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/**
 * Called by the server at start on PGlite: records its pid, port and a fresh ingest token
 * (readable only by this user) so `npm run ingest` can post files to it instead of opening the
 * database a second time. Returns a function that removes the file at shutdown.
 */
export async function announceLocalServer(db: Db, dataDir: string, port: number): Promise<() => void> {
  const token = randomBytes(24).toString("hex");
  await db.query("DELETE FROM ingest_tokens");
  await db.query("INSERT INTO ingest_tokens (token) VALUES ($1)", [token]);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(fileOf(dataDir), JSON.stringify({ pid: process.pid, port, token } satisfies LocalServerInfo), {
    mode: 0o600,
  });
  return () => {
    try {
      fs.rmSync(fileOf(dataDir));
    } catch {
      // Already gone.
    }
  };
}

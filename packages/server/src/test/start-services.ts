import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { startSocialServices } from "../social/index.ts";

/**
 * Starts the social services on `db` as a server without the demo world does, waits for their
 * start-up steps, stops them, and returns the lines they logged.
 */
export async function runServicesStart(db: Db): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "xa-services-"));
  const logged: string[] = [];
  const services = await startSocialServices({
    db,
    config: readConfig({ DATA_DIR: dataDir, PORT: "0" }),
    log: (line) => logged.push(line),
    demo: false,
  });
  try {
    await services.ready;
  } finally {
    await services.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return logged;
}

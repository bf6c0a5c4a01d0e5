import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Writes a benchmark's report to bench-results/<kind>-<date>.json, with when, on which commit and on
 * what machine it ran, and prints where.
 */
export function writeBenchResults(kind: string, report: Record<string, unknown>): void {
  let commit = "";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
  } catch {
    // not a git checkout
  }
  const date = new Date().toISOString();
  const dir = path.join(ROOT, "bench-results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${kind}-${date.replace(/[:.]/g, "-")}.json`);
  const machine = { cpu: os.cpus()[0]?.model ?? "unknown CPU", cores: os.cpus().length };
  fs.writeFileSync(file, `${JSON.stringify({ date, commit, ...machine, ...report }, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, file)}`);
}

/**
 * Runs the route fuzz test (src/http/fuzz-routes.test.ts) at the size asked, prints the statuses
 * each route answered and writes bench-results/fuzz-routes-<date>.json.
 *
 *   npm run fuzz -- --requests 20000 [--seed 42]
 *
 * With TEST_DATABASE_URL set it runs on PostgreSQL too. Exits non-zero when a request got a 5xx,
 * changed data it must not have, or answered outside the API's error shape.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeBenchResults } from "./bench-results.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

type Report = {
  backend: string;
  seed: number;
  requests: number;
  server_errors: number;
  routes: { route: string; requests: number; statuses: Record<string, number> }[];
};

const requests = option("requests", 20_000);
const seed = option("seed", 20_290_707);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "fuzz-routes-"));
const started = performance.now();
const run = spawnSync("npx", ["vitest", "run", "packages/server/src/http/fuzz-routes.test.ts"], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: String(requests), FUZZ_SEED: String(seed), FUZZ_REPORT: folder },
});
const seconds = Math.round((performance.now() - started) / 1000);

const reports: Report[] = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as Report);
for (const report of reports) {
  console.log(`\n${report.backend}: ${report.requests} requests, ${report.server_errors} answered 5xx (seed ${seed})`);
  const width = Math.max(...report.routes.map((r) => r.route.length), 5);
  console.log(`${"route".padEnd(width)}  ${"requests".padStart(8)}  statuses`);
  for (const row of report.routes) {
    const statuses = Object.entries(row.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    console.log(`${row.route.padEnd(width)}  ${String(row.requests).padStart(8)}  ${statuses}`);
  }
}
writeBenchResults("fuzz-routes", { requests_asked: requests, seed, seconds, passed: run.status === 0, reports });
fs.rmSync(folder, { recursive: true, force: true });
process.exit(run.status ?? 1);

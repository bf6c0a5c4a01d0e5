import os from "node:os";
import { overlapRegions } from "@xa/core/analysis/competitor-overlap";
import {
  COMPETITOR_END,
  COMPETITOR_HANDLES,
  COMPETITOR_WORLD,
  openCompetitorWorld,
} from "../src/analysis/bench/competitor-world.ts";
import { forgetPinnedScopes } from "../src/analysis/build-scope.ts";
import { analyzeCompetitors, countAudiences } from "../src/analysis/competitor-analysis.ts";
import { findAccountByHandle } from "../src/analysis/resolve-request.ts";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { writeBenchResults } from "./bench-results.ts";
import { type Case, round, measure as timeCase } from "./bench-timing.ts";

// Competitor analysis of three handles with 100,000 followers each, on PostgreSQL, as the route runs it (the
// heavy lane); the overlap is also checked against direct INTERSECT/EXCEPT counts.
const { options } = parseArgs(process.argv.slice(2));
const runs = Math.max(5, intOption(options, "runs", 10));
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL: the competitor benchmark runs on PostgreSQL");
const TARGET_MS = 2000;

/** One case, after one warm-up call. */
const measure = (name: string, fn: () => Promise<unknown>, detail: string) =>
  timeCase(name, fn, { runs, warmups: 1, detail });

console.error("postgres: opening the competitor world (generated on first use)…");
const store = await openCompetitorWorld(url, options.rebuild === "true");
const db = store.heavy;
const accounts = [];
for (const handle of COMPETITOR_HANDLES) accounts.push(await findAccountByHandle(db, handle));
const ids = accounts.map((a) => a.id);
const start = new Date(COMPETITOR_END.getTime() - 30 * 86_400_000);
const input = { accounts, start, end: COMPETITOR_END, limit: 10, language: "en" as const };

// The bitmask's regions against one set operation per region, written independently.
const regions = overlapRegions(ids.length, (await countAudiences(db, ids, 10)).overlap);
const set = (i: number) => `SELECT follower_id FROM follows WHERE followee_id = '${ids[i]}'`;
let matchesSql = true;
for (const region of regions) {
  const outside = ids.map((_, i) => i).filter((i) => !region.members.includes(i));
  const inside = region.members.map(set).join(" INTERSECT ");
  const sql = outside.length ? `(${inside}) EXCEPT (${outside.map(set).join(" UNION ")})` : inside;
  const [direct] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`);
  if (direct?.n !== region.count) matchesSql = false;
}
const audiences = ids.map((_, i) => regions.filter((r) => r.members.includes(i)).reduce((s, r) => s + r.count, 0));

const analyse = async () => {
  // Each run pins its handle scopes afresh, as a new request would.
  await forgetPinnedScopes(db);
  return analyzeCompetitors(db, input);
};
const result = await analyse();
const cases = [
  await measure(
    "competitor analysis, 3 handles",
    analyse,
    `audiences ${audiences.join(", ")}; union ${result.union}; everything the page shows`,
  ),
  await measure(
    "overlap and exclusive followees",
    () => countAudiences(db, ids, 10),
    "one statement: 7 regions by bitmask; the followees of a 20,000-follower sample grouped by their followers' masks",
  ),
];
await store.close();

const whole = cases[0] as Case;
const report = {
  backend: "postgres",
  // Other work on the machine slows every case alike: read the figures against it.
  loadAverage: os.loadavg().map(round),
  world: COMPETITOR_WORLD,
  handles: COMPETITOR_HANDLES,
  audiences,
  union: result.union,
  exclusiveBase: result.exclusive_base,
  regions,
  overlapMatchesDirectSql: matchesSql,
  cases,
  target: { p50Ms: TARGET_MS, met: whole.p50 < TARGET_MS },
};
console.log(`\nCompetitor analysis benchmark (PostgreSQL, ${runs} runs after a warm-up; ms)`);
console.log(`${"case".padEnd(36)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"min".padStart(8)}  detail`);
for (const c of cases) {
  console.log(
    `${c.name.padEnd(36)} ${c.p50.toFixed(1).padStart(8)} ${c.p95.toFixed(1).padStart(8)} ${c.min.toFixed(1).padStart(8)}  ${c.detail}`,
  );
}
console.log(`load average while measured: ${report.loadAverage.join(", ")} on ${os.cpus().length} cores`);
console.log(`overlap equals direct SQL counts: ${matchesSql ? "yes" : "NO"}`);
console.log(`target: 3 handles of 100k followers p50 < ${TARGET_MS} ms ${report.target.met ? "met" : "NOT met"}`);
writeBenchResults("competitor", report);

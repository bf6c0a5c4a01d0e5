import { BENCH_PGLITE_DIR, BENCH_SCHEMA } from "../src/analysis/bench/bench-store.ts";
import { parseArgs } from "../src/cli/args.ts";
import { openDatabase } from "../src/db/database.ts";
import { countOverview } from "../src/social/toolkit-overview.ts";
import { writeBenchResults } from "./bench-results.ts";
import { type Case, measure } from "./bench-timing.ts";

// The public toolkit overview, uncached, on a store a benchmark built (read only, never migrated or changed):
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, --schema, default the analysis benchmark's) or a PGlite
// folder (--data-dir, default the analysis benchmark's). Its reads walk indexes or the latest 20,000 posts.
const { options } = parseArgs(process.argv.slice(2));
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const dataDir = options["data-dir"];
const db =
  dataDir || !url
    ? await openDatabase({ dataDir: dataDir ?? BENCH_PGLITE_DIR, owner: "bench-overview" })
    : await openDatabase({ databaseUrl: url, schema: options.schema ?? BENCH_SCHEMA });
const backend = db.kind;
const overview = await countOverview(db);
const cases: Case[] = [await measure("toolkit overview (uncached)", () => countOverview(db), { runs: 10, warmups: 1 })];
await db.close();

console.log(
  `\n${backend}: ${overview.accounts.toLocaleString("en")} accounts, ${overview.posts.toLocaleString("en")} posts`,
);
console.log("case                                  p50 ms   p95 ms   max ms");
for (const c of cases)
  console.log(
    `${c.name.padEnd(36)} ${String(c.p50).padStart(7)} ${String(c.p95).padStart(8)} ${String(c.max).padStart(8)}`,
  );
writeBenchResults("overview", { backend, accounts: overview.accounts, posts: overview.posts, cases });

/**
 * Generates the deterministic demo world into the store.
 * Usage: npm run demo -- [--accounts N] [--days D] [--seed S]
 * Uses DATABASE_URL or DATA_DIR like the server (stop a PGlite server first: PGlite is single-process,
 * and the data folder's lock refuses a second one).
 */

import { intOption, parseArgs } from "../src/cli/args.ts";
import { readConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { exitIfStoreInUse } from "../src/db/store-lock.ts";
import { timingTable } from "../src/social/demo/demo-timings.ts";
import { DEMO_DEFAULTS, generateWithProgress, withDemoLock } from "../src/social/demo/load-demo.ts";

const { options } = parseArgs(process.argv.slice(2));
const accounts = intOption(options, "accounts", DEMO_DEFAULTS.accounts);
const days = Math.max(1, intOption(options, "days", DEMO_DEFAULTS.days));
const seed = intOption(options, "seed", DEMO_DEFAULTS.seed);
const config = readConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  owner: "npm run demo",
}).catch(exitIfStoreInUse);
await migrate(db);
// On an empty store the indexes are built once at the end, as on the server's first start.
const [store] = await db.query<{ empty: boolean }>("SELECT NOT EXISTS (SELECT 1 FROM accounts) AS empty");
const deferIndexes = store?.empty ?? false;
const summary = await withDemoLock(db, () => generateWithProgress(db, { accounts, days, seed, deferIndexes }));
if (!summary) {
  console.error("Another process is generating a demo world in this database: try again when it has finished.");
  await db.close();
  process.exit(1);
}
console.log(
  `\nWhere the time went (CPU: the whole process, PGlite's work included):\n${timingTable(summary.phases)}\n`,
);
console.log(
  `Demo world (seed ${seed}) in ${(summary.ms / 1000).toFixed(1)} s: ${summary.accounts} accounts, ${summary.posts} posts, ${summary.follows} follows, ${summary.engagements} engagements, ${summary.snapshots} follower snapshots.`,
);
await db.close();

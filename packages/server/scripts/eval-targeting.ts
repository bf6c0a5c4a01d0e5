/**
 * How good and how fast the targeting autopilot is, on the demo world, whose communities are known
 * by construction: for each brief (one per community, en and ja, free text and keyword groups), the
 * precision of the top 20 handles, hashtags and keywords against the community it names, per order,
 * and the generation time. Prints a table and writes bench-results/eval-targeting-<date>.json.
 * Runs on a fresh in-memory PGlite, and on a fresh schema of PostgreSQL when TEST_DATABASE_URL or
 * DATABASE_URL is set; with --data-dir, PGlite keeps the world in that folder and a later run reuses it
 * (the same --accounts; a method change needs no new world). Usage: npm run eval:targeting --
 * [--accounts N] [--backends pglite,postgres] [--data-dir DIR]
 */
import { randomBytes } from "node:crypto";
import { autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { PACKAGE_ORDERS } from "@xa/core/targeting/targeting-options";
import pg from "pg";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { ProgressBar } from "../src/cli/progress-bar.ts";
import { TARGETING_DEFAULTS } from "../src/config.ts";
import { type Db, openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { writeAccounts } from "../src/social/demo/demo-accounts.ts";
import { DAY_MS, type Person } from "../src/social/demo/demo-world.ts";
import { generateDemoWorld } from "../src/social/demo/generate-world.ts";
import { DEMO_DEFAULTS } from "../src/social/demo/load-demo.ts";
import { Prng } from "../src/social/demo/prng.ts";
import { communityTruths, precisionAt } from "../src/targeting/autopilot/eval/community-truth.ts";
import { EVAL_BRIEFS } from "../src/targeting/autopilot/eval/eval-briefs.ts";
import { generatePackage } from "../src/targeting/autopilot/generate-package.ts";
import { recountStats } from "../src/targeting/autopilot/store-term-stats.ts";
import { writeBenchResults } from "./bench-results.ts";

const { options } = parseArgs(process.argv.slice(2));
const world = { ...DEMO_DEFAULTS, accounts: intOption(options, "accounts", DEMO_DEFAULTS.accounts) };
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const backends = (options.backends ?? (postgresUrl ? "pglite,postgres" : "pglite")).split(",");
const end = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const TARGETS = { precision: 0.8, pgliteP50Ms: 3000, postgresP50Ms: 1000 };
const LISTS = ["handles", "hashtags", "keywords"] as const;

/** The demo world's people, drawn again from its seed: the accounts step is the first to draw. */
async function peopleOfWorld(): Promise<Person[]> {
  const scratch = await openDatabase({});
  await migrate(scratch);
  const people = await writeAccounts(
    { db: scratch, rng: new Prng(world.seed), endDay: end.getTime(), days: world.days, step: async () => {} },
    world.accounts,
  );
  await scratch.close();
  return people;
}

async function openFresh(backend: string): Promise<{ db: Db; close: () => Promise<void>; hasWorld: boolean }> {
  if (backend !== "postgres") {
    const db = await openDatabase({ dataDir: options["data-dir"], owner: "npm run eval:targeting" });
    await migrate(db);
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
    return { db, close: () => db.close(), hasWorld: (row?.n ?? 0) > 0 };
  }
  if (!postgresUrl) throw new Error("postgres needs TEST_DATABASE_URL or DATABASE_URL");
  const schema = `eval_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openDatabase({ databaseUrl: postgresUrl, schema });
  await migrate(db);
  return {
    db,
    hasWorld: false,
    close: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

const fmt = (p: number | null) => (p === null ? "  -  " : p.toFixed(2).padStart(5));
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

console.error(
  `Drawing the demo world's people (seed ${world.seed}, ${world.accounts.toLocaleString("en-US")} accounts)…`,
);
const truths = communityTruths(await peopleOfWorld());
const report: Record<string, unknown> = { world, targets: TARGETS, briefs: EVAL_BRIEFS.length };
for (const backend of backends) {
  const store = await openFresh(backend);
  try {
    if (!store.hasWorld) {
      const bar = new ProgressBar(`${backend}: demo world`.padEnd(24), "items");
      await generateDemoWorld(store.db, {
        ...world,
        end,
        onProgress: (_phase, done, total) => bar.update(done, total),
      });
      bar.done(1, 1);
    }
    const statsStarted = performance.now();
    await recountStats(store.db);
    const statsMs = Math.round(performance.now() - statsStarted);
    const rows: Record<string, unknown>[] = [];
    const runs = new ProgressBar(`${backend}: generations`.padEnd(24), "runs");
    const total = EVAL_BRIEFS.length * PACKAGE_ORDERS.length;
    for (const order of PACKAGE_ORDERS) {
      for (const brief of EVAL_BRIEFS) {
        const truth = truths.find((c) => c.id === brief.community);
        if (!truth) throw new Error(`no community ${brief.community}`);
        const request = autopilotRequest.parse({ ...brief.request, order });
        const started = performance.now();
        const result = await generatePackage(store.db.heavy, request, {
          language: brief.form.startsWith("ja") ? "ja" : "en",
          now: end,
          targeting: TARGETING_DEFAULTS,
        });
        const ms = Math.round(performance.now() - started);
        const pkg = result.targeting_package;
        const lists = {
          handles: pkg.handles.map((h) => h.handle),
          hashtags: pkg.hashtags.map((h) => h.label),
          keywords: pkg.keywords.map((k) => k.label),
        };
        rows.push({
          order,
          community: brief.community,
          form: brief.form,
          ms,
          audience: result.estimate.accounts_in_store,
          ...Object.fromEntries(LISTS.map((l) => [`${l}_p20`, precisionAt(lists[l], truth[l])])),
          ...Object.fromEntries(LISTS.map((l) => [`${l}_count`, lists[l].length])),
          brief_terms: result.brief_terms,
          widened_terms: result.widened_terms,
          top: Object.fromEntries(LISTS.map((l) => [l, lists[l].slice(0, 20)])),
        });
        runs.update(rows.length, total);
      }
    }
    runs.done(rows.length, total);
    console.log(`\n${backend} (store's term counts: ${statsMs} ms, once per 10 minutes)`);
    console.log("order      community  form         audience  handles  hashtags  keywords     ms");
    for (const r of rows)
      console.log(
        `${String(r.order).padEnd(10)} ${String(r.community).padEnd(10)} ${String(r.form).padEnd(12)} ${String(r.audience).padStart(8)}  ${fmt(r.handles_p20 as number)}    ${fmt(r.hashtags_p20 as number)}     ${fmt(r.keywords_p20 as number)}  ${String(r.ms).padStart(5)}`,
      );
    const summary: Record<string, unknown> = {};
    for (const order of PACKAGE_ORDERS) {
      const of = rows.filter((r) => r.order === order);
      const mean = (l: string) => {
        const xs = of.map((r) => r[`${l}_p20`]).filter((x): x is number => typeof x === "number");
        return xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1000) / 1000 : null;
      };
      const min = (l: string) =>
        Math.min(...of.map((r) => r[`${l}_p20`]).filter((x): x is number => typeof x === "number"));
      const ms = of.map((r) => r.ms as number);
      summary[order] = {
        ...Object.fromEntries(LISTS.map((l) => [`${l}_mean_p20`, mean(l)])),
        ...Object.fromEntries(LISTS.map((l) => [`${l}_min_p20`, min(l)])),
        p50_ms: percentile(ms, 50),
        p95_ms: percentile(ms, 95),
      };
      const s = summary[order] as Record<string, number>;
      console.log(
        `${order.padEnd(10)} mean p@20: handles ${fmt(s.handles_mean_p20 ?? null)}, hashtags ${fmt(s.hashtags_mean_p20 ?? null)}, keywords ${fmt(s.keywords_mean_p20 ?? null)} · min ${fmt(s.handles_min_p20 ?? null)} ${fmt(s.hashtags_min_p20 ?? null)} ${fmt(s.keywords_min_p20 ?? null)} · p50 ${s.p50_ms} ms, p95 ${s.p95_ms} ms`,
      );
    }
    report[backend] = { term_counts_ms: statsMs, summary, rows };
  } finally {
    await store.close();
  }
}
console.log("\nTimings are wall-clock on a shared machine: other processes running at the same time make them noisy.");
writeBenchResults("eval-targeting", report);

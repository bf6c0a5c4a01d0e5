/**
 * The research tools' response times. The audience builder: each change of a session on its page
 * (add, exclude, join, remove a criterion) answered by its one measure call (size, sample, profile,
 * suggested interests), on the default demo world (PGlite) and, with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, on the 1M-post bench world on PostgreSQL. Target: < 1 s per change.
 * Topic clusters: a keyword query of about 50,000 posts (the closest the world's topics give) turned
 * into its term graph, communities and layout, as the route answers it. Target: < 3 s to the answer
 * the browser draws.
 * Creators: a search of its page (the first 50 ranked), with the audience's sets pinned afresh (a new
 * search) and already pinned (a re-sort). Target: < 2 s.
 * Prints a table and writes bench-results/research-*.json. Options: --runs N, --backends pglite,postgres,
 * --cases builder,clusters,creators.
 */
import os from "node:os";
import path from "node:path";
import { openBenchStore } from "../src/analysis/bench/bench-store.ts";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { ProgressBar } from "../src/cli/progress-bar.ts";
import {
  benchTopicClusters,
  CLUSTERS_TARGET_POSTS,
  type ClustersCase,
  pickClustersQuery,
} from "../src/clusters/bench/topic-clusters-bench.ts";
import { creatorsCases, runCreatorsCase } from "../src/creators/bench/creators-bench.ts";
import type { Db } from "../src/db/database.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { DEMO_DEFAULTS, generateWithProgress } from "../src/social/demo/load-demo.ts";
import {
  builderSession,
  type StepTiming,
  startSession,
  timeStep,
} from "../src/targeting/bench/audience-builder-bench.ts";
import { writeBenchResults } from "./bench-results.ts";
import { type Case, measure, percentile, round } from "./bench-timing.ts";

const TARGET_MS = 1000;
const CLUSTERS_TARGET_MS = 3000;
const CREATORS_TARGET_MS = 2000;
const DEMO_DIR = path.join(os.tmpdir(), "xa-bench-research");
// The analysis benchmark's world, in a schema of its own so the two benchmarks never build one store at once.
const BENCH_SCHEMA = "bench_research";

const { options } = parseArgs(process.argv.slice(2));
const runs = Math.max(3, intOption(options, "runs", 5));
const hasPostgres = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
const backends = (options.backends ?? (hasPostgres ? "pglite,postgres" : "pglite")).split(",");
const cases = new Set((options.cases ?? "builder,clusters,creators").split(","));

/** The default demo world in the OS temp folder, built on first use. */
async function openDemoWorld(): Promise<Db> {
  const db = await openDatabase({ dataDir: DEMO_DIR });
  await migrate(db);
  const [have] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
  if ((have?.n ?? 0) === 0) {
    console.error(`Building the demo world in ${DEMO_DIR} (once)…`);
    await generateWithProgress(db, { ...DEMO_DEFAULTS, deferIndexes: true });
  }
  return db;
}

async function benchAudienceBuilder(world: string, db: Db) {
  const session = await builderSession(db);
  const [store] = await db.query<{ a: number; p: number }>(
    "SELECT (SELECT count(*) FROM accounts)::int AS a, (SELECT count(*) FROM posts)::int AS p",
  );
  for (const step of session) await timeStep(db, step); // warm-up: caches and plans
  const byStep = session.map(() => [] as StepTiming[]);
  // Each run is a session from scratch: a step searches the store for the criterion it adds or
  // changes, and reads the others from the sets the earlier steps pinned, as on the page.
  const bar = new ProgressBar(`  audience builder, ${world}`.padEnd(40), "runs");
  for (let r = 0; r < runs; r++) {
    await startSession(db);
    for (const [i, step] of session.entries()) byStep[i]?.push(await timeStep(db, step));
    bar.update(r + 1, runs);
  }
  bar.done(runs, runs);
  const steps = session.map((step, i) => {
    const times = byStep[i] ?? [];
    const sorted = (pick: (t: StepTiming) => number) => times.map(pick).sort((a, b) => a - b);
    const change = sorted((t) => t.changeMs);
    return {
      change: step.change,
      size: times[0]?.size ?? 0,
      suggested: times[0]?.suggested ?? 0,
      changeP50: round(percentile(change, 50)),
      changeP95: round(percentile(change, 95)),
      meetsTarget: percentile(change, 95) < TARGET_MS,
    };
  });
  return { world, accounts: store?.a ?? 0, posts: store?.p ?? 0, steps };
}

async function benchClusters(world: string, db: Db) {
  const picked = await pickClustersQuery(db, CLUSTERS_TARGET_POSTS);
  console.error(`  topic clusters, ${world}: "${picked.query}" matches ${picked.matched} posts`);
  const found = await benchTopicClusters(db, picked.query, runs);
  const p = (pick: (r: ClustersCase["runs"][number]) => number, q: number) =>
    round(
      percentile(
        found.runs.map(pick).sort((a, b) => a - b),
        q,
      ),
    );
  return {
    world,
    ...found,
    runs: undefined,
    totalP50: p((r) => r.totalMs, 50),
    totalP95: p((r) => r.totalMs, 95),
    sampleP50: p((r) => r.sampleMs, 50),
    graphP50: p((r) => r.graphMs, 50),
    kilobytes: Math.round((found.runs[0]?.bytes ?? 0) / 1024),
    meetsTarget: p((r) => r.totalMs, 95) < CLUSTERS_TARGET_MS,
  };
}

/** Each creators search new (the audience's sets pinned afresh) and re-sorted (the sets still pinned). */
async function benchCreators(world: string, db: Db) {
  const now = new Date();
  const found: (Case & { creators: number; audience: number })[] = [];
  for (const c of await creatorsCases(db)) {
    const first = await runCreatorsCase(db, c, now);
    const fresh = await measure(
      `creators ${c.name}, new`.slice(0, 34),
      async () => {
        await startSession(db);
        await runCreatorsCase(db, c, now);
      },
      { runs, warmups: 1 },
    );
    const pinned = await measure(`creators ${c.name}, re-sort`.slice(0, 34), () => runCreatorsCase(db, c, now), {
      runs,
      warmups: 1,
    });
    const counts = { creators: first.count, audience: first.audience.size };
    found.push({ ...fresh, name: `${c.name}, new search`, ...counts });
    found.push({ ...pinned, name: `${c.name}, re-sort`, ...counts });
  }
  return { world, cases: found };
}

const results = [];
const clusters = [];
const creators = [];
for (const backend of backends) {
  if (backend === "pglite") {
    const db = await openDemoWorld();
    if (cases.has("builder")) results.push({ backend, ...(await benchAudienceBuilder("demo world (PGlite)", db)) });
    if (cases.has("clusters")) clusters.push({ backend, ...(await benchClusters("demo world (PGlite)", db)) });
    if (cases.has("creators")) creators.push({ backend, ...(await benchCreators("demo world (PGlite)", db)) });
    await db.close();
  } else if (backend === "postgres") {
    console.error("postgres: opening the 1M-post bench world (built on first use)…");
    const store = await openBenchStore("postgres", false, BENCH_SCHEMA);
    if (cases.has("builder"))
      results.push({ backend, ...(await benchAudienceBuilder("bench world (PostgreSQL)", store.db)) });
    if (cases.has("clusters"))
      clusters.push({ backend, ...(await benchClusters("bench world (PostgreSQL)", store.db)) });
    if (cases.has("creators"))
      creators.push({ backend, ...(await benchCreators("bench world (PostgreSQL)", store.db)) });
    await store.db.close();
  }
}

for (const r of results) {
  console.log(
    `\nAudience builder per change, ${r.world}: ${r.accounts} accounts / ${r.posts} posts (${runs} runs; ms)`,
  );
  console.log(
    `${"change".padEnd(44)} ${"size".padStart(8)} ${"interests".padStart(9)} ${"p50".padStart(8)} ${"p95".padStart(8)}  < ${TARGET_MS} ms`,
  );
  for (const s of r.steps) {
    console.log(
      `${s.change.slice(0, 44).padEnd(44)} ${String(s.size).padStart(8)} ${String(s.suggested).padStart(9)} ${s.changeP50.toFixed(1).padStart(8)} ${s.changeP95.toFixed(1).padStart(8)}  ${s.meetsTarget ? "met" : "NOT met"}`,
    );
  }
}
if (clusters.length > 0) {
  console.log(`\nTopic clusters of a keyword query, to the answer the browser draws (${runs} runs; ms)`);
  console.log(
    `${"world".padEnd(26)} ${"matched".padStart(8)} ${"sampled".padStart(8)} ${"terms".padStart(6)} ${"clusters".padStart(8)} ${"sql p50".padStart(8)} ${"graph p50".padStart(9)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"kB".padStart(5)}  < ${CLUSTERS_TARGET_MS} ms`,
  );
  for (const c of clusters) {
    console.log(
      `${c.world.padEnd(26)} ${String(c.matched).padStart(8)} ${String(c.sampled).padStart(8)} ${String(c.nodes).padStart(6)} ${String(c.clusters).padStart(8)} ${c.sampleP50.toFixed(1).padStart(8)} ${c.graphP50.toFixed(1).padStart(9)} ${c.totalP50.toFixed(1).padStart(8)} ${c.totalP95.toFixed(1).padStart(8)} ${String(c.kilobytes).padStart(5)}  ${c.meetsTarget ? "met" : "NOT met"}`,
    );
    console.log(`  query: ${c.query}`);
  }
}
for (const r of creators) {
  console.log(`\nCreators, first page of 50, ${r.world} (${runs} runs; ms)`);
  console.log(
    `${"search".padEnd(52)} ${"creators".padStart(8)} ${"audience".padStart(8)} ${"p50".padStart(8)} ${"p95".padStart(8)}  < ${CREATORS_TARGET_MS} ms`,
  );
  for (const c of r.cases) {
    console.log(
      `${c.name.slice(0, 52).padEnd(52)} ${String(c.creators).padStart(8)} ${String(c.audience).padStart(8)} ${c.p50.toFixed(1).padStart(8)} ${c.p95.toFixed(1).padStart(8)}  ${c.p95 < CREATORS_TARGET_MS ? "met" : "NOT met"}`,
    );
  }
}
writeBenchResults("research", {
  runs,
  targetMs: TARGET_MS,
  audienceBuilder: results,
  topicClusters: { targetMs: CLUSTERS_TARGET_MS, targetPosts: CLUSTERS_TARGET_POSTS, cases: clusters },
  creatorsTargetMs: CREATORS_TARGET_MS,
  creators,
});

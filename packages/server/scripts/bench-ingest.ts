/**
 * Ingest benchmark: generates an X API v2 file of N posts (default 1,000,000; pages of 100 with
 * their users, as the API and twarc2 write them) and imports it into PGlite and into PostgreSQL
 * (BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL; a fresh schema, dropped after), each in
 * its own process so peak memory is its own. Prints a table and writes bench-results/ingest-*.json.
 * A user keeps one profile across the file and their counts move once a simulated day, as in a real
 * collection (see bench-file), so repeated profiles are partly unchanged and partly updates.
 *
 * What is timed is what `npm run ingest` does: the import (parse, map, enrich every post, upsert
 * posts, accounts and engagements, one transaction per batch; on PGlite, where the file is bigger
 * than the store, the posts' indexes built at the end: see ingest's BULK_LOAD), then the step that
 * enriches the accounts the import touched (demographics need the accounts' hashtags, so they come
 * after). posts/s is reported for the import alone and for both steps together.
 *
 * Memory is the peak resident set (RSS) of the importing process, as the kernel records it (VmHWM,
 * reset when the import starts; sampled every 50 ms where that cannot be read): the main thread,
 * the worker threads that prepare batches, their Japanese analyser's thread, and PGlite's WebAssembly
 * heap all live in it. A
 * PostgreSQL server's own memory is not counted (another process, sized by its configuration).
 *
 * CPU time per post is reported too: the importing process's, and a local PostgreSQL server's
 * (its processes' time from /proc). Their sum against the CPU time the machine's cores offer per
 * post at the target speed tells whether an import is held back by waiting or by the CPU itself.
 * On PostgreSQL it first measures the server's own cost of storing a prepared post (see
 * storeMicrosPerPost) and adds it to the CPU cost of preparing one on a thread: the least CPU a post can
 * take on this machine, and so the most posts/s its cores allow (the ceiling). Targets: PostgreSQL
 * at least 75% of that ceiling, PGlite at least 15,000 posts/s, both under 500 MB at peak.
 * Usage: npm run bench:ingest -- [--posts N] [--backends pglite,postgres] [--chunk-kb KB] [--batch N]
 */

import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { ProgressBar } from "../src/cli/progress-bar.ts";
import { type Db, openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { writeBenchFile } from "../src/social/bench/bench-file.ts";
import { deferSecondaryIndexes } from "../src/social/deferred-indexes.ts";
import { ingest } from "../src/social/import/ingest.ts";
import { chunkLines } from "../src/social/import/jsonl-chunks.ts";
import { prepareChunk } from "../src/social/import/prepare-chunk.ts";
import { readFilePieces } from "../src/social/import/read-file.ts";
import { POST_UPSERT } from "../src/social/store-rows.ts";
import { writeBenchResults } from "./bench-results.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const { options } = parseArgs(process.argv.slice(2));

type RunResult = {
  backend: string;
  posts: number;
  /** the import: posts and accounts stored, every post enriched */
  seconds: number;
  postsPerSecond: number;
  /** the follow-up step: accounts enriched (demographics) */
  accountsEnriched: number;
  enrichSeconds: number;
  /** posts per second over both steps */
  totalPostsPerSecond: number;
  /** peak resident memory while importing (the process's own peak includes PGlite's initdb) */
  peakRssMb: number;
  processPeakRssMb: number;
  /** CPU time per post during the import: the importing process (all its threads) and PostgreSQL's processes */
  cpuMicrosPerPost: { importer: number; postgres: number | null };
  records: number;
};

/**
 * Resets the kernel's record of this process's peak resident set (Linux: clear_refs 5), so that
 * VmHWM then gives the peak of the import alone, however briefly it lasted. Sampling alone can miss
 * it: on PGlite a batch's statements run without giving the timer a turn. False elsewhere.
 */
function resetPeakRss(): boolean {
  try {
    fs.writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

/**
 * CPU time used so far by this machine's PostgreSQL server processes (Linux: every process named
 * postgres, from /proc), in milliseconds; null where none can be seen (another machine's server,
 * no /proc). Read before and after an import, it says how the cores were shared between preparing
 * posts (the importing process) and storing them. Processes that ended meanwhile count too, through
 * their parent's record of its ended children: an index build's parallel workers, for one.
 */
function postgresCpuMs(): number | null {
  try {
    const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"]).toString()) || 100;
    let ticks = 0;
    let seen = 0;
    for (const pid of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        continue; // ended meanwhile
      }
      if (!stat.includes("(postgres)")) continue;
      seen++;
      // Fields after the command: state is 3rd, utime 14th and stime 15th of the line, then the
      // same of its children that ended (cutime, cstime).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    }
    return seen > 0 ? (ticks / ticksPerSecond) * 1000 : null;
  } catch {
    return null;
  }
}

/** The peak resident set since the last reset, in bytes (VmHWM). */
function readPeakRss(): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/** A migrated store in a new schema of the PostgreSQL server, and how to drop it. */
async function freshSchema(url: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openDatabase({ databaseUrl: url, schema });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** A migrated PGlite store in a new folder of this process, and how to remove it. */
async function freshPglite(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "xa-bench-pglite-store-"));
  const db = await openDatabase({ dataDir: dir });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU time used so far by this process (all its threads), in milliseconds. */
function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Prepares a chunk of the bench file as an import's worker thread does. */
const prepareBenchChunk = (data: Uint8Array) =>
  prepareChunk({ seq: 0, data, format: "x-v2", source: "x-v2", firstLine: 1, recordsBefore: 0, resumeAfter: 0 });

async function runOne(backend: "pglite" | "postgres", file: string, expectedPosts: number): Promise<RunResult> {
  let db: Db;
  let finish: () => Promise<void>;
  if (backend === "postgres") {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("no PostgreSQL URL");
    ({ db, drop: finish } = await freshSchema(url));
  } else {
    // The data folder was created by a separate process: PGlite's initdb has a memory peak of its
    // own, which is a one-time cost of a new store, not of importing.
    const dir = options.dir as string;
    const pglite = await openDatabase({ dataDir: dir });
    await migrate(pglite);
    db = pglite;
    finish = async () => {
      await pglite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const bar = new ProgressBar(`ingest into ${backend}`, "posts");
  // Opening the store is part of the process's peak (ru_maxrss, in kB on Linux): noted before the
  // kernel's record is reset for the import.
  const openingPeakKb = process.resourceUsage().maxRSS;
  const kernelPeak = resetPeakRss();
  // Sampled only where the kernel's peak cannot be read: it is never below any sample.
  let sampledPeak = process.memoryUsage().rss;
  const sampler = kernelPeak
    ? undefined
    : setInterval(() => {
        sampledPeak = Math.max(sampledPeak, process.memoryUsage().rss);
      }, 50);
  const cpuStart = process.cpuUsage();
  const postgresStart = backend === "postgres" ? postgresCpuMs() : null;
  const started = performance.now();
  const summary = await ingest({
    db,
    input: readFilePieces(file),
    filename: path.basename(file),
    ...(options.batch ? { batchSize: intOption(options, "batch", 5000) } : {}),
    ...(options["chunk-kb"] ? { chunkBytes: intOption(options, "chunk-kb", 4096) * 1024 } : {}),
    // As npm run ingest gives it: a bulk load into PGlite builds the posts' indexes at the end, within the time.
    totalBytes: fs.statSync(file).size,
    onProgress: (p) => bar.update(p.written.posts.inserted + p.written.posts.updated, expectedPosts),
  });
  const seconds = (performance.now() - started) / 1000;
  const posts = summary.written.posts.inserted + summary.written.posts.updated;
  const cpu = process.cpuUsage(cpuStart);
  const postgresEnd = postgresStart === null ? null : postgresCpuMs();
  const perPost = (micros: number) => Math.round((micros / posts) * 10) / 10;
  const cpuMicrosPerPost = {
    importer: perPost(cpu.user + cpu.system),
    postgres: postgresStart === null || postgresEnd === null ? null : perPost((postgresEnd - postgresStart) * 1000),
  };
  bar.done(posts, expectedPosts);
  const enrichBar = new ProgressBar(`enrich accounts in ${backend}`, "accounts");
  const enrichStarted = performance.now();
  // Loaded after the import, as npm run ingest loads it.
  const { enrichAccounts } = await import("../src/social/enrich-accounts.ts");
  const accountsEnriched = await enrichAccounts(db, { onBatch: async (n) => enrichBar.update(n) });
  const enrichSeconds = (performance.now() - enrichStarted) / 1000;
  enrichBar.done(accountsEnriched);
  clearInterval(sampler);
  await finish();
  return {
    backend,
    posts,
    seconds: Math.round(seconds * 10) / 10,
    postsPerSecond: Math.round(posts / seconds),
    accountsEnriched,
    enrichSeconds: Math.round(enrichSeconds * 10) / 10,
    totalPostsPerSecond: Math.round(posts / (seconds + enrichSeconds)),
    peakRssMb: Math.round((kernelPeak ? readPeakRss() : sampledPeak) / 1024 / 1024),
    // ru_maxrss is the process's peak resident set, in kilobytes on Linux.
    processPeakRssMb: Math.round(Math.max(openingPeakKb, process.resourceUsage().maxRSS) / 1024),
    cpuMicrosPerPost,
    records: summary.read,
  };
}

if (options.prepare) {
  // Child: create and migrate a PGlite data folder.
  const db = await openDatabase({ dataDir: options.prepare });
  await migrate(db);
  await db.close();
  process.exit(0);
}

if (options.run) {
  // Child: one backend, result as JSON on stdout.
  const result = await runOne(
    options.run as "pglite" | "postgres",
    options.file as string,
    intOption(options, "posts", 0),
  );
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

const posts = intOption(options, "posts", 1_000_000);
const backends = (options.backends ?? "pglite,postgres").split(",").filter((b) => b === "pglite" || b === "postgres");
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const file = path.join(os.tmpdir(), `xa-bench-v2-users-${posts}.jsonl`);
if (!fs.existsSync(file)) {
  const bar = new ProgressBar("generating v2 file", "posts");
  await writeBenchFile(file, posts, (n) => bar.update(n, posts));
  bar.done(posts, posts);
}
const size = fs.statSync(file).size;
console.log(`File: ${file} (${(size / 1e6).toFixed(0)} MB, ${posts.toLocaleString("en-US")} posts)`);

/**
 * The machine's speed at the import's slowest stage: preparing posts (parse, map, enrich, encode)
 * on one thread, as an import's thread meets them: the file's first chunk as a warm-up (analysers
 * loaded, code compiled), then the next six, each once, timed together. Never a chunk twice:
 * its texts would then come from the Japanese analyser's cache, which a real import only gets for
 * texts that repeat. Runs on different machines of the same size differ by more than the code's
 * changes; this tells them apart. Both the thread's time and the process's CPU time: V8 collects
 * garbage on helper threads beside the one preparing, so a post costs the cores more than the
 * thread's time (the import pays the same).
 */
async function prepareMicrosPerPost(): Promise<{ thread: number; cpu: number }> {
  const chunks: Uint8Array[] = [];
  // Whole lines, cut as an import cuts them.
  for await (const chunk of chunkLines(readFilePieces(file), 4 * 1024 * 1024)) {
    chunks.push(chunk.data);
    if (chunks.length === 7) break;
  }
  const [warmUp, ...timed] = chunks;
  if (warmUp) prepareBenchChunk(warmUp);
  let posts = 0;
  const cpuBefore = processCpuMs();
  const started = performance.now();
  // A file of one chunk has nothing unseen left: its one chunk is timed again.
  for (const data of timed.length > 0 ? timed : chunks) posts += prepareBenchChunk(data).batch.posts.keys.length;
  const perPost = (ms: number) => Math.round(((ms * 1000) / Math.max(posts, 1)) * 10) / 10;
  return { thread: perPost(performance.now() - started), cpu: perPost(processCpuMs() - cpuBefore) };
}
const { thread: prepareMicros, cpu: prepareCpuMicros } = await prepareMicrosPerPost();
console.log(
  `Preparing posts on one thread of this machine: ${prepareMicros} µs per post on the thread, ${prepareCpuMicros} µs of CPU`,
);

/**
 * PostgreSQL's own cost of storing a post, with no importer work at all: the file's first posts,
 * prepared beforehand, COPYed straight into an empty posts table (what the import does for a new
 * post, minus staging, accounts and the rest), as the server's CPU time per post (wall time where
 * the server's processes cannot be seen). Measured both ways a loader could keep the indexes: kept
 * row by row, and dropped for the COPY and built after it (with 256 MB to sort in). The lesser,
 * with prepareMicros, is the least CPU an import of this file can take per post on this machine.
 */
async function storeMicrosPerPost(
  fresh: () => Promise<{ db: Db; drop: () => Promise<void> }>,
  cpuMs: () => number | null,
  sample: number,
): Promise<{ kept: number; builtAfter: number }> {
  const prepared: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunkLines(readFilePieces(file), 4 * 1024 * 1024)) {
    const { batch } = prepareBenchChunk(chunk.data);
    prepared.push(batch.posts.data);
    total += batch.posts.keys.length;
    if (total >= sample) break;
  }
  const columns = Object.keys(POST_UPSERT.columns);
  const measure = async (buildAfter: boolean): Promise<number> => {
    const { db, drop } = await fresh();
    try {
      if (buildAfter) await deferSecondaryIndexes(db, ["posts"]);
      const cpuBefore = cpuMs();
      const started = performance.now();
      for (const data of prepared) await db.transaction((tx) => tx.copyFrom("posts", columns, [data]));
      // Not buildDeferredIndexes: its transaction per index runs on any connection of the pool,
      // and the build is measured at its cheapest, with room to sort in.
      if (buildAfter)
        await db.transaction(async (tx) => {
          await tx.exec("SET LOCAL maintenance_work_mem = '256MB'");
          const dropped = await tx.query<{ definition: string }>("SELECT definition FROM deferred_indexes");
          for (const index of dropped) await tx.exec(index.definition);
        });
      const wallMs = performance.now() - started;
      const cpuAfter = cpuMs();
      const ms = cpuBefore === null || cpuAfter === null ? wallMs : cpuAfter - cpuBefore;
      return Math.round(((ms * 1000) / total) * 10) / 10;
    } finally {
      await drop();
    }
  };
  return { kept: await measure(false), builtAfter: await measure(true) };
}
const STORE_SAMPLE = Math.min(posts, 200_000);
const store =
  backends.includes("postgres") && pgUrl
    ? await storeMicrosPerPost(() => freshSchema(pgUrl), postgresCpuMs, STORE_SAMPLE)
    : null;
/**
 * PGlite's own cost of storing a prepared post, measured the same way in a fresh PGlite store of
 * this process: it runs on the importing process's main thread, one core, whatever the other does,
 * so 1e6 / this is the most posts/s PGlite can take here however fast posts are prepared.
 */
const pgliteStore = backends.includes("pglite")
  ? await storeMicrosPerPost(freshPglite, processCpuMs, STORE_SAMPLE)
  : null;
const pgliteStoreMicros = pgliteStore === null ? null : Math.min(pgliteStore.kept, pgliteStore.builtAfter);
const pgliteCeiling = pgliteStoreMicros === null ? null : Math.round(1e6 / pgliteStoreMicros);
if (pgliteStore !== null)
  console.log(
    `PGlite storing a prepared post (COPY into the posts table, on this process's main thread): ${pgliteStore.kept} µs ` +
      `per post with its indexes kept, ${pgliteStore.builtAfter} µs with them built after: at most ` +
      `${pgliteCeiling?.toLocaleString("en-US")} posts/s`,
  );
const storeMicros = store === null ? null : Math.min(store.kept, store.builtAfter);
if (store !== null)
  console.log(
    `PostgreSQL storing a prepared post (COPY into the posts table): ${store.kept} µs per post with its indexes kept, ` +
      `${store.builtAfter} µs with them built after`,
  );

const results: RunResult[] = [];
for (const backend of backends) {
  if (backend === "postgres" && !pgUrl) {
    console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL)");
    continue;
  }
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  const extra: string[] = [];
  if (backend === "pglite") {
    const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "xa-bench-pglite-"));
    execFileSync(tsx, [fileURLToPath(import.meta.url), "--prepare", pgliteDir], { stdio: "inherit" });
    extra.push("--dir", pgliteDir);
  }
  // Started as `npm run ingest` starts: through run-ts, which sets up the allocator for PGlite.
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, "scripts/run-ts.mjs"),
      fileURLToPath(import.meta.url),
      "--run",
      backend,
      "--file",
      file,
      "--posts",
      String(posts),
      ...(options.batch ? ["--batch", options.batch] : []),
      ...(options["chunk-kb"] ? ["--chunk-kb", options["chunk-kb"]] : []),
      ...extra,
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, DATABASE_URL: backend === "postgres" ? pgUrl : "" },
    },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number>((resolve) => child.on("close", (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`${backend} run failed (exit ${code})`);
  results.push(JSON.parse(out.trim().split("\n").pop() as string) as RunResult);
}

/** The cores' CPU time per post at a speed, or the speed at a CPU time per post (the same division). */
const perCores = (n: number) => Math.round((os.availableParallelism() * 1e6) / n);
const floorMicros = storeMicros === null ? null : Math.round((prepareCpuMicros + storeMicros) * 10) / 10;
/** The most posts/s the machine's cores allow with today's preparation: all of them busy at the floor. */
const ceiling = floorMicros === null ? null : perCores(floorMicros);
// PostgreSQL's target is relative to the machine (three quarters of its ceiling), PGlite's absolute;
// both under 500 MB at peak.
const POSTGRES_SHARE_OF_CEILING = 0.75;
const PEAK_MB = 500;
const targets: Record<string, number | null> = {
  pglite: 15_000,
  postgres: ceiling === null ? null : Math.round(ceiling * POSTGRES_SHARE_OF_CEILING),
};
const meets = (r: RunResult) => {
  const target = targets[r.backend];
  return target != null && r.postsPerSecond >= target && r.peakRssMb < PEAK_MB;
};
const row = (cells: (string | number)[]) =>
  `| ${cells.map((c) => (typeof c === "number" ? c.toLocaleString("en-US") : c)).join(" | ")} |`;
const header = [
  "backend",
  "posts",
  "import s",
  "posts/s",
  "enrich accounts s",
  "posts/s incl. enrichment",
  "target posts/s",
  `peak RSS MB (< ${PEAK_MB})`,
  "process peak MB",
  "CPU µs/post: importer + PostgreSQL",
  "meets target",
];
console.log(`\n${row(header)}\n${row(header.map(() => "---"))}`);
for (const r of results) {
  const target = targets[r.backend];
  console.log(
    row([
      r.backend,
      r.posts,
      r.seconds,
      r.postsPerSecond,
      `${r.enrichSeconds} (${r.accountsEnriched.toLocaleString("en-US")} accounts)`,
      r.totalPostsPerSecond,
      target == null ? "unknown (no floor measured)" : target,
      r.peakRssMb,
      r.processPeakRssMb,
      r.cpuMicrosPerPost.postgres === null
        ? `${r.cpuMicrosPerPost.importer}`
        : `${r.cpuMicrosPerPost.importer} + ${r.cpuMicrosPerPost.postgres}`,
      meets(r) ? "yes" : "NO",
    ]),
  );
}
console.log(
  `\nOne thread prepares posts at ${prepareMicros} µs each on this machine (parse, map, enrich, encode: a worker\n` +
    `thread's work), so a worker thread prepares at most ${Math.round(1e6 / prepareMicros).toLocaleString("en-US")} posts/s here.`,
);
console.log(
  "\nCPU µs/post: CPU time the import used per post, in the importing process (all its threads) and in a local\n" +
    `PostgreSQL server's processes. This machine has ${os.availableParallelism()} cores.`,
);
if (storeMicros !== null && floorMicros !== null && ceiling !== null) {
  console.log(
    `\nThe least CPU a post takes here with today's preparation: preparing it (${prepareCpuMicros} µs: ${prepareMicros} on the\n` +
      `thread, the rest V8's collector beside it) plus ` +
      `PostgreSQL storing it (${storeMicros} µs, the cheaper way, over ${STORE_SAMPLE.toLocaleString("en-US")} prepared posts) = ${floorMicros} µs, ` +
      `so the cores allow at most ${ceiling.toLocaleString("en-US")} posts/s\n(the machine's ceiling). ` +
      `PostgreSQL's target is ${POSTGRES_SHARE_OF_CEILING * 100}% of it: ${targets.postgres?.toLocaleString("en-US")} posts/s.`,
  );
}
if (pgliteCeiling !== null && pgliteCeiling < (targets.pglite ?? 0)) {
  console.log(
    `\nPGlite stores posts on one thread at ${pgliteStoreMicros} µs each at best: at most ${pgliteCeiling.toLocaleString("en-US")} posts/s ` +
      `on this machine, below its target of ${targets.pglite?.toLocaleString("en-US")}, however fast posts are prepared.`,
  );
}
console.log(
  "\nPeak RSS: the importing process (main thread, worker threads, PGlite's heap), the kernel's peak (VmHWM) from the\n" +
    "start of the import to the end of account enrichment; process peak also counts opening the store.",
);
writeBenchResults("ingest", {
  prepareMicrosPerPost: prepareMicros,
  prepareCpuMicrosPerPost: prepareCpuMicros,
  storeMicrosPerPost: store,
  pgliteStoreMicrosPerPost: pgliteStore,
  pgliteCeilingPostsPerSecond: pgliteCeiling,
  floorMicrosPerPost: floorMicros,
  ceilingPostsPerSecond: ceiling,
  file: { posts, bytes: size },
  targets,
  meetsTargets: Object.fromEntries(results.map((r) => [r.backend, meets(r)])),
  results,
});

import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ProgressBar } from "../../cli/progress-bar.ts";
import { type Db, openDatabase } from "../../db/database.ts";
import { migrate } from "../../db/migrate.ts";
import { buildDeferredIndexes, deferSecondaryIndexes, deleteDemoWorld, generateDemoWorld } from "../../social/index.ts";

/** The benchmark store: 1,000,000 demo posts, and one account with at least 100,000 followers. */
export const BENCH_WORLD = { accounts: 110_000, posts: 1_000_000, days: 90, seed: 2026, bigFollowers: 100_000 };
export type BenchWorld = typeof BENCH_WORLD;

/**
 * The bench world scaled to `posts`: the demo world's shape (accounts per post, days, hashtags,
 * languages, follow graph per account) kept, and the largest account followed by a tenth as many
 * accounts as there are posts (1,000,000 at 10M posts). Past 1M posts on PostgreSQL, the 1M world is
 * generated once and copied (see replicateWorld).
 */
export function benchWorldOf(posts: number): BenchWorld {
  const scale = posts / BENCH_WORLD.posts;
  return {
    ...BENCH_WORLD,
    posts,
    accounts: Math.round(BENCH_WORLD.accounts * scale),
    bigFollowers: Math.round(BENCH_WORLD.bigFollowers * scale),
  };
}

/** Each size of bench world in a schema (and PGlite folder) of its own, so one never rebuilds another. */
export const benchSchemaOf = (world: BenchWorld) =>
  world.posts === BENCH_WORLD.posts ? BENCH_SCHEMA : `${BENCH_SCHEMA}_${world.posts}`;
export const BENCH_SCHEMA = "bench_analysis";
export const BENCH_PGLITE_DIR = path.join(os.tmpdir(), "xa-bench-analysis");

export type BenchStore = {
  db: Db;
  /** the account with ≥ 100,000 followers in the store */
  bigHandle: string;
  bigFollowers: number;
  posts: number;
  /** the last day of the world: the analysis window ends there */
  end: Date;
  /** how long building the world took, when this run built it */
  builtInMs?: number;
};

/**
 * Opens the persistent bench store of a backend (PostgreSQL schema or PGlite folder), building it once;
 * another benchmark may keep its own copy in another schema, so two runs never build one store at once.
 */
export async function openBenchStore(
  backend: "pglite" | "postgres",
  rebuild = false,
  schema = BENCH_SCHEMA,
  world: BenchWorld = BENCH_WORLD,
): Promise<BenchStore> {
  let db: Db;
  if (backend === "postgres") {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL run");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    if (rebuild) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
    db = await openDatabase({ databaseUrl: url, schema });
  } else {
    db = await openDatabase({
      dataDir: world.posts === BENCH_WORLD.posts ? BENCH_PGLITE_DIR : `${BENCH_PGLITE_DIR}-${world.posts}`,
    });
  }
  await migrate(db);
  const ready = await readBenchStore(db, world);
  if (ready && !rebuild) return ready;
  const started = performance.now();
  await buildBenchWorld(db, backend, world);
  const built = await readBenchStore(db, world);
  if (!built) throw new Error("the bench world did not build");
  return { ...built, builtInMs: Math.round(performance.now() - started) };
}

/**
 * Another store as it is (a PGlite folder, such as the browser benchmark's demo world), its account with
 * the most follow edges as the big handle: what a handle analysis of that store's largest account reads.
 */
export async function openStoreAsIs(dataDir: string): Promise<BenchStore> {
  const db = await openDatabase({ dataDir, owner: "bench-analysis" });
  const [big] = await db.query<{ handle: string; n: number }>(
    `SELECT a.handle, count(*)::int AS n FROM follows f JOIN accounts a ON a.id = f.followee_id
     WHERE a.handle IS NOT NULL GROUP BY a.id, a.handle ORDER BY n DESC, a.handle LIMIT 1`,
  );
  const [posts] = await db.query<{ n: number; end: Date }>(
    "SELECT count(*)::int AS n, max(created_at) AS end FROM posts",
  );
  if (!big || !posts?.n) throw new Error(`${dataDir}: no posts or no follows`);
  return { db, bigHandle: big.handle, bigFollowers: big.n, posts: posts.n, end: new Date(posts.end) };
}

async function readBenchStore(db: Db, world: BenchWorld): Promise<BenchStore | null> {
  const [built] = await db.query<{ posts: number; finished_at: Date | null; days: number }>(
    "SELECT posts, finished_at, days FROM demo_worlds ORDER BY id DESC LIMIT 1",
  );
  if (!built?.finished_at || built.posts < world.posts * 0.95) return null;
  const [big] = await db.query<{ id: string; handle: string }>(
    "SELECT id, handle FROM accounts ORDER BY followers_count DESC NULLS LAST LIMIT 1",
  );
  if (!big) return null;
  const [edges] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM follows WHERE followee_id = $1", [
    big.id,
  ]);
  if ((edges?.n ?? 0) < world.bigFollowers) return null;
  const [last] = await db.query<{ end: Date }>("SELECT max(created_at) AS end FROM posts");
  return { db, bigHandle: big.handle, bigFollowers: edges?.n ?? 0, posts: built.posts, end: new Date(last?.end ?? 0) };
}

/** Generates the demo world at bench size, then gives its largest account the world's `bigFollowers` follow edges. */
async function buildBenchWorld(db: Db, backend: string, world: BenchWorld): Promise<void> {
  await deleteDemoWorld(db);
  // The generator writes a few thousand posts a second: a larger world is copies of the 1M one.
  const copies = backend === "postgres" ? Math.max(1, Math.round(world.posts / BENCH_WORLD.posts)) : 1;
  const generated = copies > 1 ? { ...world, accounts: BENCH_WORLD.accounts, posts: BENCH_WORLD.posts } : world;
  let bar: ProgressBar | null = null;
  let phase = "";
  await generateDemoWorld(db, {
    accounts: generated.accounts,
    days: generated.days,
    seed: generated.seed,
    postsPerAccount: generated.posts / generated.accounts,
    deferIndexes: true,
    onProgress: (next, done, total) => {
      if (next !== phase) {
        bar?.done(done, total);
        phase = next;
        bar = new ProgressBar(`bench world (${backend}): ${next.padEnd(18)}`);
      }
      bar?.update(done, total);
    },
  });
  if (copies > 1) await replicateWorld(db, copies);
  // The generator's follow graph is heavy-tailed but tops out below 100,000 followers: every
  // account follows the largest brand too, as a global brand's audience would.
  const [big] = await db.query<{ id: string }>(
    "SELECT id FROM accounts ORDER BY followers_count DESC NULLS LAST LIMIT 1",
  );
  if (!big) throw new Error("no accounts generated");
  await db.query(
    `INSERT INTO follows (follower_id, followee_id, source)
     SELECT id, $1, 'demo' FROM accounts WHERE id <> $1 ORDER BY id LIMIT $2 ON CONFLICT DO NOTHING`,
    [big.id, world.bigFollowers + 1000],
  );
  await db.query(
    `UPDATE accounts SET followers_count = GREATEST(followers_count, (SELECT count(*) FROM follows WHERE followee_id = $1))
     WHERE id = $1`,
    [big.id],
  );
  await db.exec("VACUUM ANALYZE");
}

/** Columns of the social tables that hold an account's or a post's id: a copy's ids get its suffix. */
const ID_COLUMNS: Record<string, readonly string[]> = {
  accounts: ["id"],
  posts: [
    "id",
    "author_id",
    "reply_to_post_id",
    "reply_to_account_id",
    "quote_of_id",
    "repost_of_id",
    "conversation_id",
    "superseded_by",
  ],
  follows: ["follower_id", "followee_id"],
  engagements: ["account_id", "post_id"],
  follower_snapshots: ["account_id"],
};

/**
 * Copies the generated world `copies - 1` times, each copy's ids and handles suffixed "~k": the
 * same shape (posts per account and per day, follows per account, hashtags, languages, replies)
 * with k times the accounts and posts over the same days. Secondary indexes are dropped during the
 * copy and built after it, as a bulk import does.
 */
async function replicateWorld(db: Db, copies: number): Promise<void> {
  const tables = Object.keys(ID_COLUMNS);
  await deferSecondaryIndexes(db, tables);
  const bar = new ProgressBar("bench world (postgres): copies".padEnd(42));
  for (let k = 1; k < copies; k++) {
    for (const table of tables) {
      const columns = await db.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        [table],
      );
      const ids = ID_COLUMNS[table] ?? [];
      const list = columns.map((c) => c.name);
      const select = list.map((c) =>
        ids.includes(c) ? `${c} || '~${k}'` : table === "accounts" && c === "handle" ? `handle || '_${k}'` : c,
      );
      await db.exec(
        `INSERT INTO ${table} (${list.join(", ")}) SELECT ${select.join(", ")} FROM ${table}
         WHERE ${ids[0]} NOT LIKE '%~%'`,
      );
    }
    bar.update(k, copies - 1);
  }
  bar.done(copies - 1, copies - 1);
  await db.query(
    "UPDATE demo_worlds SET posts = (SELECT count(*) FROM posts), accounts = (SELECT count(*) FROM accounts)",
  );
  await buildDeferredIndexes(db);
}

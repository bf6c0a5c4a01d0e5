import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { from as copyStream } from "pg-copy-streams";
import { type HeavyLane, heavyLane } from "./heavy-lane.ts";
import { lockDataDir } from "./store-lock.ts";
import { markUnreachable } from "./unreachable.ts";

/** The one database interface: PostgreSQL SQL, run on PGlite (embedded) or a PostgreSQL server. */
export interface Db {
  readonly kind: "pglite" | "postgres";
  /** Runs one parameterised statement ($1, $2...) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Bulk-loads rows in COPY text format (one line each, ending in a newline) into `table (columns)`:
   * the cheapest way in, as the server parses each field straight into its column. `parts` are
   * written in order, so a caller can pick rows out of a larger buffer without copying them.
   */
  copyFrom(table: string, columns: readonly string[], parts: readonly Uint8Array[]): Promise<void>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Where long read queries (analyses) run: on PostgreSQL a pool of a few connections of their own,
   * so that they queue among themselves rather than ahead of every short request; elsewhere this Db.
   */
  readonly heavy: Db;
  /** PostgreSQL: its pools' connections now (the main lane, then the heavy one); absent on PGlite, which has none. */
  readonly poolStats?: () => PoolStats[];
  close(): Promise<void>;
}

/** One pool's connections: open, idle among them, and clients waiting for one. */
export type PoolStats = { lane: "main" | "heavy"; total: number; idle: number; waiting: number };

type PgliteLike = Pick<PGlite, "query" | "exec">;

const copySql = (table: string, columns: readonly string[], from: string) =>
  `COPY ${table} (${columns.join(", ")}) FROM ${from}`;

/**
 * The parts as the blob a PGlite COPY reads. PGlite only calls the blob's arrayBuffer(), so one
 * concatenation replaces a Blob's copy of the parts and its chunked read back into one buffer.
 */
function bytesAsBlob(parts: readonly Uint8Array[]): Blob {
  let size = 0;
  for (const part of parts) size += part.byteLength;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return { arrayBuffer: async () => bytes.buffer } as Blob;
}

/** The PGlite under each Db that wraps one, for dumpPglite. */
const pgliteOf = new WeakMap<Db, PGlite>();

/** A PGlite database's data folder as a tar (what `template` starts another from). */
export function dumpPglite(db: Db): Promise<Blob> {
  const handle = pgliteOf.get(db);
  if (!handle) throw new Error("only a PGlite database can be dumped");
  return handle.dumpDataDir("none");
}

/** `release` lets go of the data folder once the database is closed (see store-lock). */
function wrapPglite(handle: PGlite, release: () => void): Db {
  const db = wrapPgliteHandle(handle, release);
  pgliteOf.set(db, handle);
  return db;
}

function wrapPgliteHandle(handle: PGlite, release: () => void): Db {
  const over = (q: PgliteLike, inTransaction: boolean): Db => ({
    kind: "pglite",
    get heavy() {
      return this;
    },
    query: async <T>(sql: string, params?: unknown[]) => (await q.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await q.exec(sql);
    },
    // PGlite reads COPY data from its /dev/blob device.
    copyFrom: async (table, columns, parts) => {
      await q.query(copySql(table, columns, "'/dev/blob'"), [], { blob: bytesAsBlob(parts) });
    },
    // Inside a transaction, nested calls join it.
    transaction: (fn) => (inTransaction ? fn(over(q, true)) : handle.transaction((tx) => fn(over(tx, true)))),
    close: async () => {
      if (inTransaction) return;
      await handle.close();
      release();
    },
  });
  return over(handle, false);
}

function copyInto(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  parts: readonly Uint8Array[],
): Promise<void> {
  // One write: each part written on its own was a message and a system call (a batch's kept
  // accounts are often hundreds of short runs), a real share of the importing thread's time.
  const data = parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts);
  return pipeline(Readable.from([data]), client.query(copyStream(copySql(table, columns, "STDIN"))));
}

function wrapClient(client: pg.PoolClient): Db {
  const self: Db = {
    kind: "postgres",
    get heavy() {
      return self;
    },
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
    copyFrom: (table, columns, parts) => copyInto(client, table, columns, parts),
    // Already inside a transaction: nested calls join it.
    transaction: (fn) => fn(self),
    close: async () => {},
  };
  return self;
}

const passThrough = { run: <T>(work: () => Promise<T>) => work() };

/**
 * A pool as a Db, its queries taken in turns through `lane`; `heavy`, when given, is its heavy lane
 * (else the Db is its own) and closes with it.
 */
function wrapPool(pool: pg.Pool, lane: Pick<HeavyLane, "run"> = passThrough, heavy?: Db): Db {
  const self: Db = {
    kind: "postgres",
    // The pool that has a heavy lane beside it is the main one.
    poolStats: () => [
      { lane: heavy ? "main" : "heavy", total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
      ...(heavy?.poolStats?.() ?? []),
    ],
    get heavy() {
      return heavy ?? self;
    },
    query: <T>(sql: string, params?: unknown[]) =>
      lane.run(async () => (await pool.query(sql, params).catch(markUnreachable)).rows as T[]),
    exec: (sql) =>
      lane.run(async () => {
        await pool.query(sql).catch(markUnreachable);
      }),
    copyFrom: (table, columns, parts) =>
      lane.run(async () => {
        const client = await pool.connect().catch(markUnreachable);
        try {
          await copyInto(client, table, columns, parts);
        } finally {
          client.release();
        }
      }),
    transaction: (fn) => lane.run(() => inTransaction(pool, fn)),
    close: async () => {
      await Promise.all([pool.end(), heavy?.close()]);
    },
  };
  return self;
}

async function inTransaction<T>(pool: pg.Pool, fn: (tx: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect().catch(markUnreachable);
  try {
    await client.query("BEGIN");
    const result = await fn(wrapClient(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

export type OpenDatabaseOptions = {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; `undefined` keeps PGlite in memory (tests). */
  dataDir?: string;
  /** PostgreSQL only: the schema to work in (tests use a fresh one). */
  schema?: string;
  /**
   * PGlite in a data folder: what this process is ("the server", "npm run ingest"), named to any
   * other process refused the folder while this one holds it (see store-lock).
   */
  owner?: string;
  /** PGlite in memory: start from this dump of a data folder instead of an empty one (tests start migrated) */
  template?: Blob;
  /** PostgreSQL only: the heavy lane's connections (analyses at once); 2 unless given. */
  heavyConnections?: number;
  /** PostgreSQL only: how long an analysis's query waits for a heavy-lane turn before "busy" (tests). */
  heavyWaitMs?: number;
};

/**
 * PGlite's postgresql.conf, written by PGlite at every start in place of initdb's: initdb's settings
 * that matter here, and modest shared buffers. PGlite's memory never shrinks, and the file cache
 * serves analyses about as well; but it has no background writer, so with too few buffers a large
 * import evicts its own index pages and reads them back again and again.
 */
const PGLITE_CONF = [
  "shared_buffers = 48MB",
  "max_wal_size = 1GB",
  "min_wal_size = 80MB",
  "timezone = 'UTC'",
  "log_timezone = 'UTC'",
  "datestyle = 'iso, mdy'",
  "lc_messages = 'C'",
  "lc_monetary = 'C'",
  "lc_numeric = 'C'",
  "lc_time = 'C'",
  "default_text_search_config = 'pg_catalog.english'",
  "",
].join("\n");

/**
 * Lets the server answer requests between the steps of a long job. PGlite runs on this thread and
 * its queries end as promise callbacks, never as events: a job that awaits only the database (and
 * worker results already delivered) never hands the event loop back, and the server answered no
 * request, not even /api/health/, for the whole of a large uploaded import. Long
 * jobs call this once a batch; on PostgreSQL it costs a turn of the loop.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const INT8_OID = 20;
/**
 * int8 values (the store's counts, bigserial ids, count(*)) as numbers when exact, as PGlite gives
 * them: node-postgres gives every int8 as a string, and a bigint follower count reached the API as
 * "2147483648". Past 2^53 the text stays, exact.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid !== INT8_OID || format === "binary") return pg.types.getTypeParser(oid, format);
    return (text: string) => {
      const n = Number(text);
      return Number.isSafeInteger(n) ? n : text;
    };
  }) as typeof pg.types.getTypeParser,
};

const HEAVY_CONNECTIONS = 2;
// Past this, an analysis is answered "busy, try again" rather than held with its client waiting.
const HEAVY_WAIT_MS = 60_000;

/** Opens PostgreSQL when a URL is given, else PGlite persisted under `dataDir/pglite`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const connect = (max: number) => {
      const pool = new pg.Pool({
        connectionString: options.databaseUrl,
        max,
        types: pgTypes,
        // A database host that does not answer fails the request (a 503) instead of holding it.
        connectionTimeoutMillis: 10_000,
        options: [
          ...(options.schema ? [`-c search_path=${options.schema}`] : []),
          // The store is read from memory or SSD, where a random page costs about what a sequential
          // one does; at the default 4 the planner hashes the whole accounts table to look up a few
          // thousand analysed accounts instead of using the primary key.
          "-c random_page_cost=1.1",
          // Requests here are short: JIT compiling, where the planner overestimates a query (a
          // large grouped audience), costs more than it ever pays back.
          "-c jit=off",
          // On a Citus coordinator, joins on keys other than the distribution keys (see distribute.ts)
          // are repartitioned between workers rather than refused; plain PostgreSQL ignores it.
          "-c citus.enable_repartition_joins=on",
        ].join(" "),
      });
      pool.on("error", () => {
        // An idle client's connection dropped; the pool replaces it on the next query.
      });
      return pool;
    };
    // Analyses get a few connections of their own: more concurrent heavy queries than cores only
    // queue inside PostgreSQL, and on the shared pool they queued ahead of every sign-in and page.
    const slots = options.heavyConnections ?? HEAVY_CONNECTIONS;
    const heavy = wrapPool(connect(slots), heavyLane(slots, options.heavyWaitMs ?? HEAVY_WAIT_MS));
    return wrapPool(connect(10), passThrough, heavy);
  }
  let dir: string | undefined;
  let release = () => {};
  if (options.dataDir) {
    release = lockDataDir(
      options.dataDir,
      options.owner ?? `another process (${path.basename(process.argv[1] ?? "node")})`,
    );
    dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
  }
  try {
    // Loaded only when used: the module and its WebAssembly take memory that a process on a
    // PostgreSQL server does not need.
    const { PGlite } = await import("@electric-sql/pglite");
    // Trigram indexes serve the premium suite's search (migration 0046).
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const handle = await PGlite.create(dir, {
      postgresqlconf: PGLITE_CONF,
      extensions: { pg_trgm },
      ...(options.template && !dir ? { loadDataDir: options.template } : {}),
    });
    return wrapPglite(handle, release);
  } catch (error) {
    release();
    throw error;
  }
}

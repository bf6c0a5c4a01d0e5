import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { nodeFlags, storeProcessEnv } from "../../../scripts/run-ts.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database `name` of its own on the PostgreSQL server at `url`, created on first use. */
async function benchDatabaseUrl(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (rows.length === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

export type BenchServer = {
  base: string;
  server: ChildProcess;
  /** where its store is: a PostgreSQL database, or a PGlite data folder */
  store: { databaseUrl: string } | { dataDir: string };
  stop: () => void;
  /** resolves once the server has exited (after stop) and let go of its store */
  exited: Promise<void>;
};

/**
 * Starts the server on loopback on a store kept for one benchmark (PostgreSQL database `name`, or
 * the PGlite folder `name` in the OS temp folder; the demo world is generated on first use), with
 * the local outbox on, and resolves once it answers. `onLine` sees its console lines.
 */
export async function startBenchServer(options: {
  backend: "postgres" | "pglite";
  name: string;
  dataDir?: string;
  /** a port of its own by default; a restart passes the previous one, so the page keeps its origin */
  port?: number;
  onLine?: (line: string) => void;
  /** more of the server's environment (limits a benchmark lifts, say) */
  env?: NodeJS.ProcessEnv;
  /** more flags for the server's node (a CPU profile, say) */
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    NODE_ENV: "",
    ...options.env,
  };
  if (options.backend === "postgres") {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
    env.DATABASE_URL = await benchDatabaseUrl(url, options.name);
  } else {
    env.DATA_DIR = options.dataDir ?? path.join(os.tmpdir(), `xa-${options.name.replaceAll("_", "-")}`);
  }
  console.error(`Starting the server on ${options.backend} (the demo world is generated on first use)…`);
  // Started as `npm start` starts it (scripts/run-ts.mjs): the same heap limit and allocator settings.
  const serverEnv = storeProcessEnv({ ...process.env, ...env });
  const server = spawn(
    process.execPath,
    [...nodeFlags(serverEnv), ...(options.nodeArgs ?? []), path.join(ROOT, "packages/server/src/main.ts")],
    {
      env: serverEnv,
      stdio: ["ignore", options.onLine ? "pipe" : "ignore", "inherit"],
    },
  );
  const { onLine } = options;
  if (onLine) server.stdout?.on("data", (chunk: Buffer) => chunk.toString().split("\n").forEach(onLine));
  const stop = () => server.kill("SIGTERM");
  process.on("exit", stop);
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const store = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR as string };
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error("the server exited");
    const up = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, server, store, stop, exited };
    if (i > 3000) throw new Error("the server did not start");
    await sleep(200);
  }
}

// Runs one of the server's TypeScript entry points (through tsx) in a child Node process started
// with the environment its memory allocator needs, and passes on signals and the exit code.
// `npm start`, `npm run ingest`, `npm run demo` and bench:ingest's runs start through it.
// Usage: node scripts/run-ts.mjs ENTRY.ts [ARG...]
//
// Why a child process: on PGlite (no DATABASE_URL) the database lives in the Node process, and an
// import allocates and frees big buffers by the thousand (4 MiB file pieces, 1 MiB chunks, encoded
// batches). glibc raises its mmap threshold to the largest block freed so far; blocks of that size
// then come from its heaps, which fragment and keep the memory; a fixed threshold of 1 MiB lowers
// the import's peak and what it keeps after. glibc reads MALLOC_MMAP_THRESHOLD_ only when a process
// starts, hence the child. On PostgreSQL it is left alone: memory is not short there, and the extra
// page faults slow the import. Either way glibc's arenas are capped at two: by default it keeps one
// per thread that allocates (up to eight per core), and an import's threads would each hold memory
// freed long ago (two keep an import's peak lower, at the same speed). C
// libraries other than glibc ignore these variables.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The most V8 heap a server process takes, in MB. Without a limit V8 grows the heap far past what
 * live data needs (a server answering analyses for a minute sat at 1.1 GB; with 512 MB it stayed
 * under 600 MB at the same rate). NODE_OPTIONS with its own --max-old-space-size wins.
 */
export const SERVER_HEAP_MB = 1024;

/** The environment of a process that opens the store `env` names (a variable already set wins). */
export function storeProcessEnv(env) {
  const arenas = { MALLOC_ARENA_MAX: "2" };
  return env.DATABASE_URL ? { ...arenas, ...env } : { ...arenas, MALLOC_MMAP_THRESHOLD_: String(1024 * 1024), ...env };
}

/** Node's flags for a store process: TypeScript through tsx, and the heap limit unless NODE_OPTIONS sets one. */
export function nodeFlags(env) {
  const heap = /--max-old-space-size/.test(env.NODE_OPTIONS ?? "") ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`];
  return [...heap, "--import", import.meta.resolve("tsx")];
}

/** Runs `entry` (a path from the repository root) with `args`; this process ends as the child does. */
export function runTs(entry, args) {
  const child = spawn(process.execPath, [...nodeFlags(process.env), path.resolve(ROOT, entry), ...args], {
    stdio: "inherit",
    env: storeProcessEnv(process.env),
  });
  // Ctrl-C reaches both processes; this one stays to report how the child ended.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) {
    console.error("Usage: node scripts/run-ts.mjs ENTRY.ts [ARG...]");
    process.exit(2);
  }
  runTs(entry, args);
}

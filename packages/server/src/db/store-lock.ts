import fs from "node:fs";
import path from "node:path";

/**
 * One process at a time on a PGlite data folder. PGlite is PostgreSQL in this process's memory,
 * with no postmaster to keep a second one out: a second process opening the same folder (a server
 * started twice, `npm start` while `npm run demo` or an import runs) replays the WAL under the
 * first one's feet, and the store was corrupted for good ("index posts_pkey contains unexpected
 * zero page", "could not locate a valid checkpoint record" at the next start). So whatever opens
 * the folder first takes this lock, and the others are refused with a message before they touch it.
 *
 * The lock is a file created only if absent (O_EXCL), naming its process. A process that died
 * without removing it (killed, crashed) leaves a stale file, which the next one takes over: the
 * holder counts as alive only if its pid runs and, on Linux, is the same process (its start time,
 * so a pid reused after a restart does not keep the folder locked).
 */

type LockHolder = { pid: number; started: string | null; owner: string; since: string };

/** Another live process holds the data folder. */
export class StoreInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${holder.owner}${holder.pid ? ` (pid ${holder.pid}, since ${holder.since})` : ""}. PGlite allows one process at a time: stop that one first, or use a PostgreSQL server (DATABASE_URL).`,
    );
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, "store.lock");

/** When a process started, as the kernel counts it (Linux); null where that cannot be read. */
function startTimeOf(pid: number | "self"): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22, counted after the command name (which may hold spaces) ends with ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether a process runs under this pid (signal 0 tests without sending; EPERM: it runs as another user). */
export function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isAlive(holder: LockHolder): boolean {
  if (!processRunning(holder.pid)) return false;
  if (holder.started === null) return true;
  const started = startTimeOf(holder.pid);
  return started === null || started === holder.started;
}

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockHolder;
  } catch {
    // Gone meanwhile, or cut short by a crash while being written: nobody holds it.
    return null;
  }
}

/** An empty or unreadable lock this young is another process's, between creating and writing it. */
const STARTING_MS = 5000;
const STARTING: LockHolder = { pid: 0, started: null, owner: "another process that is starting", since: "now" };

function isFresh(file: string): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < STARTING_MS;
  } catch {
    return false;
  }
}

/**
 * Takes the data folder for this process, or throws StoreInUseError naming the process that has it.
 * `owner` says what this process is, for the message another one gets. Returns the release, which
 * also runs if the process exits without calling it.
 */
export function lockDataDir(dataDir: string, owner: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const me: LockHolder = { pid: process.pid, started: startTimeOf("self"), owner, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(file);
    if (holder ? isAlive(holder) : isFresh(file)) throw new StoreInUseError(dataDir, holder ?? STARTING);
    if (attempt >= 2) throw new StoreInUseError(dataDir, STARTING);
    // Stale: removed (unless another process took it over meanwhile), then created again with O_EXCL.
    if (JSON.stringify(readHolder(file)) === JSON.stringify(holder)) fs.rmSync(file, { force: true });
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener("exit", release);
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on("exit", release);
  return release;
}

/** For the command-line entry points: a folder in use ends the process with the message, not a stack trace. */
export function exitIfStoreInUse(error: unknown): never {
  if (error instanceof StoreInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

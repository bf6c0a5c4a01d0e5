import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { StoreInUseError } from "./store-lock.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const LOCK_MODULE = path.join(ROOT, "packages/server/src/db/store-lock.ts");

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function newFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "xa-lock-"));
  folders.push(dir);
  return dir;
}

const lockOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "store.lock"), "utf8"));

/** Another process that takes the folder's lock, as `npm run ingest` would, and holds it until killed. */
async function otherProcessHolding(dir: string, owner: string): Promise<ChildProcess> {
  const code = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)}); lockDataDir(${JSON.stringify(dir)}, ${JSON.stringify(owner)}); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (data: Buffer) => {
      if (data.toString().includes("locked")) resolve();
    });
    child.once("exit", (exitCode) => reject(new Error(`the other process ended (${exitCode})`)));
  });
  return child;
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid as number;
}

describe("the PGlite data folder's lock", () => {
  it("refuses a second opening of the folder, naming who has it, and the first goes on unharmed", async () => {
    const dir = newFolder();
    const first = await openDatabase({ dataDir: dir, owner: "the server (npm start)" });
    try {
      await first.exec("CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)");
      const second = openDatabase({ dataDir: dir, owner: "npm run demo" });
      await expect(second).rejects.toBeInstanceOf(StoreInUseError);
      await expect(second).rejects.toThrow(
        new RegExp(
          `in use by the server \\(npm start\\) \\(pid ${process.pid}, since .*\\)\\. PGlite allows one process`,
        ),
      );
      expect(await first.query("SELECT n FROM kept")).toEqual([{ n: 42 }]);
    } finally {
      await first.close();
    }
    // Closed, the folder is free again, with what was stored.
    expect(fs.existsSync(path.join(dir, "store.lock"))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    try {
      expect(await again.query("SELECT n FROM kept")).toEqual([{ n: 42 }]);
    } finally {
      await again.close();
    }
  });

  it("refuses while another process holds the folder, and takes it over once that process is killed", async () => {
    const dir = newFolder();
    const other = await otherProcessHolding(dir, "npm run ingest");
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      new RegExp(`in use by npm run ingest \\(pid ${other.pid},`),
    );
    // Nothing was opened or written in the folder by the refused attempt.
    expect(fs.readdirSync(dir)).toEqual(["store.lock"]);
    const ended = new Promise((resolve) => other.once("exit", resolve));
    other.kill("SIGKILL");
    await ended;
    // Killed, it could not let go: its lock is stale, and the next process takes the folder.
    const db = await openDatabase({ dataDir: dir, owner: "the server (npm start)" });
    try {
      expect(lockOf(dir)).toMatchObject({ pid: process.pid, owner: "the server (npm start)" });
    } finally {
      await db.close();
    }
  });

  it("takes over a lock whose process has ended, or whose pid now belongs to another process", async () => {
    const dir = newFolder();
    const stale = { pid: await deadPid(), started: null, owner: "npm run demo", since: "2026-01-01T00:00:00.000Z" };
    fs.writeFileSync(path.join(dir, "store.lock"), JSON.stringify(stale));
    const db = await openDatabase({ dataDir: dir });
    await db.close();
    if (!fs.existsSync("/proc/self/stat")) return;
    // A pid reused after a restart: the process running under it started at another time.
    const reused = { pid: process.ppid, started: "1", owner: "npm run demo", since: "2026-01-01T00:00:00.000Z" };
    fs.writeFileSync(path.join(dir, "store.lock"), JSON.stringify(reused));
    const again = await openDatabase({ dataDir: dir });
    expect(lockOf(dir).pid).toBe(process.pid);
    await again.close();
  });
});

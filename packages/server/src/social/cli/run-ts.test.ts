import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// scripts/run-ts.mjs starts `npm start`, `npm run ingest` and `npm run demo`: run as they are.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "xa-run-ts-"));
const entry = path.join(dir, "entry.ts");
fs.writeFileSync(
  entry,
  `const threshold: string = process.env.MALLOC_MMAP_THRESHOLD_ ?? "unset";
console.log(JSON.stringify({ threshold, args: process.argv.slice(2) }));
process.exit(Number(process.argv[2] ?? 0));`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>) {
  const { MALLOC_MMAP_THRESHOLD_: _, DATABASE_URL: __, ...rest } = process.env;
  return spawnSync(process.execPath, [path.join(ROOT, "scripts/run-ts.mjs"), ...args], {
    env: { ...rest, ...env },
    encoding: "utf8",
  });
}

describe("run-ts", () => {
  it("runs a TypeScript entry with its arguments and ends with its exit code", () => {
    const result = run([entry, "3", "--format", "x-v2"], {});
    expect(result.status).toBe(3);
    expect(JSON.parse(result.stdout).args).toEqual(["3", "--format", "x-v2"]);
  });

  it("fixes glibc's mmap threshold for a PGlite store, not for PostgreSQL, and keeps one already set", () => {
    expect(JSON.parse(run([entry], {}).stdout).threshold).toBe("1048576");
    expect(JSON.parse(run([entry], { DATABASE_URL: "postgres://127.0.0.1/x" }).stdout).threshold).toBe("unset");
    expect(JSON.parse(run([entry], { MALLOC_MMAP_THRESHOLD_: "65536" }).stdout).threshold).toBe("65536");
  });

  it("says how to use it when no entry is given", () => {
    const result = run([], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Usage: node scripts\/run-ts\.mjs ENTRY\.ts/);
  });
});

import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The demo world's size: small enough to build in seconds, with its coffee community, gun debate and follows. */
const WORLD = ["--accounts", "1000", "--days", "21"];
/** Staff of the demo-world server: the spec with this address is its only user; it grants a plan. */
const DEMO_STAFF = "premium-audience@example.com";
/** Building the world and starting its server, on a machine the other worker keeps busy. */
const READY_MS = 420_000;

/**
 * This run's folder for the demo world (its lock, server pid, port, log and store): the config names the run
 * once, in the runner, and the workers inherit the name.
 */
function runDir(): string {
  const run = process.env.XA_E2E_RUN;
  if (!run) throw new Error("XA_E2E_RUN is unset: run the specs through e2e/playwright.config.ts");
  return path.join(os.tmpdir(), `xa-e2e-demo-${run}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const readText = (file: string) => {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return "";
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts building the run's demo world and its server, unless a process of this run already has: the first
 * to make the run's folder does it. The server runs detached, so it outlives the worker that started it
 * (a failed test restarts the worker); the global teardown stops it.
 */
export async function startDemoWorld(): Promise<void> {
  const dir = runDir();
  try {
    mkdirSync(dir);
  } catch {
    return;
  }
  const port = await freePort();
  const log = openSync(path.join(dir, "server.log"), "a");
  const env = {
    ...process.env,
    DATA_DIR: path.join(dir, "store"),
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DEMO_WORLD: "off",
    STAFF_EMAILS: DEMO_STAFF,
    // As the e2e server: every e2e user (example.com) is the provider's staff, with the gated tools.
    PROVIDER_EMAIL_DOMAINS: "example.com",
    SIGNIN_CODES_PER_IP: "100000",
    X_BEARER_TOKEN: "",
  };
  // The world first (PGlite: one process at a time), then its server, as the config starts the e2e server.
  const child = spawn(
    "sh",
    [
      "-c",
      `node scripts/run-ts.mjs packages/server/scripts/demo.ts ${WORLD.join(" ")} && exec node --import tsx packages/server/src/main.ts`,
    ],
    { cwd: ROOT, env, detached: true, stdio: ["ignore", log, log] },
  );
  child.unref();
  closeSync(log);
  writeFileSync(path.join(dir, "pid"), String(child.pid));
  writeFileSync(path.join(dir, "url"), `http://localhost:${port}`);
}

/** The run's demo-world server once it answers (started here if no one has yet). */
export async function demoWorld(): Promise<string> {
  await startDemoWorld();
  const dir = runDir();
  let url = "";
  await expect
    .poll(
      async () => {
        url = readText(path.join(dir, "url"));
        const pid = Number(readText(path.join(dir, "pid")));
        if (pid && !alive(pid))
          throw new Error(`The demo-world server stopped:\n${readText(path.join(dir, "server.log"))}`);
        if (!url) return 0;
        return (await fetch(`${url}/api/health/`).catch(() => null))?.status ?? 0;
      },
      { timeout: READY_MS, intervals: [500, 1000] },
    )
    .toBe(200);
  return url;
}

/** Stops the run's demo-world server, if one was started, and removes its store. */
export async function stopDemoWorld(): Promise<void> {
  const dir = runDir();
  const pid = Number(readText(path.join(dir, "pid")));
  if (pid && alive(pid)) {
    process.kill(-pid, "SIGTERM");
    // PGlite checkpoints on the way out; a server that does not stop in time is killed.
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    if (alive(pid)) process.kill(-pid, "SIGKILL");
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The run's demo world, for specs that need what the shared e2e server's empty store lacks (follows, a
 * known community, a debate). One server serves every such spec: they read the world, and what they write
 * belongs to users and teams of their own. Read `baseURL` inside a test.
 */
export function useDemoWorld() {
  const state = { baseURL: "" };
  test.beforeAll(async () => {
    test.setTimeout(READY_MS + 30_000);
    state.baseURL = await demoWorld();
  });
  return state;
}

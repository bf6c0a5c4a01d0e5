import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "../..");

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

/**
 * A server of this spec file's own on a small demo world, for specs that need what the shared e2e
 * server's empty store lacks (follows, a known community); started before the file's tests, which
 * run in order on one worker, and stopped after them. Read `baseURL` inside a test.
 */
export function useDemoWorldServer(
  name: string,
  world: { accounts: number; days: number; setupMs: number },
  /** the server's own settings (STAFF_EMAILS for a spec that grants a plan) */
  serverEnv: Record<string, string> = {},
) {
  test.describe.configure({ mode: "default" });
  let server: ChildProcess | null = null;
  let dataDir = "";
  const state = { baseURL: "" };
  test.beforeAll(async () => {
    test.setTimeout(world.setupMs);
    dataDir = await mkdtemp(path.join(os.tmpdir(), `xa-e2e-${name}-`));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" };
    await promisify(execFile)(
      process.execPath,
      [
        "scripts/run-ts.mjs",
        "packages/server/scripts/demo.ts",
        "--accounts",
        String(world.accounts),
        "--days",
        String(world.days),
      ],
      { cwd: ROOT, env },
    );
    const port = await freePort();
    state.baseURL = `http://localhost:${port}`;
    server = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
      cwd: ROOT,
      env: {
        ...env,
        ...serverEnv,
        PORT: String(port),
        PUBLIC_URL: state.baseURL,
        DEMO_WORLD: "off",
        X_BEARER_TOKEN: "",
      },
      stdio: "ignore",
    });
    await expect
      .poll(async () => (await fetch(`${state.baseURL}/api/health/`).catch(() => null))?.status, { timeout: 180_000 })
      .toBe(200);
  });
  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return state;
}

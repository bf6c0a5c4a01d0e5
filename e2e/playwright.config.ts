import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = path.join(os.tmpdir(), `xa-e2e-${process.pid}`);
// The run's name, set once in the runner and inherited by its workers: they share the run's demo world.
process.env.XA_E2E_RUN ??= String(process.pid);

/** Drives the built app in the system Chromium against a server on a fresh data folder. */
export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./demo-world-setup.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
  },
  webServer: {
    command: `node --import tsx packages/server/src/main.ts`,
    cwd: path.resolve(import.meta.dirname, ".."),
    url: `http://localhost:${port}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      DEMO_WORLD: "off",
      STAFF_EMAILS:
        "uploader@example.com,analyst@example.com,csp@example.com,images@example.com,a11y@example.com,assistant@example.com,layout@example.com,communities@example.com,xlogin@example.com,audiences@example.com,premium-posts@example.com,requests@example.com,monitors@example.com,telemetry@example.com,reddit@example.com",
      // Every test signs its users in from this one machine: the per-IP limit would stop the run.
      SIGNIN_CODES_PER_IP: "100000",
      // Every e2e user is at example.com: the provider's staff, to whom the creators tool and the planner are open.
      PROVIDER_EMAIL_DOMAINS: "example.com",
      // The live X connector stays off (the Data page says so), whatever the shell has.
      X_BEARER_TOKEN: "",
      // The built app's analytics run into our own store, and every caught error is reported, as a
      // deployment with a token would: every spec runs with them on, telemetry.spec.ts reads what arrived.
      ANALYTICS_TOKEN: "e2e-own-store",
      ANALYTICS_PROVIDER: "own",
      ERROR_SAMPLE_RATE: "1",
      SENTRY_DSN: "",
    },
  },
});

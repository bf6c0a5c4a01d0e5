import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one for itself, which on two cores halves the suite's speed.
    maxWorkers: os.availableParallelism(),
    projects: [
      // Node-only projects share one module graph per worker: nothing in them mocks or patches modules,
      // and their module state is keyed by database, so a file needs no fresh copy of the server's imports.
      { test: { name: "core", include: ["packages/core/src/**/*.test.ts"], isolate: false } },
      { test: { name: "text", include: ["packages/text/src/**/*.test.ts"], isolate: false } },
      {
        test: {
          name: "server",
          include: ["packages/server/src/**/*.test.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["packages/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["packages/web/src/test/setup-dom.ts"],
          // A page test renders lazy routes and waits on polls; a busy machine stretches both past 5 s.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "extension",
          include: ["packages/extension/src/**/*.test.ts"],
          environment: "jsdom",
        },
      },
    ],
  },
});

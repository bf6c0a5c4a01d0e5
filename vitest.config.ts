import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one for itself, which on two cores halves the suite's speed.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: "core", include: ["packages/core/src/**/*.test.ts"] } },
      { test: { name: "text", include: ["packages/text/src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          include: ["packages/server/src/**/*.test.ts"],
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

import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Where the dev server forwards API calls; the API server listens on 8080 by default. */
const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:8080";
const proxy = {
  "/api": { target: apiTarget, changeOrigin: false },
  "/rest-auth": { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // ExcelJS, large, is its own chunk, loaded only when a sheet is exported. The manifest lets
  // scripts/check-bundle-budget.mjs measure what a page loads before it draws.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    manifest: true,
    rolldownOptions: {
      // Core is pure (no module does anything when imported), so a module of it whose exports the app does not use
      // is left out; without this its zod schemas, built at import, would all be kept.
      treeshake: { moduleSideEffects: [{ test: /\/packages\/core\/src\//, sideEffects: false }] },
      // What the entry imports is one chunk: split by which lazy pages share it, it made some twenty small files,
      // each compressed alone (more to download in all).
      // Chunks are named by their hash alone: every import and preload list names them, 2.4 kB gzipped of the
      // first load with names; scripts/check-bundle-budget.mjs reads the names back from the manifest.
      output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] }, chunkFileNames: "assets/[hash].js" },
    },
  },
});

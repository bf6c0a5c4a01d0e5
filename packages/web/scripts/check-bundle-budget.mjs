// Fails the build check when opening an analysis needs more than the budget of gzipped JavaScript before the
// first card can draw. Run after `vite build` (npm run build); prints each variant's files and total.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { entryKey, staticClosure } from "./initial-load.mjs";

/**
 * Kilobytes (1000 bytes, as Vite prints them) of gzipped JavaScript allowed before the first card draws. The
 * target is 300; this is today's size with room for noise, lowered as more of the page is split off, so the load
 * can only shrink meanwhile.
 */
const BUDGET_KB = 360;
const ANALYSIS_PAGE = "src/features/analysis/analysis-page.tsx";

const dist = path.resolve(import.meta.dirname, "../dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;

// The analysis page is bundled into the route chunk of each variant that shows it.
const entry = entryKey(manifest);
const routes = Object.keys(manifest).filter((key) => /src\/variants\/[^/]+\/routes\.tsx$/.test(key));
const analysisRoutes = routes.filter((key) => {
  const chunk = manifest[key];
  const sources = [key, ...(chunk.imports ?? [])];
  return sources.some(
    (source) =>
      source === ANALYSIS_PAGE ||
      manifest[source]?.src === ANALYSIS_PAGE ||
      /analysis-page/.test(manifest[source]?.file ?? ""),
  );
});
if (analysisRoutes.length === 0) throw new Error(`No route chunk includes ${ANALYSIS_PAGE}.`);

let over = false;
for (const route of analysisRoutes) {
  const files = staticClosure(manifest, [entry, route]);
  const sizes = files.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
  const total = sizes.reduce((sum, s) => sum + s.kb, 0);
  console.log(`${route}: ${total.toFixed(1)} kB gzipped in ${files.length} scripts (budget ${BUDGET_KB} kB)`);
  for (const { file, kb } of sizes) console.log(`  ${kb.toFixed(1).padStart(7)} kB  ${file}`);
  if (total > BUDGET_KB) over = true;
}
if (over) {
  console.error(
    `Over budget: the analysis page loads more than ${BUDGET_KB} kB of gzipped JavaScript before its first card.`,
  );
  process.exit(1);
}

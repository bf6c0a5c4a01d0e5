// Fails the build check when opening an analysis needs more than the budget of gzipped JavaScript before the
// first card can draw. Run after `vite build` (npm run build); prints each variant's files and total.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { entryKey, initialLoad } from "./initial-load.mjs";

/**
 * Kilobytes (1000 bytes, as Vite prints them) of gzipped JavaScript allowed before the first card draws, with the
 * larger language's texts. A feature's pages bring their own texts (i18n/feature-texts.ts), not this page.
 */
const BUDGET_KB = 300;
const ANALYSIS_PAGE = "src/variants/pages/analysis-page.tsx";
/** The interface texts, one chunk per language; the larger one is counted, as a page loads one of them. */
const LANGUAGE_TEXTS = ["src/i18n/en.json", "src/i18n/ja.json"];

const dist = path.resolve(import.meta.dirname, "../dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;

const entry = entryKey(manifest);
const routes = Object.keys(manifest).filter((key) => /^src\/variants\/[^/]+\/routes\.tsx$/.test(key));
// A variant shows the analysis page when its route table loads the page's chunk, lazily or statically.
const analysisRoutes = routes.filter((key) =>
  [...(manifest[key].dynamicImports ?? []), ...(manifest[key].imports ?? [])].includes(ANALYSIS_PAGE),
);
if (analysisRoutes.length === 0) throw new Error(`No route table loads ${ANALYSIS_PAGE}.`);
const texts = LANGUAGE_TEXTS.filter((key) => manifest[key]).sort(
  (a, b) => gzipKb(manifest[b].file) - gzipKb(manifest[a].file),
);

let over = false;
for (const route of analysisRoutes) {
  // The entry, the variant's route table, the analysis page and the interface texts all load before the first
  // card draws; charts, the map and the exports load later, on use, and are not counted.
  const files = initialLoad(manifest, [entry, route, ANALYSIS_PAGE, ...texts.slice(0, 1)]);
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

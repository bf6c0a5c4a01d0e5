// Fails the build check when opening an analysis needs more than the budget of gzipped JavaScript before the
// first card can draw. Run after `vite build` (npm run build); prints each variant's files and total.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { entryKey, initialLoad } from "./initial-load.mjs";

/**
 * Kilobytes (1000 bytes, as Vite prints them) of gzipped JavaScript allowed before the first card draws, with the
 * larger language's texts.
 */
const BUDGET_KB = 309;
const ANALYSIS_PAGE = "src/variants/pages/analysis-page.tsx";

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
const web = path.resolve(import.meta.dirname, "..");

/**
 * The texts a route table loads with the analysis page, in one language: the main texts and the features it names
 * where it imports the page (`withTextsOf([FEATURE_TEXTS.analysis, …], import("../pages/analysis-page.tsx"))`).
 */
function textsOf(route, language) {
  const code = readFileSync(path.join(web, route), "utf8");
  const call = /with(?:FeatureTexts|TextsOf)\(([^()]*),\s*import\("[./]*\/pages\/analysis-page\.tsx"\),?\s*\)/.exec(
    code,
  );
  const features = [...(call?.[1] ?? "").matchAll(/FEATURE_TEXTS\.(\w+)/g)].map((match) => match[1]);
  if (features.length === 0) throw new Error(`${route} loads the analysis page without naming its texts.`);
  const keys = [`src/i18n/${language}.json`, ...features.map((feature) => `src/i18n/${feature}/${language}.json`)];
  for (const key of keys) if (!manifest[key]) throw new Error(`The build manifest has no ${key}.`);
  return keys;
}
const textsKb = (keys) => keys.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);

let over = false;
for (const route of analysisRoutes) {
  // A page loads one language: the larger one is counted.
  const [en, ja] = [textsOf(route, "en"), textsOf(route, "ja")];
  const texts = textsKb(ja) > textsKb(en) ? ja : en;
  // The entry, the variant's route table, the analysis page and its texts all load before the first card draws;
  // charts, the map and the exports' code load later, on use, and are not counted.
  const files = initialLoad(manifest, [entry, route, ANALYSIS_PAGE, ...texts]);
  const sizes = files.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
  const total = sizes.reduce((sum, s) => sum + s.kb, 0);
  console.log(`${route}: ${total.toFixed(1)} kB gzipped in ${files.length} scripts (budget ${BUDGET_KB} kB)`);
  // Chunk files are named by hash alone (shorter imports and preload lists): the manifest names them.
  const names = new Map(Object.values(manifest).map((c) => [c.file, c.src ?? c.name ?? ""]));
  for (const { file, kb } of sizes) console.log(`  ${kb.toFixed(1).padStart(7)} kB  ${file}  ${names.get(file) ?? ""}`);
  if (total > BUDGET_KB) over = true;
}
if (over) {
  console.error(
    `Over budget: the analysis page loads more than ${BUDGET_KB} kB of gzipped JavaScript before its first card.`,
  );
  process.exit(1);
}

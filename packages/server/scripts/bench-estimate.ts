/**
 * How long the package editor waits for its size and budget after a change: the server's measure
 * (the count a save keeps) on the demo world, for packages of the size the autopilot makes, plus
 * the editor's debounce: the first count of a package, then edits of one entry at a time. Opens (building on first use) a PGlite store of the default demo world in
 * the OS temp folder. Prints a table and writes bench-results/estimate-*.json.
 */
import os from "node:os";
import path from "node:path";
import { targetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { TARGETING_DEFAULTS } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { DEMO_DEFAULTS, generateWithProgress } from "../src/social/demo/load-demo.ts";
import { measurePackage } from "../src/targeting/audience-measure.ts";
import { writeBenchResults } from "./bench-results.ts";

// The editor's pause before it asks (web package-editor/use-measure-package-query.ts).
const DEBOUNCE_MS = 150;
const TARGET_MS = 500;
const DIR = path.join(os.tmpdir(), "xa-bench-estimate");

const { options } = parseArgs(process.argv.slice(2));
const runs = Math.max(10, intOption(options, "runs", 20));
const db = await openDatabase({ dataDir: DIR });
await migrate(db);
const [have] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
if ((have?.n ?? 0) === 0) {
  console.error(`Building the demo world in ${DIR} (once)…`);
  await generateWithProgress(db, { ...DEMO_DEFAULTS, deferIndexes: true });
}

/** The store's most used keywords and hashtags and most followed handles: a package as large as the autopilot's. */
async function packageOf(terms: number, handles: number) {
  const top = (kind: "keywords" | "hashtags") =>
    db.query<{ t: string }>(
      `SELECT t FROM (SELECT unnest(${kind}) AS t FROM posts LIMIT 200000) x GROUP BY t ORDER BY count(*) DESC LIMIT $1`,
      [terms],
    );
  const [keywords, hashtags, accounts] = await Promise.all([
    top("keywords"),
    top("hashtags"),
    db.query<{ handle: string; id: string }>(
      "SELECT handle, id FROM accounts WHERE handle IS NOT NULL ORDER BY followers_count DESC NULLS LAST LIMIT $1",
      [handles],
    ),
  ]);
  return targetingPackageWrapper.parse({
    targeting_package: {
      keywords: keywords.map((r) => ({ label: r.t })),
      hashtags: hashtags.map((r) => ({ label: r.t })),
      handles: accounts.map((r) => ({ handle: r.handle, account_id: r.id })),
    },
    countries: [],
  });
}

const deps = { db, config: { targeting: TARGETING_DEFAULTS }, now: () => new Date() };
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const round = (n: number) => Math.round(n * 10) / 10;

const cases = [];
for (const [name, terms, handles] of [
  ["small: 5 terms each, 5 handles", 5, 5],
  ["autopilot-sized: 50 each, 50 handles", 50, 50],
  ["large: 75 each, 100 handles", 75, 100],
] as const) {
  const wrapper = await packageOf(terms, handles);
  // One entry toggled per run, as a click in the editor changes the package.
  const edits = wrapper.targeting_package.keywords.map((_, i) => ({
    ...wrapper,
    targeting_package: {
      ...wrapper.targeting_package,
      keywords: wrapper.targeting_package.keywords.map((k, j) => (j === i ? { ...k, deselected: true } : k)),
    },
  }));
  // The first count of a package counts each of its entries; an edit then counts only what changed.
  const started = performance.now();
  await measurePackage(deps, wrapper, "en");
  const first = performance.now() - started;
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const m = await measurePackage(deps, edits[i % edits.length] ?? wrapper, "en");
    times.push(performance.now() - t);
    size = m.total_native;
  }
  const sorted = times.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  cases.push({
    name,
    firstCount: round(first),
    p50: round(percentile(sorted, 50)),
    p95: round(p95),
    max: round(sorted.at(-1) ?? 0),
    withDebounceP95: round(p95 + DEBOUNCE_MS),
    meetsTarget: p95 + DEBOUNCE_MS < TARGET_MS,
    size,
  });
}
const [store] = await db.query<{ a: number; p: number }>(
  "SELECT (SELECT count(*) FROM accounts)::int AS a, (SELECT count(*) FROM posts)::int AS p",
);
await db.close();

console.log(`\nPackage estimate benchmark, PGlite, ${store?.a} accounts / ${store?.p} posts (${runs} runs; ms)`);
console.log(
  `${"case".padEnd(40)} ${"first".padStart(8)} ${"edit p50".padStart(9)} ${"p95".padStart(8)} ${"+debounce".padStart(10)}  edit < ${TARGET_MS} ms`,
);
for (const c of cases) {
  console.log(
    `${c.name.padEnd(40)} ${c.firstCount.toFixed(1).padStart(8)} ${c.p50.toFixed(1).padStart(9)} ${c.p95.toFixed(1).padStart(8)} ${c.withDebounceP95.toFixed(1).padStart(10)}  ${c.meetsTarget ? "met" : "NOT met"}`,
  );
}
writeBenchResults("estimate", {
  backend: "pglite",
  accounts: store?.a,
  posts: store?.p,
  runs,
  debounceMs: DEBOUNCE_MS,
  cases,
});

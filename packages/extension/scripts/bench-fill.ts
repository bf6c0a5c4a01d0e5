/**
 * How long the extension takes to fill a real-size package (100 handles, 100 keywords, 50 hashtags)
 * into the e2e fixture form in jsdom: free-text terms pasted by the batch against typed one by one,
 * and the handles' typeahead. jsdom is slower than a browser; the comparison between rows is the point.
 * Prints a table and writes bench-results/extension-fill-<date>.json.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import { writeBenchResults } from "../../server/scripts/bench-results.ts";
import { fillTargeting } from "../src/fill-targeting.ts";

/** The part of jsdom's API this script uses (the package ships no types). */
type Dom = { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string, options: { runScripts: "dangerously" }) => Dom;
};

const FIXTURE = readFileSync(path.resolve(import.meta.dirname, "../../../e2e/fixtures/ads-form.html"), "utf8");
const ROUNDS = Number(process.env.ROUNDS ?? 3);

/** A paste event the form's handler can read, as a browser makes one. */
function addPasteEvents(window: Dom["window"]) {
  class StubDataTransfer {
    private readonly data = new Map<string, string>();
    setData(type: string, value: string) {
      this.data.set(type, value);
    }
    getData(type: string) {
      return this.data.get(type) ?? "";
    }
  }
  class StubClipboardEvent extends window.Event {
    readonly clipboardData: StubDataTransfer | null;
    constructor(type: string, init: EventInit & { clipboardData?: StubDataTransfer | null } = {}) {
      super(type, init);
      this.clipboardData = init.clipboardData ?? null;
    }
  }
  Object.assign(window, { DataTransfer: StubDataTransfer, ClipboardEvent: StubClipboardEvent });
}

async function timeFill(targeting: AppliedTargeting, paste: boolean) {
  const dom = new JSDOM(FIXTURE, { runScripts: "dangerously" });
  if (paste) addPasteEvents(dom.window);
  const started = performance.now();
  const result = await fillTargeting(dom.window.document, targeting);
  const ms = performance.now() - started;
  dom.window.close();
  const filled = Object.values(result.filled).reduce((sum, n) => sum + n, 0);
  return { ms, filled };
}

const terms = emptyTargeting({
  keywords: Array.from({ length: 100 }, (_, i) => `home brew ${i + 1}`),
  hashtags: Array.from({ length: 50 }, (_, i) => `brewday${i + 1}`),
});
const handles = emptyTargeting({
  handles: Array.from({ length: 100 }, (_, i) => ({ handle: `roaster_${i + 1}`, account_id: null })),
});
const cases = [
  { name: "150 terms, pasted by the batch", targeting: terms, paste: true },
  { name: "150 terms, typed one by one", targeting: terms, paste: false },
  { name: "100 handles, typeahead", targeting: handles, paste: true },
  { name: "all 250, pasted terms", targeting: { ...terms, handles: handles.handles }, paste: true },
];

const rows = [];
for (const { name, targeting, paste } of cases) {
  const times: number[] = [];
  let filled = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const run = await timeFill(targeting, paste);
    times.push(run.ms);
    filled = run.filled;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  rows.push({
    case: name,
    filled,
    median_ms: Math.round(median),
    per_value_ms: Math.round((median / filled) * 10) / 10,
  });
}
console.table(rows);
writeBenchResults("extension-fill", { rounds: ROUNDS, environment: "jsdom", rows });

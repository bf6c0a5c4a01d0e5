/**
 * Browser benchmark: how long each analysis type takes in Chromium, from the analysis starting to
 * its last card, on the demo world. Starts the server on its own store (PGlite folder in the OS temp
 * folder, or PostgreSQL database `bench_browser`; the demo world is generated on first use and
 * kept) serving the built web app (`npm run build` first), signs in through the dev outbox, then
 * opens each analysis as a link and times the page's analyze-query requests (one per card, in
 * chained steps) from the first sent to the last answered, plus a frame to draw. Each run uses
 * other dates, so no run reuses a scope an earlier one pinned.
 * Prints a table and writes bench-results/browser-<date>.json.
 * Usage: npm run bench:browser -- [--backend pglite|postgres] [--runs 3] [--query "coffee OR espresso"]
 *   [--types conversation,keyword,handle,post]
 */

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page, type Request } from "@playwright/test";
import type { QueryType } from "@xa/core";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { writeBenchResults } from "./bench-results.ts";
import { startBenchServer } from "./bench-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const { options } = parseArgs(process.argv.slice(2));
const runs = Math.max(1, intOption(options, "runs", 3));
const backend = (options.backend ?? "pglite") as "postgres" | "pglite";
const TARGET_MS = { pglite: 3000, postgres: 1500 };
const QUERY = options.query ?? "coffee OR espresso";
const DAY_MS = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs in as a new user through the e-mail code in the dev outbox, and makes a team; returns its slug. */
async function signInWithTeam(page: Page): Promise<string> {
  const email = `bench-browser-${Date.now()}@example.com`;
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await page.getByLabel("Confirmation code").waitFor();
  const outbox = await page.context().newPage();
  await outbox.goto("/dev/outbox");
  const message = outbox.getByTestId("outbox-message").filter({ hasText: email }).first();
  await message.waitFor();
  const code = /([A-Z0-9]{6})$/.exec((await message.getAttribute("aria-label")) ?? "")?.[1];
  await outbox.close();
  if (!code) throw new Error("no sign-in code in the outbox");
  await page.getByLabel("Confirmation code").fill(code);
  await page.waitForURL((url) => !url.pathname.includes("/login"));
  await page.goto("/choose-team");
  await page.getByLabel("Team name").fill("Bench");
  await page.getByRole("button", { name: "Create team" }).click();
  await page.waitForURL((url) => !url.pathname.includes("choose-team"));
  return new URL(page.url()).pathname.split("/")[1] as string;
}

type Timing = { ms: number; requests: number; failed: number };

/** Opens an analysis link and times its analyze-query requests, first sent to last answered, plus a frame. */
async function timeAnalysis(page: Page, link: string): Promise<Timing> {
  let first = 0;
  let last = 0;
  let failed = 0;
  const asked = new Set<Request>();
  const open = new Set<Request>();
  const sent = (r: Request) => {
    if (!r.url().includes("/api/external/analyze-query/")) return;
    if (asked.size === 0) first = performance.now();
    asked.add(r);
    open.add(r);
  };
  const done = (ok: boolean) => (r: Request) => {
    if (!open.delete(r)) return;
    if (!ok) failed++;
    last = performance.now();
  };
  const finished = done(true);
  const failedRequest = done(false);
  page.on("request", sent);
  page.on("requestfinished", finished);
  page.on("requestfailed", failedRequest);
  try {
    await page.goto(link);
    // Settled: something was asked, nothing is open, and no next step started for half a second.
    const until = performance.now() + 120_000;
    for (let quiet = 0; quiet < 10; ) {
      if (performance.now() > until) throw new Error(`${link}: still loading after 120 s`);
      await sleep(50);
      quiet = asked.size > 0 && open.size === 0 ? quiet + 1 : 0;
    }
    await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))");
    return { ms: Math.round(last - first + 16), requests: asked.size, failed };
  } finally {
    page.off("request", sent);
    page.off("requestfinished", finished);
    page.off("requestfailed", failedRequest);
  }
}

/** A handle and a post of the demo world, from a keyword analysis's cards. */
async function subjects(page: Page, range: { start_date: string; end_date: string }) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("xa.login") ?? "{}") as { token?: string }).token,
  );
  const response = await page.request.post("/api/external/analyze-query/", {
    headers: { Authorization: `Token ${token}` },
    data: { query_type: "keyword", query: QUERY, ...range, sections: ["top_accounts", "posts"] },
  });
  const body = (await response.json()) as {
    sections: {
      top_accounts?: { items: { handle?: string | null }[] };
      posts?: { items: { id: string }[] };
    };
  };
  const handle = body.sections.top_accounts?.items.find((a) => a.handle)?.handle;
  const post = body.sections.posts?.items[0]?.id;
  if (!handle || !post) throw new Error(`no handle or post to analyse: ${JSON.stringify(body).slice(0, 300)}`);
  return { handle, post };
}

if (!fs.existsSync(path.join(ROOT, "packages/web/dist/index.html"))) {
  console.error("Build the web app first: npm run build");
  process.exit(1);
}
const { base, stop } = await startBenchServer({ backend, name: "bench_browser", dataDir: options["data-dir"] });
// The system Chromium, as the browser tests use (e2e/playwright.config.ts).
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const context = await browser.newContext({ baseURL: base });
const page = await context.newPage();
const team = await signInWithTeam(page);
// The demo world is ready when its generation has finished (the server answers meanwhile).
for (;;) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("xa.login") ?? "{}").token as string);
  const store = (await (
    await page.request.get("/api/social/store/", { headers: { Authorization: `Token ${token}` } })
  ).json()) as { demo?: { generated_at: string | null } };
  if (store.demo?.generated_at) break;
  await sleep(2000);
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const rangeOf = (run: number) => ({ start: day(today - (run + 30) * DAY_MS), end: day(today - run * DAY_MS) });
const found = await subjects(page, {
  start_date: `${rangeOf(0).start}T00:00:00Z`,
  end_date: `${rangeOf(0).end}T23:59:59Z`,
});
const TYPES: { type: QueryType; param: string }[] = [
  { type: "conversation", param: `q=${encodeURIComponent(QUERY)}` },
  { type: "keyword", param: `q=${encodeURIComponent(QUERY)}` },
  { type: "handle", param: `handle=${encodeURIComponent(found.handle)}` },
  { type: "post", param: `post=${encodeURIComponent(found.post)}` },
];

const only = options.types?.split(",");
type Row = { type: QueryType; runs: number[]; median: number; max: number; requests: number; failed: number };
const rows: Row[] = [];
for (const { type, param } of TYPES.filter((t) => !only || only.includes(t.type))) {
  const times: Timing[] = [];
  // One warm-up run (caches, plans), then the measured ones, each over other dates.
  for (let run = 0; run <= runs; run++) {
    const { start, end } = rangeOf(run + 1);
    const timing = await timeAnalysis(page, `/${team}/explore-x?type=${type}&${param}&start=${start}&end=${end}`);
    if (run > 0) times.push(timing);
    console.error(
      `  ${type.padEnd(13)} run ${run === 0 ? "warm-up" : run}: ${timing.ms} ms, ${timing.requests} requests`,
    );
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  rows.push({
    type,
    runs: times.map((t) => t.ms),
    median: sorted[Math.floor((sorted.length - 1) / 2)] as number,
    max: sorted[sorted.length - 1] as number,
    requests: Math.max(...times.map((t) => t.requests)),
    failed: times.reduce((n, t) => n + t.failed, 0),
  });
}
await browser.close();
stop();

const target = TARGET_MS[backend];
console.log(`\nBrowser benchmark on ${backend}: the analysis's first request to its last card (${runs} runs; ms)`);
console.log(`${"type".padEnd(13)} ${"median".padStart(7)} ${"max".padStart(7)} ${"requests".padStart(9)}  runs`);
for (const r of rows)
  console.log(
    `${r.type.padEnd(13)} ${String(r.median).padStart(7)} ${String(r.max).padStart(7)} ${String(r.requests).padStart(9)}  ${r.runs.join(", ")}${r.failed ? `  (${r.failed} failed)` : ""}`,
  );
const met = rows.every((r) => r.max < target && r.failed === 0);
console.log(`target: every analysis type under ${target} ms on ${backend}: ${met ? "met" : "NOT met"}`);
writeBenchResults("browser", { backend, runs, query: QUERY, subjects: found, targetMs: target, met, rows });
process.exit(0);

/**
 * Campaigns benchmark: the campaigns list and a campaign's results on a team with 1,000 campaigns,
 * 10,000 ad sets (one active ad each) and 90 days of sandbox delivery per ad set, seeded on a
 * fresh store (a new schema of PostgreSQL, or an in-memory PGlite). Times, through the app's own
 * request handling (no network):
 *   - the list as the web app asks for it (50 a page, several orders), which first checks whether
 *     any campaign's delivery is behind;
 *   - a campaign's results page: statstotal, daily stats, segmentations and reach, asked at once as
 *     the web app does; and the same when its 90 days must first be simulated and stored;
 *   - a campaign's summary PDF (90 days of stats, 10 ad sets), in English on A4 and Japanese on Letter.
 * Then uploads 20 MB MP4s, and one of 100 MB, over HTTP (the server listens on loopback, the file
 * streams from disk) through the two steps and the completion, sampling the process's RSS and, with
 * 90% sent, what it holds after a GC: a body streamed to storage must not make memory grow by the
 * file's size (the RSS peak of spent chunks not yet collected is bounded by the GC, not the file).
 * Prints p50/p95/p99 per case against the targets and writes bench-results/campaigns-<date>.json.
 * Usage: npm run bench:campaigns -- [--backend postgres|pglite] [--runs 100] [--campaigns 1000]
 *   [--pdf-runs 5] [--uploads 3]
 * PostgreSQL from BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL.
 */

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simulateDelivery } from "../src/campaigns/sandbox-delivery.ts";
import { insertDelivered, listDeliveryAdsets, refreshCampaignTotals } from "../src/campaigns/stats-queries.ts";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { ProgressBar } from "../src/cli/progress-bar.ts";
import { TARGETING_DEFAULTS } from "../src/config.ts";
import { type Backend, createTestApp, signIn } from "../src/test/test-app.ts";
import { measureUploadMemory } from "./bench/upload-memory.ts";
import { writeBenchResults } from "./bench-results.ts";

const { options } = parseArgs(process.argv.slice(2));
const runs = Math.max(20, intOption(options, "runs", 100));
const campaigns = Math.max(10, intOption(options, "campaigns", 1000));
const ADSETS_PER_CAMPAIGN = 10;
const DAYS = 90;
const pdfRuns = Math.max(3, intOption(options, "pdf-runs", 5));
const uploads = Math.max(1, intOption(options, "uploads", 3));
const MiB = 1024 * 1024;
const UPLOAD_BYTES = 20 * MiB;
// A file five times larger: memory that grows with the file shows five times more there.
const LARGE_UPLOAD_BYTES = 100 * MiB;
const TARGETS = {
  listP50Ms: 100,
  resultsMs: 300,
  summaryPdfMs: 3000,
  uploadHeldBytes: UPLOAD_BYTES / 2,
  largeUploadPeakBytes: LARGE_UPLOAD_BYTES / 2,
};
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const backend = (options.backend ?? (pgUrl ? "postgres" : "pglite")) as Backend;
if (backend === "postgres") {
  if (!pgUrl) throw new Error("Set BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL for --backend postgres");
  process.env.TEST_DATABASE_URL = pgUrl;
}

// The media library writes to a data folder of the bench's own.
const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "xa-bench-campaigns-"));
const t = await createTestApp(backend, { DATA_DIR: dataDir });
const { db } = t;
const ann = await signIn(t, "bench-campaigns@example.com");
const ok = async (method: "GET" | "POST", url: string, payload?: object) => {
  const res = await t.call({ method, url, token: ann, ...(payload ? { payload } : {}) });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

// One of each through the API, so the seeded rows are what the app itself writes; then copies in SQL.
const team = await ok("POST", "/api/teams/", { name: "Bench campaigns" });
await ok("POST", "/api/external/ad-accounts/", { team: team.id, account_id: "bench-1", name: "Bench account" });
const audience = await ok("POST", "/api/audience-configs/", {
  team: team.slug,
  name: "Coffee lovers",
  countries: ["US", "GB", "JP", "DE"],
  targeting_package: { keywords: [{ label: "pour over" }] },
});
await db.query("UPDATE audience_configs SET size = 250000 WHERE id = $1", [audience.id]);
const DAY = 86_400_000;
const now = Date.now();
const start = new Date(now - (DAYS - 1) * DAY);
const template = await ok("POST", "/api/campaigns/", {
  team: team.slug,
  ad_account_id: "bench-1",
  name: "Template",
  objective: "REACH",
  status: "active",
  start_time: start.toISOString(),
  end_time: new Date(now + 30 * DAY).toISOString(),
  daily_budget: 1000,
  currency: "USD",
});
const templateAdset = await ok("POST", "/api/adsets/", {
  campaign: template.id,
  audience_config_id: audience.id,
  name: "Template",
  status: "active",
});

const seeding = performance.now();
console.error(`Seeding ${campaigns} campaigns, ${campaigns * ADSETS_PER_CAMPAIGN} ad sets on ${backend}…`);
await db.query(
  `INSERT INTO campaigns (team_id, ad_account_id, account_id, name, objective, status, start_time, end_time,
     daily_budget, currency, created_by, created_at, updated_at)
   SELECT c.team_id, c.ad_account_id, c.account_id, 'Campaign ' || i, c.objective, c.status, c.start_time, c.end_time,
     100 + i % 900, c.currency, c.created_by, $2::timestamptz - (i || ' minutes')::interval, $2::timestamptz
   FROM campaigns c, generate_series(1, $3::int - 1) AS i WHERE c.id = $1`,
  [template.id, start, campaigns],
);
await db.query("UPDATE campaigns SET created_at = $2, updated_at = $2 WHERE id = $1", [template.id, start]);
await db.query(
  `INSERT INTO adsets (campaign_id, name, status, audience_config_id, targeting, alerts, placements, bid_strategy,
     created_at, updated_at)
   SELECT c.id, 'Ad set ' || k, 'active', s.audience_config_id, s.targeting, s.alerts, s.placements, 'AUTO', $2, $2
   FROM campaigns c CROSS JOIN generate_series(1, $3::int) AS k, adsets s
   WHERE s.id = $1 AND c.team_id = $4 AND NOT (c.id = s.campaign_id AND k = 1)`,
  [templateAdset.id, start, ADSETS_PER_CAMPAIGN, team.id],
);
await db.query("UPDATE adsets SET updated_at = $2 WHERE id = $1", [templateAdset.id, start]);
const [creative] = await db.query<{ id: number }>(
  "INSERT INTO ad_creatives (team_id, name, text) VALUES ($1, 'Autumn blend', 'Try it') RETURNING id",
  [team.id],
);
await db.query(
  `INSERT INTO ads (adset_id, creative_id, status)
   SELECT s.id, $2, 'active' FROM adsets s JOIN campaigns c ON c.id = s.campaign_id WHERE c.team_id = $1`,
  [team.id, creative?.id],
);

// Delivery seeded as the sync stores it: simulated per campaign and written in the same statements.
const ids = (await db.query<{ id: number }>("SELECT id FROM campaigns WHERE team_id = $1 ORDER BY id", [team.id])).map(
  (r) => r.id,
);
const days = Array.from({ length: DAYS }, (_, i) => new Date(start.getTime() + i * DAY).toISOString().slice(0, 10));
const bar = new ProgressBar("  stats".padEnd(12), "campaigns");
let rows = 0;
for (const [i, id] of ids.entries()) {
  const [campaign] = await db.query<Parameters<typeof simulateDelivery>[0]["campaign"]>(
    `SELECT id, status, start_time, end_time, updated_at, daily_budget::float8 AS daily_budget,
       lifetime_budget::float8 AS lifetime_budget, currency FROM campaigns WHERE id = $1`,
    [id],
  );
  if (!campaign) continue;
  const adsets = await listDeliveryAdsets(db, id);
  const delivered = simulateDelivery({ campaign, adsets, cpm: TARGETING_DEFAULTS.cpm, days });
  await insertDelivered(db, id, delivered, "sandbox");
  await refreshCampaignTotals(db, id, campaign.currency);
  rows += delivered.length;
  bar.update(i + 1, ids.length, `${rows.toLocaleString("en-US")} rows`);
}
bar.done(ids.length, ids.length, `${rows.toLocaleString("en-US")} rows`);
if (db.kind === "postgres") await db.query("ANALYZE");
const seedSeconds = Math.round((performance.now() - seeding) / 100) / 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const round = (n: number) => Math.round(n * 10) / 10;
async function timed(name: string, n: number, work: (i: number) => Promise<unknown>) {
  await work(0);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const began = performance.now();
    await work(i);
    times.push(performance.now() - began);
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    name,
    runs: n,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

const ORDERS = ["-created_at", "-spent", "name", "-impressions", "start_time"];
const list = await timed("list: 50 a page, 5 orders", runs, (i) =>
  ok("GET", `/api/campaigns/?team=${team.slug}&limit=50&offset=${(i % 4) * 50}&ordering=${ORDERS[i % ORDERS.length]}`),
);
const filtered = await timed("list: status=active", runs, () =>
  ok("GET", `/api/campaigns/?team=${team.slug}&limit=50&status=active`),
);
const resultsPage = (id: number) =>
  Promise.all([
    ok("GET", `/api/campaigns/${id}/statstotal/`),
    ok("GET", `/api/campaigns/${id}/stats/?level=campaign&granularity=day`),
    ok("GET", `/api/campaigns/${id}/segmentations/`),
    ok("GET", `/api/campaigns/${id}/reach/`),
  ]);
const results = await timed("results page: 4 calls at once", runs, (i) => resultsPage(ids[(i * 37) % ids.length] ?? 0));
const byAd = await timed("stats level=ad, by day", runs, (i) =>
  ok("GET", `/api/campaigns/${ids[(i * 53) % ids.length]}/stats/?level=ad&granularity=day`),
);
// The first read after 90 days nobody looked: the sync simulates and stores them, then answers.
const cold = await timed("results page, 90 days to sync first", Math.min(20, runs), async (i) => {
  const id = ids[(i * 101 + 7) % ids.length] ?? 0;
  await db.query("DELETE FROM campaign_stats WHERE campaign_id = $1", [id]);
  const began = performance.now();
  await resultsPage(id);
  return performance.now() - began;
});
const summaryPdf = (campaign: number, paper: "A4" | "LETTER", language: "en" | "ja") => async () => {
  const res = await t.call({
    method: "POST",
    url: "/api/campaign-summary-pdf/",
    token: ann,
    payload: { campaign, paper, language },
  });
  if (res.status !== 200 || !String(res.body).startsWith("%PDF")) {
    throw new Error(`summary PDF: ${res.status} ${String(res.body).slice(0, 200)}`);
  }
};
const pdfEn = await timed("summary PDF, 90 days: A4, en", pdfRuns, summaryPdf(template.id, "A4", "en"));
const pdfJa = await timed("summary PDF, 90 days: Letter, ja", pdfRuns, summaryPdf(template.id, "LETTER", "ja"));

await t.app.listen({ host: "127.0.0.1", port: 0 });
const uploadOf = (bytes: number, n: number) =>
  measureUploadMemory({ app: t.app, token: ann, team: team.slug, bytes, runs: n, dir: dataDir });
const upload = await uploadOf(UPLOAD_BYTES, uploads);
const large = await uploadOf(LARGE_UPLOAD_BYTES, 1);
const [count] = await db.query<{ n: number }>(
  "SELECT count(*)::int AS n FROM campaign_stats st JOIN campaigns c ON c.id = st.campaign_id WHERE c.team_id = $1",
  [team.id],
);
await t.close();
await fs.promises.rm(dataDir, { recursive: true, force: true });

const cases = [
  { ...list, target: `p50 < ${TARGETS.listP50Ms} ms`, met: list.p50 < TARGETS.listP50Ms },
  { ...filtered, target: `p50 < ${TARGETS.listP50Ms} ms`, met: filtered.p50 < TARGETS.listP50Ms },
  { ...results, target: `p50 < ${TARGETS.resultsMs} ms`, met: results.p50 < TARGETS.resultsMs },
  { ...byAd, target: `p50 < ${TARGETS.resultsMs} ms`, met: byAd.p50 < TARGETS.resultsMs },
  { ...cold, target: "(none: once per campaign)", met: true },
  { ...pdfEn, target: `p95 < ${TARGETS.summaryPdfMs} ms`, met: pdfEn.p95 < TARGETS.summaryPdfMs },
  { ...pdfJa, target: `p95 < ${TARGETS.summaryPdfMs} ms`, met: pdfJa.p95 < TARGETS.summaryPdfMs },
];
const mb = (bytes: number) => `${(bytes / MiB).toFixed(1)} MB`;
const uploadCase = {
  name: `upload ${mb(UPLOAD_BYTES)} MP4`,
  fileBytes: UPLOAD_BYTES,
  ...upload,
  large: { fileBytes: LARGE_UPLOAD_BYTES, ...large },
  target:
    `held with 90% sent < ${mb(TARGETS.uploadHeldBytes)}, and a ${mb(LARGE_UPLOAD_BYTES)} file's RSS peak ` +
    `< ${mb(TARGETS.largeUploadPeakBytes)}: memory never grows by the file's size`,
  met:
    Math.max(upload.maxRssHeldBytes, upload.maxBuffersHeldBytes) < TARGETS.uploadHeldBytes &&
    Math.max(large.maxRssPeakGrowthBytes, large.maxBuffersHeldBytes) < TARGETS.largeUploadPeakBytes,
};
console.log(
  `\nCampaigns benchmark, ${backend}: ${ids.length} campaigns, ${ids.length * ADSETS_PER_CAMPAIGN} ad sets, ` +
    `${count?.n.toLocaleString("en-US")} stored ad-days (seeded in ${seedSeconds} s); ms`,
);
console.log(
  `${"case".padEnd(40)} ${"runs".padStart(5)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)}  target`,
);
const cell = (n: number) => n.toFixed(1).padStart(8);
for (const c of cases) {
  console.log(
    `${c.name.padEnd(40)} ${String(c.runs).padStart(5)} ${cell(c.p50)} ${cell(c.p95)} ${cell(c.p99)}  ${c.target}${c.met ? "" : " NOT met"}`,
  );
}
const list3 = (bytes: number[]) => bytes.map(mb).join(", ");
const ms = (runs: { ms: number }[]) => runs.map((r) => r.ms).join(", ");
console.log(
  `\nupload MP4s through policy, PUT over HTTP, complete: ${upload.runs.length} of ${mb(UPLOAD_BYTES)} ` +
    `(${ms(upload.runs)} ms), 1 of ${mb(LARGE_UPLOAD_BYTES)} (${ms(large.runs)} ms); growth over the settled process`,
);
const memoryRows: [string, number[]][] = [
  [`${mb(UPLOAD_BYTES)}: RSS peak during the upload`, upload.runs.map((r) => r.rssPeakGrowthBytes)],
  [`${mb(UPLOAD_BYTES)}: RSS held with 90% sent, after GC`, upload.runs.map((r) => r.rssHeldBytes)],
  [`${mb(UPLOAD_BYTES)}: Buffers held with 90% sent, after GC`, upload.runs.map((r) => r.buffersHeldBytes)],
  [`${mb(LARGE_UPLOAD_BYTES)}: RSS peak during the upload`, large.runs.map((r) => r.rssPeakGrowthBytes)],
  [`${mb(LARGE_UPLOAD_BYTES)}: Buffers held with 90% sent, after GC`, large.runs.map((r) => r.buffersHeldBytes)],
];
for (const [what, each] of memoryRows) {
  console.log(`${what.padEnd(48)} max ${mb(Math.max(...each)).padStart(8)}  (${list3(each)})`);
}
console.log(`${"target".padEnd(48)} ${uploadCase.target}${uploadCase.met ? "" : " NOT met"}`);
writeBenchResults("campaigns", {
  backend,
  campaigns: ids.length,
  adsets: ids.length * ADSETS_PER_CAMPAIGN,
  days: DAYS,
  storedAdDays: count?.n,
  seedSeconds,
  targets: TARGETS,
  cases,
  upload: uploadCase,
});

/**
 * Billing benchmark, on a fresh store (a new schema of PostgreSQL, or an in-memory PGlite), through
 * the app's own request handling (no network):
 *   - one signed webhook delivery at a time (a purchase's three events: checkout completed, invoice
 *     paid, subscription updated), the time to verify, record and apply each;
 *   - a burst of parallel deliveries: each of `--teams` teams buys once, every event of its purchase
 *     delivered three times (re-signed) all at once, and then the subscriptions and invoices counted:
 *     exactly one of each per team, however the deliveries interleave;
 *   - an invoice PDF in English and in Japanese.
 * Prints p50/p95/p99 per case and writes bench-results/billing-<date>.json.
 * Usage: npm run bench:billing -- [--backend postgres|pglite] [--runs 200] [--teams 20]
 * PostgreSQL from BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL.
 */
import { signPayload } from "../src/billing/webhook-signature.ts";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { ProgressBar } from "../src/cli/progress-bar.ts";
import { type Backend, createTestApp, signIn } from "../src/test/test-app.ts";
import { writeBenchResults } from "./bench-results.ts";

const { options } = parseArgs(process.argv.slice(2));
const runs = Math.max(20, intOption(options, "runs", 200));
const teams = Math.max(2, intOption(options, "teams", 20));
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const backend = (options.backend ?? (pgUrl ? "postgres" : "pglite")) as Backend;
if (backend === "postgres") {
  if (!pgUrl) throw new Error("Set BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL for --backend postgres");
  process.env.TEST_DATABASE_URL = pgUrl;
}

const t = await createTestApp(backend);
const { db } = t;
const admin = await signIn(t, "bench-billing@example.com");
// Local billing makes its secret at first use; a refused delivery is that use.
await t.call({
  method: "POST",
  url: "/api/customer/webhook/",
  payload: "{}",
  headers: { "stripe-signature": "t=1,v1=0" },
});
const [setting] = await db.query<{ value: string }>(
  "SELECT value FROM billing_settings WHERE key = 'local_webhook_secret'",
);
const secret = setting?.value ?? "";
const [plan] = await db.query<{ id: number }>("SELECT id FROM plans WHERE name = 'Team'");
const planId = plan?.id ?? 1;

let eventCount = 0;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
/** A purchase's three events, in Stripe's shapes. */
const purchaseEvents = (teamId: number, n: number) => {
  const now = new Date();
  const end = new Date(now.getTime() + 30 * 86_400_000);
  const meta = { team_id: String(teamId), plan_id: String(planId), currency: "USD" };
  const sub = `sub_bench_${teamId}_${n}`;
  const event = (type: string, object: object) =>
    JSON.stringify({ id: `evt_bench_${++eventCount}`, object: "event", type, created: unix(now), data: { object } });
  return [
    event("checkout.session.completed", {
      object: "checkout.session",
      id: `cs_bench_${teamId}_${n}`,
      customer: `cus_bench_${teamId}`,
      subscription: sub,
      payment_status: "paid",
      metadata: meta,
    }),
    event("invoice.paid", {
      object: "invoice",
      id: `in_bench_${teamId}_${n}`,
      number: `BENCH-${teamId}-${n}`,
      customer: `cus_bench_${teamId}`,
      currency: "usd",
      subtotal: 4900,
      total: 4900,
      total_excluding_tax: 4900,
      created: unix(now),
      lines: { data: [{ description: "Team", amount: 4900, period: { start: unix(now), end: unix(end) } }] },
      parent: { subscription_details: { subscription: sub, metadata: meta } },
    }),
    event("customer.subscription.updated", {
      object: "subscription",
      id: sub,
      customer: `cus_bench_${teamId}`,
      status: "active",
      metadata: meta,
      items: { data: [{ current_period_end: unix(end) }] },
    }),
  ];
};
/** Delivers a payload signed `offsetSeconds` from now (a redelivery is signed anew, as Stripe does). */
const deliver = async (payload: string, offsetSeconds = 0) => {
  const res = await t.call({
    method: "POST",
    url: "/api/customer/webhook/",
    payload,
    headers: {
      "content-type": "application/json",
      "stripe-signature": signPayload(payload, secret, new Date(Date.now() + offsetSeconds * 1000)),
    },
  });
  if (res.status !== 200) throw new Error(`delivery refused: ${res.status} ${JSON.stringify(res.body)}`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const round = (n: number) => Math.round(n * 10) / 10;
const stats = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    runs: times.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
};

const ids: number[] = [];
for (let i = 0; i < teams; i++) {
  const team = (await t.call({ method: "POST", url: "/api/teams/", token: admin, payload: { name: `Bench ${i}` } }))
    .body;
  ids.push(team.id);
}

// One at a time: purchases' events in a row, on the first team.
const single: number[] = [];
const bar = new ProgressBar("  single".padEnd(12), "deliveries");
for (let i = 0; i < runs; i++) {
  const payload = purchaseEvents(ids[0] as number, i)[i % 3] as string;
  const began = performance.now();
  await deliver(payload);
  single.push(performance.now() - began);
  bar.update(i + 1, runs, "");
}
bar.done(runs, runs, "");

// The burst: every team's purchase, each event three times (signed a second apart), all at once.
const burstPayloads = ids.flatMap((id) => purchaseEvents(id, 1_000_000));
const burst = [...burstPayloads, ...burstPayloads, ...burstPayloads];
const burstStart = performance.now();
await Promise.all(burst.map((payload, i) => deliver(payload, Math.floor(i / burstPayloads.length))));
const burstMs = performance.now() - burstStart;
const counted = await db.query<{ team_id: number; subs: number; invoices: number }>(
  `SELECT s.team_id, count(DISTINCT s.id)::int AS subs, count(DISTINCT i.id)::int AS invoices
     FROM subscriptions s LEFT JOIN invoices i ON i.subscription_id = s.id
    WHERE s.provider_subscription_id LIKE 'sub_bench_%_1000000' GROUP BY s.team_id`,
);
const exactlyOnce = counted.length === teams && counted.every((c) => c.subs === 1 && c.invoices === 1);

// Invoice PDFs in both languages.
const [invoice] = await db.query<{ id: number }>("SELECT id FROM invoices ORDER BY id LIMIT 1");
const pdf = async (language: "en" | "ja") => {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const began = performance.now();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/customer/invoices/${invoice?.id}/pdf/?language=${language}`,
      headers: { authorization: `Token ${admin}` },
    });
    if (res.statusCode !== 200) throw new Error(`invoice PDF: ${res.statusCode}`);
    times.push(performance.now() - began);
  }
  return stats(`invoice PDF, ${language}`, times);
};

const cases = [stats("one signed delivery (verify, record, apply)", single), await pdf("en"), await pdf("ja")];
const cell = (v: string | number, w: number) => String(v).padStart(w);
console.log(`\nBilling on ${backend}`);
console.log(`${"case".padEnd(48)} ${cell("runs", 5)} ${cell("p50 ms", 8)} ${cell("p95 ms", 8)} ${cell("p99 ms", 8)}`);
for (const c of cases) {
  console.log(`${c.name.padEnd(48)} ${cell(c.runs, 5)} ${cell(c.p50, 8)} ${cell(c.p95, 8)} ${cell(c.p99, 8)}`);
}
console.log(
  `${`burst: ${burst.length} deliveries for ${teams} purchases`.padEnd(48)} ${round(burstMs)} ms wall; ` +
    `one subscription and one invoice per purchase: ${exactlyOnce ? "yes" : "NO"}`,
);
writeBenchResults("billing", {
  backend,
  cases,
  burst: { deliveries: burst.length, purchases: teams, wallMs: round(burstMs), exactlyOnce },
});
await t.close();
if (!exactlyOnce) process.exit(1);

/**
 * How good and how fast the targeting autopilot is, on the demo world, whose communities are known
 * by construction: for each brief (en and ja, free text and keyword groups), the precision of the
 * top 20 handles, hashtags and keywords against the community it names, the share of generic words
 * among the top 20 keywords (target 0), whether the package's places, age and gender are those the
 * brief names, per order, and the generation time; summed up for the briefs the ranking was tuned on
 * and for the held-out half; and for each side of the demo's debates, how many of the other side's
 * hashtags and keywords reach the top 20 (target: at most two in all). Prints a table and writes bench-results/eval-targeting-<date>.json.
 * Runs on a fresh in-memory PGlite, and on a fresh schema of PostgreSQL when TEST_DATABASE_URL or
 * DATABASE_URL is set; with --data-dir, PGlite keeps the world in that folder and a later run reuses it
 * (the same --accounts; a method change needs no new world). Usage: npm run eval:targeting --
 * [--accounts N] [--backends pglite,postgres] [--data-dir DIR] [--orders balanced,relevance,reach]
 * [--only debates]
 */
import { randomBytes } from "node:crypto";
import { autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { PACKAGE_ORDERS, type PackageOrder } from "@xa/core/targeting/targeting-options";
import pg from "pg";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { ProgressBar } from "../src/cli/progress-bar.ts";
import { TARGETING_DEFAULTS } from "../src/config.ts";
import { type Db, openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { writeAccounts } from "../src/social/demo/demo-accounts.ts";
import { DAY_MS, type Person } from "../src/social/demo/demo-world.ts";
import { generateDemoWorld } from "../src/social/demo/generate-world.ts";
import { DEMO_DEFAULTS } from "../src/social/demo/load-demo.ts";
import { Prng } from "../src/social/demo/prng.ts";
import {
  communityTruths,
  opposingAt,
  outsideOf,
  precisionAt,
} from "../src/targeting/autopilot/eval/community-truth.ts";
import { DEBATE_BRIEFS } from "../src/targeting/autopilot/eval/debate-briefs.ts";
import { type BriefExpectation, EVAL_BRIEFS } from "../src/targeting/autopilot/eval/eval-briefs.ts";
import { genericJudge, genericShare } from "../src/targeting/autopilot/eval/generic-share.ts";
import { generatePackage, NoAudienceError } from "../src/targeting/autopilot/generate-package.ts";
import { recountStats } from "../src/targeting/autopilot/store-term-stats.ts";
import { writeBenchResults } from "./bench-results.ts";

const { options } = parseArgs(process.argv.slice(2));
const world = { ...DEMO_DEFAULTS, accounts: intOption(options, "accounts", DEMO_DEFAULTS.accounts) };
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const backends = (options.backends ?? (postgresUrl ? "pglite,postgres" : "pglite")).split(",");
const end = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const orders = (options.orders ?? PACKAGE_ORDERS.join(",")).split(",") as PackageOrder[];
for (const order of orders) if (!PACKAGE_ORDERS.includes(order)) throw new Error(`unknown order ${order}`);
const MAX_OPPOSING = 2;
const briefs = options.only === "debates" ? [] : EVAL_BRIEFS;
const TARGETS = { precision: 0.8, genericShare: 0, pgliteP50Ms: 3000, postgresP50Ms: 1000 };
const LISTS = ["handles", "hashtags", "keywords"] as const;

/** The demo world's people, drawn again from its seed: the accounts step is the first to draw. */
async function peopleOfWorld(): Promise<Person[]> {
  const scratch = await openDatabase({});
  await migrate(scratch);
  const people = await writeAccounts(
    { db: scratch, rng: new Prng(world.seed), endDay: end.getTime(), days: world.days, step: async () => {} },
    world.accounts,
  );
  await scratch.close();
  return people;
}

async function openFresh(backend: string): Promise<{ db: Db; close: () => Promise<void>; hasWorld: boolean }> {
  if (backend !== "postgres") {
    const db = await openDatabase({ dataDir: options["data-dir"], owner: "npm run eval:targeting" });
    await migrate(db);
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
    return { db, close: () => db.close(), hasWorld: (row?.n ?? 0) > 0 };
  }
  if (!postgresUrl) throw new Error("postgres needs TEST_DATABASE_URL or DATABASE_URL");
  const schema = `eval_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openDatabase({ databaseUrl: postgresUrl, schema });
  await migrate(db);
  return {
    db,
    hasWorld: false,
    close: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

const fmt = (p: number | null) => (p === null ? "  -  " : p.toFixed(2).padStart(5));
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

console.error(
  `Drawing the demo world's people (seed ${world.seed}, ${world.accounts.toLocaleString("en-US")} accounts)…`,
);
const truths = communityTruths(await peopleOfWorld());
const judge = genericJudge(truths);

/** 1 when the package's places, age or gender are what the brief names, 0 when not; null when it names none. */
function expectationScores(expect: BriefExpectation, got: { countries: string[]; age: string; gender: string }) {
  const wanted = new Set(expect.countries);
  const both = got.countries.filter((c) => wanted.has(c)).length;
  return {
    places: wanted.size === 0 ? null : both / new Set([...wanted, ...got.countries]).size,
    age: expect.ages === null ? null : expect.ages.includes(got.age as never) ? 1 : 0,
    gender: expect.gender === null ? null : expect.gender === got.gender ? 1 : 0,
  };
}
const report: Record<string, unknown> = { world, targets: TARGETS, briefs: EVAL_BRIEFS.length };
for (const backend of backends) {
  const store = await openFresh(backend);
  try {
    if (!store.hasWorld) {
      const bar = new ProgressBar(`${backend}: demo world`.padEnd(24), "items");
      await generateDemoWorld(store.db, {
        ...world,
        end,
        onProgress: (_phase, done, total) => bar.update(done, total),
      });
      bar.done(1, 1);
    }
    const statsStarted = performance.now();
    await recountStats(store.db);
    const statsMs = Math.round(performance.now() - statsStarted);
    const rows: Record<string, unknown>[] = [];
    const runs = new ProgressBar(`${backend}: generations`.padEnd(24), "runs");
    const total = briefs.length * orders.length;
    for (const order of orders) {
      for (const brief of briefs) {
        const truth = truths.find((c) => c.id === brief.community);
        if (!truth) throw new Error(`no community ${brief.community}`);
        const request = autopilotRequest.parse({ ...brief.request, order });
        const started = performance.now();
        const half = brief.heldOut ? "held-out" : "tuned";
        let result: Awaited<ReturnType<typeof generatePackage>>;
        try {
          result = await generatePackage(store.db.heavy, request, {
            language: brief.form.startsWith("ja") ? "ja" : "en",
            now: end,
            targeting: TARGETING_DEFAULTS,
          });
        } catch (error) {
          if (!(error instanceof NoAudienceError)) throw error;
          const none = { places: 0, age: 0, gender: 0 };
          rows.push({ order, community: brief.community, form: brief.form, half, error: "no audience", ...none });
          runs.update(rows.length, total);
          continue;
        }
        const ms = Math.round(performance.now() - started);
        const pkg = result.targeting_package;
        const lists = {
          handles: pkg.handles.map((h) => h.handle),
          hashtags: pkg.hashtags.map((h) => h.label),
          keywords: pkg.keywords.map((k) => k.label),
        };
        rows.push({
          order,
          community: brief.community,
          form: brief.form,
          half,
          description: brief.request.description,
          ms,
          audience: result.estimate.accounts_in_store,
          generic: genericShare(lists.keywords, judge),
          ...expectationScores(brief.expect, { countries: result.countries, age: pkg.age, gender: pkg.gender }),
          got: { countries: result.countries, age: pkg.age, gender: pkg.gender },
          ...Object.fromEntries(LISTS.map((l) => [`${l}_p20`, precisionAt(lists[l], truth[l])])),
          ...Object.fromEntries(LISTS.map((l) => [`${l}_count`, lists[l].length])),
          brief_terms: result.brief_terms,
          widened_terms: result.widened_terms,
          top: Object.fromEntries(LISTS.map((l) => [l, lists[l].slice(0, 20)])),
          outside_community: Object.fromEntries(LISTS.map((l) => [l, outsideOf(lists[l], truth[l])])),
        });
        runs.update(rows.length, total);
      }
    }
    runs.done(rows.length, total);
    console.log(`\n${backend} (store's term counts: ${statsMs} ms, once per 10 minutes)`);
    console.log(
      "order      half      community  form         audience  handles  hashtags  keywords  generic  places  age  gender     ms",
    );
    const n = (x: unknown) => (typeof x === "number" ? x : null);
    for (const r of rows)
      console.log(
        `${String(r.order).padEnd(10)} ${String(r.half).padEnd(9)} ${String(r.community).padEnd(10)} ${String(r.form).padEnd(12)} ${String(r.audience ?? r.error).padStart(8)}  ${fmt(n(r.handles_p20))}    ${fmt(n(r.hashtags_p20))}     ${fmt(n(r.keywords_p20))}    ${fmt(n(r.generic))}   ${fmt(n(r.places))} ${fmt(n(r.age))}  ${fmt(n(r.gender))}  ${String(r.ms ?? "-").padStart(5)}`,
      );
    const summary: Record<string, unknown> = {};
    for (const [order, half] of orders.flatMap((o) => [[o, "tuned"] as const, [o, "held-out"] as const])) {
      const of = rows.filter((r) => r.order === order && r.half === half);
      const meanOf = (key: string) => {
        const xs = of.map((r) => r[key]).filter((x): x is number => typeof x === "number");
        return xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1000) / 1000 : null;
      };
      const mean = (l: string) => meanOf(`${l}_p20`);
      const min = (l: string) => {
        const xs = of.map((r) => r[`${l}_p20`]).filter((x): x is number => typeof x === "number");
        return xs.length ? Math.min(...xs) : null;
      };
      const ms = of.map((r) => r.ms).filter((x): x is number => typeof x === "number");
      const s = {
        briefs: of.length,
        no_audience: of.filter((r) => r.error).length,
        ...Object.fromEntries(LISTS.map((l) => [`${l}_mean_p20`, mean(l)])),
        ...Object.fromEntries(LISTS.map((l) => [`${l}_min_p20`, min(l)])),
        generic_share_mean: meanOf("generic"),
        briefs_with_generic: of.filter((r) => typeof r.generic === "number" && r.generic > 0).length,
        places_mean: meanOf("places"),
        age_mean: meanOf("age"),
        gender_mean: meanOf("gender"),
        p50_ms: percentile(ms, 50),
        p95_ms: percentile(ms, 95),
      };
      summary[`${order} ${half}`] = s;
      console.log(
        `${order.padEnd(10)} ${half.padEnd(9)} ${s.briefs} briefs · mean p@20: handles ${fmt(mean("handles"))}, hashtags ${fmt(mean("hashtags"))}, keywords ${fmt(mean("keywords"))} · generic ${fmt(s.generic_share_mean)} (${s.briefs_with_generic} briefs with any) · places ${fmt(s.places_mean)}, age ${fmt(s.age_mean)}, gender ${fmt(s.gender_mean)} · p50 ${s.p50_ms} ms, p95 ${s.p95_ms} ms`,
      );
    }
    const debates = await scoreDebates(store.db);
    report[backend] = { term_counts_ms: statsMs, summary, rows, debates };
  } finally {
    await store.close();
  }
}
/**
 * Each debate brief in the balanced order: the other side's terms among the top 20 hashtags and the
 * top 20 keywords (together), the precision against its own side, and whether one side was kept.
 */
async function scoreDebates(db: Db) {
  const rows: Record<string, unknown>[] = [];
  for (const brief of DEBATE_BRIEFS) {
    const truth = truths.find((c) => c.id === brief.community);
    if (!truth?.opposing) throw new Error(`no side ${brief.community}`);
    const otherSide = truths.find((c) => c.debate === brief.debate && c.id !== brief.community);
    if (!otherSide) throw new Error(`no other side of ${brief.debate}`);
    try {
      const result = await generatePackage(db.heavy, autopilotRequest.parse(brief.request), {
        language: brief.form.startsWith("ja") ? "ja" : "en",
        now: end,
        targeting: TARGETING_DEFAULTS,
      });
      const pkg = result.targeting_package;
      const hashtags = pkg.hashtags.map((h) => h.label);
      const keywords = pkg.keywords.map((k) => k.label);
      const handles = pkg.handles.map((h) => h.handle.toLowerCase());
      const opposing = opposingAt(hashtags, truth.opposing.hashtags) + opposingAt(keywords, truth.opposing.keywords);
      rows.push({
        debate: brief.debate,
        side: brief.community,
        form: brief.form,
        audience: result.estimate.audience_accounts,
        one_side: result.one_side ?? null,
        opposing,
        opposing_handles: handles.slice(0, 20).filter((h) => otherSide.handles.has(h)).length,
        handles_p20: precisionAt(handles, truth.handles),
        hashtags_p20: precisionAt(hashtags, truth.hashtags),
        keywords_p20: precisionAt(keywords, truth.keywords),
        top: { handles: handles.slice(0, 20), hashtags: hashtags.slice(0, 20), keywords: keywords.slice(0, 20) },
      });
    } catch (error) {
      if (!(error instanceof NoAudienceError)) throw error;
      rows.push({ debate: brief.debate, side: brief.community, form: brief.form, error: "no audience" });
    }
  }
  console.log(
    `\ndebates (balanced): the other side's terms in the top 20 hashtags + keywords, target ≤ ${MAX_OPPOSING}`,
  );
  console.log(
    "side               form         audience  kept/left out   opposing  handles (other side)  hashtags  keywords",
  );
  const n = (x: unknown) => (typeof x === "number" ? x : null);
  for (const r of rows) {
    const side = r.one_side as { accounts_kept: number; accounts_left_out: number } | null | undefined;
    console.log(
      `${String(r.side).padEnd(18)} ${String(r.form).padEnd(12)} ${String(r.audience ?? r.error).padStart(8)}  ${(side ? `${side.accounts_kept}/${side.accounts_left_out}` : "-").padStart(13)}   ${String(r.opposing ?? "-").padStart(8)}  ${fmt(n(r.handles_p20))} (${String(r.opposing_handles ?? "-").padStart(2)})            ${fmt(n(r.hashtags_p20))}     ${fmt(n(r.keywords_p20))}`,
    );
  }
  const within = rows.filter((r) => typeof r.opposing === "number" && r.opposing <= MAX_OPPOSING).length;
  const handlesWithin = rows.filter(
    (r) => typeof r.opposing_handles === "number" && r.opposing_handles <= MAX_OPPOSING,
  ).length;
  console.log(`${within} of ${rows.length} debate briefs within the target`);
  console.log(
    `${handlesWithin} of ${rows.length} with at most ${MAX_OPPOSING} of the other side's accounts among the top 20 handles`,
  );
  return { rows, within_target: within, handles_within_target: handlesWithin, briefs: rows.length };
}

console.log("\nTimings are wall-clock on a shared machine: other processes running at the same time make them noisy.");
writeBenchResults("eval-targeting", report);

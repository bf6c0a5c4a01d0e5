import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetPinnedScopes } from "../analysis/index.ts";
import { readConfig } from "../config.ts";
import { ingest } from "../social/index.ts";
import { startTargetingServices } from "../targeting/index.ts";
import { type Backend, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import { insertAudienceWorld } from "../test/test-world-audience.ts";
import { DISTRIBUTED_TABLES, REFERENCE_TABLES } from "./distribute.ts";

/*
 * The same store on single-node PostgreSQL and on a Citus cluster (npm run citus:build, then
 * npm run citus:start prints the CITUS_TEST_DATABASE_URL to set; .ci/run does both): the same
 * imports and the same fixture world, then every analysis type, the targeting generator and the
 * assistant's sections, each answer compared whole between the two.
 */
const CITUS = process.env.CITUS_TEST_DATABASE_URL;
const POSTGRES = process.env.TEST_DATABASE_URL;
const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/twarc-v2");
const file = (name: string) => fs.createReadStream(path.join(FIXTURES, name), { highWaterMark: 16 * 1024 });
const IMPORTED = [
  "flat.jsonl",
  "edited_before.jsonl",
  "edited_after.jsonl",
  "lists.jsonl",
  "users.jsonl",
  "kpop.jsonl",
];

/** What changes from run to run whatever the store (clocks, durations, generated ids), left out of the comparison. */
const VOLATILE = /^(id|.*_at|.*_ms|ms|elapsed.*|duration.*|took.*|scope|scope_id)$/;
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VOLATILE.test(key))
        .map(([key, v]) => [key, stable(v)]),
    );
  return value;
}

type Step = { name: string; run: (t: TestApp, token: string) => Promise<unknown> };

/** An HTTP answer as a caller reads it: its status and body (headers carry the date). */
const answer = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

const analyze = async (t: TestApp, token: string, payload: Record<string, unknown>) =>
  answer(await t.call({ method: "POST", url: "/api/external/analyze-query/", token, payload }));

const STEPS: Step[] = [
  {
    name: "an import of every fixture file",
    run: async (t) => {
      const summaries = [];
      for (const name of IMPORTED) summaries.push(await ingest({ db: t.db, input: file(name), filename: name }));
      return summaries;
    },
  },
  {
    name: "the same file imported again (nothing stored twice)",
    run: async (t) => ingest({ db: t.db, input: file("flat.jsonl"), filename: "flat.jsonl" }),
  },
  {
    name: "an import resumed after its 90th record",
    run: async (t) => ingest({ db: t.db, input: file("flat.jsonl"), filename: "flat.jsonl", resumeAfter: 90 }),
  },
  {
    name: "the store's rows after the imports",
    run: async (t) =>
      t.db.query(
        `SELECT (SELECT count(*) FROM accounts) AS accounts, (SELECT count(*) FROM posts) AS posts,
           (SELECT count(*) FROM posts WHERE superseded_by IS NOT NULL) AS superseded,
           (SELECT count(*) FROM posts WHERE search IS DISTINCT FROM to_tsvector('simple', tokens)) AS stale_vectors,
           (SELECT count(*) FROM follows) AS follows, (SELECT count(*) FROM engagements) AS engagements,
           (SELECT count(*) FROM follower_snapshots) AS snapshots, (SELECT count(*) FROM lists) AS lists,
           (SELECT count(*) FROM list_members) AS list_members`,
      ),
  },
  {
    name: "a handle analysis, every section",
    run: (t, token) => analyze(t, token, { query_type: "handle", handle: "@nike" }),
  },
  {
    name: "a keyword analysis, every section",
    run: (t, token) => analyze(t, token, { query_type: "keyword", query: "nike OR adidas" }),
  },
  {
    name: "a keyword analysis in one country, with share of voice",
    run: (t, token) =>
      analyze(t, token, {
        query_type: "keyword",
        query: "nike OR adidas",
        country: "United States",
        share_of_voice: [
          { keyword: "nike", aliases: [] },
          { keyword: "adidas", aliases: [] },
        ],
      }),
  },
  {
    name: "a conversation analysis, every section",
    run: (t, token) => analyze(t, token, { query_type: "conversation", query: "Introducing" }),
  },
  {
    name: "a post analysis, every section",
    run: (t, token) => analyze(t, token, { query_type: "post", post_id: "t01" }),
  },
  {
    name: "the targeting generator's package",
    run: async (t, token) => {
      const created = await t.call({
        method: "POST",
        url: "/api/build-audience/",
        token,
        payload: { description: "Sneakers fans, like #sneakers" },
      });
      for (let i = 0; i < 800; i++) {
        const got = await t.call({ method: "GET", url: `/api/audience-insight/${created.body.id}/`, token });
        if (got.status !== 200 || got.body.status === "done" || got.body.status === "failed") return answer(got);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error("the generation did not end");
    },
  },
  {
    name: "the assistant's answer from the analysis sections",
    run: async (t, token) =>
      answer(
        await t.call({
          method: "POST",
          url: "/api/external/analyze-chat-query/",
          token,
          payload: { question: "Which countries are they from?", analysis: { query_type: "handle", handle: "nike" } },
        }),
      ),
  },
];

/** Runs every step on a fresh store of `backend`, in order: what each answered. */
async function runSteps(backend: Backend): Promise<Map<string, unknown>> {
  const t = await createTestApp(backend);
  const services = startTargetingServices({ db: t.db, config: readConfig({}), log: () => {}, pollMs: 20 });
  const answers = new Map<string, unknown>();
  try {
    t.clock.now = new Date(WORLD_NOW);
    const token = await signIn(t, "analyst@example.com");
    for (const step of STEPS) {
      // The fixture world goes in after the imports and before the analyses that count it by hand.
      if (step.name.startsWith("a handle analysis")) {
        await insertTestWorld(t.db);
        await insertAudienceWorld(t.db);
      }
      answers.set(step.name, stable(await step.run(t, token)));
    }
    if (backend === "citus") answers.set("distribution", await distributionOf(t));
  } finally {
    await services.stop();
    await forgetPinnedScopes(t.db.heavy);
    await t.close();
  }
  return answers;
}

/** How the test schema's tables are spread: each distributed table's key, and the reference tables. */
async function distributionOf(t: TestApp) {
  return t.db.query<{ name: string; method: string; key: string | null }>(
    `SELECT c.relname AS name, d.partmethod AS method,
       CASE WHEN d.partmethod = 'h' THEN column_to_column_name(d.logicalrelid, d.partkey) END AS key
     FROM pg_dist_partition d JOIN pg_class c ON c.oid = d.logicalrelid
     WHERE c.relnamespace = current_schema()::regnamespace ORDER BY c.relname`,
  );
}

describe.runIf(CITUS && POSTGRES)("the same answers on PostgreSQL and on a Citus cluster", () => {
  let postgres: Map<string, unknown>;
  let citus: Map<string, unknown>;
  beforeAll(async () => {
    postgres = await runSteps("postgres");
    citus = await runSteps("citus");
  }, 600_000);

  it("distributes the social store on Citus: large tables on their join keys, small ones everywhere", () => {
    const expected = [
      ...DISTRIBUTED_TABLES.map(({ table, key }) => ({ name: table, method: "h", key })),
      ...REFERENCE_TABLES.map((table) => ({ name: table, method: "n", key: null })),
    ].sort((a, b) => a.name.localeCompare(b.name));
    expect(citus.get("distribution")).toEqual(expected);
  });

  it.each(STEPS.map((step) => step.name))("%s: the same on both", (name) => {
    const answer = postgres.get(name) as { status?: number } | undefined;
    // Each step really ran: an HTTP answer is a success, an import or a count is there.
    expect(answer).toBeDefined();
    if (answer && typeof answer === "object" && "status" in answer) expect(answer.status).toBe(200);
    expect(citus.get(name)).toEqual(answer);
  });
});

describe.skipIf(Boolean(CITUS && POSTGRES))("the same answers on PostgreSQL and on a Citus cluster", () => {
  it.skip("needs TEST_DATABASE_URL and CITUS_TEST_DATABASE_URL (npm run citus:build && npm run citus:start)", () => {});
});

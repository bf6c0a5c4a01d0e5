import { analyzeQueryRequest } from "@xa/core/analysis/analyze-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import { insertAudienceWorld } from "../test/test-world-audience.ts";
import { defaultSections, runAnalysis } from "./analyze-query.ts";
import { forgetPinnedScopes } from "./build-scope.ts";
import { resolveRequest } from "./resolve-request.ts";
import { dropStaleScopes } from "./scope-maintenance.ts";

/** The statements a Db runs, recorded (transactions run on the recording Db too). */
function recording(db: Db, seen: string[]): Db {
  const self: Db = {
    kind: db.kind,
    get heavy() {
      return self;
    },
    query: (sql, params) => {
      seen.push(sql);
      return db.query(sql, params);
    },
    exec: (sql) => {
      seen.push(sql);
      return db.exec(sql);
    },
    copyFrom: (table, columns, parts) => db.copyFrom(table, columns, parts),
    transaction: (fn) => db.transaction((tx) => fn(recording(tx, seen))),
    close: () => db.close(),
  };
  return self;
}

const scopeTables = async (db: Db) =>
  (
    await db.query<{ name: string }>(
      "SELECT relname AS name FROM pg_class WHERE relname LIKE 'analysis\\_scope\\_%' AND relkind = 'r' AND relnamespace = current_schema()::regnamespace ORDER BY 1",
    )
  ).map((r) => r.name);

describe.each(backends)("concurrent analyses on %s", (backend) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    await insertAudienceWorld(t.db);
    token = await signIn(t, `concurrent-${backend}@example.com`);
  });
  afterAll(async () => {
    await t.close();
  });

  it("runs no maintenance and takes no table lock on the request path", async () => {
    const seen: string[] = [];
    const db = recording(t.db, seen);
    for (const payload of [
      { query_type: "keyword", query: "nike OR adidas" },
      { query_type: "conversation", query: "Introducing" },
      { query_type: "handle", handle: "nike" },
      { query_type: "post", post_id: "t01" },
    ]) {
      const request = await resolveRequest(db, analyzeQueryRequest.parse(payload), new Date(WORLD_NOW));
      await runAnalysis(db, request, undefined);
    }
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.filter((sql) => /\b(ANALYZE|VACUUM|LOCK\s+TABLE|REINDEX|CLUSTER)\b/i.test(sql))).toEqual([]);
    await forgetPinnedScopes(db);
    expect(await scopeTables(t.db)).toEqual([]);
  });

  it("pins a scope once for the card requests of one analysis, and anew for another", async () => {
    const seen: string[] = [];
    const db = recording(t.db, seen);
    const pins = () => seen.filter((sql) => sql.startsWith("CREATE UNLOGGED TABLE")).length;
    const conversation = await resolveRequest(
      db,
      analyzeQueryRequest.parse({ query_type: "conversation", query: "Introducing" }),
      new Date(WORLD_NOW),
    );
    const one = await runAnalysis(db, conversation, undefined);
    const cards = await Promise.all(defaultSections(conversation).map((name) => runAnalysis(db, conversation, [name])));
    // Posts and audience: two tables for one analysis of 1 + 16 requests.
    expect(pins()).toBe(2);
    expect(Object.assign({}, ...cards.map((c) => c.sections))).toEqual(one.sections);
    // What several cards need (the audience sample, its profiles' counts) is computed once for them all.
    expect(seen.filter((sql) => sql.includes("ORDER BY hashtext(id)")).length).toBe(1);
    expect(seen.filter((sql) => sql.includes("GROUPING SETS")).length).toBe(1);
    const keyword = await resolveRequest(
      db,
      analyzeQueryRequest.parse({ query_type: "keyword", query: "Introducing" }),
      new Date(WORLD_NOW),
    );
    await runAnalysis(db, keyword, ["audience_size"]);
    expect(pins()).toBe(4);
    await forgetPinnedScopes(db);
    expect(await scopeTables(t.db)).toEqual([]);
    await runAnalysis(db, conversation, ["audience_size"]);
    expect(pins()).toBe(6);
    await forgetPinnedScopes(db);
  });

  it("gives concurrent analyses the answers they give one at a time", async () => {
    const payloads = [
      { query_type: "keyword", query: "nike", sections: ["audience_size", "posts", "countries", "share_of_voice"] },
      { query_type: "keyword", query: "nike OR adidas", sections: ["audience_size", "genders", "sentiment_analysis"] },
      { query_type: "conversation", query: "Introducing", sections: ["posts", "audience_size"] },
      { query_type: "handle", handle: "nike", sections: ["audience_size", "top_accounts", "countries"] },
      { query_type: "post", post_id: "t01", sections: ["posts", "audience_size"] },
    ];
    const analyze = (payload: object) =>
      t.call({ method: "POST", url: "/api/external/analyze-query/", token, payload });
    const alone = [];
    for (const payload of payloads) alone.push((await analyze(payload)).body);
    const together = await Promise.all([...payloads, ...payloads, ...payloads].map(analyze));
    for (const [i, res] of together.entries()) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(alone[i % payloads.length]);
    }
    await forgetPinnedScopes(t.db);
    expect(await scopeTables(t.db)).toEqual([]);
  });

  it.runIf(backend === "postgres")("answers a page load while every analysis connection is busy", async () => {
    const order: string[] = [];
    const analyses = Array.from({ length: 12 }, () =>
      t.db.heavy.query("SELECT pg_sleep(0.5)").then(() => order.push("analysis")),
    );
    const me = await t.call({ method: "GET", url: "/api/user/me/", token });
    order.push("me");
    await Promise.all(analyses);
    expect(me.status).toBe(200);
    expect(order[0]).toBe("me");
  });

  it("drops scope tables a dead process left behind an hour ago, and no others", async () => {
    const now = Date.now();
    const old = Math.floor((now - 2 * 3_600_000) / 1000);
    const fresh = Math.floor(now / 1000);
    await t.db.exec(
      `CREATE UNLOGGED TABLE analysis_scope_p_${old}_abc123 (id text); CREATE UNLOGGED TABLE analysis_scope_a_${old}_abc123 (id text);
       CREATE UNLOGGED TABLE analysis_scope_p_${fresh}_def456 (id text)`,
    );
    expect(await dropStaleScopes(t.db, now)).toBe(2);
    expect(await scopeTables(t.db)).toEqual([`analysis_scope_p_${fresh}_def456`]);
    await t.db.exec(`DROP TABLE analysis_scope_p_${fresh}_def456`);
  });
});

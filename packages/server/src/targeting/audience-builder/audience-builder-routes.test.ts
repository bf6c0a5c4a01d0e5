import type { AudienceExpressionInput } from "@xa/core/targeting/audience-builder";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../config.ts";
import { backends, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../../test/test-world.ts";
import { insertAudienceWorld } from "../../test/test-world-audience.ts";
import { startTargetingServices } from "../autopilot/start-targeting-services.ts";

const BASE = "/api/external/audience-builder";

// Every count is checked against the store read back with plain SQL, each criterion's accounts
// combined here with JavaScript sets.
describe.each(backends)("audience builder API (%s)", (backend) => {
  let t: TestApp;
  let ann: string;
  let eve: string;
  let acme: { slug: string };
  let rival: { slug: string };
  let services: { stop: () => Promise<void> };
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    await insertAudienceWorld(t.db);
    // Enough inferred interests for a suggestion to stand out: sneakers among @nike's followers.
    await t.db.query("UPDATE accounts SET interests = ARRAY['sneakers'] WHERE id IN ('a06', 'a09')");
    await t.db.query("UPDATE accounts SET interests = ARRAY['coffee', 'travel'] WHERE id IN ('a11', 'a12', 'a10')");
    services = startTargetingServices({ db: t.db, config: readConfig({}), log: () => {}, pollMs: 20 });
    ann = await signIn(t, "ann@acme.test");
    eve = await signIn(t, "eve@rival.test");
    acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
    rival = (await t.call({ method: "POST", url: "/api/teams/", token: eve, payload: { name: "Rival" } })).body;
  });
  afterAll(async () => {
    await services.stop();
    await t.close();
  });

  const post = (path: string, payload: unknown, options: { token?: string; team?: string; lang?: string } = {}) =>
    t.call({
      method: "POST",
      url: `${BASE}/${path}/`,
      payload: payload as object,
      token: options.token ?? ann,
      headers: { "accept-language": options.lang ?? "en", ...(options.team ? { "x-team": options.team } : {}) },
    });
  const ids = async (sql: string, params: unknown[] = []) =>
    new Set((await t.db.query<{ id: string }>(sql, params)).map((r) => r.id));
  const followersOf = (...handles: string[]) =>
    ids(
      "SELECT DISTINCT follower_id AS id FROM follows WHERE followee_id IN (SELECT id FROM accounts WHERE lower(handle) = ANY($1::text[]))",
      [handles],
    );
  const withInterest = (...interests: string[]) =>
    ids("SELECT id FROM accounts WHERE interests && $1::text[]", [interests]);
  const authorsOf = (tsquery: string) =>
    ids("SELECT DISTINCT author_id AS id FROM posts WHERE search @@ to_tsquery('simple', $1)", [tsquery]);
  const bioSays = async (pattern: RegExp) => {
    const rows = await t.db.query<{ id: string; bio: string | null }>("SELECT id, bio FROM accounts");
    return new Set(rows.filter((r) => r.bio && pattern.test(r.bio)).map((r) => r.id));
  };
  const and = (a: Set<string>, b: Set<string>) => new Set([...a].filter((x) => b.has(x)));
  const or = (a: Set<string>, b: Set<string>) => new Set([...a, ...b]);
  const not = (a: Set<string>, b: Set<string>) => new Set([...a].filter((x) => !b.has(x)));

  it("counts each combination as the store's rows do, and samples its most followed accounts", async () => {
    const nike = await followersOf("nike");
    const adidas = await followersOf("adidas");
    const sneakers = await withInterest("sneakers");
    const aboutNike = await authorsOf("nike");
    const runners = await bioSays(/\brunner\b/i);
    // @nike's followers are a03 a04 a06 a07 a09 (test-world-audience.ts).
    expect([...nike].sort()).toEqual(["a03", "a04", "a06", "a07", "a09"]);
    const cases: [AudienceExpressionInput, Set<string>][] = [
      [{ criteria: [{ kind: "followers_of", handles: ["@Nike"] }] }, nike],
      [
        {
          join: "and",
          criteria: [
            { kind: "followers_of", handles: ["nike"] },
            { kind: "interested_in", interests: ["sneakers"] },
          ],
        },
        and(nike, sneakers),
      ],
      [
        {
          join: "or",
          criteria: [
            { kind: "followers_of", handles: ["adidas"] },
            { kind: "posted_about", query: "nike" },
          ],
        },
        or(adidas, aboutNike),
      ],
      [
        {
          join: "and",
          criteria: [
            { kind: "followers_of", handles: ["nike", "adidas"] },
            { kind: "words_in_profile", words: ["runner"], exclude: true },
          ],
        },
        not(or(nike, adidas), runners),
      ],
      [
        {
          join: "or",
          criteria: [
            { kind: "interested_in", interests: ["sneakers"] },
            { kind: "words_in_profile", words: ["スニーカー"] },
            { kind: "posted_about", query: "nike", exclude: true },
          ],
        },
        not(or(sneakers, await bioSays(/スニーカー/)), aboutNike),
      ],
    ];
    for (const [expression, expected] of cases) {
      const res = await post("measure", expression);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.size, JSON.stringify(expression)).toBe(expected.size);
      const accounts = await t.db.query<{ id: string; followers_count: number | null }>(
        "SELECT id, followers_count FROM accounts WHERE id = ANY($1::text[]) ORDER BY followers_count DESC NULLS LAST, id",
        [[...expected]],
      );
      expect(res.body.profiled).toBe(accounts.length);
      expect(res.body.sample.map((a: { id: string }) => a.id)).toEqual(accounts.slice(0, 20).map((a) => a.id));
      const countries = res.body.countries.reduce((n: number, c: { accounts: number }) => n + c.accounts, 0);
      expect(countries).toBeLessThanOrEqual(accounts.length);
      expect(res.body.genders.reduce((n: number, g: { accounts: number }) => n + g.accounts, 0)).toBe(accounts.length);
    }
    const two = await post("measure", cases[1]?.[0]);
    expect(two.body.criteria).toEqual([
      { kind: "followers_of", exclude: false, accounts: nike.size },
      { kind: "interested_in", exclude: false, accounts: sneakers.size },
    ]);
    expect(two.body.sample[0]).toMatchObject({ handle: expect.any(String), name: expect.any(String) });
  });

  it("checks each criterion on its own, as the page shows beside each row", async () => {
    const followers = await post("followers-of", { handles: ["@nike", "ADIDAS"] });
    expect(followers.status).toBe(200);
    expect(followers.body.accounts).toEqual([
      { handle: "nike", id: "a01", name: "Nike", followers_count: 1000, followers_in_store: 5 },
      { handle: "adidas", id: "a02", name: "adidas", followers_count: 800, followers_in_store: 3 },
    ]);
    expect(followers.body.accounts_total).toBe(or(await followersOf("nike"), await followersOf("adidas")).size);

    const interests = await post("interested-in", { interests: ["sneakers", "iab:222"] }, { lang: "ja" });
    expect(interests.status).toBe(200);
    expect(interests.body.interests).toEqual([
      { id: "sneakers", label: "スニーカー", accounts: (await withInterest("sneakers")).size },
      { id: "coffee", label: "コーヒー", accounts: (await withInterest("coffee")).size },
    ]);
    expect(interests.body.accounts_total).toBe((await withInterest("sneakers", "coffee")).size);

    const about = await post("posted-about", { query: "nike OR #airmax" });
    expect(about.status).toBe(200);
    const [direct] = await t.db.query<{ posts: number; authors: number }>(
      `SELECT count(*)::int AS posts, count(DISTINCT author_id)::int AS authors FROM posts
       WHERE search @@ to_tsquery('simple', 'nike') OR 'airmax' = ANY(hashtags)`,
    );
    expect(about.body).toEqual({ query: "nike OR #airmax", posts: direct?.posts, accounts_total: direct?.authors });

    const words = await post("words-in-profile", { words: ["Runner", "coffee"] });
    expect(words.body).toEqual({
      words: [
        { word: "runner", accounts: (await bioSays(/\brunner\b/i)).size },
        { word: "coffee", accounts: (await bioSays(/\bcoffee\b/i)).size },
      ],
      accounts_total: (await bioSays(/\b(runner|coffee)\b/i)).size,
    });
  });

  it("suggests the interests the audience has more often than the store, with their lift", async () => {
    const res = await post("suggest-interests", { criteria: [{ kind: "followers_of", handles: ["nike"] }] });
    expect(res.status).toBe(200);
    const [store] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
    const audience = await followersOf("nike");
    const sneakers = await withInterest("sneakers");
    const inAudience = and(audience, sneakers).size;
    expect(res.body.store_accounts).toBe(store?.n);
    expect(res.body.audience_profiled).toBe(audience.size);
    const lift = inAudience / audience.size / (sneakers.size / (store?.n ?? 1));
    expect(res.body.interests[0]).toEqual({
      id: "sneakers",
      label: "Sneakers",
      accounts: inAudience,
      audience_share: Math.round((inAudience / audience.size) * 10_000) / 10_000,
      store_share: Math.round((sneakers.size / (store?.n ?? 1)) * 10_000) / 10_000,
      lift: Math.round(lift * 100) / 100,
      in_criteria: false,
    });
    // Coffee is one follower's (a03): too few to say anything, and travel none of theirs.
    expect(res.body.interests.map((i: { id: string }) => i.id)).not.toContain("coffee");
    expect(res.body.interests.map((i: { id: string }) => i.id)).not.toContain("travel");
    // The measure the page asks on every change carries the same suggestions.
    const measured = await post("measure", { criteria: [{ kind: "followers_of", handles: ["nike"] }] });
    expect(measured.body.suggested_interests).toEqual(res.body);
  });

  it("refuses what it cannot read with a detail in the caller's language", async () => {
    const nike = { kind: "followers_of", handles: ["nike"] };
    const refusals: [string, unknown, string, string?][] = [
      [
        "measure",
        { criteria: [{ kind: "followers_of", handles: ["@nobody_here"] }] },
        "The store has no account @nobody_here.",
      ],
      ["measure", { criteria: [{ kind: "posted_about", query: "  " }] }, "Write what they posted about"],
      ["measure", { criteria: Array.from({ length: 9 }, () => nike) }, "at most 8 criteria; this one has 9"],
      ["measure", { criteria: [{ ...nike, exclude: true }] }, "At least one criterion must include"],
      ["measure", { criteria: [] }, "Add a criterion"],
      ["measure", { criteria: [{ kind: "interested_in", interests: ["knitting"] }] }, "Unknown interest: knitting"],
      ["measure", { criteria: [{ kind: "posted_about", query: "(nike" }] }, ""],
      ["followers-of", { handles: ["not a handle"] }, "Handle is not valid: not a handle"],
      ["words-in-profile", { words: ["a"] }, "at least 2 characters: a"],
      ["posted-about", { query: "" }, "Write what they posted about"],
      ["followers-of", { handles: ["nobody_here"] }, "ストアにアカウント @nobody_here がありません。", "ja"],
    ];
    for (const [path, payload, detail, lang] of refusals) {
      const res = await post(path, payload, { lang });
      expect(res.status, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(typeof res.body.detail).toBe("string");
      expect(res.body.detail).toContain(detail);
    }
    const wrongKind = await post("measure", { criteria: [{ kind: "likes", handles: ["nike"] }] });
    expect(wrongKind.status).toBe(400);
  });

  it("works for the caller's team, is a 404 for another team's and a 403 signed out", async () => {
    const body = { criteria: [{ kind: "followers_of", handles: ["nike"] }] };
    expect((await post("measure", body, { team: acme.slug })).status).toBe(200);
    const other = await post("measure", body, { team: rival.slug });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ detail: expect.any(String) });
    expect((await post("suggest-interests", body, { team: rival.slug })).status).toBe(404);
    const signedOut = await t.call({ method: "POST", url: `${BASE}/measure/`, payload: body });
    expect(signedOut.status).toBe(403);
  });

  it("hands the audience to the package generator through generate-insights", async () => {
    const audience_builder = {
      join: "and",
      criteria: [
        { kind: "followers_of", handles: ["nike"] },
        { kind: "words_in_profile", words: ["runner"], exclude: true },
      ],
    };
    const measured = await post("measure", audience_builder);
    const created = await post("generate-insights", { audience_builder }, { team: acme.slug });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    let got = created;
    for (let i = 0; i < 400 && !["done", "failed"].includes(got.body.status); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      got = await t.call({ method: "GET", url: `/api/audience-insight/${created.body.id}/`, token: ann });
    }
    expect(got.body.status).toBe("done");
    expect(got.body.result.estimate.audience_accounts).toBe(measured.body.size);
    expect(got.body.result.brief_terms).toContain("@nike");
    // Another user does not see it; a bad audience is refused before anything is queued.
    const eves = await t.call({ method: "GET", url: `/api/audience-insight/${created.body.id}/`, token: eve });
    expect(eves.status).toBe(404);
    const refused = await post("generate-insights", {
      audience_builder: { criteria: [{ kind: "followers_of", handles: ["nobody_here"] }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe("The store has no account @nobody_here.");
    expect((await post("generate-insights", { audience_builder }, { team: rival.slug })).status).toBe(404);
  });
});

import { DEFAULT_CPM_BY_CURRENCY } from "@xa/core/campaigns/cpm-by-currency";
import { peopleFor } from "@xa/core/targeting/estimate-size";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig, TARGETING_DEFAULTS } from "../config.ts";
import { type Backend, backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import { insertAudienceWorld } from "../test/test-world-audience.ts";
import { measurePackageAudience } from "./autopilot/measure-package-audience.ts";
import { startTargetingServices } from "./autopilot/start-targeting-services.ts";

describe.each(backends)("autopilot API (%s)", (backend: Backend) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let services: { stop: () => Promise<void> };
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    await insertAudienceWorld(t.db);
    services = startTargetingServices({ db: t.db, config: readConfig({}), log: () => {}, pollMs: 20 });
    alice = await signIn(t, "alice@example.com");
    bob = await signIn(t, "bob@example.com");
  });
  afterAll(async () => {
    await services.stop();
    await t.close();
  });

  const create = (payload: unknown, token = alice, url = "/api/build-audience/", lang = "en") =>
    t.call({ method: "POST", url, payload: payload as object, token, headers: { "accept-language": lang } });
  /** Polls the generation as the web app does (faster), until it has ended. */
  async function waitFor(id: string, token = alice) {
    for (let i = 0; i < 400; i++) {
      const got = await t.call({ method: "GET", url: `/api/audience-insight/${id}/`, token });
      if (got.status !== 200 || got.body.status === "done" || got.body.status === "failed") return got;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`generation ${id} did not end`);
  }
  const jobCount = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs"))[0]?.n;

  it("queues a generation from a free-text brief and ends with a package ranked by lift", async () => {
    const created = await create({ description: "Sneakers fans, like #sneakers" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "queued", error: null, result: null });
    expect(created.body.request).toMatchObject({ order: "balanced", gender: "ANY", age: "AGE_ANY" });
    const done = await waitFor(created.body.id);
    expect(done.body.status).toBe("done");
    const result = done.body.result;
    expect(result.brief_terms).toEqual(expect.arrayContaining(["sneakers", "#sneakers"]));
    // Both brief terms are the same community's: none set aside.
    expect(result.set_aside_terms).toEqual([]);
    const tags = result.targeting_package.hashtags;
    expect(tags.map((h: { label: string }) => h.label)).toContain("sneakers");
    // Every suggestion stands out from the store (lift ≥ 1.5) and says why.
    for (const entry of [...tags, ...result.targeting_package.keywords]) {
      expect(entry.evidence.lift).toBeGreaterThanOrEqual(1.5);
      expect(entry.evidence.accounts).toBeGreaterThanOrEqual(2);
      expect(entry.deselected).toBe(false);
    }
    expect(result.estimate.accounts_in_store).toBeGreaterThan(0);
    expect(result.estimate.method).toContain("accounts in the store match the brief");
    // Sized by the package's reach, as a saved audience's figures are.
    const saved = await measurePackageAudience(t.db, result, { targeting: TARGETING_DEFAULTS });
    expect(result.estimate.accounts_in_store).toBe(saved.accounts_in_store);
    expect(result.countries.length).toBeGreaterThan(0);
  });

  it("estimates a budget in the currency it was given in", async () => {
    const done = await waitFor(
      (await create({ description: "sneakers", budget: 500_000, currency: "YEN", size_option: "budget" })).body.id,
    );
    expect(done.body.result.estimate).toMatchObject({ currency: "YEN", cpm: DEFAULT_CPM_BY_CURRENCY.YEN });
    const { estimated_size, suggested_size } = done.body.result.estimate;
    expect(suggested_size).toBe(Math.min(estimated_size, peopleFor(500_000, DEFAULT_CPM_BY_CURRENCY.YEN)));
    // Without a budget, the operator's currency.
    const plain = await waitFor((await create({ description: "sneakers", currency: "YEN" })).body.id);
    expect(plain.body.result.estimate.currency).toBe(TARGETING_DEFAULTS.currency);
  });

  it("reads a brief's plural or singular in the form the store uses", async () => {
    const created = await create({ description: "sneaker restocks" });
    const done = await waitFor(created.body.id);
    expect(done.body.status).toBe("done");
    expect(done.body.result.brief_terms).toEqual(expect.arrayContaining(["sneakers", "restock"]));
  });

  it("takes an analysis as the brief: its audience is the audience", async () => {
    const created = await create(
      { analysis: { query_type: "handle", handle: "@nike" }, size_option: "size", size: 25_000 },
      alice,
      "/api/external/audience-builder/generate-insights/",
      "ja",
    );
    expect(created.status).toBe(201);
    const done = await waitFor(created.body.id);
    expect(done.body.status).toBe("done");
    // @nike's followers: a03 a04 a06 a07 a09 (test-world-audience.ts).
    expect(done.body.result.estimate.audience_accounts).toBe(5);
    expect(done.body.result.brief_terms).toContain("@nike");
    // All five have an inferred age and gender, but fewer than 10 known say nothing: any age, any gender.
    expect(done.body.result.targeting_package).toMatchObject({ age: "AGE_ANY", gender: "ANY" });
    expect(done.body.result.demographics).toEqual({
      age_coverage: 1,
      age_unknown_share: 0,
      gender_share: 1,
      gender_unknown_share: 0,
    });
    expect(done.body.result.estimate.suggested_budget).toBeGreaterThan(0);
    expect(done.body.result.estimate.method).toContain("ストアの5アカウント");
  });

  it("reads a brief into fields, labelled in the caller's language, and refuses bad input", async () => {
    const read = (payload: unknown, lang = "en", token = alice) =>
      t.call({
        method: "POST",
        url: "/api/read-brief/",
        payload: payload as object,
        token,
        headers: { "accept-language": lang },
      });
    const en = await read({ description: "Coffee lovers in the US and UK who brew pour over at home, aged 25 to 49" });
    expect(en.status).toBe(200);
    expect(en.body.places.map((p: { id: string; label: string }) => [p.id, p.label])).toEqual([
      ["US", "United States"],
      ["GB", "United Kingdom"],
    ]);
    expect(en.body.age).toEqual({ from: 25, to: 49, value: "AGE_25_TO_49", rounded: false, said: "aged 25 to 49" });
    const ja = await read({ description: "東京在住で20代・30代のコーヒー好き、予算50万円" }, "ja");
    expect(ja.body.places).toEqual([
      { kind: "city", id: "city:JP:Tokyo", name: "Tokyo", label: "東京", country_code: "JP", said: "東京" },
    ]);
    expect(ja.body.age).toMatchObject({ from: 20, to: 39, rounded: true });
    expect(ja.body.budget).toEqual({ amount: 500_000, currency: "YEN", said: "予算50万円" });
    expect(await read({ description: "  " })).toMatchObject({
      status: 400,
      body: { description: [expect.any(String)] },
    });
    expect((await read({})).status).toBe(400);
    expect((await read({ description: "x".repeat(5001) })).status).toBe(400);
    expect((await read({ description: "coffee" }, "en", "")).status).toBe(403);
  });

  it("keeps the places, ages and gender a brief names", async () => {
    const created = await create({ description: "Sneakers fans in the US and UK aged 25 to 49, like #sneakers" });
    expect(created.status).toBe(201);
    const done = await waitFor(created.body.id);
    expect(done.body.status).toBe("done");
    const result = done.body.result;
    expect(result.countries).toEqual(["GB", "US"]);
    expect(result.targeting_package.locations.map((l: { id: string }) => l.id)).toEqual(["US", "GB"]);
    expect(result.targeting_package.age).toBe("AGE_25_TO_49");
    expect(result.estimate.method).toContain("only accounts located in United Kingdom, United States");
    // The place and age words are no terms of the brief.
    expect(result.brief_terms).not.toEqual(expect.arrayContaining(["uk"]));
    expect(result.brief_terms).not.toContain("25");

    const tokyo = await waitFor(
      (await create({ description: "東京の女性スニーカー好き #スニーカー" }, alice, undefined, "ja")).body.id,
    );
    expect(tokyo.body.status).toBe("done");
    expect(tokyo.body.result.countries).toEqual(["JP"]);
    expect(tokyo.body.result.targeting_package).toMatchObject({
      gender: "FEMALE",
      locations: [expect.objectContaining({ id: "city:JP:Tokyo", label: "東京", type: "city", deselected: false })],
    });
  });

  it("takes the fields the user kept over what the brief says", async () => {
    const created = await create({
      description: "Sneakers fans in the UK, like #sneakers",
      read_brief: false,
      countries: ["USA"],
    });
    expect(created.body.request.countries).toEqual(["US"]);
    const done = await waitFor(created.body.id);
    expect(done.body.result.countries).toEqual(["US"]);
    expect(done.body.result.targeting_package.age).not.toBe("AGE_25_TO_49");
    expect((await create({ description: "sneakers", countries: ["Atlantis"] })).status).toBe(400);
  });

  it("ends failed with 'No audience found' when nothing in the store matches", async () => {
    const created = await create({ description: "quokka zither" }, alice, "/api/external/analyse-description/");
    expect(created.status).toBe(201);
    const ended = await waitFor(created.body.id);
    expect(ended.body).toMatchObject({ status: "failed", error: "No audience found", result: null });
  });

  it("ends failed with 'No audience found' for a brief with no usable terms and only filters", async () => {
    for (const filters of [{ gender: "FEMALE" }, { age: "AGE_25_TO_49" }, { gender: "MALE", age: "AGE_18_TO_34" }]) {
      const created = await create({ description: "quokka zither", read_brief: false, ...filters });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const ended = await waitFor(created.body.id);
      expect(ended.body, JSON.stringify(filters)).toMatchObject({
        status: "failed",
        error: "No audience found",
        result: null,
      });
    }
  });

  it("shows a generation to its creator only", async () => {
    const created = await create({ keyword_groups: [["nike", "air max"]] });
    await waitFor(created.body.id);
    const other = await t.call({ method: "GET", url: `/api/audience-insight/${created.body.id}/`, token: bob });
    expect(other.status).toBe(404);
    expect((await t.call({ method: "GET", url: "/api/audience-insight/999999/", token: alice })).status).toBe(404);
    expect((await t.call({ method: "GET", url: "/api/audience-insight/abc/", token: alice })).status).toBe(404);
    expect((await t.call({ method: "GET", url: `/api/audience-insight/${created.body.id}/` })).status).toBe(403);
  });

  it("refuses bad input with a readable 400 and queues nothing", async () => {
    const before = await jobCount();
    const email = await create(
      { description: "sneakers", email: "not-an-address" },
      alice,
      "/api/external/analyse-description/",
    );
    expect(email).toMatchObject({ status: 400, body: { detail: "Invalid email address" } });
    const ja = await create({ description: "sneakers", email: "x@" }, alice, "/api/build-audience/", "ja");
    expect(ja.body.detail).toBe("メールアドレスが正しくありません");
    const empty = await create({ description: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toMatch(/Describe the campaign/);
    expect((await create({ description: "sneakers", excluded_keywords: ['""'] })).status).toBe(400);
    expect((await create({ description: "sneakers", budget: -5 })).status).toBe(400);
    expect((await create({ description: "", keyword_groups: [[]] })).status).toBe(400);
    const places = await create({
      description: "sneakers",
      selected_states: ["US-CA", "US-XX"],
      selected_regions: ["Atlantis"],
    });
    expect(places).toMatchObject({
      status: 400,
      body: { detail: "Unknown state, region or audience region: US-XX, Atlantis" },
    });
    const missing = await create({ analysis: { query_type: "handle", handle: "nobody_here" } });
    expect(missing.status).toBe(404);
    expect((await create({ description: "sneakers" }, "")).status).toBe(403);
    expect(await jobCount()).toBe(before);
    expect(
      (await create({ description: "sneakers", selected_states: ["US-CA"], selected_regions: ["Japan"] })).status,
    ).toBe(201);
  });

  it.skipIf(backend !== "postgres")(
    "runs two users' generations at once, neither queued behind the other",
    async () => {
      const poll = { timeout: 10_000, interval: 25 };
      // The earlier tests' generations end first: each would hold a worker.
      await expect
        .poll(() => t.db.query("SELECT id FROM jobs WHERE status IN ('queued', 'running')"), poll)
        .toEqual([]);
      let ids: string[] = [];
      await t.db.transaction(async (tx) => {
        // The store's tables held: each generation stays running once a worker has it.
        await tx.exec("LOCK TABLE posts, accounts IN ACCESS EXCLUSIVE MODE");
        const first = await create({ description: "Sneakers fans, like #sneakers" });
        const second = await create({ description: "sneaker restocks" }, bob);
        ids = [first.body.id, second.body.id];
        await expect
          .poll(() => t.db.query("SELECT status FROM jobs WHERE id = ANY($1::bigint[]) ORDER BY id", [ids]), poll)
          .toEqual([{ status: "running" }, { status: "running" }]);
      });
      expect((await waitFor(ids[0] as string)).body.status).toBe("done");
      expect((await waitFor(ids[1] as string, bob)).body.status).toBe("done");
    },
  );
});

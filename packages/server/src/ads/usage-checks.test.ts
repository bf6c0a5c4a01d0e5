import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AudienceWorld, createAudienceWorld, rowCount, saveConfig } from "../targeting/test/audience-setup.ts";
import { backends } from "../test/test-app.ts";

/*
 * Acme links two ad accounts and grants Bob one; Eve is in Rival. Bob may start one targeting
 * generation an hour (GENERATIONS_PER_HOUR=1), the team three.
 */
describe.each(backends)("audience usage checks and signed records on %s", (backend) => {
  let w: AudienceWorld;
  let config: { id: number };
  beforeAll(async () => {
    w = await createAudienceWorld(backend, { GENERATIONS_PER_HOUR: "1", TEAM_GENERATIONS_PER_HOUR: "3" });
    config = await saveConfig(w, w.bob, { name: "Sneakers", targeting_package: { hashtags: [{ label: "sneakers" }] } });
    const [bobMember] = await w.t.db.query<{ id: number }>(
      "SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'bob@acme.test'",
    );
    for (const account_id of ["granted1", "notbobs"]) {
      const linked = await w.t.call({
        method: "POST",
        url: "/api/external/ad-accounts/",
        token: w.ann,
        payload: { team: w.acme.id, account_id, name: `Account ${account_id}` },
      });
      expect(linked.status).toBe(201);
    }
    const granted = await w.t.call({
      method: "POST",
      url: "/api/user/granted-accounts/",
      token: w.ann,
      payload: { team: w.acme.id, member: bobMember?.id, account: { account_id: "granted1", network: "x" } },
    });
    expect(granted.status).toBe(201);
  });
  afterAll(() => w.t.close());

  const post = (url: string, token: string | undefined, payload: object, language = "en") =>
    w.t.call({ method: "POST", url, token, payload, headers: { "accept-language": language } });
  const verify = (payload: object, token: string | undefined = w.eve) =>
    post("/api/external/audience-usages/verify_signed/", token, payload);

  it("signs a usage's record when it is recorded; the record verifies, a tampered one does not", async () => {
    const created = await post("/api/external/audience-usages/", w.bob, {
      audience_config_id: config.id,
      ad_account_id: "granted1",
      countries: ["US"],
    });
    expect(created.status).toBe(201);
    const { record, signature } = created.body.signed;
    expect(JSON.parse(record)).toMatchObject({
      usage_id: created.body.id,
      team_id: w.acme.id,
      ad_account_id: "granted1",
      countries: ["US"],
      targeting_package: { hashtags: [{ label: "sneakers" }] },
    });
    // Anyone shown the record may check it: an agency proving what was applied.
    expect(await verify({ record, signature })).toMatchObject({
      status: 200,
      body: { valid: true, usage_id: created.body.id },
    });
    const tampered = record.replace('"granted1"', '"notbobs"');
    expect(tampered).not.toBe(record);
    expect((await verify({ record: tampered, signature })).body).toEqual({
      valid: false,
      usage_id: null,
      detail: "The record does not match its signature: it was changed, or not signed by this server.",
    });
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    expect((await verify({ record, signature: flipped })).body.valid).toBe(false);

    // Editing the usage later leaves the record it was created with, still provable.
    const edited = await w.t.call({
      method: "PUT",
      url: `/api/external/audience-usages/${created.body.id}/`,
      token: w.bob,
      payload: { countries: ["JP"] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.signed).toEqual({ record, signature });
  });

  it("refuses a malformed or signed-out verification with a readable 4xx", async () => {
    expect(await verify({ record: "", signature: "ab" })).toMatchObject({ status: 400 });
    expect((await verify({ record: "{}" })).status).toBe(400);
    expect(
      (
        await w.t.call({
          method: "POST",
          url: "/api/external/audience-usages/verify_signed/",
          payload: { record: "{}", signature: "ab" },
        })
      ).status,
    ).toBe(403);
  });

  it("says whether a usage may be recorded, with the words recording would use, and records nothing", async () => {
    const check = (token: string, payload: object, language = "en") =>
      post("/api/external/audience-usages/usage-check/", token, payload, language);
    const before = await rowCount(w.t, "audience_usages");
    expect(await check(w.bob, { audience_config_id: config.id, ad_account_id: "granted1" })).toMatchObject({
      status: 200,
      body: { allowed: true, detail: "This package may be applied to ad account granted1." },
    });
    expect((await check(w.bob, { audience_config_id: config.id, ad_account_id: "notbobs" })).body).toEqual({
      allowed: false,
      detail: "You have no access to this ad account. Ask a team admin to grant it to you.",
    });
    expect((await check(w.bob, { audience_config_id: config.id, ad_account_id: "neverlinked" })).body).toEqual({
      allowed: false,
      detail: "Ad account not found.",
    });
    // Another team's config is as good as missing: its existence is not told.
    const eve = await check(w.eve, { audience_config_id: config.id, ad_account_id: "granted1" });
    expect(eve.body.allowed).toBe(false);
    expect(eve.body.detail).toBe(
      (await check(w.eve, { audience_config_id: 99999, ad_account_id: "granted1" })).body.detail,
    );
    expect((await check(w.bob, { audience_config_id: config.id, ad_account_id: "granted1" }, "ja")).body.detail).toBe(
      "このパッケージは広告アカウントgranted1に適用できます。",
    );
    expect((await check(w.bob, { ad_account_id: "granted1" })).status).toBe(400);
    expect(await rowCount(w.t, "audience_usages")).toBe(before);
  });

  it("says whether the autopilot may run under the limits, from the generations started, and a budget's reach", async () => {
    const budgetCheck = (token: string, payload: object) =>
      post("/api/external/audience-usages/autopilot-budget-check/", token, payload);
    const first = await budgetCheck(w.bob, { team: w.acme.slug, budget: 1000 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      allowed: true,
      generations: { user: { used: 0, limit: 1 }, team: { used: 0, limit: 3 } },
      budget: { amount: 1000 },
    });
    expect(first.body.budget.people).toBeGreaterThan(0);
    // Asking did not count: Bob still starts his one generation of the hour, then may not.
    const started = await w.t.call({
      method: "POST",
      url: "/api/build-audience/",
      token: w.bob,
      headers: { "x-team": w.acme.slug },
      payload: { description: "coffee lovers" },
    });
    expect(started.status).toBe(201);
    const spent = await budgetCheck(w.bob, { team: w.acme.slug });
    expect(spent.body).toMatchObject({
      allowed: false,
      detail: "You have started 1 targeting generations this hour, the most one user may.",
      generations: { user: { used: 1, limit: 1 }, team: { used: 1, limit: 3 } },
      budget: null,
    });
    // Ann has hers; the team's count includes Bob's.
    expect((await budgetCheck(w.ann, { team: w.acme.id })).body).toMatchObject({
      allowed: true,
      generations: { user: { used: 0 }, team: { used: 1 } },
    });
    // A team the caller is not in is not found; a bad budget is a 400.
    expect((await budgetCheck(w.eve, { team: w.acme.slug })).status).toBe(404);
    expect((await budgetCheck(w.bob, { budget: -5 })).body).toMatchObject({ budget: ["Budget must be more than 0"] });
  });
});

import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, signIn } from "../test/test-app.ts";
import { AdsPlatformError } from "./ads-platform.ts";
import { type AdsWorld, createAdsWorld, grantBob, linkAccount } from "./test/ads-setup.ts";

const SUBSCRIPTION_REQUIRED = "You need an active subscription to upload audiences to X.";

describe.each(backends)("uploaded audiences on %s", (backend) => {
  let w: AdsWorld;
  let staff: string;
  beforeAll(async () => {
    w = await createAdsWorld(backend);
    staff = await signIn(w.t, "staff@example.com");
    await linkAccount(w, "18ce54d4x5t", "Acme main");
    await linkAccount(w, "rivalacct", "Rival main", w.eve);
  });
  afterAll(() => w.t.close());

  const upload = (token: string, file: string, query: Record<string, string> = {}) => {
    const q = new URLSearchParams({
      team: String(w.acme.id),
      ad_account_id: "18ce54d4x5t",
      name: "Sneaker fans",
      kind: "handles",
      ...query,
    });
    return w.t.call({
      method: "POST",
      url: `/api/uploaded-audiences/?${q}`,
      token,
      headers: { "content-type": "text/csv" },
      payload: file,
    });
  };
  const count = async (table: "uploaded_audiences" | "sandbox_custom_audiences") =>
    (await w.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
  const subscribe = (active: boolean, plan_name = "Pro") =>
    w.t.call({
      method: "POST",
      url: `/api/teams/${w.acme.slug}/subscriptions/`,
      token: staff,
      payload: { plan_name, active },
    });

  it("needs an active subscription, saying so, storing nothing", async () => {
    const res = await upload(w.ann, "nike\nadidas\n");
    expect(res).toMatchObject({ status: 403, body: { detail: SUBSCRIPTION_REQUIRED } });
    expect(await subscribe(true)).toMatchObject({ status: 201 });
    w.t.clock.advance(1000);
    await subscribe(false);
    expect((await upload(w.ann, "nike\n")).body.detail).toBe(SUBSCRIPTION_REQUIRED);
    expect(await count("uploaded_audiences")).toBe(0);
    expect(await count("sandbox_custom_audiences")).toBe(0);
    // An active plan that does not enable uploads (the premium suite's) opens nothing here.
    w.t.clock.advance(1000);
    await subscribe(true, "Premium suite");
    expect((await upload(w.ann, "nike\n")).body.detail).toBe(SUBSCRIPTION_REQUIRED);
    expect(await count("uploaded_audiences")).toBe(0);
    w.t.clock.advance(1000);
    await subscribe(true);
  });

  it("uploads handles, normalised and counted, and lists them for the team", async () => {
    const res = await upload(w.ann, "handle,notes\n@Nike,big\nadidas\nNIKE\nnot a handle!\n\nhttps://x.com/puma\n");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      team_id: w.acme.id,
      ad_account_id: "18ce54d4x5t",
      ad_account_name: "Acme main",
      name: "Sneaker fans",
      kind: "handles",
      member_count: 3,
      targetable: false,
      platform: "sandbox",
      created_by: "ann@acme.test",
      skipped: { invalid: 1, duplicates: 1 },
    });
    const [stored] = await w.t.db.query<{ members: string[] }>("SELECT members FROM sandbox_custom_audiences");
    expect(stored?.members).toEqual(["nike", "adidas", "puma"]);
    const list = await w.t.call({ method: "GET", url: `/api/uploaded-audiences/?team=${w.acme.slug}`, token: w.bob });
    expect(list.body.results.map((a: { name: string }) => a.name)).toEqual(["Sneaker fans"]);
  });

  it("hashes e-mail addresses at once: no raw address is stored anywhere", async () => {
    const res = await upload(w.ann, "email\n Ann.Lee@Example.com \nbob@example.org\nnot-an-email\n", {
      kind: "emails",
      name: "Customers",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: "emails", member_count: 2, skipped: { invalid: 1, duplicates: 0 } });
    const sha = (s: string) => createHash("sha256").update(s).digest("hex");
    const [stored] = await w.t.db.query<{ members: string[] }>(
      "SELECT members FROM sandbox_custom_audiences WHERE kind = 'emails'",
    );
    expect(stored?.members).toEqual([sha("ann.lee@example.com"), sha("bob@example.org")]);
    const dump = await w.t.db.query<{ row: string }>(
      `SELECT row_to_json(u)::text AS row FROM uploaded_audiences u
       UNION ALL SELECT row_to_json(s)::text FROM sandbox_custom_audiences s`,
    );
    expect(dump.map((r) => r.row).join("\n")).not.toMatch(/example\.(com|org)/i);
  });

  it("lets a member upload only to an ad account granted to them", async () => {
    const refused = await upload(w.bob, "nike\n", { name: "Bob's" });
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: "You have no access to ad account 18ce54d4x5t. Ask a team admin to grant it to you." },
    });
    await grantBob(w, "18ce54d4x5t");
    expect((await upload(w.bob, "nike\n", { name: "Bob's" })).status).toBe(201);
  });

  it("refuses bad files and queries readably, storing nothing", async () => {
    const before = await count("uploaded_audiences");
    const cases: [string, Record<string, string>, number, RegExp][] = [
      ["", {}, 400, /The file is empty/],
      ["12 34\n!!\n", {}, 400, /No line of the file is a valid handle \(2 lines left out\)/],
      ["email\nnope\n", { kind: "emails" }, 400, /valid e-mail address \(1 lines left out\)/],
      ["nike\n", { ad_account_id: "unknown" }, 400, /The team has no ad account unknown/],
      ["nike\n", { ad_account_id: "rivalacct" }, 400, /The team has no ad account rivalacct/],
      ["nike\n", { kind: "phones" }, 400, /Kind/],
      ["nike\n", { name: "" }, 400, /Name is required/],
      ["nike\n".repeat(500_001), {}, 400, /more than 500,000 lines/],
      ["x".repeat(10 * 1024 * 1024 + 1), {}, 413, /larger than 10 MB/],
    ];
    for (const [file, query, status, detail] of cases) {
      const res = await upload(w.ann, file, query);
      expect(res.status, `${file.slice(0, 20)} ${JSON.stringify(query)}`).toBe(status);
      expect(JSON.stringify(res.body)).toMatch(detail);
    }
    expect(await count("uploaded_audiences")).toBe(before);
  });

  it("keeps every uploaded audience private to its team", async () => {
    const [own] = (await w.t.call({ method: "GET", url: `/api/uploaded-audiences/?team=${w.acme.id}`, token: w.ann }))
      .body.results;
    const url = `/api/uploaded-audiences/${own.id}/`;
    expect((await w.t.call({ method: "GET", url, token: w.eve })).status).toBe(404);
    expect((await w.t.call({ method: "POST", url: `${url}refresh/`, token: w.eve })).status).toBe(404);
    expect((await w.t.call({ method: "DELETE", url, token: w.eve })).status).toBe(404);
    const list = await w.t.call({ method: "GET", url: `/api/uploaded-audiences/?team=${w.acme.id}`, token: w.eve });
    expect(list.status).toBe(404);
    expect((await upload(w.eve, "nike\n")).status).toBe(404);
    expect((await w.t.call({ method: "GET", url, token: w.ann })).status).toBe(200);
  });

  it("refreshes the targetable state from the platform", async () => {
    const [own] = (await w.t.call({ method: "GET", url: `/api/uploaded-audiences/?team=${w.acme.id}`, token: w.ann }))
      .body.results;
    const url = `/api/uploaded-audiences/${own.id}/refresh/`;
    expect((await w.t.call({ method: "POST", url, token: w.ann })).body.targetable).toBe(false);
    // The sandbox makes an audience ready a minute after its upload, as X takes hours.
    w.t.clock.advance(61_000);
    const ready = await w.t.call({ method: "POST", url, token: w.ann });
    expect(ready).toMatchObject({ status: 200, body: { id: own.id, targetable: true } });
    const again = await w.t.call({ method: "GET", url: `/api/uploaded-audiences/${own.id}/`, token: w.ann });
    expect(again.body.targetable).toBe(true);
  });

  it("deletes on the platform first: a platform failure answers 502 and keeps the audience", async () => {
    const [own] = (await w.t.call({ method: "GET", url: `/api/uploaded-audiences/?team=${w.acme.id}`, token: w.ann }))
      .body.results;
    const url = `/api/uploaded-audiences/${own.id}/`;
    const onPlatform = await count("sandbox_custom_audiences");
    w.platform.fail = new AdsPlatformError("Service Unavailable", 503);
    try {
      const failed = await w.t.call({ method: "DELETE", url, token: w.ann });
      expect(failed.status).toBe(502);
      expect(failed.body.detail).toMatch(/Service Unavailable/);
    } finally {
      w.platform.fail = null;
    }
    expect((await w.t.call({ method: "GET", url, token: w.ann })).status).toBe(200);
    expect((await w.t.call({ method: "DELETE", url, token: w.ann })).status).toBe(204);
    expect((await w.t.call({ method: "GET", url, token: w.ann })).status).toBe(404);
    expect(await count("sandbox_custom_audiences")).toBe(onPlatform - 1);
  });

  it("lets a user of the Audience_creator group upload for a team without a subscription", async () => {
    w.t.clock.advance(1000);
    await subscribe(false);
    expect((await upload(w.ann, "nike\n")).body.detail).toBe(SUBSCRIPTION_REQUIRED);
    await w.t.db.query(
      "INSERT INTO user_groups (user_id, name) SELECT id, 'Audience_creator' FROM users WHERE email = 'ann@acme.test'",
    );
    try {
      const res = await upload(w.ann, "nike\n", { name: "Creator's list" });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect((await upload(w.bob, "nike\n")).body.detail).toBe(SUBSCRIPTION_REQUIRED);
    } finally {
      await w.t.db.query("DELETE FROM user_groups WHERE name = 'Audience_creator'");
      w.t.clock.advance(1000);
      await subscribe(true);
    }
  });
});

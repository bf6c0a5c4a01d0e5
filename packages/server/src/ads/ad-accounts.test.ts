import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { AdsPlatformError } from "./ads-platform.ts";
import { type AdsWorld, countRows, createAdsWorld, grantBob, linkAccount } from "./test/ads-setup.ts";

const ACCOUNTS = "/api/external/ad-accounts/";
const VALIDATE = "/api/external/audience-request/validate-ad-account/";
const GRANTS = "/api/user/granted-accounts/";

describe.each(backends)("ad accounts and grants (%s)", (backend) => {
  let w: AdsWorld;
  beforeAll(async () => {
    w = await createAdsWorld(backend);
  });
  afterAll(() => w.t.close());
  afterEach(() => {
    w.platform.access = null;
    w.platform.fail = null;
  });
  // Each test links accounts of its own; the team keeps those of earlier tests.
  const acmeAccounts = async () =>
    (await w.t.call({ method: "GET", url: `${ACCOUNTS}?team=${w.acme.id}&limit=100`, token: w.ann })).body.results as {
      id: number;
      account_id: string;
      name: string;
    }[];

  it("links an account with access true, and refuses a missing id and a second link", async () => {
    const before = w.t.clock.now.toISOString();
    const res = await w.t.call({
      method: "POST",
      url: ACCOUNTS,
      token: w.ann,
      payload: { team: w.acme.slug, account_id: " 18ce54d4x5t ", name: "Main" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      team_id: w.acme.id,
      account_id: "18ce54d4x5t",
      name: "Main",
      network: "x",
      purpose: "targeting",
      access: true,
      checked_at: before,
      platform: "sandbox",
    });

    for (const account_id of [undefined, null, "", "   "]) {
      const missing = await w.t.call({
        method: "POST",
        url: ACCOUNTS,
        token: w.ann,
        payload: { team: w.acme.id, account_id, name: "No id" },
      });
      expect(missing).toMatchObject({ status: 400, body: { detail: "No ad account id provided" } });
    }
    const ja = await w.t.call({
      method: "POST",
      url: ACCOUNTS,
      token: w.ann,
      headers: { "accept-language": "ja" },
      payload: { team: w.acme.id, name: "No id" },
    });
    expect(ja.body).toEqual({ detail: "広告アカウント ID が指定されていません" });

    const again = await w.t.call({
      method: "POST",
      url: ACCOUNTS,
      token: w.ann,
      payload: { team: w.acme.id, account_id: "18ce54d4x5t", name: "Twice" },
    });
    expect(again).toMatchObject({ status: 409, body: { detail: "This ad account is already linked to the team." } });
    expect((await acmeAccounts()).map((a) => a.name)).toEqual(["Main"]);

    // The same account may also be linked for uploading audiences.
    const audiences = await w.t.call({
      method: "POST",
      url: `${ACCOUNTS}create_audiences_ad_account/`,
      token: w.ann,
      payload: { team: w.acme.id, account_id: "18ce54d4x5t", name: "Uploads" },
    });
    expect(audiences).toMatchObject({ status: 201, body: { purpose: "audiences", access: true } });
  });

  it("lets only admins link and unlink, and any member list, sorted by name", async () => {
    const byBob = await w.t.call({
      method: "POST",
      url: ACCOUNTS,
      token: w.bob,
      payload: { team: w.acme.id, account_id: "bobs", name: "Bob's" },
    });
    expect(byBob).toMatchObject({ status: 403, body: { detail: "Only team admins can do this." } });
    for (const [id, name] of [
      ["s-b1", "beta"],
      ["s-a1", "Alpha"],
      ["s-g1", "Gamma"],
      ["s-a2", "alpha"],
    ]) {
      await linkAccount(w, id as string, name);
    }
    const list = await w.t.call({ method: "GET", url: `${ACCOUNTS}?team=${w.acme.id}&limit=100`, token: w.bob });
    expect(list.status).toBe(200);
    const mine = list.body.results.filter((a: { account_id: string }) => a.account_id.startsWith("s-"));
    expect(mine.map((a: { name: string }) => a.name)).toEqual(["Alpha", "alpha", "beta", "Gamma"]);
    // A page at a time, with the whole count; one platform account by its id, in any case.
    const pageOf = async (query: string) =>
      (await w.t.call({ method: "GET", url: `${ACCOUNTS}?team=${w.acme.id}&${query}`, token: w.bob })).body;
    const second = await pageOf("limit=1&offset=1");
    expect(second.count).toBe(list.body.count);
    expect(second.results.map((a: { id: number }) => a.id)).toEqual([list.body.results[1].id]);
    expect((await pageOf("account_id=S-G1")).results.map((a: { name: string }) => a.name)).toEqual(["Gamma"]);
    const tooMany = await w.t.call({ method: "GET", url: `${ACCOUNTS}?team=${w.acme.id}&limit=101`, token: w.bob });
    expect(tooMany.status).toBe(400);

    const [first] = mine;
    expect((await w.t.call({ method: "GET", url: `${ACCOUNTS}${first.id}/`, token: w.bob })).body).toEqual(first);
    const bobDeletes = await w.t.call({ method: "DELETE", url: `${ACCOUNTS}${first.id}/`, token: w.bob });
    expect(bobDeletes.status).toBe(403);
    await grantBob(w, first.account_id);
    const grants = await countRows(w.t, "ad_account_grants");
    const annDeletes = await w.t.call({ method: "DELETE", url: `${ACCOUNTS}${first.id}/`, token: w.ann });
    expect(annDeletes.status).toBe(204);
    expect((await acmeAccounts()).filter((a) => a.account_id.startsWith("s-")).length).toBe(3);
    expect(await countRows(w.t, "ad_account_grants")).toBe(grants - 1);
  });

  it("validates access with the platform and stores the answer", async () => {
    const account = await linkAccount(w, "v1");
    await w.t.db.query("UPDATE ad_accounts SET access = NULL, checked_at = NULL WHERE account_id = 'v1'");
    const unchecked = await w.t.call({ method: "GET", url: `${ACCOUNTS}${account.id}/`, token: w.ann });
    expect(unchecked.body).toMatchObject({ access: null, checked_at: null });

    w.t.clock.advance(5000);
    const res = await w.t.call({
      method: "POST",
      url: VALIDATE,
      token: w.ann,
      payload: { team: w.acme.id, ad_account_id: "v1" },
    });
    expect(res).toMatchObject({ status: 200, body: { access: true } });
    const checked = await w.t.call({ method: "GET", url: `${ACCOUNTS}${account.id}/`, token: w.ann });
    expect(checked.body).toMatchObject({ access: true, checked_at: w.t.clock.now.toISOString() });

    const missing = await w.t.call({ method: "POST", url: VALIDATE, token: w.ann, payload: { team: w.acme.id } });
    expect(missing).toMatchObject({ status: 400, body: { detail: "No ad account id provided" } });
    const unknown = await w.t.call({
      method: "POST",
      url: VALIDATE,
      token: w.ann,
      payload: { team: w.acme.id, ad_account_id: "nope" },
    });
    expect(unknown).toMatchObject({ status: 404, body: { detail: "Ad account not found." } });
  });

  it("stores false when the platform refuses the account", async () => {
    w.platform.access = false;
    const account = await linkAccount(w, "f1");
    const res = await w.t.call({
      method: "POST",
      url: VALIDATE,
      token: w.ann,
      payload: { team: w.acme.id, ad_account_id: "f1" },
    });
    expect(res).toMatchObject({ status: 200, body: { access: false } });
    expect((await acmeAccounts()).find((a) => a.id === account.id)).toMatchObject({ access: false });
  });

  it.each([
    [
      new AdsPlatformError("upstream exploded", 503),
      502,
      "The ad platform did not answer as expected: upstream exploded",
    ],
    [
      new AdsPlatformError("rate limited", 429, 30),
      429,
      "The ad platform is receiving too many requests. Try again in 30 s.",
    ],
  ])("words a platform failure readably and stores nothing (%s)", async (error, status, detail) => {
    w.platform.fail = error;
    const account = await linkAccount(w, `e${status}`);
    const res = await w.t.call({
      method: "POST",
      url: VALIDATE,
      token: w.ann,
      payload: { team: w.acme.id, ad_account_id: `e${status}` },
    });
    expect(res).toMatchObject({ status, body: { detail } });
    if (status === 429) expect(res.headers["retry-after"]).toBe("30");
    const after = await w.t.call({ method: "GET", url: `${ACCOUNTS}${account.id}/`, token: w.ann });
    expect(after.body).toMatchObject({ access: true, checked_at: account.checked_at });
  });

  it("lets a member use an account only once an admin grants it", async () => {
    const account = await linkAccount(w, "g-main", "Main");
    await linkAccount(w, "g-other", "Other");
    const validate = () =>
      w.t.call({ method: "POST", url: VALIDATE, token: w.bob, payload: { team: w.acme.id, ad_account_id: "g-main" } });
    expect(await validate()).toMatchObject({
      status: 403,
      body: { detail: "You have no access to this ad account. Ask a team admin to grant it to you." },
    });
    const lineItems = `${ACCOUNTS}${account.id}/line-items/`;
    expect((await w.t.call({ method: "GET", url: lineItems, token: w.bob })).status).toBe(403);

    const grant = await w.t.call({
      method: "POST",
      url: GRANTS,
      token: w.ann,
      payload: { team: w.acme.id, member: w.bobMember, account: { account_id: "g-main", network: "x" } },
    });
    expect(grant).toMatchObject({
      status: 201,
      body: {
        team_id: w.acme.id,
        member: w.bobMember,
        member_email: "bob@acme.test",
        account: { account_id: "g-main", network: "x", name: "Main" },
      },
    });
    expect(await validate()).toMatchObject({ status: 200, body: { access: true } });
    expect((await w.t.call({ method: "GET", url: lineItems, token: w.bob })).status).toBe(200);

    // Refusals change nothing.
    const grantsBefore = (await countRows(w.t, "ad_account_grants")) - 1;
    const refusals: [string, object, number, string][] = [
      [
        "again",
        { member: w.bobMember, account: { account_id: "g-main" } },
        409,
        "This member already has access to this ad account.",
      ],
      [
        "another team's member",
        { member: w.eveMember, account: { account_id: "g-main" } },
        400,
        "Only a member of this team can be granted its ad accounts.",
      ],
      [
        "an account the team did not link",
        { member: w.bobMember, account: { account_id: "zzz" } },
        400,
        "Ad account not found.",
      ],
      ["no account id", { member: w.bobMember, account: { account_id: "" } }, 400, "No ad account id provided"],
    ];
    for (const [_case, body, status, detail] of refusals) {
      const res = await w.t.call({ method: "POST", url: GRANTS, token: w.ann, payload: { team: w.acme.id, ...body } });
      expect(res, _case).toMatchObject({ status, body: { detail } });
    }
    const byBob = await w.t.call({
      method: "POST",
      url: GRANTS,
      token: w.bob,
      payload: { team: w.acme.id, member: w.bobMember, account: { account_id: "g-other" } },
    });
    expect(byBob.status).toBe(403);
    expect(await countRows(w.t, "ad_account_grants")).toBe(grantsBefore + 1);

    // Admins see every grant, a member their own.
    const [annMember] = await w.t.db.query<{ id: number }>(
      "SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'ann@acme.test'",
    );
    const annGrant = await w.t.call({
      method: "POST",
      url: GRANTS,
      token: w.ann,
      payload: { team: w.acme.id, member: annMember?.id, account: { account_id: "g-other" } },
    });
    expect(annGrant.status).toBe(201);
    const ours = (body: { results: { member_email: string; account: { account_id: string } }[] }) =>
      body.results.filter((g) => g.account.account_id.startsWith("g-")).map((g) => g.member_email);
    const all = await w.t.call({ method: "GET", url: `${GRANTS}?team=${w.acme.id}`, token: w.ann });
    expect(ours(all.body)).toEqual(["bob@acme.test", "ann@acme.test"]);
    const own = await w.t.call({ method: "GET", url: `${GRANTS}?team=${w.acme.id}`, token: w.bob });
    expect(ours(own.body)).toEqual(["bob@acme.test"]);
    expect(own.body.results.every((g: { member_email: string }) => g.member_email === "bob@acme.test")).toBe(true);
    expect(own.body.count).toBe(own.body.results.length);
    const firstGrant = await w.t.call({ method: "GET", url: `${GRANTS}?team=${w.acme.id}&limit=1`, token: w.ann });
    expect(firstGrant.body.results).toHaveLength(1);
    expect(firstGrant.body.count).toBe(all.body.count);

    const bobWithdraws = await w.t.call({ method: "DELETE", url: `${GRANTS}${grant.body.id}/`, token: w.bob });
    expect(bobWithdraws.status).toBe(403);
    const annWithdraws = await w.t.call({ method: "DELETE", url: `${GRANTS}${grant.body.id}/`, token: w.ann });
    expect(annWithdraws.status).toBe(204);
    expect((await validate()).status).toBe(403);
  });

  it("keeps a team's accounts and grants from another team's members", async () => {
    const account = await linkAccount(w, "i1");
    const grant = await grantBob(w, "i1");
    await linkAccount(w, "rivals", "Rival's", w.eve);
    const before = await Promise.all([countRows(w.t, "ad_accounts"), countRows(w.t, "ad_account_grants")]);

    const asEve: [string, string, object?][] = [
      ["GET", `${ACCOUNTS}${account.id}/`],
      ["DELETE", `${ACCOUNTS}${account.id}/`],
      ["GET", `${ACCOUNTS}${account.id}/line-items/`],
      ["GET", `${ACCOUNTS}${account.id}/sandbox-applications/`],
      ["GET", `${ACCOUNTS}?team=${w.acme.id}`],
      ["GET", `${GRANTS}?team=${w.acme.id}`],
      ["DELETE", `${GRANTS}${grant.id}/`],
      ["POST", VALIDATE, { team: w.acme.id, ad_account_id: "i1" }],
      ["POST", VALIDATE, { team: w.rival.id, ad_account_id: "i1" }],
      [
        "POST",
        "/api/external/audience-request/check-custom-audiences/",
        { team: w.rival.id, ad_account_id: "i1", custom_audience_names: ["x"] },
      ],
      ["POST", GRANTS, { team: w.acme.id, member: w.eveMember, account: { account_id: "i1" } }],
    ];
    for (const [method, url, payload] of asEve) {
      const res = await w.t.call({ method: method as "GET", url, token: w.eve, ...(payload ? { payload } : {}) });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    // Eve's own list holds only her team's account.
    const own = await w.t.call({ method: "GET", url: `${ACCOUNTS}?team=${w.rival.id}`, token: w.eve });
    expect(own.body.results.map((a: { account_id: string }) => a.account_id)).toEqual(["rivals"]);
    expect(await Promise.all([countRows(w.t, "ad_accounts"), countRows(w.t, "ad_account_grants")])).toEqual(before);
  });
});

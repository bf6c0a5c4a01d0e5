import { snapshotOfApplied } from "@xa/core/ads/applied-snapshot";
import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import { filledTargeting } from "@xa/core/ads/filled-targeting";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AudienceWorld, createAudienceWorld, rowCount, saveConfig } from "../targeting/test/audience-setup.ts";
import { backends } from "../test/test-app.ts";

const PACKAGE = {
  hashtags: [{ label: "sneakers" }],
  handles: [{ handle: "nike" }, { handle: "adidas" }, { handle: "alice", deselected: true }, { handle: "carol" }],
};

describe.each(backends)("audience usages on %s", (backend) => {
  let w: AudienceWorld;
  let config: { id: number; version: number };
  beforeAll(async () => {
    w = await createAudienceWorld(backend);
    config = await saveConfig(w, w.bob, { name: "Sneakers", targeting_package: PACKAGE, countries: ["US"] });
    // Acme links three accounts and grants Bob two of them; usages need the grant as applying does.
    const [bobMember] = await w.t.db.query<{ id: number }>(
      "SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'bob@acme.test'",
    );
    for (const account_id of ["18ce54d4x5t", "abc", "notbobs"]) {
      const linked = await w.t.call({
        method: "POST",
        url: "/api/external/ad-accounts/",
        token: w.ann,
        payload: { team: w.acme.id, account_id, name: `Account ${account_id}` },
      });
      expect(linked.status, JSON.stringify(linked.body)).toBe(201);
      if (account_id === "notbobs") continue;
      const granted = await w.t.call({
        method: "POST",
        url: "/api/user/granted-accounts/",
        token: w.ann,
        payload: { team: w.acme.id, member: bobMember?.id, account: { account_id, network: "x" } },
      });
      expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    }
  });
  afterAll(() => w.t.close());

  const record = async (token = w.bob, payload: object = {}) =>
    w.t.call({
      method: "POST",
      url: "/api/external/audience-usages/",
      token,
      payload: { audience_config_id: config.id, ad_account_id: "18ce54d4x5t", ...payload },
    });

  it("records a snapshot of the config's package and keeps it when the config changes or goes", async () => {
    const res = await record();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      team_id: w.acme.id,
      audience_config_id: config.id,
      audience_config_name: "Sneakers",
      ad_account_id: "18ce54d4x5t",
      state: "applied",
      countries: ["US"],
      handles_order: ["nike", "adidas", "carol"],
      deleted_at: null,
      created_by: { email: "bob@acme.test" },
      can_delete: true,
    });
    const changing = await saveConfig(w, w.bob, { name: "Changing", targeting_package: PACKAGE });
    const used = (await record(w.bob, { audience_config_id: changing.id })).body;
    const changed = await w.t.call({
      method: "PUT",
      url: `/api/audience-configs/${changing.id}/`,
      token: w.bob,
      payload: { version: 1, name: "Changed", targeting_package: { hashtags: [{ label: "tea" }] } },
    });
    expect(changed.status).toBe(200);
    const usage = await w.t.call({ method: "GET", url: `/api/external/audience-usages/${used.id}/`, token: w.ann });
    expect(usage.body.targeting_package.hashtags.map((h: { label: string }) => h.label)).toEqual(["sneakers"]);
    expect(usage.body.audience_config_name).toBe("Changed");
    await w.t.call({ method: "DELETE", url: `/api/audience-configs/${changing.id}/`, token: w.bob });
    const orphan = await w.t.call({ method: "GET", url: `/api/external/audience-usages/${used.id}/`, token: w.bob });
    expect(orphan.body).toMatchObject({ audience_config_id: null, audience_config_name: "Changing" });
  });

  it("takes the applied package from the body when given, and refuses bad input changing nothing", async () => {
    const given = await record(w.bob, { targeting_package: { keywords: [{ label: "running" }] }, countries: ["JP"] });
    expect(given.body).toMatchObject({ countries: ["JP"], handles_order: [] });
    const before = await rowCount(w.t, "audience_usages");
    expect(await record(w.bob, { ad_account_id: "" })).toMatchObject({
      status: 400,
      body: { ad_account_id: ["Ad account id is required"] },
    });
    expect((await record(w.bob, { state: "paused" })).body).toMatchObject({
      state: [expect.stringContaining("applied")],
    });
    expect(await record(w.bob, { audience_config_id: 99999 })).toMatchObject({
      status: 400,
      body: { audience_config_id: ["Audience config not found"] },
    });
    const rivals = await saveConfig(w, w.eve, { name: "Rival's" }, w.rival);
    expect(await record(w.bob, { audience_config_id: rivals.id })).toMatchObject({
      status: 400,
      body: { audience_config_id: ["Audience config not found"] },
    });
    expect(await rowCount(w.t, "audience_usages")).toBe(before);
  });

  it("records, edits and restores a usage only on an account the team linked and the caller may use", async () => {
    const before = await rowCount(w.t, "audience_usages");
    const notGranted = { detail: "You have no access to this ad account. Ask a team admin to grant it to you." };
    const notLinked = { detail: "Ad account not found." };
    expect(await record(w.bob, { ad_account_id: "notbobs" })).toMatchObject({ status: 403, body: notGranted });
    expect(await record(w.bob, { ad_account_id: "neverlinked" })).toMatchObject({ status: 400, body: notLinked });
    expect(await record(w.ann, { ad_account_id: "neverlinked" })).toMatchObject({ status: 400, body: notLinked });
    // Rival's own account is no account of Acme's.
    const rivals = await w.t.call({
      method: "POST",
      url: "/api/external/ad-accounts/",
      token: w.eve,
      payload: { team: w.rival.id, account_id: "rivalacct", name: "Rival's" },
    });
    expect(rivals.status).toBe(201);
    expect(await record(w.ann, { ad_account_id: "rivalacct" })).toMatchObject({ status: 400, body: notLinked });
    expect(await rowCount(w.t, "audience_usages")).toBe(before);

    // An admin may record on any linked account; a granted member on theirs.
    const anns = await record(w.ann, { ad_account_id: "notbobs" });
    expect(anns).toMatchObject({ status: 201, body: { ad_account_id: "notbobs" } });
    const bobs = await record(w.bob, { ad_account_id: "abc" });
    expect(bobs).toMatchObject({ status: 201, body: { ad_account_id: "abc" } });

    const url = `/api/external/audience-usages/${bobs.body.id}/`;
    const moveTo = (ad_account_id: string, token = w.bob) =>
      w.t.call({ method: "PUT", url, token, payload: { ad_account_id, countries: ["FR"] } });
    expect(await moveTo("notbobs")).toMatchObject({ status: 403, body: notGranted });
    expect(await moveTo("neverlinked")).toMatchObject({ status: 400, body: notLinked });
    expect(await moveTo("neverlinked", w.ann)).toMatchObject({ status: 400, body: notLinked });
    const unchanged = await w.t.call({ method: "GET", url, token: w.bob });
    expect(unchanged.body).toMatchObject({ ad_account_id: "abc", countries: ["US"] });
    expect(await moveTo("18ce54d4x5t")).toMatchObject({ status: 200, body: { ad_account_id: "18ce54d4x5t" } });

    // The grant withdrawn, Bob can no longer edit or restore his usage on that account; Ann can.
    expect((await w.t.call({ method: "DELETE", url, token: w.bob })).status).toBe(204);
    await w.t.db.query(
      "DELETE FROM ad_account_grants WHERE ad_account_id IN (SELECT id FROM ad_accounts WHERE account_id = '18ce54d4x5t')",
    );
    const restore = (token: string) => w.t.call({ method: "PATCH", url, token });
    expect(await restore(w.bob)).toMatchObject({ status: 403, body: notGranted });
    expect((await w.t.call({ method: "GET", url, token: w.bob })).body.deleted_at).toEqual(expect.any(String));
    expect(await moveTo("abc")).toMatchObject({ status: 403, body: notGranted });
    expect(await restore(w.ann)).toMatchObject({ status: 200, body: { deleted_at: null } });
    expect(await moveTo("18ce54d4x5t", w.ann)).toMatchObject({ status: 200 });
    const [grant] = await w.t.db.query<{ id: number }>(
      `INSERT INTO ad_account_grants (team_id, membership_id, ad_account_id)
       SELECT a.team_id, m.id, a.id FROM ad_accounts a, memberships m JOIN users u ON u.id = m.user_id
       WHERE a.account_id = '18ce54d4x5t' AND a.team_id = m.team_id AND u.email = 'bob@acme.test' RETURNING id`,
    );
    expect(grant).toBeDefined();
  });

  it("records what a real-size fill put in: 100 handles and 150 terms less the refused ones", async () => {
    const sent = emptyTargeting({
      keywords: Array.from({ length: 100 }, (_, i) => `home brew ${i + 1}`),
      hashtags: Array.from({ length: 50 }, (_, i) => `brewday${i + 1}`),
      handles: Array.from({ length: 100 }, (_, i) => ({ handle: `roaster_${i + 1}`, account_id: String(5000 + i) })),
      countries: ["JP", "US"],
    });
    const filled = filledTargeting(sent, {
      handles: [
        { value: "roaster_7", reason: "not-suggested" },
        { value: "roaster_70", reason: "not-suggested" },
      ],
      countries: [{ value: "US", reason: "not-suggested" }],
    });
    const res = await record(w.bob, { targeting_package: snapshotOfApplied(filled), countries: filled.countries });
    expect(res.status).toBe(201);
    const read = await w.t.call({ method: "GET", url: `/api/external/audience-usages/${res.body.id}/`, token: w.ann });
    expect(read.body.countries).toEqual(["JP"]);
    expect(read.body.targeting_package.keywords).toHaveLength(100);
    expect(read.body.targeting_package.hashtags.at(-1)).toMatchObject({ label: "brewday50" });
    const handles = sent.handles.map((h) => h.handle).filter((h) => h !== "roaster_7" && h !== "roaster_70");
    expect(read.body.handles_order).toEqual(handles);
    expect(read.body.targeting_package.handles.map((h: { handle: string }) => h.handle)).toEqual(handles);
  });

  it("deletes a usage, lists it only when asked, and restores it with PATCH", async () => {
    const usage = (await record()).body;
    const url = `/api/external/audience-usages/${usage.id}/`;
    expect((await w.t.call({ method: "DELETE", url, token: w.bob })).status).toBe(204);
    const listed = async (query = "") =>
      (
        await w.t.call({
          method: "GET",
          url: `/api/external/audience-usages/?team=${w.acme.slug}${query}`,
          token: w.ann,
        })
      ).body.results.map((u: { id: number }) => u.id);
    expect(await listed()).not.toContain(usage.id);
    expect(await listed("&include_deleted=true")).toContain(usage.id);
    const deleted = await w.t.call({ method: "GET", url, token: w.bob });
    expect(deleted.body.deleted_at).toEqual(expect.any(String));
    const restored = await w.t.call({ method: "PATCH", url, token: w.bob });
    expect(restored).toMatchObject({ status: 200, body: { id: usage.id, deleted_at: null } });
    expect(await listed()).toContain(usage.id);
    expect(await listed(`&audience_config=${config.id}&ad_account_id=18ce54d4x5t`)).toContain(usage.id);
    expect(await listed("&ad_account_id=other")).toEqual([]);
  });

  it("lets only the creator or an admin delete or restore a usage", async () => {
    const anns = (await record(w.ann)).body;
    const url = `/api/external/audience-usages/${anns.id}/`;
    const refused = await w.t.call({ method: "DELETE", url, token: w.bob });
    expect(refused).toMatchObject({ status: 403, body: { detail: expect.stringContaining("recorded this usage") } });
    expect((await w.t.call({ method: "DELETE", url, token: w.ann })).status).toBe(204);
    expect((await w.t.call({ method: "PATCH", url, token: w.bob })).status).toBe(403);
    const bobs = (await record(w.bob)).body;
    expect(
      (await w.t.call({ method: "DELETE", url: `/api/external/audience-usages/${bobs.id}/`, token: w.ann })).status,
    ).toBe(204);
  });

  it("reorders handles only into a permutation of the stored ones", async () => {
    const usage = (await record()).body;
    const url = `/api/external/audience-usages/${usage.id}/reorder-handles/`;
    const ok = await w.t.call({
      method: "POST",
      url,
      token: w.bob,
      payload: { handles: ["@Carol", "nike", "adidas"] },
    });
    expect(ok).toMatchObject({ status: 200, body: { handles_order: ["carol", "nike", "adidas"] } });
    for (const handles of [
      ["nike", "adidas"],
      ["nike", "adidas", "alice"],
      ["nike", "nike", "adidas"],
    ]) {
      const bad = await w.t.call({ method: "POST", url, token: w.bob, payload: { handles } });
      expect(bad.status, handles.join()).toBe(400);
      expect(bad.body.handles[0]).toContain("stored: carol, nike, adidas");
    }
    const after = await w.t.call({ method: "GET", url: `/api/external/audience-usages/${usage.id}/`, token: w.bob });
    expect(after.body.handles_order).toEqual(["carol", "nike", "adidas"]);
    const put = await w.t.call({
      method: "PUT",
      url: `/api/external/audience-usages/${usage.id}/`,
      token: w.bob,
      payload: {
        ad_account_id: "abc",
        targeting_package: { handles: [{ handle: "nike" }, { handle: "dave" }, { handle: "carol" }] },
      },
    });
    expect(put.body).toMatchObject({ ad_account_id: "abc", handles_order: ["carol", "nike", "dave"] });
  });

  it("generates a sheet of the snapshot with the handles in the usage's order", async () => {
    const usage = (await record()).body;
    await w.t.call({
      method: "POST",
      url: `/api/external/audience-usages/${usage.id}/reorder-handles/`,
      token: w.bob,
      payload: { handles: ["adidas", "carol", "nike"] },
    });
    const res = await w.t.app.inject({
      method: "POST",
      url: `/api/external/audience-usages/${usage.id}/generate-sheet/`,
      headers: { authorization: `Token ${w.bob}`, "accept-language": "ja" },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const handles = book.getWorksheet("ハンドル");
    expect(handles?.getRow(1).getCell(1).value).toBe("ハンドル");
    const column = handles?.getColumn(1).values.slice(2);
    expect(column).toEqual(["@adidas", "@carol", "@nike", "@alice"]);
    const summary = book.getWorksheet("概要");
    const rows = summary
      ?.getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1, 3));
    expect(rows).toContainEqual(["広告アカウント", "18ce54d4x5t"]);
  });

  it("shares a usage and lists whom with", async () => {
    const usage = (await record()).body;
    const share = await w.t.call({
      method: "POST",
      url: `/api/external/audience-usages/${usage.id}/share/`,
      token: w.bob,
      payload: { email: "eve@rival.test" },
    });
    expect(share).toMatchObject({
      status: 201,
      body: { user: { email: "eve@rival.test" }, shared_by: { email: "bob@acme.test" } },
    });
    const withWhom = await w.t.call({
      method: "GET",
      url: `/api/external/audience-usages/${usage.id}/shared-with/`,
      token: w.ann,
    });
    expect(withWhom.body.results.map((s: { user: { email: string } }) => s.user.email)).toEqual(["eve@rival.test"]);
    const seen = await w.t.call({ method: "GET", url: `/api/external/audience-usages/${usage.id}/`, token: w.eve });
    expect(seen.body).toMatchObject({ access: "shared", can_edit: false, can_delete: false });
    const put = await w.t.call({
      method: "PUT",
      url: `/api/external/audience-usages/${usage.id}/`,
      token: w.eve,
      payload: {},
    });
    expect(put.status).toBe(403);
    const theirs = await w.t.call({
      method: "GET",
      url: `/api/external/audience-usages/${usage.id}/shared-with/`,
      token: w.eve,
    });
    expect(theirs.status).toBe(403);
  });

  it("keeps another team's usages from it: 404 on every route, nothing listed", async () => {
    const usage = (await record()).body;
    const id = usage.id;
    const attempts = [
      { method: "GET", url: `/api/external/audience-usages/${id}/` },
      { method: "PUT", url: `/api/external/audience-usages/${id}/`, payload: { ad_account_id: "hijack" } },
      { method: "DELETE", url: `/api/external/audience-usages/${id}/` },
      { method: "PATCH", url: `/api/external/audience-usages/${id}/` },
      { method: "POST", url: `/api/external/audience-usages/${id}/reorder-handles/`, payload: { handles: [] } },
      { method: "POST", url: `/api/external/audience-usages/${id}/generate-sheet/` },
      { method: "POST", url: `/api/external/audience-usages/${id}/share/`, payload: { email: "eve@rival.test" } },
      { method: "GET", url: `/api/external/audience-usages/${id}/shared-with/` },
      { method: "GET", url: `/api/external/audience-usages/?team=${w.acme.id}` },
    ] as const;
    for (const a of attempts) {
      // Eve was given another of Acme's usages above, not this one.
      const res = await w.t.call({ ...a, token: w.eve });
      expect(res.status, `${a.method} ${a.url}`).toBe(404);
    }
    const after = await w.t.call({ method: "GET", url: `/api/external/audience-usages/${id}/`, token: w.bob });
    expect(after.body).toMatchObject({ ad_account_id: "18ce54d4x5t", deleted_at: null });
    const theirs = await w.t.call({
      method: "GET",
      url: `/api/external/audience-usages/?team=${w.rival.id}`,
      token: w.eve,
    });
    expect(theirs.body).toEqual({ count: 0, results: [] });
  });
});

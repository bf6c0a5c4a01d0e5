import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { type AudienceWorld, categoryId, createAudienceWorld, rowCount, saveConfig } from "./test/audience-setup.ts";

async function download(w: AudienceWorld, id: number, token: string, language: string) {
  const res = await w.t.app.inject({
    method: "GET",
    url: `/api/external/audience-configs/${id}/download_targeting_package/`,
    headers: { authorization: `Token ${token}`, "accept-language": language },
  });
  const book = new ExcelJS.Workbook();
  if (res.statusCode === 200) await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, book };
}

/** A sheet's rows as plain arrays, header first. */
const rowsOf = (book: ExcelJS.Workbook, name: string) =>
  (book.getWorksheet(name)?.getSheetValues() ?? []).slice(1).map((r) => (r as unknown[]).slice(1));

describe.each(backends)("downloading and sharing audiences on %s", (backend) => {
  let w: AudienceWorld;
  let config: { id: number };
  beforeAll(async () => {
    w = await createAudienceWorld(backend);
    config = await saveConfig(w, w.ann, {
      name: "Café — 東京 / runners",
      categories: [await categoryId(w.t, "interest")],
      countries: ["US"],
      targeting_package: {
        hashtags: [{ label: "sneakers", evidence: { posts: 6, accounts: 5, audience_share: 0.5, lift: 3.2 } }],
        keywords: [{ label: "ultraboost", deselected: true }],
        handles: [{ handle: "nike", name: "Nike", followers: 1000 }],
        languages: [{ id: "en", label: "English" }],
        age: "AGE_25_TO_49",
      },
    });
  });
  afterAll(() => w.t.close());

  it("downloads the package as a workbook with English headers, named after the config", async () => {
    const { res, book } = await download(w, config.id, w.bob, "en");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Cafe_runners.xlsx"; filename*=UTF-8''${encodeURIComponent("Café — 東京 / runners.xlsx")}`,
    );
    expect(book.worksheets.map((s) => s.name)).toEqual([
      "Summary",
      "Keywords",
      "Hashtags",
      "Handles",
      "Locations",
      "Languages",
      "Interests",
      "Conversation topics",
      "Network operators",
      "Movies and TV shows",
      "Custom audiences",
    ]);
    expect(rowsOf(book, "Hashtags")).toEqual([
      ["Hashtag", "Selected", "Matching posts", "Audience accounts", "Share of audience", "Lift"],
      ["#sneakers", "yes", 6, 5, 0.5, 3.2],
    ]);
    expect(rowsOf(book, "Keywords")[1]?.slice(0, 2)).toEqual(["ultraboost", "no"]);
    const summary = rowsOf(book, "Summary");
    expect(summary).toContainEqual(["Name", "Café — 東京 / runners"]);
    expect(summary).toContainEqual(["Categories", "Interest"]);
    expect(summary).toContainEqual(["Countries", "United States"]);
    expect(summary).toContainEqual(["Age", "25 to 49"]);
    // #sneakers in the US: a01 a03 a06, and @nike's followers there: a03 a04 a06 → 4 accounts
    expect(summary).toContainEqual(["Core audience", 4]);
    expect(summary).toContainEqual(["Total native", 40]);
    expect(summary).toContainEqual(["Pro targeting size", 120]);
    expect(summary.find((r) => r[0] === "How estimated")?.[1]).toContain("in United States");
  });

  it("writes the headers in Japanese for a Japanese reader", async () => {
    const { book } = await download(w, config.id, w.ann, "ja,en;q=0.8");
    expect(book.worksheets[0]?.name).toBe("概要");
    expect(rowsOf(book, "ハッシュタグ")[0]).toEqual([
      "ハッシュタグ",
      "選択",
      "該当する投稿",
      "オーディエンスのアカウント",
      "オーディエンスに占める割合",
      "リフト",
    ]);
    expect(rowsOf(book, "キーワード")[1]?.[1]).toBe("いいえ");
    expect(rowsOf(book, "概要")).toContainEqual(["カテゴリ", "興味関心"]);
  });

  it("shares a config with a user by e-mail: mailed, readable, not changeable, on their audiences page", async () => {
    const res = await w.t.call({
      method: "POST",
      url: `/api/external/audience-configs/${config.id}/share/`,
      token: w.bob,
      payload: { email: "Eve@Rival.test" },
    });
    expect(res).toMatchObject({
      status: 201,
      body: { user: { email: "eve@rival.test" }, shared_by: { email: "bob@acme.test" } },
    });
    const again = await w.t.call({
      method: "POST",
      url: `/api/external/audience-configs/${config.id}/share/`,
      token: w.ann,
      payload: { email: "eve@rival.test" },
    });
    expect(again.body.shared_by.email).toBe("bob@acme.test");
    const mail = await w.t.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM outbox WHERE to_address = 'eve@rival.test' AND subject LIKE '%shared%'",
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("bob@acme.test shared the audience “Café — 東京 / runners” with you");
    expect(mail[0]?.body).toContain("http://localhost:8080/audiences");

    const seen = await w.t.call({ method: "GET", url: `/api/audience-configs/${config.id}/`, token: w.eve });
    expect(seen.body).toMatchObject({ access: "shared", can_edit: false, can_delete: false });
    expect((await download(w, config.id, w.eve, "en")).res.statusCode).toBe(200);
    const put = await w.t.call({
      method: "PUT",
      url: `/api/audience-configs/${config.id}/`,
      token: w.eve,
      payload: { version: 1, name: "Mine" },
    });
    expect(put).toMatchObject({ status: 403, body: { detail: expect.stringContaining("shared with you to read") } });
    expect(
      (await w.t.call({ method: "DELETE", url: `/api/audience-configs/${config.id}/`, token: w.eve })).status,
    ).toBe(403);
    const reshare = await w.t.call({
      method: "POST",
      url: `/api/external/audience-configs/${config.id}/share/`,
      token: w.eve,
      payload: { email: "ann@acme.test" },
    });
    expect(reshare.status).toBe(403);
    const page = await w.t.call({ method: "GET", url: "/api/audiences/", token: w.eve });
    expect(page.body.results).toContainEqual(
      expect.objectContaining({ id: config.id, access: "shared", team: expect.objectContaining({ name: "Acme" }) }),
    );
    // Her own team's list stays her team's.
    const team = await w.t.call({ method: "GET", url: `/api/audiences/?team=${w.rival.id}`, token: w.eve });
    expect(team.body.count).toBe(0);
  });

  it("shares by linked X account, and says who is unknown", async () => {
    await w.t.db.query("INSERT INTO users (email) VALUES ('carol@elsewhere.test'), ('dave@elsewhere.test')");
    // Carol linked @carol (store account a05) by its platform id; Dave's link names its handle.
    await w.t.db.query(
      `INSERT INTO social_accounts (user_id, provider, uid, extra)
       SELECT id, 'twitter', 'a05', '{}'::jsonb FROM users WHERE email = 'carol@elsewhere.test'
       UNION ALL SELECT id, 'twitter', '777', '{"screen_name": "DaveX"}'::jsonb FROM users WHERE email = 'dave@elsewhere.test'`,
    );
    const share = (handle: string) =>
      w.t.call({
        method: "POST",
        url: `/api/external/audience-configs/${config.id}/share-via-account/`,
        token: w.ann,
        payload: { handle },
      });
    expect(await share("@Carol")).toMatchObject({ status: 201, body: { user: { email: "carol@elsewhere.test" } } });
    expect(await share("davex")).toMatchObject({ status: 201, body: { user: { email: "dave@elsewhere.test" } } });
    const before = await rowCount(w.t, "audience_shares");
    expect(await share("nobody_here")).toMatchObject({
      status: 404,
      body: { detail: "No user has linked the account @nobody_here." },
    });
    expect(await share("not a handle")).toMatchObject({ status: 400, body: { handle: ["Handle is not valid"] } });
    expect(await rowCount(w.t, "audience_shares")).toBe(before);
  });

  it("refuses shares to nobody, to oneself and to bad addresses, recording nothing", async () => {
    const before = await rowCount(w.t, "audience_shares");
    const share = (email: string) =>
      w.t.call({
        method: "POST",
        url: `/api/external/audience-configs/${config.id}/share/`,
        token: w.ann,
        payload: { email },
      });
    const unknown = await share("ghost@nowhere.test");
    expect(unknown).toMatchObject({ status: 404, body: { detail: expect.stringContaining("ghost@nowhere.test") } });
    expect(await share("ann@acme.test")).toMatchObject({ status: 400, body: { detail: expect.any(String) } });
    expect(await share("not-an-address")).toMatchObject({ status: 400, body: { email: ["Email is not valid"] } });
    expect(await rowCount(w.t, "audience_shares")).toBe(before);
  });
});

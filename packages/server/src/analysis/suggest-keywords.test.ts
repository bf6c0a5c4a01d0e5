import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTeamWorld } from "../test/team-world.ts";
import { backends, type TestApp } from "../test/test-app.ts";

// Every suggestion is checked against the store's rows counted with plain SQL.
describe.each(backends)("keyword suggestion on %s", (backend) => {
  let t: TestApp;
  let ann: string;
  let eve: string;
  let acme: { slug: string };
  beforeAll(async () => {
    ({ t, ann, eve, acme } = await openTeamWorld(backend));
  });
  afterAll(() => t.close());

  const suggest = (payload: Record<string, unknown>, token = ann, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: "/api/external/keyword-suggestion/", token, payload, headers });

  /** Terms of the column starting with the prefix, by distinct authors, as the store's rows count them. */
  const counted = async (column: "keywords" | "hashtags", prefix: string, where = "true", params: unknown[] = []) =>
    t.db.query<{ term: string; accounts: number }>(
      `SELECT t AS term, count(DISTINCT p.author_id)::int AS accounts FROM posts p, unnest(p.${column}) AS t
       WHERE starts_with(t, $1) AND p.author_id IS NOT NULL AND ${where} GROUP BY t ORDER BY accounts DESC, t LIMIT 8`,
      [prefix, ...params],
    );

  it("suggests keywords and hashtags that start as typed, by how many accounts use them", async () => {
    const res = await suggest({ keyword: "Sne" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.prefix).toBe("sne");
    const keywords = await counted("keywords", "sne");
    const hashtags = await counted("hashtags", "sne");
    expect(keywords.length).toBeGreaterThan(0);
    expect(hashtags).toContainEqual({ term: "sneakers", accounts: 5 });
    expect(res.body.keywords).toEqual(keywords);
    expect(res.body.hashtags).toEqual(hashtags);
  });

  it("completes the last word typed, a hashtag too, and narrows by country and language", async () => {
    const res = await suggest({ keyword: "nike #ai" });
    expect(res.body.prefix).toBe("ai");
    expect(res.body.hashtags).toEqual(await counted("hashtags", "ai"));
    expect(res.body.hashtags[0]).toEqual({ term: "airmax", accounts: 6 });

    const jp = await suggest({ keyword: "スニ", country: "Japan", language: "ja" });
    expect(jp.status).toBe(200);
    const where = "p.lang = 'ja' AND p.author_id IN (SELECT id FROM accounts WHERE country = 'JP')";
    expect(jp.body.keywords).toEqual(await counted("keywords", "スニ", where));
    expect(jp.body.keywords.length).toBeGreaterThan(0);
    const us = await suggest({ keyword: "スニ", country: "US" });
    expect(us.body).toMatchObject({ keywords: [], hashtags: [] });
  });

  it("refuses what it cannot read with a detail, the signed-out and another team's caller", async () => {
    for (const payload of [
      { keyword: "" },
      { keyword: "ni", language: "english" },
      { keyword: "ni", country: "Qqzxland" },
      { keyword: "ni", limit: 500 },
    ]) {
      expect((await suggest(payload)).status, JSON.stringify(payload)).toBe(400);
    }
    const symbols = await suggest({ keyword: "##" }, ann, { "accept-language": "ja" });
    expect(symbols.status).toBe(400);
    expect(symbols.body.detail).toContain("クエリ");
    expect(
      (await t.call({ method: "POST", url: "/api/external/keyword-suggestion/", payload: { keyword: "ni" } })).status,
    ).toBe(403);
    expect((await suggest({ keyword: "ni" }, ann, { "x-team": acme.slug })).status).toBe(200);
    expect((await suggest({ keyword: "ni" }, eve, { "x-team": acme.slug })).status).toBe(404);
  });
});

import type { SectionResult, ShareItem } from "@xa/core/analysis/sections";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import { insertAudienceWorld } from "../test/test-world-audience.ts";
import { forgetPinnedScopes } from "./build-scope.ts";

/*
 * Expected numbers, counted by hand from test-world.ts + test-world-audience.ts. The test clock is
 * WORLD_NOW (2026-01-15), so the default window is 2025-12-15T23:55 … 2026-01-14T23:55: every post
 * but t29.
 * @nike (a01): followers a03 alice (US, female, 25-34, New York City, Marketing, coffee+fitness),
 *   a04 bob (US, male, 35-44, IT Developer, sneakers), a06 dave (US, male, 18-24),
 *   a07 yuki (JP, female, 25-34, Tokyo, sneakers), a09 hana (JP, female, 18-24, Tokyo) = 5.
 *   Posts in range: t01 (500 likes), t16 (900), t27 (400), all positive, on 01-08, 01-14, 01-11.
 *   Hashtags: t01 nike+sneakers, t16 airmax, t27 nike → nike 2, airmax 1, sneakers 1 of 3 posts.
 *   Keywords: "air" and "max" are in t01 and t16 only → the one pair seen twice is "air + max".
 *   The audience also follows adidas (a03, a04) and yuki (a09): top accounts adidas 2, yuki 1.
 *   Jaccard: adidas has followers a03 a04 a05 → 2 / (5 + 3 − 2) = 0.3333; yuki a08 a09 → 1 / 6 = 0.1667.
 *   Engagements in range by the audience: a03→t01, a03→t05, a04→t01 ×2, a06→t01, a07→t16 = 6;
 *   hashtags of those posts: sneakers 5 (t01 ×4, t05), nike 4, adidas 1, airmax 1.
 *   Own hashtags (bios + posts in range): airmax a03 a04 a06, running a03 a04 a06, sneakers a03 a04 a06,
 *   スニーカー a07 a09 → 3, 3, 3, 2 of 5. Bio word "runner": a03 a06 → 2 of 5.
 *   Languages of their posts: en a03 a04 a06, ja a07 a09 → 3 and 2.
 *   Snapshots in range: 01-05 990, 01-10 995, 01-14 1000 → change 10.
 *   Store-wide, "air" is a keyword of t01 t02 t10 t11 t13 t14 t16 t17 t18 t28 t29 = 11 of 41 posts,
 *   so its SEO lift for @nike is (2/3) / (11/41) = 2.48.
 * Keyword "nike": t01 t02 t03 t04 t08 t09 t11 t12 t14 t25 t27 j08 = 12 posts by a01 a03 a04 a06 a11
 *   a10 = 6 authors; US authors only: the 10 t-posts but t11 by 4 authors.
 * Conversation "Introducing": t01 and its reply t09 → 2 posts by a01 a04.
 * Post t01: t01 and its reply t09; engaged by a03, a04 (like, reply), a06 → audience 3.
 */
describe.each(backends)("analyze-query on %s", (backend) => {
  let t: TestApp;
  let token: string;
  const analyze = (payload: Record<string, unknown>, url = "/api/external/analyze-query/") =>
    t.call({ method: "POST", url, token, payload });

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    await insertAudienceWorld(t.db);
    token = await signIn(t, `analyst-${backend}@example.com`);
  });
  afterAll(async () => {
    await t.close();
  });

  it("needs a signed-in user", async () => {
    const res = await t.call({ method: "POST", url: "/api/external/analyze-query/", payload: { query: "nike" } });
    expect(res.status).toBe(403);
  });

  it("analyses a handle: every section from the store, with its base", async () => {
    const res = await analyze({ query_type: "handle", handle: "@NIKE" });
    expect(res.status).toBe(200);
    const s = res.body.sections;
    expect(res.body.resolved).toMatchObject({
      handle: "nike",
      country: "Global",
      end_date: "2026-01-14T23:55:00.000Z",
    });
    expect(Object.keys(s)).not.toContain("share_of_voice");
    expect(s.profile.account).toMatchObject({ id: "a01", handle: "nike", followers_count: 1000 });
    expect(s.posts.base.count).toBe(3);
    expect(s.posts.items.map((p: { id: string }) => p.id)).toEqual(["t16", "t01", "t27"]);
    expect(s.audience_size).toMatchObject({ value: 5, base: { unit: "accounts", count: 5 } });
    expect(s.top_accounts.items.map((a: { handle: string; score: number }) => [a.handle, a.score])).toEqual([
      ["adidas", 2],
      ["yuki", 1],
    ]);
    expect(s.similar_accounts.items.map((a: { handle: string; score: number }) => [a.handle, a.score])).toEqual([
      ["adidas", 0.3333],
      ["yuki", 0.1667],
    ]);
    expect(s.largest_followers.items.map((a: { handle: string }) => a.handle)).toEqual([
      "yuki",
      "alice",
      "hana",
      "bob",
      "dave",
    ]);
    expect(s.follower_growth.totals).toEqual({ start: 990, end: 1000, change: 10 });
    expect(s.follower_growth.series[0].points).toEqual([
      ["2026-01-05", 990],
      ["2026-01-10", 995],
      ["2026-01-14", 1000],
    ]);
    expect(s.hashtags_used_by_handle.items.slice(0, 3)).toEqual([
      { term: "nike", count: 2, share: 0.6667 },
      { term: "airmax", count: 1, share: 0.3333 },
      { term: "sneakers", count: 1, share: 0.3333 },
    ]);
    expect(s.keyword_combinations_used_by_handle.items).toEqual([{ term: "air + max", count: 2, share: 0.6667 }]);
    expect(s.sample_accounts.items).toHaveLength(5);
    expect(s.subreddits).toMatchObject({ items: [], note: expect.stringContaining("Reddit") });
    expect(s.conversation_volume.interval).toBe("day");
    expect(s.conversation_volume.totals).toEqual({ total: 3, peak: 1 });
    expect(s.conversation_volume.series[0].points.filter((p: [string, number]) => p[1] > 0)).toEqual([
      ["2026-01-08T00:00:00Z", 1],
      ["2026-01-11T00:00:00Z", 1],
      ["2026-01-14T00:00:00Z", 1],
    ]);
    expect(s.sentiment_analysis.totals).toEqual({ positive: 3, neutral: 0, negative: 0 });
    expect(s.topics.items[0]).toEqual({ term: "Sneakers", count: 2, share: 0.6667 });
    expect(s.seo.items.find((i: { term: string }) => i.term === "air")).toMatchObject({ count: 2, lift: 2.48 });
  });

  it("counts the audience's demographics with the unknown share and the method", async () => {
    const { body } = await analyze({ query_type: "handle", handle: "nike" });
    const s = body.sections;
    const shares = (section: { items: ShareItem[] }) => section.items.map((i) => [i.key, i.count, i.share]);
    expect(shares(s.countries)).toEqual([
      ["US", 3, 0.6],
      ["JP", 2, 0.4],
    ]);
    expect(s.countries.items[0].label).toBe("United States");
    expect(shares(s.genders)).toEqual([
      ["female", 3, 0.6],
      ["male", 2, 0.4],
      ["organization", 0, 0],
    ]);
    expect(s.genders.unknown).toEqual({ count: 0, share: 0 });
    expect(s.genders.method).toContain("first name");
    expect(shares(s.age_groups).filter((i: unknown[]) => (i[1] as number) > 0)).toEqual([
      ["18-24", 2, 0.4],
      ["25-34", 2, 0.4],
      ["35-44", 1, 0.2],
    ]);
    expect(shares(s.cities)).toEqual([
      ["Tokyo|JP", 2, 0.6667],
      ["New York City|US", 1, 0.3333],
    ]);
    expect(s.cities.unknown).toEqual({ count: 2, share: 0.4 });
    expect(shares(s.job_titles)).toEqual([
      ["IT Developer", 1, 0.5],
      ["Marketing", 1, 0.5],
    ]);
    expect(s.job_titles.unknown).toEqual({ count: 3, share: 0.6 });
    expect(shares(s.interests_of_this_audience)).toEqual([
      ["sneakers", 2, 0.6667],
      ["coffee", 1, 0.3333],
      ["fitness", 1, 0.3333],
    ]);
    expect(s.interests_of_this_audience.unknown).toEqual({ count: 2, share: 0.4 });
    expect(shares(s.languages)).toEqual([
      ["en", 3, 0.6],
      ["ja", 2, 0.4],
    ]);
    expect(s.most_interacted_hashtags.base).toMatchObject({ unit: "engagements", count: 6 });
    expect(s.most_interacted_hashtags.items.slice(0, 2)).toEqual([
      { term: "sneakers", count: 5, share: 0.8333 },
      { term: "nike", count: 4, share: 0.6667 },
    ]);
    expect(
      s.hashtags_self_view.items.slice(0, 4).map((i: { term: string; count: number }) => [i.term, i.count]),
    ).toEqual([
      ["airmax", 3],
      ["running", 3],
      ["sneakers", 3],
      ["スニーカー", 2],
    ]);
    expect(s.audience_self_view.items[0]).toEqual({ term: "runner", count: 2, share: 0.4 });
  });

  it("writes its texts in the caller's language: bases, methods, notes and labels", async () => {
    const ask = (language: string, payload: Record<string, unknown>) =>
      t.call({
        method: "POST",
        url: "/api/external/analyze-query/",
        token,
        payload,
        headers: { "accept-language": language },
      });
    const handle = { query_type: "handle", handle: "nike" };
    const [en, ja] = await Promise.all([ask("en-US,en;q=0.9", handle), ask("ja,en;q=0.8", handle)]);
    expect(ja.status).toBe(200);
    const labels = (body: typeof en.body, name: string) =>
      body.sections[name].items.map((i: { label: string }) => i.label);
    expect(labels(en.body, "genders")).toEqual(["Female", "Male", "Company/group"]);
    expect(labels(ja.body, "genders")).toEqual(["女性", "男性", "企業・団体"]);
    expect(labels(ja.body, "job_titles")).toEqual(["IT 開発者", "マーケティング"]);
    expect(labels(ja.body, "interests_of_this_audience")).toEqual(["スニーカー", "コーヒー", "フィットネス"]);
    expect(labels(ja.body, "languages")).toEqual(["英語", "日本語"]);
    expect(labels(ja.body, "countries")).toEqual(["アメリカ合衆国", "日本"]);
    // Japanese cities by their Japanese names; the gazetteer's other names are English.
    expect(labels(en.body, "cities")).toEqual(["Tokyo, Japan", "New York City, United States"]);
    expect(labels(ja.body, "cities")).toEqual(["東京（日本）", "ニューヨーク（アメリカ合衆国）"]);
    expect(en.body.sections.posts.base.description).toBe("posts by @nike from 2025-12-15 to 2026-01-14");
    expect(ja.body.sections.posts.base.description).toBe("@nike の投稿（2025-12-15〜2026-01-14）");
    // The default window: 30 days back from the end, 31 calendar days of snapshots.
    expect(en.body.sections.follower_growth.base.description).toBe(
      "daily follower counts of @nike: 3 snapshots in the 31-day range",
    );
    expect(ja.body.sections.follower_growth.base.description).toBe(
      "@nike の日別フォロワー数：31 日間のスナップショット 3 件",
    );
    expect(ja.body.sections.posts.note).toBe("いいねの多い順。");
    // The numbers are the same; every text the English analysis has, the Japanese one has in Japanese.
    for (const [name, section] of Object.entries(en.body.sections) as [string, SectionResult][]) {
      const other = ja.body.sections[name];
      expect(other.base.count).toBe(section.base.count);
      for (const [field, text] of [
        ["note", section.note],
        ["method", section.method],
        ["base", section.base.description],
      ]) {
        if (!text) continue;
        const translated = field === "base" ? other.base.description : other[field as string];
        expect({ name, field, translated }).toMatchObject({ translated: expect.stringMatching(/[぀-ヿ一-鿿]/) });
      }
    }
    // Keys and the response's resolved values stay as they are, whatever the language.
    expect(ja.body.sections.job_titles.items.map((i: { key: string }) => i.key)).toEqual(["IT Developer", "Marketing"]);
    expect(ja.body.resolved.country).toBe("Global");

    const keyword = { query_type: "keyword", query: "nike", country: "JP", sections: ["posts", "share_of_voice"] };
    const jp = await ask("ja", keyword);
    expect(jp.body.resolved.country).toBe("Japan");
    expect(jp.body.sections.posts.base.description).toBe(
      '"nike" に一致する投稿（投稿者の国：日本）（2025-12-15〜2026-01-14）',
    );
    const sov = await t.call({
      method: "POST",
      url: "/api/external/share-of-voice/",
      token,
      headers: { "accept-language": "ja" },
      payload: { keywords: [{ keyword: "nike", aliases: [] }], country: "US" },
    });
    expect(sov.status).toBe(200);
    expect(sov.body.base.description).toContain("（投稿者の国：アメリカ合衆国）");
    expect(sov.body.method).toContain("エンゲージメント");
  });

  it("narrows a keyword audience to a country and computes only the asked sections", async () => {
    const all = await analyze({ query_type: "keyword", query: "nike", sections: ["audience_size", "posts"] });
    expect(all.status).toBe(200);
    expect(Object.keys(all.body.sections).sort()).toEqual(["audience_size", "posts"]);
    expect(all.body.sections.posts.base.count).toBe(12);
    expect(all.body.sections.audience_size.value).toBe(6);
    const us = await analyze({
      query_type: "keyword",
      query: "nike",
      country: "United States",
      sections: ["audience_size", "posts"],
    });
    expect(us.body.resolved.country).toBe("United States");
    expect(us.body.sections.posts.base.count).toBe(10);
    expect(us.body.sections.audience_size.value).toBe(4);
  });

  it("reads a country by any of its names: UK matches the accounts GB does", async () => {
    const ask = (country: string) =>
      analyze({ query_type: "keyword", query: "adidas", country, sections: ["audience_size", "posts"] });
    const gb = await ask("GB");
    expect(gb.status).toBe(200);
    // carol (a05) is the one author in GB who writes "adidas" (t06, t23).
    expect(gb.body.sections.audience_size.value).toBe(1);
    expect(gb.body.sections.posts.base.count).toBe(2);
    for (const alias of ["UK", "uk", "U.K.", "United Kingdom", "Great Britain", "イギリス", "英国"]) {
      const res = await ask(alias);
      expect({ alias, status: res.status }).toEqual({ alias, status: 200 });
      expect(res.body.resolved.country).toBe("United Kingdom");
      expect(res.body.sections).toEqual(gb.body.sections);
    }
    for (const alias of ["USA", "America", "アメリカ", "us"]) {
      expect((await ask(alias)).body.sections.audience_size.value).toBe(
        (await ask("US")).body.sections.audience_size.value,
      );
    }
  });

  it("analyses a keyword with every section that applies, share of voice from its groups", async () => {
    const { status, body } = await analyze({ query_type: "keyword", query: "nike OR adidas" });
    expect(status).toBe(200);
    expect(Object.keys(body.sections)).not.toContain("profile");
    expect(Object.keys(body.sections)).not.toContain("similar_accounts");
    expect(
      body.sections.share_of_voice.items.map((i: { keyword: string; posts: number }) => [i.keyword, i.posts]),
    ).toEqual([
      ["nike", 12],
      ["adidas", 9],
    ]);
  });

  it("computes an asked section outside the type's list when it means something, else leaves it out", async () => {
    const { status, body } = await analyze({
      query_type: "keyword",
      query: "nike",
      sections: ["profile", "follower_growth", "similar_accounts", "hashtags_used_by_handle"],
    });
    expect(status).toBe(200);
    expect(Object.keys(body.sections)).toEqual(["hashtags_used_by_handle"]);
    expect(body.sections.hashtags_used_by_handle.base).toMatchObject({ unit: "posts", count: 12 });
    const handle = await analyze({ query_type: "handle", handle: "nike", sections: ["share_of_voice"] });
    expect(handle.status).toBe(200);
    expect(handle.body.sections).toEqual({});
  });

  it("compares a query's groups over its matched posts as share of voice over the store does, and keeps nothing", async () => {
    const keywords = [
      { keyword: "nike", aliases: [] },
      { keyword: "adidas", aliases: [] },
    ];
    for (const query_type of ["keyword", "conversation"]) {
      const payload = { query_type, query: "nike OR adidas", country: "United States", sections: ["share_of_voice"] };
      const fromGroups = await analyze(payload);
      const fromStore = await analyze({ ...payload, share_of_voice: keywords });
      expect(fromGroups.status).toBe(200);
      expect(fromGroups.body.sections.share_of_voice.base.count).toBeGreaterThan(0);
      expect(fromGroups.body.sections.share_of_voice).toEqual(fromStore.body.sections.share_of_voice);
    }
    // The requests of an analysis share its pinned scope; nothing is left once it is forgotten.
    await forgetPinnedScopes(t.db);
    const [left] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_class WHERE relname LIKE 'analysis\\_scope\\_%' AND relkind = 'r' AND relnamespace = current_schema()::regnamespace",
    );
    expect(left?.n).toBe(0);
  });

  it("analyses a conversation and a post", async () => {
    const conv = await analyze({ query: "Introducing", sections: ["posts", "audience_size"] });
    expect(conv.body.query_type).toBe("conversation");
    expect(conv.body.sections.posts.items.map((p: { id: string }) => p.id).sort()).toEqual(["t01", "t09"]);
    expect(conv.body.sections.audience_size.value).toBe(2);
    const post = await analyze({ query_type: "post", post_id: "t01", sections: ["posts", "audience_size", "profile"] });
    expect(post.body.sections.posts.base.count).toBe(2);
    expect(post.body.sections.audience_size.value).toBe(3);
    expect(post.body.sections.profile.account.handle).toBe("nike");
  });

  it("answers 404 for an unknown handle or post and 400 for bad input", async () => {
    const handle = await analyze({ query_type: "handle", handle: "@nobody" });
    expect(handle).toMatchObject({ status: 404, body: { detail: "No account @nobody in the data store" } });
    expect((await analyze({ query_type: "post", post_id: "12345" })).status).toBe(404);
    expect((await analyze({ query_type: "keyword" })).status).toBe(400);
    expect((await analyze({ query_type: "keyword", query: "(nike AND" })).status).toBe(400);
    expect((await analyze({ query: "nike", start_date: "2026-13-45" })).status).toBe(400);
    const order = await analyze({ query: "nike", start_date: "2026-01-10", end_date: "2026-01-01" });
    expect(order).toMatchObject({ status: 400, body: { detail: "start_date must not be after end_date." } });
    expect((await analyze({ query: "nike", country: "Qwertyland" })).status).toBe(400);
  });

  it("words its errors in the caller's language, and in English for everyone else", async () => {
    const inJapanese = (payload: Record<string, unknown>) =>
      t.call({
        method: "POST",
        url: "/api/external/analyze-query/",
        token,
        payload,
        headers: { "accept-language": "ja" },
      });
    expect(await inJapanese({ query_type: "handle", handle: "@nobody" })).toMatchObject({
      status: 404,
      body: { detail: "データストアに @nobody のアカウントはありません" },
    });
    expect(await inJapanese({ query_type: "keyword", query: 'nike "air max' })).toMatchObject({
      status: 400,
      body: { detail: "引用符が閉じていません（6 文字目）" },
    });
    expect(await inJapanese({ query: "nike", country: "Qwertyland" })).toMatchObject({
      status: 400,
      body: {
        detail: "不明な国「Qwertyland」です。国名、「JP」のような ISO コード、または「Global」を指定してください。",
      },
    });
    // Without a Japanese Accept-Language the same errors read as before.
    expect((await analyze({ query_type: "keyword", query: 'nike "air max' })).body).toEqual({
      detail: "Unclosed quote at character 6",
    });
    const shareOfVoice = await t.call({
      method: "POST",
      url: "/api/external/share-of-voice/",
      token,
      payload: { keywords: [{ keyword: "nike", aliases: ["nike OR"] }] },
      headers: { "accept-language": "ja-JP,ja;q=0.9" },
    });
    expect(shareOfVoice.body).toEqual({
      detail: "「nike」の別名「nike OR」：「OR」の後のグループが空です（6 文字目）",
    });
  });

  it("computes age groups, related audiences, similar and top accounts", async () => {
    const ages = await analyze({ query_type: "handle", handle: "nike" }, "/api/external/compute-age-groups/");
    expect(ages.status).toBe(200);
    expect(ages.body.age_percentages).toMatchObject({ "18-24": 40, "25-34": 40, "35-44": 20, "45-54": 0 });
    expect(ages.body.unknown_share).toBe(0);
    const related = await analyze({ query_type: "handle", handle: "nike" }, "/api/external/find-related-audiences/");
    expect(related.body.audience_configs).toEqual([
      { id: "followers-of-a02", name: "Followers of @adidas", size: 3, categories: ["Coffee", "Fitness", "Sneakers"] },
      { id: "followers-of-a07", name: "Followers of @yuki", size: 2, categories: [] },
    ]);
    const similar = await analyze({ query_type: "handle", handle: "nike" }, "/api/external/similar-accounts/");
    expect(similar.body.section.items[0].handle).toBe("adidas");
    expect((await analyze({ query: "nike" }, "/api/external/similar-accounts/")).status).toBe(400);
    const top = await analyze({ query_type: "keyword", query: "nike" }, "/api/external/top-accounts/");
    expect(top.status).toBe(200);
    expect(top.body.section.kind).toBe("accounts");
  });

  it("says it read demo data only when the analysed account or a post in scope is generated", async () => {
    // A store that holds a demo world beside imported data: analyses of the imported data are not demo.
    await t.db.exec("INSERT INTO demo_worlds (seed, accounts, days) VALUES (1, 1, 1)");
    try {
      const nike = () => analyze({ query_type: "keyword", query: "nike", sections: ["audience_size"] });
      const adidas = () => analyze({ query_type: "handle", handle: "adidas", sections: ["audience_size"] });
      expect((await nike()).body.demo_data).toBe(false);
      expect((await adidas()).body.demo_data).toBe(false);
      await t.db.exec(
        "UPDATE posts SET is_demo = true WHERE id = (SELECT min(id) FROM posts WHERE 'nike' = ANY(keywords))",
      );
      await t.db.exec("UPDATE accounts SET is_demo = true WHERE handle = 'adidas'");
      await forgetPinnedScopes(t.db);
      expect((await nike()).body.demo_data).toBe(true);
      expect((await adidas()).body.demo_data).toBe(true);
    } finally {
      await t.db.exec(
        "DELETE FROM demo_worlds; UPDATE posts SET is_demo = false WHERE is_demo; UPDATE accounts SET is_demo = false WHERE is_demo",
      );
      await forgetPinnedScopes(t.db);
    }
  });
});

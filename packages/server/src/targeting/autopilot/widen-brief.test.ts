import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { tinyWorld } from "../test/tiny-world.ts";
import { recountStats } from "./store-term-stats.ts";
import { widenBrief } from "./widen-brief.ts";

/*
 * Eight coffee drinkers write of 水出しコーヒー (cold brew), which the search index keeps as 水, 出し and
 * コーヒー, and of ハンドドリップ; eight others write ten posts each of the weather.
 */
describe.each(backends)("widening a Japanese brief (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { account, post } = tinyWorld(t.db);
    for (let i = 0; i < 8; i++) {
      await account(`c${i}`, `cafe${i}`);
      await account(`w${i}`, `weather${i}`);
      await post(`c${i}`, "今朝は水出しコーヒーを作った #コーヒー");
      await post(`c${i}`, "週末は自家焙煎のハンドドリップでコーヒー");
      for (let day = 0; day < 10; day++) await post(`w${i}`, `今日は一日中雨でした、${day + 1}日目`);
    }
  }, 120_000);
  afterAll(() => t.close());

  it("adds the words its posts use whole, never a piece of a longer word", async () => {
    const store = await recountStats(t.db);
    const query = { groups: [[{ kind: "word" as const, value: "コーヒー" }]], exclusions: [] };
    const { labels } = await widenBrief(t.db, query, store, new Set(["コーヒー"]));
    expect(labels).toContain("#コーヒー");
    expect(labels).not.toContain("出し");
    expect(labels).not.toContain("水");
    expect(labels).not.toContain("ハンド");
  });
});

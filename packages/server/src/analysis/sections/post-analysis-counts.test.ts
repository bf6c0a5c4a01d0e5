import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../../test/test-world.ts";

/*
 * Post t01 of the test world: the platform counts 500 likes, 100 reposts, 1 reply and no quote; the
 * store holds the engagements of a03 (like), a04 (like, reply t09) and a06 (repost): 3 accounts.
 */
describe.each(backends)("a post analysis says what it counts on %s", (backend) => {
  let t: TestApp;
  let token: string;
  const analyze = async (payload: Record<string, unknown>, language = "en") => {
    const res = await t.call({
      method: "POST",
      url: "/api/external/analyze-query/",
      token,
      payload,
      headers: { "accept-language": language },
    });
    expect(res.status).toBe(200);
    return res.body.sections;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    token = await signIn(t, `post-counts-${backend}@example.com`);
  });
  afterAll(async () => {
    await t.close();
  });

  it("states the post's public counts beside the engagers the store holds", async () => {
    const s = await analyze({
      query_type: "post",
      post_id: "t01",
      sections: ["audience_size", "genders", "age_groups", "sample_accounts", "top_accounts"],
    });
    expect(s.audience_size.value).toBe(3);
    const said =
      "3 of 601 engagers known. The post's public counts: likes 500, reposts 100, replies 1, quotes 0; the numbers here are of the engagers the store holds.";
    expect(s.audience_size.note).toBe(said);
    expect(s.genders.note).toBe(said);
    expect(s.age_groups.note).toBe(said);
    expect(s.sample_accounts.note).toBe(said);
    expect(s.top_accounts.note).toBe(said);
    const ja = await analyze({ query_type: "post", post_id: "t01", sections: ["audience_size"] }, "ja");
    expect(ja.audience_size.note).toContain("エンゲージメント 601 件のうち、ストアにあるアカウントは 3 件です。");
    // A keyword analysis has no public counts to set beside its audience.
    const keyword = await analyze({ query: "nike", sections: ["audience_size", "genders"] });
    expect(keyword.audience_size.note).toBeUndefined();
    expect(keyword.genders.note).toBeUndefined();
  });

  it("counts the same conversation in the volume chart and the conversation posts", async () => {
    const s = await analyze({
      query_type: "post",
      post_id: "t01",
      sections: ["conversation_volume", "conversation_posts"],
    });
    // Its conversation is its one reply, t09: the post itself is the posts card's, not the conversation's.
    expect(s.conversation_posts.items.map((p: { id: string }) => p.id)).toEqual(["t09"]);
    expect(s.conversation_posts.base.count).toBe(1);
    expect(s.conversation_volume.base.count).toBe(1);
    expect(s.conversation_volume.totals.total).toBe(1);
    expect(s.conversation_volume.base.description).toBe(s.conversation_posts.base.description);
  });

  it("words a count of one in the singular", async () => {
    const s = await analyze({ query_type: "post", post_id: "t16", sections: ["audience_size"] });
    expect(s.audience_size.value).toBe(1);
    expect(s.audience_size.label).toBe("account in the audience");
    const conversation = await analyze({ query: "Introducing", sections: ["conversation_posts"] });
    expect(conversation.conversation_posts.base.description).toMatch(/^replies in the 1 conversation of/);
  });
});

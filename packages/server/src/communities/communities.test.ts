import { mapV2Value } from "@xa/core/social/map-x-v2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeItems } from "../social/index.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

const COFFEE = "1758747817642700922";
const RUNNERS = "1758747817642700923";
const EMPTY = "1758747817642700924";

const user = (id: string, username: string, followers: number) => ({
  id,
  username,
  name: username,
  public_metrics: { followers_count: followers, following_count: 10, tweet_count: 5, listed_count: 0 },
});
const tweet = (id: string, author: string, text: string, day: string, likes: number, community?: string) => ({
  id,
  author_id: author,
  text,
  created_at: `2026-03-${day}T10:00:00.000Z`,
  lang: text.startsWith("コーヒー") ? "ja" : "en",
  conversation_id: id,
  public_metrics: { like_count: likes, retweet_count: 0, reply_count: 0, quote_count: 0 },
  ...(community ? { community_id: community } : {}),
});

// Six posts in two communities (four in Coffee by three authors, one in Runners), one outside any.
const PAGE = {
  data: [
    tweet("9001", "11", "pour over this morning", "02", 5, COFFEE),
    tweet("9002", "11", "new grinder arrived", "03", 1, COFFEE),
    tweet("9003", "12", "コーヒー豆を買った", "04", 9, COFFEE),
    tweet("9004", "13", "latte art attempt", "05", 2, COFFEE),
    tweet("9005", "13", "easy 10k today", "05", 3, RUNNERS),
    tweet("9006", "12", "pour over outside the community", "05", 50),
  ],
  includes: { users: [user("11", "nora", 900), user("12", "mori", 5000), user("13", "sam", 40)] },
};
const LOOKUPS = {
  data: [
    {
      id: COFFEE,
      name: "Home Baristas",
      description: "Pour over recipes and grinders",
      access: "Public",
      join_policy: "Open",
      member_count: 1200,
      created_at: "2024-02-17T00:00:00.000Z",
    },
    { id: RUNNERS, name: "Morning Runners", access: "Public", join_policy: "Open", member_count: 5400 },
    { id: EMPTY, name: "Quiet Corner", access: "Closed", join_policy: "RestrictedJoinRequestsDisabled" },
  ],
};

describe.each(backends)("communities on %s", (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date("2026-03-10T00:00:00Z");
    await writeItems(t.db, mapV2Value(PAGE), "x-v2");
    await writeItems(t.db, mapV2Value(LOOKUPS), "x-v2");
    token = await signIn(t, "analyst@example.com");
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.call({ method: "GET", url, token });

  it("lists the store's communities with X's member counts and the store's posts", async () => {
    const response = await get("/api/communities/");
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(3);
    expect(response.body.results.map((c: { name: string }) => c.name)).toEqual([
      "Home Baristas",
      "Morning Runners",
      "Quiet Corner",
    ]);
    expect(response.body.results[0]).toMatchObject({
      id: COFFEE,
      access: "Public",
      join_policy: "Open",
      member_count: 1200,
      created_at: "2024-02-17T00:00:00.000Z",
      posts: 4,
      authors: 3,
      first_post_at: "2026-03-02T10:00:00.000Z",
      last_post_at: "2026-03-05T10:00:00.000Z",
      demo: false,
    });
    expect(response.body.results[2]).toMatchObject({ posts: 0, authors: 0, member_count: null, last_post_at: null });
  });

  it("searches, orders and pages the list", async () => {
    const byMembers = await get("/api/communities/?order=members");
    expect(byMembers.body.results.map((c: { id: string }) => c.id)).toEqual([RUNNERS, COFFEE, EMPTY]);
    const search = await get("/api/communities/?q=grinder");
    expect(search.body).toMatchObject({ count: 1, results: [{ id: COFFEE }] });
    const second = await get("/api/communities/?limit=1&offset=1");
    expect(second.body).toMatchObject({ count: 3, results: [{ id: RUNNERS }] });
    const tooMany = await get("/api/communities/?limit=101");
    expect(tooMany.status).toBe(400);
    const badOrder = await get("/api/communities/?order=size");
    expect(badOrder.status).toBe(400);
  });

  it("shows one community's top members, latest posts and languages", async () => {
    const response = await get(`/api/community/?id=${COFFEE}`);
    expect(response.status).toBe(200);
    expect(
      response.body.top_members.map((m: { handle: string; posts: number; likes: number }) => [
        m.handle,
        m.posts,
        m.likes,
      ]),
    ).toEqual([
      ["nora", 2, 6],
      ["mori", 1, 9],
      ["sam", 1, 2],
    ]);
    expect(response.body.recent_posts.map((p: { id: string }) => p.id)).toEqual(["9004", "9003", "9002", "9001"]);
    expect(response.body.recent_posts[0]).toMatchObject({ handle: "sam", text: "latte art attempt", like_count: 2 });
    expect(response.body.languages).toEqual([
      { lang: "en", posts: 3 },
      { lang: "ja", posts: 1 },
    ]);
  });

  it("answers 404 for a community the store does not hold, 400 for a bad id, 403 signed out", async () => {
    const missing = await get("/api/community/?id=42");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: "No community 42 in the data store" });
    expect((await get("/api/community/?id=abc")).status).toBe(400);
    expect((await t.call({ method: "GET", url: "/api/communities/" })).status).toBe(403);
    expect((await t.call({ method: "GET", url: `/api/community/?id=${COFFEE}` })).status).toBe(403);
  });

  it("scopes a conversation analysis to the community, with or without a query", async () => {
    const analyse = (payload: Record<string, unknown>) =>
      t.call({
        method: "POST",
        url: "/api/external/analyze-query/",
        token,
        payload: {
          query_type: "conversation",
          start_date: "2026-03-01",
          end_date: "2026-03-09",
          sections: ["conversation_volume"],
          ...payload,
        },
      });
    const whole = await analyse({ community: COFFEE });
    expect(whole.status).toBe(200);
    expect(whole.body.resolved.community).toEqual({ id: COFFEE, name: "Home Baristas" });
    expect(whole.body.sections.conversation_volume.base.count).toBe(4);
    expect(whole.body.sections.conversation_volume.base.description).toContain('"Home Baristas"');
    // "pour over" matches one post inside the community and one outside: only the first counts.
    const query = await analyse({ community: COFFEE, query: "pour over" });
    expect(query.body.sections.conversation_volume.base.count).toBe(1);
    const everywhere = await analyse({ query: "pour over" });
    expect(everywhere.body.sections.conversation_volume.base.count).toBe(2);
    const unknown = await analyse({ community: "42" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: "No community 42 in the data store" });
    expect((await analyse({ community: "coffee" })).status).toBe(400);
  });
});

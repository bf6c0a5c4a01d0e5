import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { tinyWorld } from "../test/tiny-world.ts";
import { recountStats, type StoreSize } from "./store-term-stats.ts";
import { apartFromTopic, offTopicTerms } from "./topic-fit.ts";

/*
 * 40 writers, two posts each: 10 brew coffee, 30 play games. Everyone says "honestly"; the coffee
 * people also write "espresso", one gamer once wrote "cortado" and three gamers "speedrun".
 */
describe.each(backends)("offTopicTerms (%s)", (backend: Backend) => {
  let t: TestApp;
  let store: StoreSize;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { account, post } = tinyWorld(t.db);
    for (let i = 0; i < 40; i++) {
      const coffee = i < 10;
      await account(`w${i}`, `writer${i}`);
      await post(`w${i}`, coffee ? "Espresso before work #coffee" : "Ranked match tonight #gaming");
      await post(`w${i}`, i === 10 ? "Honestly a cortado" : i >= 11 && i <= 13 ? "Honestly a speedrun" : "Honestly");
    }
    store = await recountStats(t.db);
  }, 120_000);
  afterAll(() => t.close());

  it("sets aside a term whose users across the store are not the anchors' people", async () => {
    const off = await offTopicTerms(
      t.db,
      { keywords: ["coffee", "espresso", "honestly", "cortado", "speedrun"], hashtags: ["coffee", "gaming"] },
      { keywords: ["coffee"], hashtags: ["coffee"] },
      store,
    );
    // "honestly": 10 of its 40 writers use an anchor, as a quarter of the store's posts are theirs.
    // "cortado": its one writer is not shown to be theirs. "espresso": its 10 writers all are.
    expect([...off.keywords].sort()).toEqual(["cortado", "honestly", "speedrun"]);
    // Anchors are never judged.
    expect([...off.hashtags]).toEqual(["gaming"]);
  });

  it("judges nothing without anchors", async () => {
    const off = await offTopicTerms(
      t.db,
      { keywords: ["honestly"], hashtags: [] },
      { keywords: [], hashtags: [] },
      store,
    );
    expect(off.keywords.size + off.hashtags.size).toBe(0);
  });
});

/*
 * 100 writers, three posts each. 12 coffee people write coffee with espresso, cortado and v60, and a
 * post of their own about moisturizer; all of them also write "firm", as do 12 of the 88 others. So
 * "firm" is theirs four times as often as chance, though half its users are not theirs, where every
 * user of a coffee word is.
 */
describe.each(backends)("topic fit of active audiences (%s)", (backend: Backend) => {
  let t: TestApp;
  let store: StoreSize;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { account, post } = tinyWorld(t.db);
    for (let i = 0; i < 100; i++) {
      await account(`a${i}`, `writer${i}`);
      if (i < 12) {
        await post(`a${i}`, "Coffee with espresso and cortado");
        await post(`a${i}`, "Coffee v60 firm");
        await post(`a${i}`, "New moisturizer tonight");
      } else {
        await post(`a${i}`, i < 24 ? "A firm handshake" : "Nice weather");
        await post(`a${i}`, "Long day");
        await post(`a${i}`, "Off to bed");
      }
    }
    store = await recountStats(t.db);
  }, 120_000);
  afterAll(() => t.close());

  it("sets aside a word whose users are the topic's people far less often than a topic word's", async () => {
    const off = await offTopicTerms(
      t.db,
      { keywords: ["espresso", "cortado", "v60", "firm"], hashtags: [] },
      { keywords: ["coffee"], hashtags: [] },
      store,
    );
    expect([...off.keywords]).toEqual(["firm"]);
  });

  it("sets aside a word the audience writes apart from its topic's posts", async () => {
    const apart = await apartFromTopic(
      t.db,
      "posts",
      { keywords: ["espresso", "v60", "moisturizer"], hashtags: [] },
      { keywords: ["coffee"], hashtags: [] },
    );
    expect([...apart.keywords]).toEqual(["moisturizer"]);
  });
});

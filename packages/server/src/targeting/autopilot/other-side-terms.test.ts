import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { tinyWorld } from "../test/tiny-world.ts";
import { campTags, otherCampHandles, otherSideHandles, otherSideTerms, unmarkedTerms } from "./other-side-terms.ts";

/*
 * Two camps of 20: both write "guns"; the kept camp tags #enough, two of its members #2a as well;
 * the camp left out tags #2a, and one of them #marchforourlives once.
 */
describe.each(backends)("otherSideTerms (%s)", (backend: Backend) => {
  let t: TestApp;
  const leftOut = Array.from({ length: 20 }, (_, i) => `o${i}`);
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { account, post } = tinyWorld(t.db);
    for (let i = 0; i < 20; i++) {
      await account(`k${i}`, `kept${i}`);
      await account(`o${i}`, `owner${i}`);
      await post(`k${i}`, i < 2 ? "Enough guns #enough #2a" : "Enough guns #enough");
      await post(`o${i}`, i === 0 ? "Our guns #2a #marchforourlives" : "Our guns #2a");
    }
  }, 120_000);
  afterAll(() => t.close());

  const counts = (term: string, accounts: number) => ({ term, posts: accounts, accounts, storeAccounts: 40 });

  it("leaves out what the camps left out use far more than the side kept, and keeps what both use", async () => {
    const theirs = await otherSideTerms(
      t.db,
      {
        keywords: [counts("guns", 20)],
        hashtags: [counts("enough", 20), counts("2a", 2), counts("marchforourlives", 2)],
      },
      { kept: 20, leftOut },
    );
    expect([...theirs.keywords]).toEqual([]);
    // #marchforourlives: two of ours and one of theirs, theirs no more than ours.
    expect([...theirs.hashtags]).toEqual(["2a"]);
  });

  it("leaves out nothing when no camp was left out", async () => {
    const theirs = await otherSideTerms(t.db, { keywords: [], hashtags: [counts("2a", 2)] }, { kept: 20, leftOut: [] });
    expect(theirs.hashtags.size).toBe(0);
  });
});

/*
 * The side's audience: 12 accounts tagging #restart and writing "nuclear"; 3 of the other camp who
 * reached it by tagging #restart once, and write #nonukes; 20 more of that camp in the store tag
 * #nonukes alone.
 */
describe.each(backends)("unmarkedTerms (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { account, post } = tinyWorld(t.db);
    for (let i = 0; i < 12; i++) {
      await account(`r${i}`, `restart${i}`);
      await post(`r${i}`, "Nuclear power now #restart");
    }
    for (let i = 0; i < 23; i++) {
      await account(`n${i}`, `nonukes${i}`);
      await post(`n${i}`, i < 3 ? "Nuclear? No #nonukes #restart" : "Nuclear? No #nonukes");
    }
    await t.db.exec(
      "CREATE TABLE side_posts AS SELECT id, author_id, keywords, hashtags, lang FROM posts WHERE author_id LIKE 'r%' OR author_id IN ('n0', 'n1', 'n2')",
    );
  }, 120_000);
  afterAll(() => t.close());

  const counts = (term: string, accounts: number, storeAccounts: number) => ({
    term,
    posts: accounts,
    accounts,
    storeAccounts,
  });

  it("leaves out the terms whose users across the store seldom tag the brief's hashtags, and keeps shared ones", async () => {
    const theirs = await unmarkedTerms(
      t.db,
      "side_posts",
      {
        keywords: [counts("nuclear", 15, 35), counts("power", 12, 12)],
        hashtags: [counts("restart", 15, 15), counts("nonukes", 3, 23)],
      },
      { hashtags: ["restart"], audienceSize: 15 },
    );
    expect([...theirs.hashtags]).toEqual(["nonukes"]);
    expect([...theirs.keywords]).toEqual([]);
    // "power": its users all tag #restart, as the audience does; "nuclear" is both camps'.
    expect([...theirs.marked]).toEqual(["power"]);
  });

  it("leaves out nothing when the brief has no hashtag", async () => {
    const theirs = await unmarkedTerms(
      t.db,
      "side_posts",
      { keywords: [], hashtags: [counts("nonukes", 3, 23)] },
      { hashtags: [], audienceSize: 15 },
    );
    expect(theirs.hashtags.size).toBe(0);
  });
});

/*
 * Two camps of 20: one tags #2a, the other #guncontrolnow. @range is followed by 18 of the first and
 * 6 of the second, @dana by 2 and 18, @both by 10 of each; o0 is an account of the second camp.
 */
describe.each(backends)("look-alike handles of the other camp (%s)", (backend: Backend) => {
  let t: TestApp;
  const theirIds = Array.from({ length: 20 }, (_, i) => `o${i}`);
  const follows: Record<string, [number, number]> = { range: [18, 6], dana: [2, 18], both: [10, 10] };
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { account, post, follow } = tinyWorld(t.db);
    for (const handle of Object.keys(follows)) await account(handle, handle);
    for (let i = 0; i < 20; i++) {
      await account(`k${i}`, `kept${i}`);
      await account(`o${i}`, `owner${i}`);
      await post(`k${i}`, "Range day #2a");
      await post(`o${i}`, "Background checks now #guncontrolnow");
    }
    for (const [handle, [ours, theirs]] of Object.entries(follows)) {
      for (let i = 0; i < ours; i++) await follow(`k${i}`, handle);
      for (let i = 0; i < theirs; i++) await follow(`o${i}`, handle);
    }
    // #rangeday is the first camp's own: 18 of it tag it, and two of the second. Those two follow @club,
    // as do 4 of the first camp.
    await account("club", "club");
    for (let i = 0; i < 18; i++) await post(`k${i}`, "Out at the range #rangeday");
    for (const i of [0, 1]) {
      await post(`o${i}`, "Visited a range #rangeday");
      await follow(`o${i}`, "club");
    }
    for (let i = 0; i < 4; i++) await follow(`k${i}`, "club");
  }, 120_000);
  afterAll(() => t.close());

  const candidate = (id: string) => ({ id, term: id, posts: 0, accounts: follows[id]?.[0] ?? 1, storeAccounts: 40 });
  const candidates = ["range", "dana", "both", "o0"].map(candidate);

  it("leaves out the accounts the camp left out follows far more, and that camp's own accounts", async () => {
    const theirs = await otherSideHandles(t.db, candidates, { kept: 20, leftOut: theirIds });
    expect([...theirs].sort()).toEqual(["dana", "o0"]);
  });

  it("leaves out the accounts the other camp's taggers reach more than the brief's taggers do", async () => {
    const theirs = await otherCampHandles(t.db, candidates, { brief: ["2a"], theirs: ["guncontrolnow"] });
    expect([...theirs]).toEqual(["dana"]);
  });

  it("reads a tag mostly the brief's own taggers use as theirs, not another camp's", async () => {
    const theirs = await otherCampHandles(t.db, [...candidates, candidate("club")], {
      brief: ["2a"],
      theirs: ["guncontrolnow", "rangeday"],
    });
    expect([...theirs]).toEqual(["dana"]);
  });

  it("leaves out nothing without the brief's hashtags or the other camp's", async () => {
    expect((await otherCampHandles(t.db, candidates, { brief: [], theirs: ["guncontrolnow"] })).size).toBe(0);
    expect((await otherCampHandles(t.db, candidates, { brief: ["2a"], theirs: ["2a"] })).size).toBe(0);
  });
});

describe("campTags", () => {
  it("names a camp by its topic's tags before everyday ones, and not by a tag one account uses", () => {
    const tag = (term: string, accounts: number, storeAccounts: number) => ({
      term,
      posts: accounts,
      accounts,
      storeAccounts,
    });
    const counts = [
      tag("mondaymotivation", 3, 150),
      tag("guncontrolnow", 15, 20),
      tag("enough", 6, 12),
      tag("once", 1, 1),
    ];
    expect(campTags(counts, { camp: 20, store: 1000 })).toEqual(["guncontrolnow", "enough", "mondaymotivation"]);
    expect(campTags(counts, { camp: 0, store: 1000 })).toEqual([]);
  });
});

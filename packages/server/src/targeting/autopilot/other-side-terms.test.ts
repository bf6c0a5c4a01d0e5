import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { tinyWorld } from "../test/tiny-world.ts";
import { otherSideTerms } from "./other-side-terms.ts";

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

import { mapV2Value } from "@xa/core/social/map-x-v2";
import { ENRICHMENT_VERSION } from "@xa/text/enrich/enrichment-version";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { countEventLoopTurns } from "../test/event-loop-turns.ts";
import { ingestJsonl } from "../test/ingest-jsonl.ts";
import { runServicesStart } from "../test/start-services.ts";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";
import { enrichAccounts, enrichStaleAccounts } from "./enrich-accounts.ts";
import { writeItems } from "./write-items.ts";

/** A v2 response page of posts by the given authors, each with its hashtags. */
function page(posts: { id: string; author: string; tags: string[] }[]): string {
  const users = [...new Set(posts.map((p) => p.author))].map((id) => ({
    id,
    username: `user${id}`,
    name: "Alex Morgan",
    description: "Hello there",
  }));
  const data = posts.map((p) => {
    const text = `Posting again ${p.tags.map((t) => `#${t}`).join(" ")}`;
    return {
      id: p.id,
      author_id: p.author,
      text,
      created_at: "2026-03-01T10:00:00.000Z",
      lang: "en",
      entities: { hashtags: p.tags.map((tag) => ({ start: text.indexOf(`#${tag}`), end: 0, tag })) },
    };
  });
  return `${JSON.stringify({ data, includes: { users } })}\n`;
}

describe.each(backends)("account enrichment on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });
  const interestsOf = async (id: string) =>
    (await t.db.query<{ interests: string[] }>("SELECT interests FROM accounts WHERE id = $1", [id]))[0]?.interests;
  const load = (lines: string) => ingestJsonl(t.db, lines);

  it("finds interests in the hashtags an account used twice or more, and again after new tagged posts", async () => {
    await load(
      page([
        { id: "801", author: "71", tags: ["espresso"] },
        { id: "802", author: "71", tags: ["espresso", "gaming"] },
        { id: "803", author: "72", tags: ["coffee"] },
      ]),
    );
    expect(await enrichAccounts(t.db, { batchSize: 1 })).toBe(2);
    // A neutral bio: coffee comes from #espresso twice; one #gaming or #coffee is no interest.
    expect(await interestsOf("71")).toEqual(["coffee"]);
    expect(await interestsOf("72")).toEqual([]);
    expect(await enrichAccounts(t.db)).toBe(0);

    // A second tagged post for gaming: the author is enriched again, the other is not.
    await load(page([{ id: "804", author: "71", tags: ["gaming"] }]));
    expect(await enrichAccounts(t.db)).toBe(1);
    expect((await interestsOf("71"))?.sort()).toEqual(["coffee", "gaming"]);
  });

  it("enriches an account again when what it reads of the profile changes, a verified type too", async () => {
    const profile = (verified_type?: string) =>
      `${JSON.stringify({
        data: [{ id: "951", author_id: "95", text: "New drop today", lang: "en" }],
        includes: { users: [{ id: "95", username: "northwind", name: "Northwind", description: "", verified_type }] },
      })}\n`;
    const typeOf = async () =>
      (await t.db.query<{ account_type: string }>("SELECT account_type FROM accounts WHERE id = '95'"))[0]
        ?.account_type;
    await load(profile());
    await enrichAccounts(t.db);
    expect(await typeOf()).not.toBe("organization");
    await load(profile("business"));
    expect(await enrichAccounts(t.db)).toBe(1);
    expect(await typeOf()).toBe("organization");
  });

  // Two connections at once: PostgreSQL only (PGlite has one, so nothing can change in between).
  const concurrent = backend === "postgres";

  /** Runs `work` in a transaction of its own and keeps it open, as an import's batch is, until `commit`. */
  async function holdOpen(work: (tx: Db) => Promise<unknown>) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: (pid: number) => void = () => {};
    const backendPid = new Promise<number>((resolve) => {
      started = resolve;
    });
    const finished = t.db.transaction(async (tx) => {
      await work(tx);
      started((await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid"))[0]?.pid ?? 0);
      await released;
    });
    // `finished` settles first only when `work` failed: the test then fails with its error.
    const backend = await Promise.race([backendPid, finished.then(() => 0)]);
    return {
      backend,
      commit: async () => {
        release();
        await finished;
      },
    };
  }

  /** Waits until `work` settles, or until it waits for a lock the given backend holds. */
  async function untilSettledOrBlockedBy(backendPid: number, work: Promise<unknown>) {
    let settled = false;
    void work.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let waited = 0; !settled && waited < 10_000; waited += 20) {
      const [blocked] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))",
        [backendPid],
      );
      if ((blocked?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const stateOf = async (id: string) =>
    (
      await t.db.query<{ country: string | null; done: boolean }>(
        "SELECT country, enrichment_version > 0 AS done FROM accounts WHERE id = $1",
        [id],
      )
    )[0];

  it.runIf(concurrent)(
    "leaves an account an import is changing waiting, instead of marking it done with the old profile",
    async () => {
      await load(page([{ id: "901", author: "91", tags: ["espresso"] }]));
      const importer = await holdOpen((tx) =>
        tx.query("UPDATE accounts SET location = 'Tokyo, Japan', enrichment_version = 0 WHERE id = '91'"),
      );
      const enriching = enrichAccounts(t.db);
      await untilSettledOrBlockedBy(importer.backend, enriching);
      await importer.commit();
      expect(await enriching).toBe(0);
      expect(await stateOf("91")).toEqual({ country: null, done: false });
      // The next enrichment (the changing import's own step) reads the new profile.
      expect(await enrichAccounts(t.db)).toBe(1);
      expect(await stateOf("91")).toEqual({ country: "JP", done: true });
    },
  );

  it.runIf(concurrent)(
    "does not mark an author done without the tagged posts an import was storing while it ran",
    async () => {
      await load(
        page([
          { id: "911", author: "92", tags: ["espresso"] },
          { id: "912", author: "92", tags: ["espresso"] },
        ]),
      );
      // An import's batch: the author's profile as it was, and two new posts tagged #gaming.
      const batch = mapV2Value(
        JSON.parse(
          page([
            { id: "913", author: "92", tags: ["gaming"] },
            { id: "914", author: "92", tags: ["gaming"] },
          ]),
        ),
      ).filter((item) => item.type !== "skip");
      const importer = await holdOpen((tx) => writeItems(tx, batch, "x-v2"));
      const enriching = enrichAccounts(t.db);
      await untilSettledOrBlockedBy(importer.backend, enriching);
      await importer.commit();
      await enriching;
      await enrichAccounts(t.db);
      expect((await interestsOf("92"))?.sort()).toEqual(["coffee", "gaming"]);
    },
  );

  it.runIf(concurrent)("leaves an account another run claimed meanwhile to that run", async () => {
    await load(
      page([
        { id: "931", author: "941", tags: ["espresso"] },
        { id: "932", author: "942", tags: ["espresso"] },
      ]),
    );
    // Enrichment is held after its claim, where it reads the hashtags; meanwhile another run claims
    // one of its accounts (as after a reset by a new tagged post, whose hashtags only it has read).
    const posts = await holdOpen((tx) => tx.query("LOCK TABLE posts IN ACCESS EXCLUSIVE MODE"));
    const enriching = enrichAccounts(t.db);
    await untilSettledOrBlockedBy(posts.backend, enriching);
    await t.db.query("UPDATE accounts SET enrichment_version = -1 WHERE id = '942' AND enrichment_version < 0");
    await posts.commit();
    expect(await enriching).toBe(1);
    expect(await stateOf("941")).toEqual({ country: null, done: true });
    expect(await stateOf("942")).toEqual({ country: null, done: false });
    expect(await enrichAccounts(t.db)).toBe(1);
    expect(await stateOf("942")).toEqual({ country: null, done: true });
  });

  it("hands the event loop back between batches, so the server answers requests meanwhile", async () => {
    await enrichAccounts(t.db);
    const authors = ["951", "952", "953", "954", "955", "956"];
    await load(page(authors.map((author, i) => ({ id: String(9_510 + i), author, tags: ["matcha"] }))));
    const turns = countEventLoopTurns();
    expect(await enrichAccounts(t.db, { batchSize: 1 })).toBe(authors.length);
    expect(turns.stop()).toBeGreaterThanOrEqual(authors.length);
  });

  it("takes up again accounts a run claimed but never finished", async () => {
    await load(page([{ id: "921", author: "93", tags: ["espresso"] }]));
    // A run that stopped after its claim (a crash, a restart) leaves this behind.
    await t.db.query("UPDATE accounts SET enrichment_version = -1 WHERE id = '93'");
    expect(await enrichAccounts(t.db)).toBe(1);
    expect(await stateOf("93")).toEqual({ country: null, done: true });
  });
});

/** Profiles whose locations the accounts' enrichment version 2 reads differently, one it reads alike, one without. */
const PROFILES = {
  data: [{ id: "7001", author_id: "61", text: "hello", created_at: "2026-03-01T10:00:00.000Z", lang: "en" }],
  includes: {
    users: [
      { id: "61", username: "kana_ny", name: "Kana", location: "ニューヨーク在住" },
      { id: "62", username: "ken_sh", name: "Ken", location: "上海在住の日本人" },
      { id: "63", username: "amy_nyc", name: "Amy" },
      { id: "64", username: "yui_tokyo", name: "Yui", location: "東京" },
    ],
  },
};

const CURRENT = ENRICHMENT_VERSION.accounts;

type Place = { id: string; country: string | null; city: string | null; enrichment_version: number };

describe.each(backends)("accounts enriched again after an enrichment change, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await ingestJsonl(t.db, PROFILES);
    await enrichAccounts(t.db);
  });
  afterAll(async () => {
    await t.close();
  });
  const places = () => t.db.query<Place>("SELECT id, country, city, enrichment_version FROM accounts ORDER BY id");
  /**
   * The accounts as version 1 left them: no city for Japanese-written cities abroad, 日本人 read
   * as Japan. The two others get a mark version 2 would not write, to show which are rewritten.
   */
  const storeAsVersion1 = () =>
    t.db.exec(`
      UPDATE accounts SET enrichment_version = 1;
      UPDATE accounts SET country = NULL, city = NULL WHERE id = '61';
      UPDATE accounts SET country = 'JP', city = NULL WHERE id = '62';
      UPDATE accounts SET country = 'ZZ' WHERE id = '63';
      UPDATE accounts SET city = 'Tokyo (v1)' WHERE id = '64';`);

  it("reads cities abroad written in Japanese", async () => {
    expect(await places()).toEqual([
      { id: "61", country: "US", city: "New York City", enrichment_version: CURRENT },
      { id: "62", country: "CN", city: "Shanghai", enrichment_version: CURRENT },
      { id: "63", country: null, city: null, enrichment_version: CURRENT },
      { id: "64", country: "JP", city: "Tokyo", enrichment_version: CURRENT },
    ]);
    expect(await enrichStaleAccounts(t.db)).toBe(0);
  });

  it("enriches again only the accounts the change can alter, and marks the others current", async () => {
    await storeAsVersion1();
    expect(await enrichStaleAccounts(t.db)).toBe(3);
    expect(await places()).toEqual([
      { id: "61", country: "US", city: "New York City", enrichment_version: CURRENT },
      { id: "62", country: "CN", city: "Shanghai", enrichment_version: CURRENT },
      // Not read: without a location, the change cannot alter it.
      { id: "63", country: "ZZ", city: null, enrichment_version: CURRENT },
      // Read again (it has a location), and found where it was.
      { id: "64", country: "JP", city: "Tokyo", enrichment_version: CURRENT },
    ]);
    expect(await enrichStaleAccounts(t.db)).toBe(0);
  });

  it("leaves pending and claimed accounts to the enrichment, which takes them up", async () => {
    await t.db.exec(
      "UPDATE accounts SET enrichment_version = 0 WHERE id = '63'; UPDATE accounts SET enrichment_version = -5 WHERE id = '64'",
    );
    expect(await enrichStaleAccounts(t.db)).toBe(2);
    expect((await places()).map((p) => [p.id, p.city, p.enrichment_version])).toEqual([
      ["61", "New York City", CURRENT],
      ["62", "Shanghai", CURRENT],
      ["63", null, CURRENT],
      ["64", "Tokyo", CURRENT],
    ]);
  });

  it("does it when the server starts, and says so", async () => {
    await storeAsVersion1();
    const logged = await runServicesStart(t.db);
    expect(logged).toEqual([
      expect.stringMatching(/^Enriched 3 stored accounts again with the current methods in \d+\.\d s\.$/),
    ]);
    expect((await places()).map((p) => p.country)).toEqual(["US", "CN", "ZZ", "JP"]);
  });

  it("enriches again an account without a profile whose #fire posts made it interested in finance", async () => {
    const fire = (id: string) => ({
      id,
      author_id: "66",
      text: "Campfire night #fire",
      created_at: "2026-03-01T10:00:00.000Z",
      entities: { hashtags: [{ start: 15, end: 20, tag: "fire" }] },
    });
    const posts = {
      data: [fire("7601"), fire("7602")],
      includes: { users: [{ id: "66", username: "sam_f", name: "Sam" }] },
    };
    await ingestJsonl(t.db, posts);
    await enrichAccounts(t.db);
    const interests = async () =>
      (await t.db.query<{ interests: string[] }>("SELECT interests FROM accounts WHERE id = '66'"))[0]?.interests;
    expect(await interests()).toEqual([]);
    // As version 1 left it: #fire used twice was finance.
    await t.db.exec("UPDATE accounts SET enrichment_version = 1, interests = '{finance}' WHERE id = '66'");
    expect(await enrichStaleAccounts(t.db)).toBe(1);
    expect(await interests()).toEqual([]);
  });

  it("enriches again from version 2 the accounts with an organisation's name, one an article starts or an analyst's bio, and only those", async () => {
    await ingestJsonl(t.db, {
      data: [{ id: "7701", author_id: "70", text: "Breaking", created_at: "2026-03-01T10:00:00.000Z", lang: "en" }],
      includes: {
        users: [
          { id: "70", username: "FoxNews", name: "Fox News", description: "America's #1 cable news network" },
          { id: "71", username: "jporter", name: "Jane Porter", description: "Gardener" },
          { id: "72", username: "labirra", name: "La Birra", description: "Craft beer reviews" },
          { id: "73", username: "pol", name: "Sam Reed", description: "Political Analyst" },
        ],
      },
    });
    await enrichAccounts(t.db);
    const types = () =>
      t.db.query<{
        id: string;
        account_type: string;
        gender: string;
        job_group: string | null;
        enrichment_version: number;
      }>(
        "SELECT id, account_type, gender, job_group, enrichment_version FROM accounts WHERE id IN ('70', '71', '72', '73') ORDER BY id",
      );
    expect(await types()).toEqual([
      { id: "70", account_type: "organization", gender: "unknown", job_group: null, enrichment_version: CURRENT },
      { id: "71", account_type: "person", gender: "female", job_group: null, enrichment_version: CURRENT },
      { id: "72", account_type: "unknown", gender: "unknown", job_group: null, enrichment_version: CURRENT },
      { id: "73", account_type: "unknown", gender: "unknown", job_group: null, enrichment_version: CURRENT },
    ]);
    // As version 2 left them: Fox read as a man's first name, La as a woman's, any analyst as
    // financial; Jane gets a mark version 3 would not write.
    await t.db.exec(`
      UPDATE accounts SET enrichment_version = 2, account_type = 'unknown', gender = 'male' WHERE id = '70';
      UPDATE accounts SET enrichment_version = 2, city = 'Mark (v2)' WHERE id = '71';
      UPDATE accounts SET enrichment_version = 2, account_type = 'person', gender = 'female' WHERE id = '72';
      UPDATE accounts SET enrichment_version = 2, job_group = 'Financial' WHERE id = '73';`);
    expect(await enrichStaleAccounts(t.db)).toBe(3);
    expect(await types()).toEqual([
      { id: "70", account_type: "organization", gender: "unknown", job_group: null, enrichment_version: CURRENT },
      { id: "71", account_type: "person", gender: "female", job_group: null, enrichment_version: CURRENT },
      { id: "72", account_type: "unknown", gender: "unknown", job_group: null, enrichment_version: CURRENT },
      { id: "73", account_type: "unknown", gender: "unknown", job_group: null, enrichment_version: CURRENT },
    ]);
    expect((await t.db.query<{ city: string }>("SELECT city FROM accounts WHERE id = '71'"))[0]?.city).toBe(
      "Mark (v2)",
    );
  });

  it("enriches again from version 4 the accounts with a state after a city, a partner in the bio or an organisation's bio", async () => {
    await ingestJsonl(t.db, {
      data: [{ id: "7801", author_id: "80", text: "Hello", created_at: "2026-03-01T10:00:00.000Z", lang: "en" }],
      includes: {
        users: [
          { id: "80", username: "bham", name: "Kennard Walker", location: "Birmingham, AL" },
          { id: "81", username: "hislife", name: "Xq", description: "Life with his wife and dogs" },
          { id: "82", username: "kxlu", name: "KXLU 88.9 FM", description: "Independent college radio" },
          { id: "83", username: "plain", name: "Bob" },
        ],
      },
    });
    await enrichAccounts(t.db);
    const rows = () =>
      t.db.query<{ id: string; country: string | null; gender: string; account_type: string; v: number }>(
        "SELECT id, country, gender, account_type, enrichment_version AS v FROM accounts WHERE id IN ('80', '81', '82', '83') ORDER BY id",
      );
    const now = await rows();
    // As version 4 left them: Birmingham in Britain, the wife taken for the writer, the station for a man's name.
    await t.db.exec(`
      UPDATE accounts SET enrichment_version = 4, country = 'GB' WHERE id = '80';
      UPDATE accounts SET enrichment_version = 4, gender = 'female' WHERE id = '81';
      UPDATE accounts SET enrichment_version = 4, gender = 'male', account_type = 'person' WHERE id = '82';
      UPDATE accounts SET enrichment_version = 4, country = 'ZZ' WHERE id = '83';`);
    expect(await enrichStaleAccounts(t.db)).toBe(3);
    expect(await rows()).toEqual([
      { id: "80", country: "US", gender: "male", account_type: "person", v: CURRENT },
      { id: "81", country: null, gender: "unknown", account_type: "person", v: CURRENT },
      { id: "82", country: null, gender: "unknown", account_type: "organization", v: CURRENT },
      // Not read: no change since version 4 can alter a name-only account.
      { id: "83", country: "ZZ", gender: "male", account_type: "person", v: CURRENT },
    ]);
    expect(now.map((row) => row.country)).toEqual(["US", null, null, null]);
  });
});

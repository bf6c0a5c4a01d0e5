import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { emptyPost } from "@xa/core/social/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker } from "../jobs/worker.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { ingest } from "./import/ingest.ts";
import { socialJobHandlers } from "./social-jobs.ts";
import { writeItems } from "./write-items.ts";

const DATA = path.resolve(import.meta.dirname, "../../fixtures/reddit");
const file = (name: string) => fs.createReadStream(path.join(DATA, name), { highWaterMark: 4 * 1024 });
type DumpLine = { subreddit: string; author: string; title?: string; body?: string };
const dump: DumpLine[] = fs
  .readFileSync(path.join(DATA, "dump.ndjson"), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));
const WINDOW = { start_date: "2026-10-01T00:00:00.000Z", end_date: "2026-10-31T23:59:59.000Z" };

describe.each(backends)("Reddit imports on %s", (backend) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date("2026-11-01T00:00:00.000Z");
    staff = await signIn(t, "staff@example.com");
  });
  afterAll(async () => {
    await t.close();
  });
  const rows = <T>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
  const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T;
  const analyze = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({
      method: "POST",
      url: "/api/external/analyze-query/",
      token: staff,
      payload: { ...WINDOW, ...payload },
      headers,
    });

  it("says the store holds no Reddit data while it holds none", async () => {
    // Another query than the tests below: an analysis's scope is kept for a few seconds after use.
    const en = await analyze({ query_type: "keyword", query: "latte", sections: ["subreddits"] });
    expect(en.status).toBe(200);
    expect(en.body.sections.subreddits).toMatchObject({
      kind: "terms",
      items: [],
      base: { unit: "posts", count: 0 },
      note: expect.stringMatching(/^This store holds no Reddit data/),
    });
    const ja = await analyze(
      { query_type: "keyword", query: "latte", sections: ["subreddits"] },
      { "accept-language": "ja" },
    );
    expect(ja.body.sections.subreddits.note).toMatch(/^このストアには Reddit のデータがない/);
  });

  it("imports a dump of submissions and comments: platform, subreddit, threads, authors, enrichment", async () => {
    const summary = await ingest({ db: t.db, input: file("dump.ndjson"), filename: "RC_2026-10.ndjson" });
    expect(summary).toMatchObject({ format: "reddit-ndjson", read: 50, skipped: {}, badLines: [] });
    expect(summary.written.posts.inserted).toBe(50);
    const named = new Set(dump.map((d) => d.author).filter((a) => a !== "[deleted]"));
    expect(summary.written.accounts.inserted).toBe(named.size);

    const bySubreddit = await rows<{ subreddit: string; n: number; kinds: string }>(
      `SELECT subreddit, count(*)::int AS n, string_agg(DISTINCT kind, ',' ORDER BY kind) AS kinds
       FROM posts WHERE platform = 'reddit' GROUP BY subreddit ORDER BY subreddit`,
    );
    const perSubreddit = new Map<string, number>();
    for (const d of dump) perSubreddit.set(d.subreddit, (perSubreddit.get(d.subreddit) ?? 0) + 1);
    const expected = [...perSubreddit].sort(([a], [b]) => (a < b ? -1 : 1));
    expect(bySubreddit.map((r) => [r.subreddit, r.n])).toEqual(expected);
    expect(bySubreddit.every((r) => r.kinds === "post,reply")).toBe(true);

    // A nested reply: comment k0001zz answers comment k0000zz in the thread of submission 1q000a.
    expect(
      await one("SELECT kind, reply_to_post_id, conversation_id, author_id FROM posts WHERE id = 'reddit:t1_k0001zz'"),
    ).toEqual({
      kind: "reply",
      reply_to_post_id: "reddit:t1_k0000zz",
      conversation_id: "reddit:t3_1q000a",
      author_id: "reddit:u_espresso_lena",
    });
    // Title and text make a submission's text; it is enriched as an X post is.
    expect(
      await one(
        "SELECT text, lang, sentiment IS NOT NULL AS scored, 'espresso' = ANY(keywords) AS keyword FROM posts WHERE id = 'reddit:t3_1q000a'",
      ),
    ).toEqual({
      text: "Dialing in espresso on a budget grinder\n\nMy espresso shots run fast at 18g in, 36g out. Any tips?",
      lang: "en",
      scored: true,
      keyword: true,
    });
    // A removed comment by a deleted author: the post stays in its thread, with no text and no author.
    expect(await one("SELECT text, author_id FROM posts WHERE id = 'reddit:t1_k0005zz'")).toEqual({
      text: "",
      author_id: null,
    });
    expect(await one("SELECT count(*)::int AS n FROM accounts WHERE id LIKE 'reddit:u_%deleted%'")).toEqual({ n: 0 });
    expect(await one("SELECT platform, handle, name FROM accounts WHERE id = 'reddit:u_barista_bo'")).toEqual({
      platform: "reddit",
      handle: null,
      name: "u/barista_bo",
    });
  });

  it("changes nothing when the same dump is imported again", async () => {
    const count = () =>
      one<{ posts: number; accounts: number }>(
        "SELECT (SELECT count(*)::int FROM posts) AS posts, (SELECT count(*)::int FROM accounts) AS accounts",
      );
    const before = await count();
    const again = await ingest({ db: t.db, input: file("dump.ndjson"), filename: "RC_2026-10.ndjson" });
    expect(again.written.posts).toEqual({ inserted: 0, updated: 0, unchanged: 50 });
    expect(again.written.accounts).toMatchObject({ inserted: 0, updated: 0 });
    expect(await count()).toEqual(before);
  });

  it("imports a listing and a comments page, updating the submission both hold, once", async () => {
    const listing = await ingest({ db: t.db, input: file("listing.json"), filename: "new.json" });
    expect(listing).toMatchObject({ format: "reddit-listing", skipped: {} });
    expect(listing.written.posts.inserted).toBe(4);
    expect(await one("SELECT urls, text FROM posts WHERE id = 'reddit:t3_lst03'")).toEqual({
      urls: ["https://example.org/coffee-sleep-study"],
      text: "Study on coffee and sleep",
    });
    expect(await one("SELECT author_id, text FROM posts WHERE id = 'reddit:t3_lst04'")).toEqual({
      author_id: null,
      text: "Espresso at home vs. cafe cost breakdown",
    });

    const page = await ingest({ db: t.db, input: file("comments.json"), filename: "comments.json" });
    expect(page.format).toBe("reddit-listing");
    // The submission again (its score and comment count moved on), 5 comments, a "more" stub.
    expect(page.written.posts).toMatchObject({ inserted: 5, updated: 1 });
    expect(page.skipped).toEqual({ "more comments to load (not in the file)": 1 });
    expect(await one("SELECT like_count, reply_count FROM posts WHERE id = 'reddit:t3_lst01'")).toEqual({
      like_count: 90,
      reply_count: 15,
    });
    expect(await one("SELECT reply_to_post_id, conversation_id FROM posts WHERE id = 'reddit:t1_cmt03'")).toEqual({
      reply_to_post_id: "reddit:t1_cmt02",
      conversation_id: "reddit:t3_lst01",
    });
    const again = await ingest({ db: t.db, input: file("comments.json"), filename: "comments.json" });
    expect(again.written.posts).toEqual({ inserted: 0, updated: 0, unchanged: 6 });
  });

  it("counts the subreddits of a keyword analysis as the store holds them", async () => {
    const res = await analyze({ query_type: "keyword", query: "espresso", sections: ["subreddits"] });
    expect(res.status).toBe(200);
    const section = res.body.sections.subreddits;
    const direct = await rows<{ term: string; count: number; authors: number }>(
      `SELECT subreddit AS term, count(*)::int AS count, count(DISTINCT author_id)::int AS authors FROM posts
       WHERE subreddit IS NOT NULL AND search @@ to_tsquery('simple', 'espresso') AND created_at BETWEEN $1 AND $2
       GROUP BY subreddit ORDER BY count DESC, authors DESC, subreddit`,
      [WINDOW.start_date, WINDOW.end_date],
    );
    const total = direct.reduce((n, r) => n + r.count, 0);
    expect(direct.map((r) => r.term).sort()).toEqual(["Coffee", "Cooking", "espresso"]);
    expect(section.base.count).toBe(total);
    expect(section.items).toEqual(direct.map((r) => ({ ...r, share: expect.closeTo(r.count / total, 3) })));
    expect(section.note).toBeUndefined();
    expect(section.method).toContain("grouped by the subreddit");
  });

  it("counts a conversation's replies in their subreddits too", async () => {
    const res = await analyze({ query_type: "conversation", query: "espresso", sections: ["subreddits"] });
    const [direct] = await rows<{ n: number }>(
      `WITH matched AS (SELECT id, conversation_id FROM posts
         WHERE search @@ to_tsquery('simple', 'espresso') AND created_at BETWEEN $1 AND $2)
       SELECT count(*)::int AS n FROM posts p WHERE p.subreddit IS NOT NULL AND (p.id IN (SELECT id FROM matched)
         OR (p.kind = 'reply' AND p.created_at BETWEEN $1 AND $2
           AND p.conversation_id IN (SELECT conversation_id FROM matched)))`,
      [WINDOW.start_date, WINDOW.end_date],
    );
    expect(res.body.sections.subreddits.base.count).toBe(direct?.n);
    const keyword = await analyze({ query_type: "keyword", query: "espresso", sections: ["subreddits"] });
    expect(direct?.n).toBeGreaterThan(keyword.body.sections.subreddits.base.count);
  });

  it("says so when Reddit posts are stored but none match", async () => {
    const res = await analyze({ query_type: "keyword", query: "sneakers", sections: ["subreddits"] });
    expect(res.body.sections.subreddits).toMatchObject({
      items: [],
      note: "None of the store's Reddit posts or comments match this query in this window.",
    });
  });

  it("keeps Reddit authors out of what X ads reach: the audience builder counts X posts only", async () => {
    const posted = await t.call({
      method: "POST",
      url: "/api/external/audience-builder/posted-about/",
      token: staff,
      payload: { query: "espresso" },
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ posts: 0, accounts_total: 0 });
    const xPost = { ...emptyPost("9901", "Pulled my first espresso today"), authorId: "9902" };
    await writeItems(t.db, [{ type: "post", record: { ...xPost, createdAt: "2026-10-20T00:00:00.000Z" } }], "x-v2");
    const withX = await t.call({
      method: "POST",
      url: "/api/external/audience-builder/posted-about/",
      token: staff,
      payload: { query: "espresso" },
    });
    expect(withX.body).toMatchObject({ posts: 1, accounts_total: 1 });
    await t.db.query("DELETE FROM posts WHERE id = '9901'");
  });

  it("never finds a Reddit user by an X handle", async () => {
    const res = await analyze({ query_type: "handle", handle: "barista_bo", sections: ["profile"] });
    expect(res.status).toBe(404);
    expect(res.body.detail).toContain("barista_bo");
  });

  it("takes Reddit files through the upload route, and refuses with a 400 a file it cannot read", async () => {
    const upload = (query: string, payload: string) =>
      t.call({
        method: "POST",
        url: `/api/social/imports/?${query}`,
        payload,
        headers: { "content-type": "application/octet-stream" },
        token: staff,
      });
    const counts = () =>
      one("SELECT (SELECT count(*)::int FROM jobs) AS jobs, (SELECT count(*)::int FROM uploads) AS uploads");
    const before = await counts();
    const unknown = await upload("filename=notes.ndjson", "espresso notes that are not JSON\n");
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe(
      "Cannot tell the format of notes.ndjson. Choose its format: x-v2, x-v1, csv, reddit-listing, reddit-ndjson.",
    );
    const notJson = await upload("filename=posts.csv&format=reddit-listing", "id,text\n1,espresso\n");
    expect(notJson.status).toBe(400);
    expect(notJson.body.detail).toBe(
      "posts.csv is not JSON, which the reddit-listing format is. Check the file or choose another format.",
    );
    expect(await counts()).toEqual(before);

    const created = await upload("filename=more.ndjson", fs.readFileSync(path.join(DATA, "dump.ndjson"), "utf8"));
    expect(created.status).toBe(201);
    const worker = startWorker(t.db, socialJobHandlers({ xBearerToken: undefined }), { autoStart: false });
    expect(await worker.drain()).toBe(1);
    const job = await t.call({ method: "GET", url: `/api/social/imports/${created.body.id}/`, token: staff });
    expect(job.body).toMatchObject({
      status: "done",
      format: "reddit-ndjson",
      read: 50,
      written: { posts: { inserted: 0, updated: 0 } },
    });
  });

  it("groups a subreddit written in another case as one, named as most of its posts write it", async () => {
    const count = async () => {
      const res = await analyze({ query_type: "keyword", query: "espresso OR grinder", sections: ["subreddits"] });
      return res.body.sections.subreddits.items.filter((i: { term: string }) => i.term.toLowerCase() === "coffee");
    };
    const [before] = await count();
    const line = {
      id: "zz02",
      subreddit: "coffee",
      author: "lower_lu",
      created_utc: 1793000000,
      title: "grinder",
      selftext: "",
    };
    await ingest({ db: t.db, input: Readable.from([`${JSON.stringify(line)}\n`]), filename: "lower.ndjson" });
    // Another query than before: an analysis's scope is kept for a few seconds after use.
    const res = await analyze({ query_type: "keyword", query: "grinder OR espresso", sections: ["subreddits"] });
    const after = res.body.sections.subreddits.items.filter((i: { term: string }) => i.term.toLowerCase() === "coffee");
    expect(after).toEqual([
      { ...before, count: before.count + 1, authors: before.authors + 1, share: expect.any(Number) },
    ]);
  });
});

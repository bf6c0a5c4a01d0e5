import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOPICS } from "../social/index.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { sampleTerms } from "./sample-terms.ts";
import { DEBATE_END, insertDebateWorld } from "./test/debate-world.ts";

const URL = "/api/external/topic-clusters/";
const GUNS = "guns OR gun OR firearms OR #guns OR #gundebate";
const NUCLEAR = "原発 OR 原子力 OR #原発";
const WINDOW = { start_date: "2026-03-01" };

type Node = { id: string; kind: string; posts: number; cluster: number; x: number; y: number };
type Cluster = {
  id: number;
  name: string;
  terms: string[];
  term_count: number;
  posts: number;
  accounts: number;
  sentiment: { positive: number; neutral: number; negative: number; score: number | null };
};

// The demo world's debates: each side's people use their side's hashtags (demo-debates.ts).
describe.each(backends)("topic clusters on %s", (backend) => {
  let t: TestApp;
  let ann: string;
  let eve: string;
  let acme: { slug: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(DEBATE_END);
    await insertDebateWorld(t.db);
    [ann, eve] = [await signIn(t, "ann@acme.test"), await signIn(t, "eve@rival.test")];
    acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
  }, 120_000);
  afterAll(() => t.close());

  const find = (payload: object, token: string | undefined = ann, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: URL, token, payload, headers });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: number }>(sql, params))[0]?.n);

  it.each([
    ["guns", GUNS, "en"],
    ["nuclear", NUCLEAR, "ja"],
  ] as const)("puts the two sides' hashtags of the %s debate in different clusters", async (id, query, lang) => {
    const res = await find({ query, ...WINDOW });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const nodes = res.body.nodes as Node[];
    const sides = TOPICS.find((topic) => topic.id === id)?.sides ?? [];
    expect(sides).toHaveLength(2);
    const clustersOf = sides.map((side) => {
      const tagged = side.hashtags[lang].flatMap((tag) => nodes.filter((n) => n.id === `#${tag.toLowerCase()}`));
      // Most of each side's hashtags are used enough to be nodes.
      expect(tagged.length, side.id).toBeGreaterThanOrEqual(side.hashtags[lang].length / 2);
      return new Set(tagged.map((n) => n.cluster));
    });
    const [one, other] = clustersOf as [Set<number>, Set<number>];
    expect([...one].filter((c) => other.has(c))).toEqual([]);
  });

  it("counts the matching posts, the terms' posts and the clusters' posts as the store holds them", async () => {
    const res = await find({ query: "#2a OR #guncontrolnow", ...WINDOW });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body;
    const inWindow = "created_at >= '2026-03-01' AND created_at <= $2";
    const matched = await count(`SELECT count(*)::int AS n FROM posts WHERE hashtags && $1 AND ${inWindow}`, [
      ["2a", "guncontrolnow"],
      body.end,
    ]);
    expect(matched).toBeGreaterThan(10);
    expect(body).toMatchObject({ matched_posts: matched, sampled_posts: matched, sample_limit: 20_000, country: null });
    expect(body.method).toContain(`All ${matched} posts matching the query were read`);
    expect(body.method).toMatch(/Louvain/);
    const nodes = body.nodes as Node[];
    // The query's own terms are in every post: not nodes.
    expect(nodes.map((n) => n.id)).not.toContain("#2a");
    expect(nodes.map((n) => n.id)).not.toContain("guncontrolnow");
    for (const node of nodes.slice(0, 5)) {
      const sql = node.kind === "hashtag" ? "$3 = ANY(hashtags)" : "$3 = ANY(keywords) AND $3 <> ALL(hashtags)";
      const posts = await count(
        `SELECT count(*)::int AS n FROM posts WHERE hashtags && $1 AND ${inWindow} AND ${sql}`,
        [["2a", "guncontrolnow"], body.end, node.kind === "hashtag" ? node.id.slice(1) : node.id],
      );
      expect(node.posts, node.id).toBe(posts);
      expect(Number.isFinite(node.x) && Number.isFinite(node.y)).toBe(true);
    }
    const clusters = body.clusters as Cluster[];
    expect(clusters.length).toBeGreaterThan(1);
    expect(clusters.map((c) => c.id)).toEqual(clusters.map((_, i) => i));
    expect(clusters.reduce((sum, c) => sum + c.posts, 0)).toBe(body.posts_with_terms);
    expect(body.posts_with_terms).toBeLessThanOrEqual(matched);
    for (const c of clusters) {
      const own = nodes.filter((n) => n.cluster === c.id);
      expect(c.term_count).toBe(own.length);
      expect(c.terms[0]).toBe(own[0]?.id);
      expect(c.name).toBe(c.terms.slice(0, 3).join(" · "));
      expect(c.accounts).toBeLessThanOrEqual(c.posts);
      expect(c.sentiment.positive + c.sentiment.neutral + c.sentiment.negative).toBeLessThanOrEqual(c.posts);
    }
    for (const e of body.edges) expect(e.weight).toBeGreaterThanOrEqual(2);
    // Seeded: the same request draws the same graph.
    expect((await find({ query: "#2a OR #guncontrolnow", ...WINDOW })).body).toEqual(body);
  });

  it("reads a fixed sample past its limit, and says so in the caller's language", async () => {
    const scope = {
      query: { groups: [[{ kind: "word" as const, value: "guns" }]], exclusions: [] },
      start: new Date("2026-03-01"),
      end: new Date(DEBATE_END),
      countryCode: null,
    };
    const all = await sampleTerms(t.db, scope, 20_000, 100);
    const sample = await sampleTerms(t.db, scope, 40, 100);
    expect(sample).toMatchObject({ matched: all.matched, sampled: 40 });
    expect(all.sampled).toBe(all.matched);
    expect(await sampleTerms(t.db, scope, 40, 100)).toEqual(sample);
    const ja = await find({ query: GUNS, ...WINDOW }, ann, { "accept-language": "ja" });
    expect(ja.body.method).toMatch(/件の投稿をすべて読みました/);
  });

  it("clusters the posts' authors by the follows and engagements between them, as the store holds them", async () => {
    const res = await find({ query: GUNS, ...WINDOW, graph: "accounts", terms: 60 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.graph).toBe("accounts");
    const nodes = res.body.nodes as Node[];
    expect(nodes.length).toBeGreaterThan(10);
    expect(nodes.every((n) => n.kind === "account" && n.id.startsWith("@"))).toBe(true);
    expect(res.body.method).toContain("follows");
    // An edge's weight is the follows each way plus the engagements between the two, counted directly.
    const edges = res.body.edges as { source: string; target: string; weight: number }[];
    const [edge] = edges;
    if (!edge) throw new Error("no edge");
    const ids = await t.db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE handle = ANY($1::text[]) ORDER BY handle = $2 DESC",
      [[edge.source.slice(1), edge.target.slice(1)], edge.source.slice(1)],
    );
    const [a, b] = ids.map((r) => r.id);
    const follows = await count(
      "SELECT count(*)::int AS n FROM follows WHERE (follower_id = $1 AND followee_id = $2) OR (follower_id = $2 AND followee_id = $1)",
      [a, b],
    );
    const engaged = await count(
      `SELECT count(*)::int AS n FROM engagements e JOIN posts p ON p.id = e.post_id
       WHERE (e.account_id = $1 AND p.author_id = $2) OR (e.account_id = $2 AND p.author_id = $1)`,
      [a, b],
    );
    expect(edge.weight).toBe(follows + engaged);
    // Every post of a node account counts in its cluster.
    const clusters = res.body.clusters as Cluster[];
    const sum = clusters.reduce((n, c) => n + c.posts, 0);
    expect(sum).toBe(nodes.reduce((n, node) => n + node.posts, 0));
  });

  it("finds no clusters when nothing matches", async () => {
    const res = await find({ query: "zzzunusedword", ...WINDOW });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ matched_posts: 0, nodes: [], edges: [], clusters: [] });
  });

  it("refuses a bad query, dates, country or size with a readable detail in the caller's language", async () => {
    const cases: [object, RegExp, RegExp][] = [
      [{ query: "" }, /query is required/, /クエリが必要/],
      [{ query: '"gun laws' }, /Unclosed quote/, /引用符が閉じていません/],
      [{ query: GUNS, start_date: "2026-03-10", end_date: "2026-03-01" }, /must not be after/, /より後に/],
      [{ query: GUNS, start_date: "yesterday" }, /start_date/, /start_date/],
      [{ query: GUNS, country: "Qxzqq" }, /Unknown country "Qxzqq"/, /不明な国「Qxzqq」/],
    ];
    for (const [payload, en, ja] of cases) {
      const res = await find(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.detail, JSON.stringify(payload)).toMatch(en);
      const inJapanese = await find(payload, ann, { "accept-language": "ja" });
      expect(inJapanese.status).toBe(400);
      expect(inJapanese.body.detail, JSON.stringify(payload)).toMatch(ja);
    }
    // Out of the schema's range: the field's own message.
    const tooFew = await find({ query: GUNS, terms: 5 });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.terms?.[0]).toMatch(/20/);
  });

  it("answers only a signed-in analyst, and 404 for a team the caller is not in", async () => {
    const signedOut = await t.call({ method: "POST", url: URL, payload: { query: GUNS } });
    expect(signedOut.status).toBe(403);
    expect((await find({ query: GUNS, ...WINDOW }, ann, { "x-team": acme.slug })).status).toBe(200);
    const other = await find({ query: GUNS, ...WINDOW }, eve, { "x-team": acme.slug });
    expect(other.status).toBe(404);
    expect(other.body.clusters).toBeUndefined();
  });
});

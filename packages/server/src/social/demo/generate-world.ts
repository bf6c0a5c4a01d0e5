import { type Db, yieldToEventLoop } from "../../db/database.ts";
import { buildDeferredIndexes, deferSecondaryIndexes } from "../deferred-indexes.ts";
import { enrichAccounts } from "../enrich-accounts.ts";
import { writeAccounts } from "./demo-accounts.ts";
import { startDemoAnalyser } from "./demo-analyser.ts";
import { writeCommunities } from "./demo-communities.ts";
import { writeFollows } from "./demo-follows.ts";
import { type Burst, planBursts, writePosts } from "./demo-posts.ts";
import { writeSnapshots } from "./demo-snapshots.ts";
import { PhaseTimer, type PhaseTiming } from "./demo-timings.ts";
import { DAY_MS, DemoBatchWriter, type DemoWorld, planCommunities } from "./demo-world.ts";
import { Prng } from "./prng.ts";

export type DemoOptions = {
  accounts: number;
  days: number;
  seed: number;
  /** posts per account on average (default 10: 20,000 accounts → 200,000 posts) */
  postsPerAccount?: number;
  /** the last day of the world (default: today, UTC) */
  end?: Date;
  onProgress?: (phase: string, done: number, total: number) => void;
  /** drop the social tables' secondary indexes during the load and rebuild them after (empty store only) */
  deferIndexes?: boolean;
};

export type DemoSummary = {
  accounts: number;
  posts: number;
  follows: number;
  engagements: number;
  /**
   * The share of the posts' public engagement counts the store holds: every reply, repost and quote
   * is a post of the world, but of likes only a few likers per post, as a store fed by the X API is.
   */
  engagementShare: number;
  snapshots: number;
  ms: number;
  /** wall and CPU time per phase, in order */
  phases: PhaseTiming[];
};

const BULK_TABLES = ["posts", "follows", "engagements", "follower_snapshots"];

/**
 * Generates a deterministic demo world into the store (marked `is_demo`), with progress. The steps
 * draw from one random sequence in a fixed order, so their order is part of what a seed means.
 */
export async function generateDemoWorld(db: Db, options: DemoOptions): Promise<DemoSummary> {
  const started = Date.now();
  const progress = options.onProgress ?? (() => {});
  const timer = new PhaseTimer();
  const world: DemoWorld = {
    timer,
    db,
    rng: new Prng(options.seed),
    endDay: Math.floor((options.end ?? new Date()).getTime() / DAY_MS) * DAY_MS,
    days: options.days,
    // After each batch: reported, and the server answers requests between batches.
    step: async (phase, done, total) => {
      progress(phase, done, total);
      await yieldToEventLoop();
    },
  };
  // On an empty store, building the secondary indexes once at the end beats updating them row by row.
  if (options.deferIndexes) await timer.time("setup", () => deferSecondaryIndexes(db, BULK_TABLES));
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO demo_worlds (seed, accounts, days) VALUES ($1, $2, $3) RETURNING id",
    [options.seed, options.accounts, options.days],
  );

  // Started now, the thread loads its dictionary while the accounts and follows are drawn.
  const analyser = await timer.time("setup", () => startDemoAnalyser());
  const people = await timer.time("accounts", () => writeAccounts(world, options.accounts));
  const communities = planCommunities(people);
  const writer = new DemoBatchWriter(world, analyser);
  let follows: number;
  let bursts: Burst[];
  let posts: number;
  try {
    follows = await timer.time("follows", async () => {
      const written = await writeFollows(world, writer, people, communities);
      await writer.drain("follows");
      return written;
    });
    bursts = planBursts(world);
    const communityPlan = writeCommunities(world, writer, communities);
    const totalPosts = Math.round(options.accounts * (options.postsPerAccount ?? 10));
    posts = await timer.time("posts", async () => {
      const written = await writePosts(world, writer, people, communities, bursts, totalPosts, communityPlan);
      await writer.drain("posts");
      return written;
    });
  } finally {
    await analyser?.stop();
  }
  const snapshots = await timer.time("follower snapshots", () => writeSnapshots(world, people, bursts));

  const engagementShare = await timer.time("public counts", () => countPublicEngagements(db, writer.engagements));
  await finishWorld(db, options.accounts, progress, timer);
  await db.query("UPDATE demo_worlds SET posts = $2, finished_at = now() WHERE id = $1", [row?.id, posts]);
  const engagements = writer.engagements;
  const summary = { accounts: people.length, posts, follows, engagements, engagementShare, snapshots };
  return { ...summary, ms: Date.now() - started, phases: timer.phases };
}

/**
 * Makes each post's public counts at least what the store holds of them (a post's drawn counts
 * knew nothing of the replies, reposts and quotes later posts made of it) and returns the share
 * of all public engagements the store holds.
 */
async function countPublicEngagements(db: Db, stored: number): Promise<number> {
  await db.query(
    `UPDATE posts p SET like_count = greatest(p.like_count, e.likes), repost_count = greatest(p.repost_count, e.reposts),
       reply_count = greatest(p.reply_count, e.replies), quote_count = greatest(p.quote_count, e.quotes)
     FROM (SELECT post_id, count(*) FILTER (WHERE kind = 'like')::int AS likes,
         count(*) FILTER (WHERE kind = 'repost')::int AS reposts, count(*) FILTER (WHERE kind = 'reply')::int AS replies,
         count(*) FILTER (WHERE kind = 'quote')::int AS quotes FROM engagements WHERE source = 'demo' GROUP BY post_id) e
     WHERE p.id = e.post_id AND p.is_demo
       AND (p.like_count < e.likes OR p.repost_count < e.reposts OR p.reply_count < e.replies OR p.quote_count < e.quotes)`,
  );
  const [row] = await db.query<{ n: number }>(
    "SELECT coalesce(sum(like_count + repost_count + reply_count + quote_count), 0)::float8 AS n FROM posts WHERE is_demo",
  );
  const total = Number(row?.n ?? 0);
  return total > 0 ? Math.round((stored / total) * 10_000) / 10_000 : 1;
}

/** What the world needs once its rows are in: post counts, indexes, enrichment, planner statistics. */
async function finishWorld(
  db: Db,
  accounts: number,
  progress: NonNullable<DemoOptions["onProgress"]>,
  timer: PhaseTimer,
) {
  await timer.time("post counts", () =>
    db.query(
      "UPDATE accounts a SET post_count = s.n FROM (SELECT author_id, count(*)::int AS n FROM posts WHERE is_demo GROUP BY author_id) s WHERE a.id = s.author_id AND a.is_demo",
    ),
  );
  await timer.time("indexes", () => buildDeferredIndexes(db, (done, total) => progress("indexes", done, total)));
  const enriched = await timer.time("account enrichment", () =>
    enrichAccounts(db, { onBatch: async (done) => progress("enrichment", done, accounts) }),
  );
  progress("enrichment", enriched, accounts);
  // PGlite has no autovacuum (nor may a PostgreSQL server): with the empty store's statistics the
  // planner would read every engagement in an analysis's range instead of its audience's.
  await timer.time("planner statistics", () =>
    db.exec("ANALYZE accounts, posts, follows, engagements, follower_snapshots"),
  );
}

import { approveInSandbox, completeXLogin, startXLogin } from "../../auth/x-login/test/x-login-flow.ts";
import { type Backend, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";

/**
 * A store with @alice (1001), her five followers and posts, and users signed in through the X sandbox:
 * `alice` with a team whose plan opens the suite, `bob` (1002) without a plan, and `eve` by e-mail
 * with no X account.
 */
export type PremiumWorld = { t: TestApp; alice: string; bob: string; eve: string; team: string };

export const ALICE = "1001";
export const BOB = "1002";
/** Alice's followers in the store; 2005 follows her since the second snapshot only. */
export const ALICE_FOLLOWERS = ["2001", "2002", "2003", "2004", "2005"];

async function seedStore(t: TestApp): Promise<void> {
  await t.db.query(
    `INSERT INTO accounts (id, handle, name, followers_count, following_count, source) VALUES
       ('1001', 'alice', 'Alice A', 200, 3, 'test'), ('1002', 'bob', 'Bob B', 5, 0, 'test'),
       ('2001', 'fan1', 'Fan One', 10, 50, 'test'), ('2002', 'fan2', 'Fan Two', 3000, 20, 'test'),
       ('2003', 'fan3', 'Fan Three', 0, 900, 'test'), ('2004', 'fan4', 'Fan Four', 40, 40, 'test'),
       ('2005', 'fan5', 'Fan Five', 7, 7, 'test')`,
  );
  await t.db.query(
    `INSERT INTO follows (follower_id, followee_id, created_at, source)
     SELECT f, '1001', '2026-11-01T00:00:00Z', 'test' FROM unnest($1::text[]) AS f`,
    [ALICE_FOLLOWERS],
  );
  await t.db.query(
    `INSERT INTO follows (follower_id, followee_id, created_at, source) VALUES
       ('1001', '2002', '2026-10-01T00:00:00Z', 'test'), ('1001', '1002', '2026-10-01T00:00:00Z', 'test')`,
  );
  // Three posts in November (engagements 10, 4 and 40) and a repost, which is not her own post.
  await t.db.query(
    `INSERT INTO posts (id, author_id, text, created_at, kind, like_count, repost_count, reply_count, quote_count, source) VALUES
       ('p1', '1001', 'Pour over at home #coffee', '2026-11-10T09:00:00Z', 'post', 6, 2, 1, 1, 'test'),
       ('p2', '1001', 'Cold brew again', '2026-11-12T09:00:00Z', 'post', 4, 0, 0, 0, 'test'),
       ('p3', '1001', 'My grinder review', '2026-11-20T18:00:00Z', 'post', 30, 5, 4, 1, 'test'),
       ('p4', '1001', '', '2026-11-21T09:00:00Z', 'repost', 100, 0, 0, 0, 'test')`,
  );
  await t.db.query(
    `INSERT INTO follower_snapshots (account_id, day, followers, following) VALUES
       ('1001', '2026-11-05', 190, 3), ('1001', '2026-11-15', 195, 3), ('1001', '2026-11-20', 200, 3)`,
  );
}

/**
 * Who engaged with Alice's posts, and what enrichment says of them; her posts' views, keywords and
 * hashtags; her followers' and followings' posts. Fan Two (2002) and Fan Four (2004) are verified.
 */
async function seedEngagements(t: TestApp): Promise<void> {
  await t.db.query(
    `UPDATE accounts SET verified = v.verified, country = v.country, city = v.city, gender = v.gender,
            age_band = v.age_band, account_type = v.account_type, job_group = v.job_group, interests = v.interests
       FROM (VALUES
         ('2001', false, 'JP', 'Tokyo', 'female', '25-34', 'person', 'Artist', '{coffee}'::text[]),
         ('2002', true, 'US', NULL, 'male', '35-44', 'person', 'IT Developer', '{ai,coffee}'::text[]),
         ('2003', false, NULL, NULL, 'unknown', 'unknown', 'organization', NULL, '{}'::text[]),
         ('2004', true, 'GB', 'London', 'female', 'unknown', 'person', NULL, '{}'::text[])
       ) AS v(id, verified, country, city, gender, age_band, account_type, job_group, interests)
      WHERE accounts.id = v.id`,
  );
  await t.db.query(
    `UPDATE posts SET view_count = v.views, keywords = v.keywords, hashtags = v.hashtags
       FROM (VALUES
         ('p1', 200::bigint, '{pour,home}'::text[], '{coffee}'::text[]),
         ('p2', NULL::bigint, '{cold,brew,coffee}'::text[], '{}'::text[]),
         ('p3', 1000::bigint, '{grinder,review,espresso}'::text[], '{}'::text[])
       ) AS v(id, views, keywords, hashtags)
      WHERE posts.id = v.id`,
  );
  // p3 is posted at 18:00; Alice's own reply, the like on her repost (not her post) and 9001 (not in the
  // store's accounts) test what is left out or unknown. Two engagements carry no date.
  await t.db.query(
    `INSERT INTO engagements (account_id, post_id, kind, created_at, source) VALUES
       ('2001', 'p3', 'like', '2026-11-20T18:30:00Z', 'test'), ('2001', 'p3', 'reply', '2026-11-20T19:10:00Z', 'test'),
       ('2002', 'p3', 'like', '2026-11-20T20:05:00Z', 'test'), ('2002', 'p3', 'repost', '2026-11-20T20:20:00Z', 'test'),
       ('2003', 'p3', 'like', NULL, 'test'), ('2004', 'p3', 'quote', '2026-11-21T02:00:00Z', 'test'),
       ('1001', 'p3', 'reply', '2026-11-20T19:00:00Z', 'test'),
       ('2001', 'p1', 'like', '2026-11-10T10:00:00Z', 'test'), ('2005', 'p1', 'like', '2026-11-10T12:00:00Z', 'test'),
       ('9001', 'p1', 'like', NULL, 'test'), ('2002', 'p4', 'like', '2026-11-21T10:00:00Z', 'test')`,
  );
  // Followers post about coffee and AI; the accounts Alice follows (2002 and Bob) about AI and travel.
  await t.db.query(
    `INSERT INTO posts (id, author_id, text, created_at, kind, like_count, keywords, hashtags, source) VALUES
       ('f1', '2001', 'Latte art practice', '2026-11-15T09:00:00Z', 'post', 3, '{latte,art}', '{}', 'test'),
       ('f2', '2003', 'New espresso blend', '2026-11-16T09:00:00Z', 'post', 8, '{espresso,blend}', '{coffee}', 'test'),
       ('f3', '2002', 'Shipping an LLM feature', '2026-11-17T09:00:00Z', 'post', 20, '{shipping,llm,feature}', '{ai}', 'test'),
       ('b1', '1002', 'Trip to Kyoto', '2026-11-18T09:00:00Z', 'post', 1, '{trip,kyoto}', '{travel}', 'test')`,
  );
}

/** Signs in through the X sandbox as `handle`; the session's token. */
async function signInWithX(t: TestApp, handle: string): Promise<string> {
  const started = await startXLogin(t);
  const back = await approveInSandbox(t, started, handle);
  const done = await completeXLogin(t, back, started.cookie);
  if (done.status !== 200) throw new Error(`X sign-in as ${handle}: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body.token as string;
}

/** Gives the team the seeded "Premium suite" plan, as staff would grant it. */
export async function grantPremium(t: TestApp, teamSlug: string): Promise<void> {
  await t.db.query(
    `INSERT INTO subscriptions (team_id, plan_name, plan_id, start, provider, status, grant_reason)
     SELECT t.id, p.name, p.id, now(), 'grant', 'active', 'test' FROM teams t, plans p
      WHERE t.slug = $1 AND p.name = 'Premium suite'`,
    [teamSlug],
  );
}

export async function createPremiumWorld(backend: Backend): Promise<PremiumWorld> {
  const t = await createTestApp(backend);
  await seedStore(t);
  await seedEngagements(t);
  const alice = await signInWithX(t, "alice");
  const bob = await signInWithX(t, "bob");
  const eve = await signIn(t, "eve@example.com");
  const team = await t.call({ method: "POST", url: "/api/teams/", token: alice, payload: { name: "Alice's" } });
  await grantPremium(t, team.body.slug);
  return { t, alice, bob, eve, team: team.body.slug };
}

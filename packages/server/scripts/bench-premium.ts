import os from "node:os";
import { sandboxSignIn } from "../src/auth/x-login/test/x-login-flow.ts";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { AUDIENCE_WORLD, buildAudienceWorld, churnFollowers } from "../src/premium/bench/audience-world.ts";
import { takeFollowerSnapshot } from "../src/premium/follower-sets.ts";
import { grantPremium } from "../src/premium/test/premium-world.ts";
import { createTestApp } from "../src/test/test-app.ts";
import { writeBenchResults } from "./bench-results.ts";
import { type Case, round, measure as timeCase } from "./bench-timing.ts";

// The premium suite's audience on PostgreSQL: an account with 1,000,000 followers in the store (a
// schema of its own on TEST_DATABASE_URL's server), its followers pages through the API as the
// signed-in owner calls them, and who unfollowed between two snapshots of the 1M set.
const { options } = parseArgs(process.argv.slice(2));
if (options.help) {
  console.log(`npm run bench:premium -- [--followers N] [--runs N]
  --followers  followers of the bench account (default ${AUDIENCE_WORLD.followers.toLocaleString("en-US")})
  --runs       timed runs of each case after 2 warm-ups (default 20, at least 5)
PostgreSQL only: BENCH_DATABASE_URL or TEST_DATABASE_URL (a schema of its own, dropped after).`);
  process.exit(0);
}
const runs = Math.max(5, intOption(options, "runs", 20));
const followers = intOption(options, "followers", AUDIENCE_WORLD.followers);
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL: the premium benchmark runs on PostgreSQL");
process.env.TEST_DATABASE_URL = url;
const TARGETS = { pageP50Ms: 300, unfollowedP50Ms: 2000 };

const once = async <T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const t = performance.now();
  const value = await fn();
  return { value, ms: round(performance.now() - t) };
};

console.error(`postgres: building an account with ${followers.toLocaleString("en-US")} followers…`);
const t = await createTestApp("postgres");
const built = await once(() => buildAudienceWorld(t.db, followers));
const login = await sandboxSignIn(t, AUDIENCE_WORLD.star);
if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${JSON.stringify(login.body)}`);
const token = login.body.token as string;
const team = await t.call({ method: "POST", url: "/api/teams/", token, payload: { name: "Bench" } });
await grantPremium(t, team.body.slug);

const api = (path: string) => async () => {
  const res = await t.call({ method: "GET", url: `/api/external/deepthought/${path}`, token });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const measure = (name: string, path: string, detail: string) => timeCase(name, api(path), { runs, warmups: 2, detail });

const id = AUDIENCE_WORLD.starId;
const first = await once(() => takeFollowerSnapshot(t.db, id, "schedule", new Date()));
const half = Math.floor(followers / 2);
const pages: Case[] = [
  await measure("followers, first page", `followers/?account=${id}&limit=50`, "handle A–Z (default): index walk"),
  await measure(
    "followers, by followers",
    `followers/?account=${id}&limit=50&sort=-followers_count`,
    "most followers first: the count index walk",
  ),
  await measure(
    "followers, by handle, offset 10,000",
    `followers/?account=${id}&limit=50&sort=handle&offset=10000`,
    "as deep as the XLSX export reads",
  ),
  await measure(
    "followers, deep page",
    `followers/?account=${id}&limit=50&sort=-followers_count&offset=${half}`,
    `offset ${half.toLocaleString("en-US")}, most followers first`,
  ),
  await measure(
    "followers, by handle, deep page",
    `followers/?account=${id}&limit=50&sort=handle&offset=${half}`,
    `offset ${half.toLocaleString("en-US")}, handle A–Z`,
  ),
  await measure(
    "followers, newest follows",
    `followers/?account=${id}&limit=50&sort=-followed_at`,
    "by follow time: the edges' time index",
  ),
  await measure(
    "followers, search",
    `followers/?account=${id}&limit=50&q=fan_4242`,
    "substring of handle or name: trigram indexes",
  ),
  // The other orders the table offers: each reads its index the other way.
  await measure(
    "followers, fewest followers",
    `followers/?account=${id}&limit=50&sort=followers_count`,
    "count index, forwards",
  ),
  await measure(
    "followers, by handle Z–A",
    `followers/?account=${id}&limit=50&sort=-handle`,
    "handle index, backwards",
  ),
  await measure(
    "followers, oldest follows",
    `followers/?account=${id}&limit=50&sort=followed_at`,
    "time index, backwards",
  ),
  await measure("following, first page", `following/?account=${id}&limit=50`, "1 in 1,000 followed back"),
];
/**
 * Pages reached by cursor from row `from` on: the cursor of the page ending there (read once, by
 * offset), then each timed page asked for with the `next` of the page before it, as the table's
 * "Show more results" does.
 */
async function cursorWalk(name: string, sort: string, from: number, detail: string): Promise<Case> {
  const list = `followers/?account=${id}&limit=50&sort=${sort}`;
  let next = ((await api(`${list}&offset=${from - 50}`)()) as { next: string | null }).next;
  return timeCase(
    name,
    async () => {
      if (!next) throw new Error(`${name}: the list ended`);
      next = ((await api(`${list}&cursor=${encodeURIComponent(next)}`)()) as { next: string | null }).next;
    },
    { runs, warmups: 2, detail },
  );
}
const deep = `from row ${half.toLocaleString("en-US")}, the page before's cursor`;
const cursorPages: Case[] = [
  await cursorWalk("by cursor, most followers, deep", "-followers_count", half, deep),
  await cursorWalk("by cursor, handle A–Z, deep", "handle", half, deep),
  await cursorWalk("by cursor, handle Z–A, deep", "-handle", half, deep),
  await cursorWalk("by cursor, fewest followers, deep", "followers_count", half, deep),
  await cursorWalk("by cursor, newest follows, deep", "-followed_at", half, deep),
  await cursorWalk("by cursor, oldest follows, deep", "followed_at", half, deep),
  await cursorWalk(
    "by cursor, handle A–Z, last pages",
    "handle",
    followers - 50 * (runs + 2),
    "the list's last pages, the last one's next null",
  ),
];
const lostA = await churnFollowers(t.db, 100, 7, "g");
const second = await once(() => takeFollowerSnapshot(t.db, id, "schedule", new Date()));
const lostB = await churnFollowers(t.db, 10, 3, "h");
const third = await once(() => takeFollowerSnapshot(t.db, id, "schedule", new Date()));
const [a, b, c] = [first.value, second.value, third.value].map((s) => s?.id);
const unfollowed: Case[] = [
  await measure(
    "unfollowed, 1 day apart",
    `unfollowed/?account=${id}&from=${a}&to=${b}&limit=50`,
    `${lostA.toLocaleString("en-US")} left of ${followers.toLocaleString("en-US")}`,
  ),
  await measure(
    "unfollowed, across 3 snapshots",
    `unfollowed/?account=${id}&from=${a}&to=${c}&limit=50`,
    `changes of two snapshots, ${(lostA + lostB).toLocaleString("en-US")} changes lost`,
  ),
];
const check = (await api(`unfollowed/?account=${id}&from=${a}&to=${c}&limit=1`)()) as { count: number };
const [direct] = await t.db.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM generate_series(1, $1::int) i
    WHERE NOT EXISTS (SELECT 1 FROM follows WHERE followee_id = $2 AND follower_id = 'f' || i)`,
  [followers, id],
);
await t.close();

const cases = [...pages, ...cursorPages, ...unfollowed];
const report = {
  backend: "postgres",
  loadAverage: os.loadavg().map(round),
  world: { followers, builtMs: built.ms },
  snapshots: [
    { what: "first (the whole set)", ms: first.ms, followers: first.value?.followers },
    { what: "second (1% churn)", ms: second.ms, gained: second.value?.gained, lost: second.value?.lost },
    { what: "third (10% churn)", ms: third.ms, gained: third.value?.gained, lost: third.value?.lost },
  ],
  unfollowedEqualsDirectSql: check.count === direct?.n,
  cases,
  targets: {
    pageP50Ms: TARGETS.pageP50Ms,
    pagesMet: pages.every((p) => p.p50 < TARGETS.pageP50Ms),
    cursorPagesMet: cursorPages.every((p) => p.p50 < TARGETS.pageP50Ms),
    unfollowedP50Ms: TARGETS.unfollowedP50Ms,
    unfollowedMet: unfollowed.every((p) => p.p50 < TARGETS.unfollowedP50Ms),
  },
};
console.log(`\nPremium audience benchmark (PostgreSQL, ${runs} runs after 2 warm-ups; ms)`);
console.log(`${"case".padEnd(36)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"min".padStart(8)}  detail`);
for (const x of cases)
  console.log(
    `${x.name.padEnd(36)} ${x.p50.toFixed(1).padStart(8)} ${x.p95.toFixed(1).padStart(8)} ${x.min.toFixed(1).padStart(8)}  ${x.detail}`,
  );
for (const s of report.snapshots) console.log(`snapshot ${s.what}: ${s.ms} ms`);
console.log(
  `world built in ${built.ms} ms; load average ${report.loadAverage.join(", ")} on ${os.cpus().length} cores`,
);
console.log(`unfollowed equals direct SQL: ${report.unfollowedEqualsDirectSql ? "yes" : "NO"}`);
console.log(
  `targets: pages p50 < ${TARGETS.pageP50Ms} ms ${report.targets.pagesMet ? "met" : "NOT met"} by offset, ${report.targets.cursorPagesMet ? "met" : "NOT met"} by cursor; unfollowed p50 < ${TARGETS.unfollowedP50Ms} ms ${report.targets.unfollowedMet ? "met" : "NOT met"}`,
);
writeBenchResults("premium", report);

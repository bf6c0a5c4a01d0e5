import type { Db } from "../db/database.ts";

/*
 * What the audience tests need on top of test-world.ts: two more follow edges, enriched profiles
 * (bios, cities, job groups, interests) and follower-count snapshots of @nike.
 * @nike's followers become a03 alice, a04 bob, a06 dave, a07 yuki and a09 hana (5).
 */
export const AUDIENCE_FOLLOWS: [string, string][] = [
  ["a09", "a01"],
  ["a04", "a02"],
];

/** id → bio, city, job group, interests (the others keep test-world's bio and no city, job or interests). */
export const AUDIENCE_PROFILES: Record<
  string,
  { bio: string; city: string | null; job: string | null; interests: string[] }
> = {
  a03: {
    bio: "Runner and coffee lover #running",
    city: "New York City",
    job: "Marketing",
    interests: ["coffee", "fitness"],
  },
  a04: { bio: "Sneaker collector #sneakers", city: null, job: "IT Developer", interests: ["sneakers"] },
  a06: { bio: "Runner", city: null, job: null, interests: [] },
  a07: { bio: "スニーカー好き", city: "Tokyo", job: null, interests: ["sneakers"] },
  a09: { bio: "山本花 on X", city: "Tokyo", job: null, interests: [] },
};

/** @nike's daily follower counts; 2025-12-01 is outside the default window of the test clock. */
export const NIKE_SNAPSHOTS: [string, number][] = [
  ["2025-12-01", 900],
  ["2026-01-05", 990],
  ["2026-01-10", 995],
  ["2026-01-14", 1000],
];

/** Adds the audience data to a store that already holds insertTestWorld's rows. */
export async function insertAudienceWorld(db: Db): Promise<void> {
  for (const [follower, followee] of AUDIENCE_FOLLOWS) {
    await db.query("INSERT INTO follows (follower_id, followee_id, source) VALUES ($1, $2, 'test')", [
      follower,
      followee,
    ]);
  }
  for (const [id, p] of Object.entries(AUDIENCE_PROFILES)) {
    await db.query("UPDATE accounts SET bio = $2, city = $3, job_group = $4, interests = $5::text[] WHERE id = $1", [
      id,
      p.bio,
      p.city,
      p.job,
      p.interests,
    ]);
  }
  for (const [day, followers] of NIKE_SNAPSHOTS) {
    await db.query(
      "INSERT INTO follower_snapshots (account_id, day, followers, following) VALUES ('a01', $1, $2, 10)",
      [day, followers],
    );
  }
}

import type { Db } from "../../db/database.ts";
import { insertTestWorld } from "../../test/test-world.ts";
import { insertAudienceWorld } from "../../test/test-world-audience.ts";

/*
 * The test world (test-world.ts, test-world-audience.ts: @nike has follower snapshots) plus what the
 * signals read: 24 accounts with neither bio nor image that all followed @dave on 2026-01-12
 * (a burst of default profiles), and @bob following 1,000 accounts with 80 followers.
 */
export const BURST_FOLLOWERS = 24;

export async function insertCreatorsWorld(db: Db): Promise<void> {
  await insertTestWorld(db);
  await insertAudienceWorld(db);
  await db.query(
    `INSERT INTO accounts (id, handle, name, bio, avatar_url, followers_count, following_count, source)
     SELECT 'bot' || i, 'bot' || i, NULL, NULL, NULL, 0, 900, 'test' FROM generate_series(1, ${BURST_FOLLOWERS}) i`,
  );
  await db.query(
    `INSERT INTO follows (follower_id, followee_id, created_at, source)
     SELECT 'bot' || i, 'a06', timestamptz '2026-01-12T03:00:00Z' + i * interval '1 minute', 'test'
     FROM generate_series(1, ${BURST_FOLLOWERS}) i`,
  );
  await db.query("UPDATE accounts SET following_count = 1000 WHERE id = 'a04'");
}

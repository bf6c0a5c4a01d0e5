import { encodeCopyRows } from "../copy-rows.ts";
import { type UpsertOptions, upsertRows } from "../upsert-batch.ts";
import type { Burst } from "./demo-posts.ts";
import { BATCH, DAY_MS, type DemoWorld, type Person } from "./demo-world.ts";

const SNAPSHOT_UPSERT: UpsertOptions = {
  table: "follower_snapshots",
  columns: { account_id: "text", day: "date", followers: "integer", following: "integer" },
  conflict: "account_id, day",
  update: "followers = EXCLUDED.followers, following = EXCLUDED.following",
};

/**
 * Daily follower counts of the larger accounts: growth, churn, and jumps on their topic's burst
 * days, ending at the follower count of their profile. Returns the snapshots written.
 */
export async function writeSnapshots(world: DemoWorld, people: Person[], bursts: Burst[]): Promise<number> {
  const { rng, days, endDay } = world;
  const tracked = people.filter((p) => p.brand || p.followers >= 500);
  let snapshots = 0;
  let rows: Record<string, unknown>[] = [];
  for (const [n, person] of tracked.entries()) {
    const growth = 0.1 + 0.4 * rng.next();
    let value = person.followers / (1 + growth);
    let following = Math.round(50 + 200 * rng.next());
    for (let d = 0; d < days; d++) {
      const gain = (person.followers - value) / (days - d) + rng.normal() * Math.sqrt(value) * 0.02;
      const churn = value * 0.0008 * rng.next();
      const jump = bursts.some((b) => b.day === d && b.topic === person.topic) ? value * 0.01 * rng.next() : 0;
      value = Math.max(0, value + gain - churn + jump);
      following = Math.max(0, following + (rng.chance(0.1) ? rng.int(-2, 3) : 0));
      rows.push({
        account_id: person.id,
        day: new Date(endDay - (days - 1 - d) * DAY_MS).toISOString().slice(0, 10),
        followers: Math.round(d === days - 1 ? person.followers : value),
        following,
      });
      snapshots++;
    }
    if (rows.length >= BATCH * 2 || n === tracked.length - 1) {
      const batch = rows;
      rows = [];
      await upsertRows(world.db, SNAPSHOT_UPSERT, encodeCopyRows(SNAPSHOT_UPSERT.columns, batch));
      await world.step("follower snapshots", n + 1, tracked.length);
    }
  }
  return snapshots;
}

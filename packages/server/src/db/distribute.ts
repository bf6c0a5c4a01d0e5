import type { Db } from "./database.ts";

/**
 * How the social store is spread over a Citus cluster. Every large table is hash-distributed in one
 * co-location group (same shard count, same hash ranges of text ids), on the key its heaviest join
 * uses, so that join runs shard by shard on the workers:
 * - accounts by id, follows by follower_id: an audience (a handle's followers) joins its profiles
 *   (accounts.id = follows.follower_id) on the same shard; `WHERE followee_id = $1` runs on all.
 * - posts by id, engagements by post_id: the engagement sections join posts on post id.
 * - follower_snapshots and list_members by account_id: read per account, joined with profiles.
 * - lists by id (looked up by id). Joins on other keys (posts.author_id = accounts.id) are
 *   repartitioned by Citus (citus.enable_repartition_joins, set by openDatabase), never pulled whole to the coordinator.
 * Every primary key holds its table's distribution key, and the social tables have no triggers or
 * foreign keys (migration 0047 removed the last trigger), which is what Citus requires.
 * Communities (a few thousand rows, joined to posts by community_id) are a reference table: a copy
 * on every node. Team and account data stays on the coordinator: small, and joined with the social
 * tables only through the ids an analysis has already found.
 */
export const DISTRIBUTED_TABLES: readonly { table: string; key: string }[] = [
  { table: "accounts", key: "id" },
  { table: "posts", key: "id" },
  { table: "engagements", key: "post_id" },
  { table: "follows", key: "follower_id" },
  { table: "follower_snapshots", key: "account_id" },
  { table: "lists", key: "id" },
  { table: "list_members", key: "account_id" },
];
export const REFERENCE_TABLES: readonly string[] = ["communities"];

/** Whether the database is a Citus coordinator (the extension is installed in it). */
export async function isCitus(db: Db): Promise<boolean> {
  if (db.kind !== "postgres") return false;
  const rows = await db.query("SELECT 1 FROM pg_extension WHERE extname = 'citus'");
  return rows.length > 0;
}

/**
 * Distributes the social store when the database is a Citus coordinator; does nothing on PostgreSQL
 * and PGlite. Idempotent: tables already distributed are left alone, so it runs after every
 * migration pass. Returns the tables it distributed now.
 */
export async function distributeOnCitus(db: Db): Promise<string[]> {
  if (!(await isCitus(db))) return [];
  const done = new Set(
    (
      await db.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_dist_partition d
         JOIN pg_class c ON c.oid = d.logicalrelid
         WHERE c.relnamespace = current_schema()::regnamespace`,
      )
    ).map((r) => r.name),
  );
  const distributed: string[] = [];
  let first: string | null = null;
  for (const { table, key } of DISTRIBUTED_TABLES) {
    if (!done.has(table)) {
      // One co-location group: the first table starts it, the others join it.
      const colocate = first ? `format('%I.%I', current_schema(), '${first}')` : "'default'";
      await db.query(
        `SELECT create_distributed_table(format('%I.%I', current_schema(), $1::text), $2::text, colocate_with => ${colocate})`,
        [table, key],
      );
      distributed.push(table);
    }
    first ??= table;
  }
  for (const table of REFERENCE_TABLES) {
    if (done.has(table)) continue;
    await db.query("SELECT create_reference_table(format('%I.%I', current_schema(), $1::text))", [table]);
    distributed.push(table);
  }
  return distributed;
}

import type { Db } from "../db/database.ts";

/** Puts the users with these addresses in a group, as staff do in the database (no API adds one). */
export async function joinGroup(db: Db, group: string, ...emails: string[]): Promise<void> {
  await db.query(
    "INSERT INTO user_groups (user_id, name) SELECT id, $1 FROM users WHERE email = ANY($2) ON CONFLICT DO NOTHING",
    [group, emails.map((e) => e.toLowerCase())],
  );
}

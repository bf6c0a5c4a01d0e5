import type { Language, MembershipLevel, User } from "@xa/core";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";

export type UserRow = { id: number; email: string; first_name: string; last_name: string; language: Language | null };

/** Finds the user with this e-mail, creating the account on first sign-in. */
export async function findOrCreateUser(db: Db, email: string): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email) VALUES ($1)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
     RETURNING id, email, first_name, last_name, language`,
    [email],
  );
  const row = rows[0];
  if (!row) throw new Error("user upsert returned no row");
  return row;
}

/** The user as the API shows it (spec §3), with groups, memberships and social accounts. */
export async function loadUser(db: Db, config: Config, user: UserRow, token: string): Promise<User> {
  const [groups, memberships, social] = await Promise.all([
    db.query<{ name: string }>("SELECT name FROM user_groups WHERE user_id = $1 ORDER BY name", [user.id]),
    db.query<{ id: number; level: MembershipLevel; team_id: number; name: string; slug: string }>(
      `SELECT m.id, m.level, t.id AS team_id, t.name, t.slug
       FROM memberships m JOIN teams t ON t.id = m.team_id
       WHERE m.user_id = $1 ORDER BY t.name, t.id`,
      [user.id],
    ),
    db.query<{ id: number; provider: string }>(
      "SELECT id, provider FROM social_accounts WHERE user_id = $1 ORDER BY id",
      [user.id],
    ),
  ]);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    language: user.language,
    token,
    groups: groups.map((g) => g.name),
    memberships: memberships.map((m) => ({
      id: m.id,
      level: m.level,
      team: { id: m.team_id, name: m.name, slug: m.slug },
    })),
    social_accounts: social,
    is_staff: config.staffEmails.includes(user.email),
  };
}

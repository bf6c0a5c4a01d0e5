import type { Language, MembershipLevel, UpdateMe, User } from "@xa/core";
import { isStaff } from "@xa/core/auth/auth-permissions";
import { canOpenCampaignPlanner } from "@xa/core/campaigns/audience-plan-permissions";
import { canFindCreators } from "@xa/core/creators/creators-permissions";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";

export type UserRow = { id: number; email: string; first_name: string; last_name: string; language: Language | null };

/** Finds the user with this e-mail, creating the account on first sign-in. */
export async function findOrCreateUser(db: Db, email: string): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email) VALUES ($1)
     ON CONFLICT (email) WHERE email <> '' DO UPDATE SET email = EXCLUDED.email
     RETURNING id, email, first_name, last_name, language`,
    [email],
  );
  const row = rows[0];
  if (!row) throw new Error("user upsert returned no row");
  return row;
}

/** Changes the given profile fields (the others stay as they are) and answers the row as it is now. */
export async function updateUser(db: Db, user: UserRow, changes: UpdateMe): Promise<UserRow> {
  const { language, first_name, last_name } = changes;
  const rows = await db.query<UserRow>(
    `UPDATE users SET language = COALESCE($2, language), first_name = COALESCE($3, first_name),
       last_name = COALESCE($4, last_name)
     WHERE id = $1 RETURNING id, email, first_name, last_name, language`,
    [user.id, language ?? null, first_name ?? null, last_name ?? null],
  );
  return rows[0] ?? user;
}

/** The names of the groups a user is in (Audience_creator enables paid features). */
export async function findUserGroups(db: Db, userId: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>("SELECT name FROM user_groups WHERE user_id = $1 ORDER BY name", [
    userId,
  ]);
  return rows.map((r) => r.name);
}

/** The user as the API shows it, with groups, memberships and social accounts. */
export async function loadUser(db: Db, config: Config, user: UserRow): Promise<User> {
  // One statement: the signed-in user is read on every page load, and a round trip per list was
  // most of its cost under load.
  const [row] = await db.query<{
    groups: string[];
    memberships: { id: number; level: MembershipLevel; team_id: number; name: string; slug: string }[];
    social: { id: number; provider: string }[];
    ad_accounts: string[];
  }>(
    `SELECT
       ARRAY(SELECT name FROM user_groups WHERE user_id = $1 ORDER BY name) AS groups,
       COALESCE((SELECT json_agg(json_build_object('id', m.id, 'level', m.level, 'team_id', t.id, 'name', t.name, 'slug', t.slug)
                   ORDER BY t.name, t.id)
                 FROM memberships m JOIN teams t ON t.id = m.team_id WHERE m.user_id = $1), '[]') AS memberships,
       COALESCE((SELECT json_agg(json_build_object('id', s.id, 'provider', s.provider) ORDER BY s.id)
                 FROM social_accounts s WHERE s.user_id = $1), '[]') AS social,
       ARRAY(SELECT DISTINCT a.account_id FROM ad_accounts a JOIN memberships m ON m.team_id = a.team_id
             WHERE m.user_id = $1) AS ad_accounts`,
    [user.id],
  );
  const grouped = { email: user.email, groups: row?.groups ?? [] };
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    language: user.language,
    groups: row?.groups ?? [],
    memberships: (row?.memberships ?? []).map((m) => ({
      id: m.id,
      level: m.level,
      team: { id: m.team_id, name: m.name, slug: m.slug },
    })),
    social_accounts: row?.social ?? [],
    is_staff: isStaff(config, user),
    access: {
      creators: canFindCreators(grouped, config.provider),
      campaign_planner: canOpenCampaignPlanner(grouped, config.provider, row?.ad_accounts ?? []),
    },
  };
}

import { E2E_EMAIL_DOMAIN, type E2eResetResult } from "@xa/core/platform/e2e-reset-contract";
import type { Db } from "../db/database.ts";

/**
 * Deletes the e2e users (addresses at E2E_EMAIL_DOMAIN) and the teams whose members are all theirs,
 * in one transaction; everything of theirs goes by the foreign keys' cascades. A team that also has
 * a member from elsewhere stays, without them.
 */
export async function resetE2eData(db: Db): Promise<E2eResetResult> {
  const suffix = `%@${E2E_EMAIL_DOMAIN}`;
  return db.transaction(async (tx) => {
    const teams = await tx.query(
      `DELETE FROM teams t
       WHERE EXISTS (SELECT 1 FROM memberships m WHERE m.team_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
                         WHERE m.team_id = t.id AND lower(u.email) NOT LIKE $1)
       RETURNING t.id`,
      [suffix],
    );
    const users = await tx.query("DELETE FROM users WHERE lower(email) LIKE $1 RETURNING id", [suffix]);
    return { deleted_users: users.length, deleted_teams: teams.length };
  });
}

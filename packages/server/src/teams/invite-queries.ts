import type { Team, TeamInvite } from "@xa/core";
import { canAcceptInvite } from "@xa/core/teams/teams-permissions";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";
import { badRequest, forbidden, notFound, said } from "../http/http-error.ts";

export type InviteRow = { id: number; code: string; email: string; status: TeamInvite["status"]; created_at: Date };

export const toInvite = (r: InviteRow): TeamInvite => ({ ...r, created_at: new Date(r.created_at).toISOString() });

/** Pending invites of a team, newest first. */
export async function listPendingInvites(db: Db, team: Team, window: PageWindow) {
  const { count, rows } = await pagedQuery<InviteRow>(
    db,
    `SELECT id, code, email, status, created_at FROM team_invites
     WHERE team_id = $1 AND status = 'pending' ORDER BY created_at DESC, id DESC`,
    [team.id],
    window,
  );
  return { count, results: rows.map(toInvite) };
}

/**
 * Accepts an invite of the team named in the path (id or slug): the caller becomes a member. Only
 * the invited address may accept, once; accepting again as the member it made is harmless.
 */
export async function acceptInvite(
  db: Db,
  teamIdOrSlug: string,
  code: string,
  user: { id: number; email: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const byId = /^\d{1,9}$/.test(teamIdOrSlug);
    const rows = await tx.query<{ id: number; team_id: number; email: string; status: string; member: boolean }>(
      `SELECT i.id, i.team_id, i.email, i.status,
         EXISTS (SELECT 1 FROM memberships m WHERE m.team_id = i.team_id AND m.user_id = $3) AS member
       FROM team_invites i JOIN teams t ON t.id = i.team_id
       WHERE i.code = $1 AND i.status <> 'revoked' AND ${byId ? "t.id = $2::int" : "t.slug = $2"} FOR UPDATE OF i`,
      [code, teamIdOrSlug, user.id],
    );
    const invite = rows[0];
    if (!invite) throw notFound(said("inviteGone"));
    // The detail does not name the invited address: the code may have reached someone else.
    if (!canAcceptInvite(invite, user)) throw forbidden(said("inviteForAnother"));
    if (invite.status === "accepted") {
      // A second click of the same link; a member who left (or was removed) needs a new invite.
      if (invite.member) return invite.team_id;
      throw badRequest(said("inviteUsed"));
    }
    await tx.query(
      `INSERT INTO memberships (team_id, user_id, level) VALUES ($1, $2, 'member') ON CONFLICT (team_id, user_id) DO NOTHING`,
      [invite.team_id, user.id],
    );
    await tx.query("UPDATE team_invites SET status = 'accepted', accepted_by = $2, accepted_at = now() WHERE id = $1", [
      invite.id,
      user.id,
    ]);
    return invite.team_id;
  });
}

/** Withdraws a pending invite; it is kept as revoked, as it still counts toward the day's invites. */
export async function deleteInvite(db: Db, team: Team, inviteId: number): Promise<void> {
  const rows = await db.query(
    "UPDATE team_invites SET status = 'revoked' WHERE team_id = $1 AND id = $2 AND status = 'pending' RETURNING id",
    [team.id, inviteId],
  );
  if (rows.length === 0) throw notFound(said("inviteNotFound"));
}

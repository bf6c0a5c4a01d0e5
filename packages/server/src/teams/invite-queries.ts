import { inviteAcceptPath, type Team, type TeamInvite } from "@xa/core";
import { newToken } from "../auth/random-codes.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { badRequest, forbidden, notFound, said } from "../http/http-error.ts";

type InviteRow = { id: number; code: string; email: string; status: TeamInvite["status"]; created_at: Date };

const toInvite = (r: InviteRow): TeamInvite => ({ ...r, created_at: new Date(r.created_at).toISOString() });

/** Pending invites of a team, newest first. */
export async function listPendingInvites(db: Db, team: Team): Promise<TeamInvite[]> {
  const rows = await db.query<InviteRow>(
    `SELECT id, code, email, status, created_at FROM team_invites
     WHERE team_id = $1 AND status = 'pending' ORDER BY created_at DESC, id DESC`,
    [team.id],
  );
  return rows.map(toInvite);
}

/** Creates one invite per address and mails each a link to the invite-accept page. */
export async function createInvites(
  { db, mailer, config }: Deps,
  team: Team,
  inviter: { id: number; email: string; name: string },
  emails: string[],
  message: string,
): Promise<TeamInvite[]> {
  const unique = [...new Set(emails)];
  const invites = await db.transaction(async (tx) => {
    const created: InviteRow[] = [];
    for (const email of unique) {
      const rows = await tx.query<InviteRow>(
        `INSERT INTO team_invites (team_id, email, code, message, invited_by) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, code, email, status, created_at`,
        [team.id, email, newToken(12), message, inviter.id],
      );
      if (rows[0]) created.push(rows[0]);
    }
    return created;
  });
  for (const invite of invites) {
    await mailer.send({
      to: invite.email,
      subject: `${inviter.name} invited you to the team ${team.name}`,
      text: [
        `${inviter.name} (${inviter.email}) invited you to join the team "${team.name}".`,
        ...(message ? ["", message] : []),
        "",
        `Accept the invite: ${config.publicUrl}${inviteAcceptPath(team.slug, invite.code)}`,
      ].join("\n"),
    });
  }
  return invites.map(toInvite);
}

/** Addresses compare as the invite was typed and as the user signs in: trimmed, case-insensitive. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
       WHERE i.code = $1 AND ${byId ? "t.id = $2::int" : "t.slug = $2"} FOR UPDATE OF i`,
      [code, teamIdOrSlug, user.id],
    );
    const invite = rows[0];
    if (!invite) throw notFound(said("inviteGone"));
    // The detail does not name the invited address: the code may have reached someone else.
    if (!sameAddress(invite.email, user.email)) throw forbidden(said("inviteForAnother"));
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

/** Withdraws a pending invite. */
export async function deleteInvite(db: Db, team: Team, inviteId: number): Promise<void> {
  const rows = await db.query(
    "DELETE FROM team_invites WHERE team_id = $1 AND id = $2 AND status = 'pending' RETURNING id",
    [team.id, inviteId],
  );
  if (rows.length === 0) throw notFound(said("inviteNotFound"));
}

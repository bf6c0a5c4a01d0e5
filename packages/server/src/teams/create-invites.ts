import { inviteAcceptPath, TEAM_INVITES_PER_DAY, type Team, type TeamInvite } from "@xa/core";
import { newToken } from "../auth/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { badRequest, said, tooManyRequests } from "../http/http-error.ts";
import { inviteMail } from "./invite-mail.ts";
import { type InviteRow, toInvite } from "./invite-queries.ts";

const DAY_MS = 24 * 3600 * 1000;

/**
 * Refuses more than TEAM_INVITES_PER_DAY invites in the last 24 hours, with the time until enough
 * of them are older than that. Counted in the transaction that inserts, under the team's lock.
 */
async function assertInvitesLeft(tx: Db, team: Team, wanted: number, now: Date): Promise<void> {
  const recent = await tx.query<{ created_at: Date }>(
    "SELECT created_at FROM team_invites WHERE team_id = $1 AND created_at > $2 ORDER BY created_at, id",
    [team.id, new Date(now.getTime() - DAY_MS)],
  );
  const left = Math.max(0, TEAM_INVITES_PER_DAY - recent.length);
  if (wanted <= left) return;
  // The invite whose 24 hours end frees the slots wanted.
  const freeing = recent[wanted - left - 1];
  const freeAt = freeing ? new Date(freeing.created_at).getTime() + DAY_MS : now.getTime() + DAY_MS;
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw tooManyRequests(
    said("tooManyInvites", { max: TEAM_INVITES_PER_DAY, left, hours: Math.ceil(retryAfter / 3600) }),
    retryAfter,
  );
}

/**
 * Invites addresses to a team and mails each a link to the invite-accept page. An address with a
 * pending invite gets no second invite nor mail; members are refused. Returns the new invites.
 */
export async function createInvites(
  { db, mailer, config, now }: Deps,
  team: Team,
  inviter: { id: number; email: string; name: string },
  emails: string[],
  message: string,
): Promise<TeamInvite[]> {
  const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const at = now();
  const invites = await db.transaction(async (tx) => {
    // Invites of one team are created one request at a time, so the dedupe and the count are exact.
    await tx.query("SELECT id FROM teams WHERE id = $1 FOR NO KEY UPDATE", [team.id]);
    const members = await tx.query<{ email: string }>(
      `SELECT lower(u.email) AS email FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.team_id = $1 AND lower(u.email) = ANY($2::text[]) ORDER BY 1`,
      [team.id, unique],
    );
    if (members.length > 0) {
      throw badRequest(said("alreadyMembers", { emails: members.map((m) => m.email).join(", ") }));
    }
    const pending = new Set(
      (
        await tx.query<{ email: string }>(
          `SELECT lower(email) AS email FROM team_invites
           WHERE team_id = $1 AND status = 'pending' AND lower(email) = ANY($2::text[])`,
          [team.id, unique],
        )
      ).map((r) => r.email),
    );
    const fresh = unique.filter((email) => !pending.has(email));
    if (fresh.length === 0) return [];
    await assertInvitesLeft(tx, team, fresh.length, at);
    const created: InviteRow[] = [];
    for (const email of fresh) {
      const rows = await tx.query<InviteRow>(
        `INSERT INTO team_invites (team_id, email, code, message, invited_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, code, email, status, created_at`,
        [team.id, email, newToken(12), message, inviter.id, at],
      );
      if (rows[0]) created.push(rows[0]);
    }
    return created;
  });
  for (const invite of invites) {
    const url = `${config.publicUrl}${inviteAcceptPath(team.slug, invite.code)}`;
    await mailer.send(inviteMail(inviter, team, invite.email, message, url));
  }
  return invites.map(toInvite);
}

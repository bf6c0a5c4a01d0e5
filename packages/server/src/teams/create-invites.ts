import { inviteAcceptPath, type Team, type TeamInvite } from "@xa/core";
import { newToken } from "../auth/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { badRequest, said, tooManyRequests } from "../http/http-error.ts";
import { inviteMail } from "./invite-mail.ts";
import { type InviteRow, toInvite } from "./invite-queries.ts";

const DAY_MS = 24 * 3600 * 1000;
// Advisory lock classes (two-int keys, apart from the one-bigint keys used elsewhere): invites of one
// sender, and to one address, are counted one transaction at a time.
const SENDER_LOCK = 7_316_101;
const ADDRESS_LOCK = 7_316_102;

type Window = { max: number; left: number; retryAfter: number };

/**
 * Whether `wanted` more fit in a 24-hour window holding `recent` (creation times, oldest first) with
 * room for `max`; when not, how many are left and the seconds until the oldest that must pass have.
 */
function windowFor(recent: Date[], max: number, wanted: number, now: Date): Window | null {
  const left = Math.max(0, max - recent.length);
  if (wanted <= left) return null;
  const freeing = recent[recent.length - max + wanted - 1];
  const freeAt = freeing ? new Date(freeing).getTime() + DAY_MS : now.getTime() + DAY_MS;
  return { max, left, retryAfter: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

const hours = (seconds: number) => Math.ceil(seconds / 3600);

/**
 * Refuses invites beyond the team's, the sender's (all their teams) and each address's (all teams)
 * limits in the last 24 hours, with the time until enough of them are older than that. Counted in
 * the transaction that inserts, under the locks the caller took.
 */
async function assertInvitesLeft(
  tx: Db,
  { config }: Deps,
  team: Team,
  senderId: number,
  emails: string[],
  now: Date,
): Promise<void> {
  const limits = config.inviteLimits;
  const since = new Date(now.getTime() - DAY_MS);
  const times = (rows: { created_at: Date }[]) => rows.map((r) => new Date(r.created_at));

  const byTeam = await tx.query<{ created_at: Date }>(
    "SELECT created_at FROM team_invites WHERE team_id = $1 AND created_at > $2 ORDER BY created_at, id",
    [team.id, since],
  );
  const teamFull = windowFor(times(byTeam), limits.perTeam, emails.length, now);
  if (teamFull) {
    const { max, left, retryAfter } = teamFull;
    throw tooManyRequests(said("tooManyInvites", { max, left, hours: hours(retryAfter) }), retryAfter);
  }

  const bySender = await tx.query<{ created_at: Date }>(
    "SELECT created_at FROM team_invites WHERE invited_by = $1 AND created_at > $2 ORDER BY created_at, id",
    [senderId, since],
  );
  const senderFull = windowFor(times(bySender), limits.perUser, emails.length, now);
  if (senderFull) {
    const { max, left, retryAfter } = senderFull;
    throw tooManyRequests(said("invite.tooManyFromUser", { max, left, hours: hours(retryAfter) }), retryAfter);
  }

  const byAddress = await tx.query<{ email: string; created_at: Date }>(
    `SELECT lower(email) AS email, created_at FROM team_invites
     WHERE lower(email) = ANY($1::text[]) AND created_at > $2 ORDER BY created_at, id`,
    [emails, since],
  );
  for (const email of emails) {
    const full = windowFor(times(byAddress.filter((r) => r.email === email)), limits.perAddress, 1, now);
    if (full) {
      const { max, retryAfter } = full;
      throw tooManyRequests(said("invite.tooManyToAddress", { email, max, hours: hours(retryAfter) }), retryAfter);
    }
  }
}

/**
 * Invites addresses to a team and mails each a link to the invite-accept page. An address with a
 * pending invite gets no second invite nor mail; members are refused. Returns the new invites.
 */
export async function createInvites(
  deps: Deps,
  team: Team,
  inviter: { id: number; email: string; name: string },
  emails: string[],
  message: string,
): Promise<TeamInvite[]> {
  const { db, mailer, config, now } = deps;
  const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const at = now();
  const invites = await db.transaction(async (tx) => {
    // One sender, one team and one address at a time, always in this order, so the dedupe and the
    // counts are exact and two requests cannot wait on each other in a cycle.
    await tx.query("SELECT pg_advisory_xact_lock($1, $2)", [SENDER_LOCK, inviter.id]);
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
    await tx.query(
      `SELECT pg_advisory_xact_lock($1, h) FROM (SELECT DISTINCT hashtext(e) AS h FROM unnest($2::text[]) e ORDER BY 1) k`,
      [ADDRESS_LOCK, fresh],
    );
    await assertInvitesLeft(tx, deps, team, inviter.id, fresh, at);
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

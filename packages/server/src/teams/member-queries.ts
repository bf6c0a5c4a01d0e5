import type { MembershipLevel, Team, TeamMember } from "@xa/core";
import { canChangeMember, keepsAnAdmin, type MemberChange } from "@xa/core/teams/teams-permissions";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";
import { badRequest, forbidden, notFound, said } from "../http/http-error.ts";

type MemberRow = {
  id: number;
  level: MembershipLevel;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
};

const MEMBER_COLUMNS = "m.id, m.level, u.id AS user_id, u.email, u.first_name, u.last_name";

const toMember = (r: MemberRow): TeamMember => ({
  id: r.id,
  level: r.level,
  user: { id: r.user_id, email: r.email, first_name: r.first_name, last_name: r.last_name },
});

export async function listMembers(db: Db, team: Team, window: PageWindow) {
  const { count, rows } = await pagedQuery<MemberRow>(
    db,
    `SELECT ${MEMBER_COLUMNS} FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.team_id = $1 ORDER BY m.created_at, m.id`,
    [team.id],
    window,
  );
  return { count, results: rows.map(toMember) };
}

/** The caller's and the target's memberships, read while the team is locked. */
type LockedMembers = { tx: Db; actor: { user_id: number; level: MembershipLevel }; member: MemberRow };

/**
 * Runs a change to one member with the team row locked: two changes to a team's members run one
 * after the other, so each counts the admins the other left (without the lock, two admins demoting
 * each other at once both saw the other admin and left none). The caller's membership and level are
 * read again under the lock, as the request may have waited for a change that took them away.
 */
async function changeMember<T>(
  db: Db,
  team: Team,
  actorUserId: number,
  memberId: number,
  fn: (locked: LockedMembers) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // NO KEY UPDATE: conflicts with itself but not with the key-share locks of inserted memberships.
    await tx.query("SELECT id FROM teams WHERE id = $1 FOR NO KEY UPDATE", [team.id]);
    const actor = (
      await tx.query<{ user_id: number; level: MembershipLevel }>(
        "SELECT user_id, level FROM memberships WHERE team_id = $1 AND user_id = $2",
        [team.id, actorUserId],
      )
    )[0];
    if (!actor) throw notFound(said("teamNotFound"));
    const member = (
      await tx.query<MemberRow>(
        `SELECT ${MEMBER_COLUMNS} FROM memberships m JOIN users u ON u.id = m.user_id
         WHERE m.team_id = $1 AND m.id = $2`,
        [team.id, memberId],
      )
    )[0];
    if (!member) throw notFound(said("memberNotFound"));
    return fn({ tx, actor, member });
  });
}

/** The admins of the team other than this member, counted under the team's lock. */
async function otherAdmins(tx: Db, team: Team, member: MemberRow): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM memberships WHERE team_id = $1 AND level = 'admin' AND id <> $2",
    [team.id, member.id],
  );
  return rows[0]?.n ?? 0;
}

/** Refuses a change the team's rules do not allow: the last admin first, then who may change whom. */
async function assertMemberChange(
  { tx, actor, member }: LockedMembers,
  team: Team,
  change: MemberChange,
): Promise<void> {
  if (!keepsAnAdmin(member, change, await otherAdmins(tx, team, member))) throw badRequest(said("teamNeedsAdmin"));
  if (!canChangeMember(actor, member, change)) throw forbidden(said("adminsOnly"));
}

/** Changes a member's level (admins only); the last admin cannot be demoted. */
export async function updateMemberLevel(
  db: Db,
  team: Team,
  actorUserId: number,
  memberId: number,
  level: MembershipLevel,
): Promise<TeamMember> {
  return changeMember(db, team, actorUserId, memberId, async (locked) => {
    await assertMemberChange(locked, team, { level });
    await locked.tx.query("UPDATE memberships SET level = $2 WHERE id = $1", [locked.member.id, level]);
    return toMember({ ...locked.member, level });
  });
}

/**
 * Removes a member: admins remove anyone, a member may leave; the last admin can do neither.
 * Returns the removed user's id.
 */
export async function removeMember(db: Db, team: Team, actorUserId: number, memberId: number): Promise<number> {
  return changeMember(db, team, actorUserId, memberId, async (locked) => {
    await assertMemberChange(locked, team, "remove");
    await locked.tx.query("DELETE FROM memberships WHERE id = $1", [locked.member.id]);
    return locked.member.user_id;
  });
}

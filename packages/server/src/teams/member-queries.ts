import type { MembershipLevel, Team, TeamMember } from "@xa/core";
import type { Db } from "../db/database.ts";
import { badRequest, notFound, said } from "../http/http-error.ts";

type MemberRow = {
  id: number;
  level: MembershipLevel;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
};

export async function listMembers(db: Db, team: Team): Promise<TeamMember[]> {
  const rows = await db.query<MemberRow>(
    `SELECT m.id, m.level, u.id AS user_id, u.email, u.first_name, u.last_name
     FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 ORDER BY m.created_at, m.id`,
    [team.id],
  );
  return rows.map((r) => ({
    id: r.id,
    level: r.level,
    user: { id: r.user_id, email: r.email, first_name: r.first_name, last_name: r.last_name },
  }));
}

async function findMember(db: Db, team: Team, memberId: number): Promise<MemberRow> {
  const rows = await db.query<MemberRow>(
    `SELECT m.id, m.level, u.id AS user_id, u.email, u.first_name, u.last_name
     FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 AND m.id = $2`,
    [team.id, memberId],
  );
  const row = rows[0];
  if (!row) throw notFound(said("memberNotFound"));
  return row;
}

async function assertAnotherAdmin(db: Db, team: Team, memberId: number): Promise<void> {
  const rows = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM memberships WHERE team_id = $1 AND level = 'admin' AND id <> $2",
    [team.id, memberId],
  );
  if ((rows[0]?.n ?? 0) === 0) throw badRequest(said("teamNeedsAdmin"));
}

/** Changes a member's level; the last admin cannot be demoted. */
export async function updateMemberLevel(
  db: Db,
  team: Team,
  memberId: number,
  level: MembershipLevel,
): Promise<TeamMember> {
  const member = await findMember(db, team, memberId);
  if (member.level === "admin" && level !== "admin") await assertAnotherAdmin(db, team, memberId);
  await db.query("UPDATE memberships SET level = $2 WHERE id = $1", [memberId, level]);
  const updated = { ...member, level };
  return {
    id: updated.id,
    level,
    user: { id: member.user_id, email: member.email, first_name: member.first_name, last_name: member.last_name },
  };
}

/** Removes a member; the last admin cannot be removed. Returns the removed user's id. */
export async function removeMember(db: Db, team: Team, memberId: number): Promise<number> {
  const member = await findMember(db, team, memberId);
  if (member.level === "admin") await assertAnotherAdmin(db, team, memberId);
  await db.query("DELETE FROM memberships WHERE id = $1", [memberId]);
  return member.user_id;
}

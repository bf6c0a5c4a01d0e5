import type { MembershipLevel } from "./teams-contract.ts";

/** A membership as the rules see it: whose it is and at what level. */
export type MemberRole = { user_id: number; level: MembershipLevel };

/** What may happen to a member: a new level, or leaving the team. */
export type MemberChange = { level: MembershipLevel } | "remove";

/** Changing a team (name, logo, billing), deleting it, inviting and withdrawing invites: admins only. */
export function canAdminTeam(member: Pick<MemberRole, "level">): boolean {
  return member.level === "admin";
}

/** An invite's code lets its holder join, so only admins see the pending invites. */
export function canSeeInvites(member: Pick<MemberRole, "level">): boolean {
  return canAdminTeam(member);
}

/** Admins change and remove anyone; a member may only leave. */
export function canChangeMember(actor: MemberRole, target: MemberRole, change: MemberChange): boolean {
  if (canAdminTeam(actor)) return true;
  return change === "remove" && actor.user_id === target.user_id;
}

/**
 * False when the change would leave the team without an admin: `otherAdmins` counts the admins
 * beside the target. Checked before who asks, so anyone trying it hears why it cannot be done.
 */
export function keepsAnAdmin(target: Pick<MemberRole, "level">, change: MemberChange, otherAdmins: number): boolean {
  const stopsBeingAdmin = change === "remove" || change.level !== "admin";
  return !(target.level === "admin" && stopsBeingAdmin && otherAdmins === 0);
}

/**
 * Only the invited address may accept an invite, compared as it was typed and as the user signs in:
 * trimmed, case-insensitive.
 */
export function canAcceptInvite(invite: { email: string }, user: { email: string }): boolean {
  return invite.email.trim().toLowerCase() === user.email.trim().toLowerCase();
}

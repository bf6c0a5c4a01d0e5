import type { MembershipLevel } from "@xa/core";

/**
 * How the caller stands to a config or usage: a member of its team (at a level), someone it was
 * shared with, or nobody (who is told it does not exist).
 */
export type AudienceAccess = { level: MembershipLevel } | "shared" | null;

/** A saved config or usage as the rules see it: who created it. */
export type AudienceOwner = { created_by: number | null };

/** Reading (and downloading): the team's members, and those it was shared with. */
export function canReadAudience(access: AudienceAccess): boolean {
  return access !== null;
}

/** Creating, changing, sharing and recording usages: any member of the team, admin or member. */
export function canEditAudience(access: AudienceAccess): boolean {
  return access !== null && access !== "shared";
}

/**
 * Deleting: the team's admins, and the member who created it, so one member cannot remove what
 * another built. A config whose creator left (created_by null) is then the admins' to delete.
 */
export function canDeleteAudience(access: AudienceAccess, userId: number, item: AudienceOwner): boolean {
  if (access === null || access === "shared") return false;
  return access.level === "admin" || item.created_by === userId;
}

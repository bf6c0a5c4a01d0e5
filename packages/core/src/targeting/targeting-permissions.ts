import type { MembershipLevel } from "../teams/teams-contract.ts";

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

/** A signed-in user, as the rules below see one: nobody signed in is null. */
export type SignedIn = { id: number } | null;

/** The autopilot reads the public store: anyone signed in may generate a package. */
export function canGenerate(user: SignedIn): boolean {
  return user !== null;
}

/** A generation is its creator's alone: anyone else is told it does not exist. */
export function canSeeGeneration(user: SignedIn, generation: { created_by: number | null }): boolean {
  return user !== null && generation.created_by !== null && generation.created_by === user.id;
}

/** The catalogues are public reference lists, nothing team-scoped: anyone signed in may read them. */
export function canUseCatalogues(user: SignedIn): boolean {
  return user !== null;
}

import { isStaff } from "../auth/auth-permissions.ts";

type Reader = { id: number; email: string } | null;
type Staff = { staffEmails: readonly string[] };

/** A signed-in user records and reads their own activity; nobody signed out does. */
export const canUseOwnActivity = (caller: Reader): boolean => caller !== null;

/** Whose activity a caller may read: their own, or anyone's for staff (STAFF_EMAILS). */
export const canReadActivityOf = (config: Staff, caller: Reader, ownerId: number): boolean =>
  caller !== null && (caller.id === ownerId || isStaff(config, caller));

/** Staff look a user's activity up by e-mail. */
export const canSearchActivity = (config: Staff, caller: Reader): boolean => caller !== null && isStaff(config, caller);

import { isStaff } from "../auth/auth-permissions.ts";

/** Who calls: a signed-in user (their e-mail says whether they are staff), or nobody. */
export type MaterialsCaller = { email: string } | null;
type Staff = { staffEmails: readonly string[] };

/** Anyone signed in lists, previews and downloads the library. */
export const canReadMaterials = (caller: MaterialsCaller): boolean => caller !== null;

/** Staff (STAFF_EMAILS) upload and delete its files. */
export const canManageMaterials = (config: Staff, caller: MaterialsCaller): boolean =>
  caller !== null && isStaff(config, caller);

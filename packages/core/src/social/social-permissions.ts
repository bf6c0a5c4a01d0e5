import { isStaff } from "../auth/auth-permissions.ts";

/** Who calls a social route: nobody signed in, a signed-in user, or the local CLI with the server's ingest token. */
export type SocialCaller = null | { user: { email: string } } | { ingestToken: true };

/** A rule of who may do one thing in the social store. */
export type SocialRule = (caller: SocialCaller, staffEmails: readonly string[]) => boolean;

/** Staff (STAFF_EMAILS) may import files and fetch from X; so may the local CLI holding the ingest token. */
export const canImport: SocialRule = (caller, staffEmails) =>
  caller !== null && ("ingestToken" in caller || isStaff({ staffEmails }, caller.user));

/** Jobs belong to the store, not to a person: whoever may import sees every job, whoever started it. */
export const canSeeJobs: SocialRule = canImport;

/** Likewise any importer may cancel any job (an import stuck on someone's huge file must be stoppable). */
export const canCancelJob: SocialRule = canImport;

/** What the store holds (the Data page's counts, the demo label) is shown to any signed-in user. */
export const canSeeStore: SocialRule = (caller) => caller !== null && "user" in caller;

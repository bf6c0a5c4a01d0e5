import type { FastifyRequest } from "fastify";
import { isStaff, requireAuth, type UserRow } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, said } from "../http/http-error.ts";

/** Who calls a social route: nobody signed in, a signed-in user, or the local CLI with the server's ingest token. */
export type SocialCaller = null | { user: Pick<UserRow, "id" | "email"> } | { ingestToken: true };

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

/**
 * The caller of a social route, refused with a 403 unless `rule` allows them: an unknown ingest
 * token, no session (or a cookie call without the CSRF header), or a rule that says no.
 */
export async function requireSocialCaller(
  deps: Deps,
  request: FastifyRequest,
  rule: SocialRule,
): Promise<{ userId: number | null }> {
  const header = request.headers.authorization ?? "";
  const ingest = /^Ingest\s+(\S{20,200})$/.exec(header);
  let caller: NonNullable<SocialCaller>;
  if (ingest?.[1]) {
    const rows = await deps.db.query("SELECT 1 FROM ingest_tokens WHERE token = $1", [ingest[1]]);
    if (rows.length === 0) throw forbidden(said("badIngestToken"));
    caller = { ingestToken: true };
  } else {
    caller = { user: (await requireAuth(deps, request)).user };
  }
  if (!rule(caller, deps.config.staffEmails)) throw forbidden("user" in caller ? said("staffOnly") : undefined);
  return { userId: "user" in caller ? caller.user.id : null };
}

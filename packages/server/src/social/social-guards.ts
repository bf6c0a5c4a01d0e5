import type { SocialRule } from "@xa/core/social/social-permissions";
import type { FastifyRequest } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, said } from "../http/http-error.ts";

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
  let caller: { user: { id: number; email: string } } | { ingestToken: true };
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

import { magicLinkRequestSchema, magicLinkUseSchema, updateMeSchema } from "@xa/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { forbidden, said } from "../http/http-error.ts";
import { createMagicLink, useMagicLink } from "./magic-link.ts";
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  findAuth,
  isOwnNavigation,
  requireAuth,
  setSessionCookie,
} from "./sessions.ts";
import { takeSigninLimits } from "./signin-limits.ts";
import { loadUser } from "./users.ts";

/** E-mail sign-in, the signed-in user, and logout (spec §4, §7). */
export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secureCookie = deps.config.publicUrl.startsWith("https://");

  r.post(
    "/api/user/magic-link/",
    { schema: { body: magicLinkRequestSchema, tags: ["auth"] } },
    async (request, reply) => {
      await takeSigninLimits(deps, request.body.email, request.ip);
      const magicCode = await createMagicLink(deps, request.body.email);
      return reply.status(201).send({ magic_code: magicCode });
    },
  );

  r.post(
    "/api/user/magic-link/use/",
    { schema: { body: magicLinkUseSchema, tags: ["auth"] } },
    async (request, reply) => {
      const user = await useMagicLink(deps, request.body.magic_code, request.body.confirm_code);
      const token = await createSession(deps.db, user.id);
      setSessionCookie(reply, token, secureCookie);
      return { token, user: await loadUser(deps.db, deps.config, user, token) };
    },
  );

  r.get("/api/user/me/", { schema: { tags: ["auth"] } }, async (request) => {
    const auth = await requireAuth(deps, request);
    return loadUser(deps.db, deps.config, auth.user, auth.token);
  });

  r.put("/api/user/me/", { schema: { body: updateMeSchema, tags: ["auth"] } }, async (request) => {
    const auth = await requireAuth(deps, request);
    const { language, first_name, last_name } = request.body;
    const rows = await deps.db.query<typeof auth.user>(
      `UPDATE users SET language = COALESCE($2, language), first_name = COALESCE($3, first_name),
         last_name = COALESCE($4, last_name)
       WHERE id = $1 RETURNING id, email, first_name, last_name, language`,
      [auth.user.id, language ?? null, first_name ?? null, last_name ?? null],
    );
    return loadUser(deps.db, deps.config, rows[0] ?? auth.user, auth.token);
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await findAuth(deps, request);
    if (auth && request.method === "GET" && !isOwnNavigation(request, auth)) throw forbidden(said("logoutCrossSite"));
    if (auth) await deleteSession(deps.db, auth.token);
    clearSessionCookie(reply, secureCookie);
    return { detail: "Successfully logged out." };
  };
  r.post("/rest-auth/logout/", { schema: { tags: ["auth"] } }, logout);
  r.get("/rest-auth/logout/", { schema: { tags: ["auth"] } }, logout);
}

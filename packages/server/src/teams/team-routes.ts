import {
  acceptInviteSchema,
  createInvitesSchema,
  createTeamSchema,
  displayName,
  updateMemberSchema,
  updateTeamSchema,
} from "@xa/core";
import { serialIdParam, slugOrSerialIdParam } from "@xa/core/validation/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../auth/sessions.ts";
import type { Deps } from "../deps.ts";
import { notFound, said } from "../http/http-error.ts";
import { createInvites } from "./create-invites.ts";
import { acceptInvite, deleteInvite, listPendingInvites } from "./invite-queries.ts";
import { listMembers, removeMember, updateMemberLevel } from "./member-queries.ts";
import {
  assertTeamAdmin,
  createTeam,
  deleteTeam,
  findMemberTeam,
  findTeamInfo,
  listTeams,
  updateTeam,
} from "./team-queries.ts";

const teamParam = z.object({ team: slugOrSerialIdParam });
const memberParams = z.object({ team: slugOrSerialIdParam, member: serialIdParam });
const inviteParams = z.object({ team: slugOrSerialIdParam, invite: serialIdParam });

/** Teams, members and invites (spec §3, §6, §7). Every query is filtered by the caller's membership. */
export function registerTeamRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ["teams"];

  r.get("/api/teams/", { schema: { tags } }, async (request) => {
    const auth = await requireAuth(deps, request);
    return listTeams(db, auth.user.id);
  });

  r.post("/api/teams/", { schema: { body: createTeamSchema, tags } }, async (request, reply) => {
    const auth = await requireAuth(deps, request);
    return reply.status(201).send(await createTeam(db, auth.user.id, request.body.name));
  });

  r.get("/api/teams/:team/", { schema: { params: teamParam, tags } }, async (request) => {
    const auth = await requireAuth(deps, request);
    return findMemberTeam(db, auth.user.id, request.params.team);
  });

  r.route({
    method: ["PUT", "PATCH"],
    url: "/api/teams/:team/",
    schema: { params: teamParam, body: updateTeamSchema, tags },
    handler: async (request) => {
      const auth = await requireAuth(deps, request);
      const team = await findMemberTeam(db, auth.user.id, request.params.team);
      assertTeamAdmin(team);
      return updateTeam(db, team, auth.user.id, request.body);
    },
  });

  r.delete("/api/teams/:team/", { schema: { params: teamParam, tags } }, async (request, reply) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, request.params.team);
    assertTeamAdmin(team);
    await deleteTeam(db, team);
    return reply.status(204).send();
  });

  r.get("/api/teams/:team/members/", { schema: { params: teamParam, tags } }, async (request) => {
    const auth = await requireAuth(deps, request);
    return listMembers(db, await findMemberTeam(db, auth.user.id, request.params.team));
  });

  r.route({
    method: ["PUT", "PATCH"],
    url: "/api/teams/:team/members/:member/",
    schema: { params: memberParams, body: updateMemberSchema, tags },
    handler: async (request) => {
      const auth = await requireAuth(deps, request);
      const team = await findMemberTeam(db, auth.user.id, request.params.team);
      // The caller's level is checked under the team's lock, with the admins left.
      return updateMemberLevel(db, team, auth.user.id, request.params.member, request.body.level);
    },
  });

  r.delete("/api/teams/:team/members/:member/", { schema: { params: memberParams, tags } }, async (request, reply) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, request.params.team);
    // Admins remove anyone, a member may only leave: checked under the team's lock.
    await removeMember(db, team, auth.user.id, request.params.member);
    return reply.status(204).send();
  });

  r.get("/api/teams/:team/invites/", { schema: { params: teamParam, tags } }, async (request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, request.params.team);
    // An invite's code lets its holder join: only admins see them.
    assertTeamAdmin(team);
    return listPendingInvites(db, team);
  });

  r.post(
    "/api/teams/:team/invites/",
    { schema: { params: teamParam, body: createInvitesSchema, tags } },
    async (request, reply) => {
      const auth = await requireAuth(deps, request);
      const team = await findMemberTeam(db, auth.user.id, request.params.team);
      assertTeamAdmin(team);
      const { emails = [], email, message = "" } = request.body;
      const inviter = { id: auth.user.id, email: auth.user.email, name: displayName(auth.user) };
      const invites = await createInvites(deps, team, inviter, email ? [...emails, email] : emails, message);
      // 200 with none when every address already had a pending invite.
      return reply.status(invites.length > 0 ? 201 : 200).send(invites);
    },
  );

  r.delete("/api/teams/:team/invites/:invite/", { schema: { params: inviteParams, tags } }, async (request, reply) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, request.params.team);
    assertTeamAdmin(team);
    await deleteInvite(db, team, request.params.invite);
    return reply.status(204).send();
  });

  r.post(
    "/api/teams/:team/invites/accept/",
    { schema: { params: teamParam, body: acceptInviteSchema, tags } },
    async (request) => {
      const auth = await requireAuth(deps, request);
      const teamId = await acceptInvite(db, request.params.team, request.body.code, auth.user);
      return findMemberTeam(db, auth.user.id, String(teamId));
    },
  );

  r.get(
    "/api/teaminfo/:slug/",
    { schema: { params: z.object({ slug: z.string().max(100) }), tags } },
    async (request) => {
      const info = await findTeamInfo(db, request.params.slug);
      if (!info) throw notFound(said("noTeam"));
      return info;
    },
  );
}

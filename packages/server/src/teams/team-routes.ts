import { displayName, type Team, teamsContract } from "@xa/core";
import { isStaff } from "@xa/core/auth/auth-permissions";
import { canAdminTeam, canSeeInvites } from "@xa/core/teams/teams-permissions";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, notFound, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { takeWorkLimit } from "../http/work-limits.ts";
import { createInvites } from "./create-invites.ts";
import { acceptInvite, deleteInvite, listPendingInvites } from "./invite-queries.ts";
import { listMembers, removeMember, updateMemberLevel } from "./member-queries.ts";
import { startSubscription } from "./subscription-queries.ts";
import { createTeam, deleteTeam, findMemberTeam, findTeamInfo, listTeams, updateTeam } from "./team-queries.ts";

const adminsOnly = () => forbidden(said("adminsOnly"));

/**
 * What other domains must do before a team is deleted (billing cancels what the team still pays for),
 * given by the app, as those domains build on teams; a hook that throws keeps the team.
 */
export type BeforeTeamDelete = (team: Team) => Promise<void>;

/** Teams, members and invites. Every query is filtered by the caller's membership. */
export function registerTeamRoutes(
  app: FastifyInstance,
  deps: Deps,
  hooks: { beforeDelete?: BeforeTeamDelete } = {},
): void {
  const { db } = deps;
  const c = teamsContract;

  route(app, c.listTeams, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    return listTeams(db, auth.user.id, query);
  });

  route(app, c.createTeam, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    await takeWorkLimit(deps, "team", auth.user.id);
    return createTeam(db, auth.user.id, body.name);
  });

  route(app, c.getTeam, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    return findMemberTeam(db, auth.user.id, params.team);
  });

  for (const op of [c.updateTeam, c.updateTeamPut]) {
    route(app, op, async ({ params, body }, request) => {
      const auth = await requireAuth(deps, request);
      const team = await findMemberTeam(db, auth.user.id, params.team);
      if (!canAdminTeam(team)) throw adminsOnly();
      return updateTeam(db, team, auth.user.id, body);
    });
  }

  route(app, c.deleteTeam, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, params.team);
    if (!canAdminTeam(team)) throw adminsOnly();
    await hooks.beforeDelete?.(team);
    await deleteTeam(db, team);
    return null;
  });

  route(app, c.listMembers, async ({ params, query }, request) => {
    const auth = await requireAuth(deps, request);
    return listMembers(db, await findMemberTeam(db, auth.user.id, params.team), query);
  });

  for (const op of [c.updateMember, c.updateMemberPut]) {
    route(app, op, async ({ params, body }, request) => {
      const auth = await requireAuth(deps, request);
      const team = await findMemberTeam(db, auth.user.id, params.team);
      // Who may change whom (teams-permissions in core) is decided under the team's lock, with the admins left.
      return updateMemberLevel(db, team, auth.user.id, params.member, body.level);
    });
  }

  route(app, c.removeMember, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, params.team);
    // As above: admins remove anyone, a member may only leave, decided under the team's lock.
    await removeMember(db, team, auth.user.id, params.member);
    return null;
  });

  route(app, c.listInvites, async ({ params, query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, params.team);
    if (!canSeeInvites(team)) throw adminsOnly();
    return listPendingInvites(db, team, query);
  });

  route(app, c.createInvites, async ({ params, body }, request, reply) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, params.team);
    if (!canAdminTeam(team)) throw adminsOnly();
    const { emails = [], email, message = "" } = body;
    const inviter = { id: auth.user.id, email: auth.user.email, name: displayName(auth.user) };
    const invites = await createInvites(deps, team, inviter, email ? [...emails, email] : emails, message);
    // Nothing was created when every address already had a pending invite: 200, not the usual 201.
    if (invites.length === 0) reply.status(200);
    return invites;
  });

  route(app, c.deleteInvite, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, params.team);
    if (!canAdminTeam(team)) throw adminsOnly();
    await deleteInvite(db, team, params.invite);
    return null;
  });

  route(app, c.acceptInvite, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    // Only the invited address may accept (teams-permissions in core), checked with the invite locked.
    const teamId = await acceptInvite(db, params.team, body.code, auth.user);
    return findMemberTeam(db, auth.user.id, String(teamId));
  });

  route(app, c.setSubscription, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    // Staff mark any team subscribed, member or not, without a reason kept (billing's grants keep one).
    if (!isStaff(deps.config, auth.user)) throw forbidden(said("upload.staffOnly"));
    return startSubscription(db, params.team, body, deps.now());
  });

  route(app, c.getTeamInfo, async ({ params }) => {
    const info = await findTeamInfo(db, params.slug);
    if (!info) throw notFound(said("noTeam"));
    return info;
  });
}

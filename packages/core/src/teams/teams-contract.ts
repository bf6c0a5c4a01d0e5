import { z } from "zod";
import { PLAN_FEATURES } from "../billing/plan-features.ts";
import { emailField, enumField, optionalEmailField, optionalTextField, textField } from "../contract/fields.ts";
import { serialIdParam, slugOrSerialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { INVITE_MESSAGE_MAX_LENGTH, plainMessage, TEAM_INVITES_PER_DAY } from "./invites.ts";

export const MEMBERSHIP_LEVELS = ["admin", "member"] as const;
/** What a member may do in a team: admins change it, members use it. */
export const membershipLevel = z.enum(MEMBERSHIP_LEVELS);
export type MembershipLevel = z.infer<typeof membershipLevel>;

/**
 * A team's plan from a start date; the latest by start is current (core's currentSubscription). `active`: it opens its plan's
 * features now (paid or granted, its period not over); `features`: what the plan enables.
 */
export const subscription = z.object({
  start: z.string(),
  active: z.boolean(),
  /** granted by staff: once it ends, a bought plan still running beneath it is current again */
  granted: z.boolean(),
  plan: z.object({ name: z.string(), features: z.array(z.enum(PLAN_FEATURES)) }),
});
export type Subscription = z.infer<typeof subscription>;

/** A team as its members see it, with the caller's level. */
export const team = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
  member_count: z.number().int(),
  invoice_email: z.string(),
  country: z.string(),
  invoice_name: z.string(),
  has_billing_details: z.boolean(),
  subscriptions: z.array(subscription),
  level: membershipLevel,
});
export type Team = z.infer<typeof team>;

/** Public team info (`GET /api/teaminfo/{slug}/`), shown to anyone holding an invite link. */
export const teamInfo = team.pick({ name: true, slug: true, logo: true });
export type TeamInfo = z.infer<typeof teamInfo>;

/** A member of a team and the user behind it. */
export const teamMember = z.object({
  id: z.number().int(),
  level: membershipLevel,
  user: z.object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string() }),
});
export type TeamMember = z.infer<typeof teamMember>;

/** An invite to join a team; its code lets its holder join, so only admins see it. */
export const teamInvite = z.object({
  id: z.number().int(),
  code: z.string(),
  email: z.string(),
  status: z.enum(["pending", "accepted"]),
  created_at: z.string(),
});
export type TeamInvite = z.infer<typeof teamInvite>;

export const createTeamSchema = z.object({ name: textField("name", { max: 100 }) });
export type CreateTeam = z.input<typeof createTeamSchema>;

export const updateTeamSchema = z
  .object({
    name: textField("name", { max: 100 }),
    logo: optionalTextField("logo", 2000),
    invoice_email: optionalEmailField("invoice_email"),
    country: optionalTextField("country", 100),
    invoice_name: optionalTextField("invoice_name", 200),
  })
  .partial();
export type UpdateTeam = z.infer<typeof updateTeamSchema>;

export const updateMemberSchema = z.object({ level: enumField("level", MEMBERSHIP_LEVELS) });
export type UpdateMember = z.input<typeof updateMemberSchema>;

/** Invite entry: one or several e-mail addresses and an optional message. */
export const createInvitesSchema = z
  .object({
    emails: z
      .array(emailField("emails"))
      .min(1, { error: "Emails is required" })
      .max(TEAM_INVITES_PER_DAY, { error: `Emails must be at most ${TEAM_INVITES_PER_DAY} addresses` })
      .optional(),
    email: emailField("email").optional(),
    message: optionalTextField("message", INVITE_MESSAGE_MAX_LENGTH).transform(plainMessage).optional(),
  })
  .refine((v) => (v.emails?.length ?? 0) > 0 || v.email !== undefined, { error: "Email is required", path: ["email"] });
export type CreateInvites = z.input<typeof createInvitesSchema>;

export const acceptInviteSchema = z.object({ code: textField("code", { max: 64 }) });

/** Staff mark a team's plan by name: a new subscription from now, current at once, open-ended. */
export const setSubscriptionSchema = z.object({
  plan_name: textField("plan_name", { max: 100 }),
  active: z.boolean({ error: "Active must be true or false" }).default(true),
});
export type SetSubscription = z.input<typeof setSubscriptionSchema>;

const teamParams = z.object({ team: slugOrSerialIdParam });
const memberParams = z.object({ team: slugOrSerialIdParam, member: serialIdParam });
const inviteParams = z.object({ team: slugOrSerialIdParam, invite: serialIdParam });
const tags = ["teams"];

// The API takes PUT and PATCH alike for these two changes, both partial: one declaration, two methods.
const updateTeam = {
  path: "/api/teams/:team/",
  summary: "Change a team's name, logo or billing details (admins)",
  tags,
  params: teamParams,
  body: updateTeamSchema,
  status: 200,
  response: team,
  errors: [400, 403, 404],
} as const;
const updateMember = {
  path: "/api/teams/:team/members/:member/",
  summary: "Change a member's level (admins; a team keeps at least one admin)",
  tags,
  params: memberParams,
  body: updateMemberSchema,
  status: 200,
  response: teamMember,
  errors: [400, 403, 404],
} as const;

export { TEAM_HEADER } from "../contract/team-header.ts";

/**
 * Teams, members and invites. Every operation but the public team info needs a
 * session (403 without), and a team the caller is not a member of is a 404, as one that does not exist.
 */
export const teamsContract = {
  listTeams: operation({
    method: "GET",
    path: "/api/teams/",
    summary: "The caller's teams, by name, a page at a time",
    tags,
    query: z.object(pageQuery),
    status: 200,
    response: page(team),
    errors: [400, 403],
  }),
  createTeam: operation({
    method: "POST",
    path: "/api/teams/",
    summary: "Create a team; the caller becomes its admin",
    tags,
    body: createTeamSchema,
    status: 201,
    response: team,
    errors: [400, 403],
  }),
  getTeam: operation({
    method: "GET",
    path: "/api/teams/:team/",
    summary: "One of the caller's teams, by slug or id",
    tags,
    params: teamParams,
    status: 200,
    response: team,
    errors: [403, 404],
  }),
  updateTeam: operation({ method: "PATCH", ...updateTeam }),
  updateTeamPut: operation({ method: "PUT", ...updateTeam }),
  deleteTeam: operation({
    method: "DELETE",
    path: "/api/teams/:team/",
    summary: "Delete a team (admins); what it still pays for is cancelled at the payment provider first",
    tags,
    params: teamParams,
    status: 204,
    response: z.null(),
    errors: [403, 404, 409, 502],
  }),
  listMembers: operation({
    method: "GET",
    path: "/api/teams/:team/members/",
    summary: "A team's members, oldest first, a page at a time",
    tags,
    params: teamParams,
    query: z.object(pageQuery),
    status: 200,
    response: page(teamMember),
    errors: [403, 404],
  }),
  updateMember: operation({ method: "PATCH", ...updateMember }),
  updateMemberPut: operation({ method: "PUT", ...updateMember }),
  removeMember: operation({
    method: "DELETE",
    path: "/api/teams/:team/members/:member/",
    summary: "Remove a member (admins), or leave (a member's own); a team keeps at least one admin",
    tags,
    params: memberParams,
    status: 204,
    response: z.null(),
    errors: [400, 403, 404],
  }),
  listInvites: operation({
    method: "GET",
    path: "/api/teams/:team/invites/",
    summary: "A team's pending invites, newest first (admins), a page at a time",
    tags,
    params: teamParams,
    query: z.object(pageQuery),
    status: 200,
    response: page(teamInvite),
    errors: [403, 404],
  }),
  createInvites: operation({
    method: "POST",
    path: "/api/teams/:team/invites/",
    summary:
      "Invite addresses and mail each a link (admins): 201 with the new invites, or 200 with [] when every address already had one",
    tags,
    params: teamParams,
    body: createInvitesSchema,
    status: 201,
    response: z.array(teamInvite),
    errors: [400, 403, 404, 429],
  }),
  deleteInvite: operation({
    method: "DELETE",
    path: "/api/teams/:team/invites/:invite/",
    summary: "Withdraw a pending invite (admins)",
    tags,
    params: inviteParams,
    status: 204,
    response: z.null(),
    errors: [403, 404],
  }),
  acceptInvite: operation({
    method: "POST",
    path: "/api/teams/:team/invites/accept/",
    summary: "Accept an invite to the caller's address; answers the team joined",
    tags,
    params: teamParams,
    body: acceptInviteSchema,
    status: 200,
    response: team,
    errors: [400, 403, 404],
  }),
  setSubscription: operation({
    method: "POST",
    path: "/api/teams/:team/subscriptions/",
    summary: "Start a subscription of any team from now, by plan name (staff only); answers its subscriptions",
    tags,
    params: teamParams,
    body: setSubscriptionSchema,
    status: 201,
    response: z.array(subscription),
    errors: [400, 403, 404],
  }),
  getTeamInfo: operation({
    method: "GET",
    path: "/api/teaminfo/:slug/",
    summary: "A team's public name and logo, by slug (no session needed)",
    tags,
    params: z.object({ slug: z.string().max(100) }),
    status: 200,
    response: teamInfo,
    errors: [404],
  }),
};

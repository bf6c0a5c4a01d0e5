import { z } from "zod";
import { emailField, enumField, optionalTextField, textField } from "../contract/fields.ts";
import { operation } from "../contract/operation.ts";
import { membershipLevel } from "../teams/teams-contract.ts";
import { LANGUAGES } from "./languages.ts";

/** A user's membership of a team, as listed on the user. */
export const userMembership = z.object({
  id: z.number().int(),
  team: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  level: membershipLevel,
});
export type UserMembership = z.infer<typeof userMembership>;

/** The signed-in user. Never the session's token: the client has it from sign-in, and nothing else needs it. */
export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  groups: z.array(z.string()),
  memberships: z.array(userMembership),
  social_accounts: z.array(z.object({ id: z.number().int(), provider: z.string() })),
  is_staff: z.boolean(),
  /**
   * What the group rules open to the user, for the web to offer: the creators tool (canFindCreators)
   * and the campaign planner (canOpenCampaignPlanner, for at least one of their teams). Each call checks again.
   */
  access: z.object({ creators: z.boolean(), campaign_planner: z.boolean() }),
});
export type User = z.infer<typeof user>;

export const magicLinkRequestSchema = z.object({ email: emailField("email") });
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;
/** The magic code pairs with the confirmation code that was e-mailed. */
export const magicLinkResponse = z.object({ magic_code: z.string() });
export type MagicLinkResponse = z.infer<typeof magicLinkResponse>;

export const magicLinkUseSchema = z.object({
  magic_code: textField("magic_code", { max: 64 }),
  confirm_code: textField("confirm_code", { max: 32 }),
});
export type MagicLinkUse = z.infer<typeof magicLinkUseSchema>;
export const loginResponse = z.object({ token: z.string(), user });
export type LoginResponse = z.infer<typeof loginResponse>;

export const updateMeSchema = z.object({
  language: enumField("language", LANGUAGES).optional(),
  first_name: optionalTextField("first_name", 150).optional(),
  last_name: optionalTextField("last_name", 150).optional(),
});
export type UpdateMe = z.infer<typeof updateMeSchema>;

/** A token the companion extension sends as 'Token {token}'; shown once, it stops working at expires_at. */
export const extensionToken = z.object({ token: z.string(), created_at: z.string(), expires_at: z.string() });

/** The user's pro-targeting token as the account page shows it (never the token itself: only its hash is kept). */
export const proTargetingTokenStatus = z.object({
  current: z
    .object({
      created_at: z.string(),
      expires_at: z.string(),
      /** null until the token first reads the token group */
      last_used_at: z.string().nullable(),
      expired: z.boolean(),
    })
    .nullable(),
});
export type ProTargetingTokenStatus = z.infer<typeof proTargetingTokenStatus>;

const loggedOut = z.object({ detail: z.string() });
const tags = ["auth"];
// The API document lists the extension's token with the ad accounts the extension works on.
const extensionTags = ["ad accounts"];
const logout = {
  path: "/rest-auth/logout/",
  tags,
  status: 200,
  response: loggedOut,
} as const;

/** E-mail sign-in, the signed-in user, logout, and the extension's token. Without a session, /me is a 403. */
export const authContract = {
  requestMagicLink: operation({
    method: "POST",
    path: "/api/user/magic-link/",
    summary: "Mail a sign-in code; at most a few per address and per network (429 with Retry-After)",
    tags,
    body: magicLinkRequestSchema,
    status: 201,
    response: magicLinkResponse,
    errors: [400, 429],
  }),
  useMagicLink: operation({
    method: "POST",
    path: "/api/user/magic-link/use/",
    summary: "Sign in with the magic code and the e-mailed code; sets the session cookie",
    tags,
    body: magicLinkUseSchema,
    status: 200,
    response: loginResponse,
    errors: [400],
  }),
  getMe: operation({
    method: "GET",
    path: "/api/user/me/",
    summary: "The signed-in user",
    tags,
    status: 200,
    response: user,
    errors: [403],
  }),
  updateMe: operation({
    method: "PUT",
    path: "/api/user/me/",
    summary: "Change the signed-in user's language or name",
    tags,
    body: updateMeSchema,
    status: 200,
    response: user,
    errors: [400, 403],
  }),
  logout: operation({
    method: "POST",
    summary: "End the session and clear its cookie (signed out already is fine)",
    errors: [],
    ...logout,
  }),
  logoutLink: operation({
    method: "GET",
    summary: "Log out from a link of the app itself; a cross-site GET on a cookie session is a 403",
    errors: [403],
    ...logout,
  }),
  createExtensionToken: operation({
    method: "POST",
    path: "/api/user/extension-token/",
    summary: "A new token for the companion extension; earlier ones stop working",
    tags: extensionTags,
    status: 201,
    response: extensionToken,
    errors: [403],
  }),
  getProTargetingToken: operation({
    method: "GET",
    path: "/api/user/pro-targeting-token/",
    summary: "Whether the user has a pro-targeting token, when it was made, last used and stops working",
    tags,
    status: 200,
    response: proTargetingTokenStatus,
    errors: [403],
  }),
  createProTargetingToken: operation({
    method: "POST",
    path: "/api/user/pro-targeting-token/",
    summary:
      "A new pro-targeting token: it reads the premium suite's token group (/api/external/token/deepthought/) and says who it is (standalone_me), nothing else; earlier ones stop working",
    tags,
    status: 201,
    response: extensionToken,
    errors: [403],
  }),
  deleteProTargetingToken: operation({
    method: "DELETE",
    path: "/api/user/pro-targeting-token/",
    summary: "Revoke the user's pro-targeting token",
    tags,
    status: 204,
    response: z.null(),
    errors: [403],
  }),
  deleteExtensionToken: operation({
    method: "DELETE",
    path: "/api/user/extension-token/",
    summary: "Sign the extension out (revoke its token); logout does this too",
    tags: extensionTags,
    status: 204,
    response: z.null(),
    errors: [403],
  }),
};

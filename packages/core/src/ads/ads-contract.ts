import { z } from "zod";
import { textField } from "../contract/fields.ts";
import { INT4_MAX, serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { teamField } from "../targeting/audience-entities.ts";
import { appliedTargeting, customAudienceCheck } from "./applied-targeting.ts";

/** Which ad platform the server talks to: the X Ads API, or the sandbox kept in our own database. */
export const ADS_PLATFORMS = ["sandbox", "x"] as const;
export type AdsPlatformName = (typeof ADS_PLATFORMS)[number];

/** The ad networks an account can belong to (an account's `network`). */
export const AD_NETWORKS = ["x"] as const;

/** What an ad account is linked for: targeting (campaigns) or uploading custom audiences. */
export const AD_ACCOUNT_PURPOSES = ["targeting", "audiences"] as const;

/** The error text when an ad account is created without its id. */
export const NO_AD_ACCOUNT_ID = "No ad account id provided";

/**
 * An ad account id as sent. Missing, null or blank passes as null: the route answers it with the
 * `{detail: 'No ad account id provided'}` rather than a field error.
 */
const accountId = z
  .string({ error: "Ad account id must be text" })
  .trim()
  .max(64, { error: "Ad account id must be at most 64 characters" })
  .regex(/^[A-Za-z0-9_-]*$/, { error: "Ad account id may hold only letters, digits, '-' and '_'" })
  .nullish()
  .transform((id) => id || null);

/** An ad account a team has linked; teams list theirs by name. */
export const adAccount = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  account_id: z.string(),
  name: z.string(),
  network: z.enum(AD_NETWORKS),
  purpose: z.enum(AD_ACCOUNT_PURPOSES),
  /** null until checked, then whether the platform lets us use it; creating one sets it true */
  access: z.boolean().nullable(),
  checked_at: z.string().nullable(),
  /** the platform that serves it: "sandbox" is labelled as such everywhere */
  platform: z.enum(ADS_PLATFORMS),
  created_at: z.string(),
});
export type AdAccount = z.infer<typeof adAccount>;

export const createAdAccountBody = z.object({
  team: teamField,
  account_id: accountId,
  name: textField("name", { max: 200 }),
  network: z.enum(AD_NETWORKS).default("x"),
});
export type CreateAdAccount = z.input<typeof createAdAccountBody>;

/** A page of the team's ad accounts (or of its grants); `account_id` narrows it to one platform account. */
export const listAdAccountsQuery = z.object({
  team: textField("team", { max: 100 }),
  account_id: textField("account_id", { max: 100 }).optional(),
  ...pageQuery,
});
export type ListAdAccountsQuery = z.input<typeof listAdAccountsQuery>;

/** Access to a team's ad account, granted to one member: access is per member, not per team. */
export const grantedAdAccount = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  /** the member's membership id */
  member: z.number().int(),
  member_email: z.string(),
  account: z.object({ account_id: z.string(), network: z.enum(AD_NETWORKS), name: z.string() }),
  created_at: z.string(),
});
export type GrantedAdAccount = z.infer<typeof grantedAdAccount>;

export const createGrantBody = z.object({
  team: teamField,
  member: z.number({ error: "Member is required" }).int().positive().max(INT4_MAX),
  account: z.object({ account_id: accountId, network: z.enum(AD_NETWORKS).default("x") }),
});
export type CreateGrant = z.input<typeof createGrantBody>;

export const validateAdAccountBody = z.object({ team: teamField, ad_account_id: accountId });
export const validateAdAccountResponse = z.object({ access: z.boolean() });

export const checkCustomAudiencesBody = z.object({
  team: teamField,
  ad_account_id: accountId,
  custom_audience_names: z.array(z.string().trim().min(1).max(200)).max(500),
});

/** A line item (ad group) whose targeting a package replaces. */
/** An ad account the team's platform login may manage, as the platform lists it. */
export const platformAccount = z.object({ account_id: z.string(), name: z.string() });
export type PlatformAccount = z.infer<typeof platformAccount>;

export const lineItem = z.object({
  id: z.string(),
  name: z.string(),
  campaign_name: z.string(),
  status: z.string(),
});
export type LineItem = z.infer<typeof lineItem>;

/** One targeting criterion as the platform stored it, read back after applying. */
export const appliedCriterion = z.object({
  type: z.string(),
  value: z.string(),
  label: z.string(),
});
export type AppliedCriterion = z.infer<typeof appliedCriterion>;

/** Apply a package on the server, through the configured platform, to one line item. */
export const applyTargetingBody = z.object({
  team: teamField,
  ad_account_id: accountId,
  line_item_id: textField("line_item_id", { max: 64 }),
  audience_config_id: z.number({ error: "Audience config id is required" }).int().positive().max(INT4_MAX),
  /** what the user confirmed, after core's apply rules */
  targeting: appliedTargeting,
});
export type ApplyTargeting = z.input<typeof applyTargetingBody>;

export const applyTargetingResponse = z.object({
  platform: z.enum(ADS_PLATFORMS),
  line_item_id: z.string(),
  criteria: z.array(appliedCriterion),
  /** entries the platform could not take, with why: a code of SKIP_REASONS (targeting-criteria.ts) */
  skipped: z.array(z.object({ type: z.string(), value: z.string(), reason: z.string() })),
  usage_id: z.number().int(),
});
export type ApplyTargetingResult = z.infer<typeof applyTargetingResponse>;

/** What a sandbox ad account holds: every application, newest first, exactly as applied. */
export const sandboxApplication = z.object({
  id: z.number().int(),
  line_item_id: z.string(),
  targeting: appliedTargeting,
  criteria: z.array(appliedCriterion),
  applied_by: z.string(),
  applied_at: z.string(),
});
export type SandboxApplication = z.infer<typeof sandboxApplication>;

const tags = ["ad accounts"];
const idParams = z.object({ id: serialIdParam });

/** Ad accounts, grants and applying a package. */
export const adsContract = {
  listAdAccounts: operation({
    method: "GET",
    path: "/api/external/ad-accounts/",
    summary: "The team's ad accounts, sorted by name, a page at a time",
    tags,
    query: listAdAccountsQuery,
    status: 200,
    response: page(adAccount),
    errors: [400, 401, 403, 404],
  }),
  createAdAccount: operation({
    method: "POST",
    path: "/api/external/ad-accounts/",
    summary: "Link an ad account to the team (team admins); its access starts true",
    tags,
    body: createAdAccountBody,
    status: 201,
    response: adAccount,
    errors: [400, 403, 404, 409],
  }),
  createAudiencesAdAccount: operation({
    method: "POST",
    path: "/api/external/ad-accounts/create_audiences_ad_account/",
    summary: "Link the ad account that custom audiences are uploaded to",
    tags,
    body: createAdAccountBody,
    status: 201,
    response: adAccount,
    errors: [400, 403, 404, 409],
  }),
  getAdAccount: operation({
    method: "GET",
    path: "/api/external/ad-accounts/:id/",
    summary: "One of the team's ad accounts",
    tags,
    params: idParams,
    status: 200,
    response: adAccount,
    errors: [403, 404],
  }),
  deleteAdAccount: operation({
    method: "DELETE",
    path: "/api/external/ad-accounts/:id/",
    summary: "Unlink an ad account (team admins); its grants go with it, its usages stay",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [403, 404],
  }),
  listLineItems: operation({
    method: "GET",
    path: "/api/external/ad-accounts/:id/line-items/",
    summary: "The account's line items a package can be applied to",
    tags,
    params: idParams,
    status: 200,
    response: z.array(lineItem),
    errors: [400, 403, 404, 429, 502],
  }),
  listSandboxApplications: operation({
    method: "GET",
    path: "/api/external/ad-accounts/:id/sandbox-applications/",
    summary: "What was applied to a sandbox ad account, newest first, a page at a time",
    tags,
    params: idParams,
    query: z.object(pageQuery),
    status: 200,
    response: page(sandboxApplication),
    errors: [403, 404],
  }),
  validateAdAccount: operation({
    method: "POST",
    path: "/api/external/audience-request/validate-ad-account/",
    summary: "Ask the platform whether the caller may use the ad account; the answer is stored",
    tags,
    body: validateAdAccountBody,
    status: 200,
    response: validateAdAccountResponse,
    errors: [400, 401, 403, 404, 429, 502],
  }),
  checkCustomAudiences: operation({
    method: "POST",
    path: "/api/external/audience-request/check-custom-audiences/",
    summary: "Whether each named custom audience is ready to target",
    tags,
    body: checkCustomAudiencesBody,
    status: 200,
    response: customAudienceCheck,
    errors: [400, 401, 403, 404, 429, 502],
  }),
  applyTargeting: operation({
    method: "POST",
    path: "/api/external/audience-request/apply-targeting/",
    summary: "Replace a line item's targeting with the package, and record the usage",
    tags,
    body: applyTargetingBody,
    status: 200,
    response: applyTargetingResponse,
    errors: [400, 403, 404, 429, 502],
  }),
  listGrantedAccounts: operation({
    method: "GET",
    path: "/api/user/granted-accounts/",
    summary: "Ad-account grants of the team (admins see all, members their own), a page at a time",
    tags,
    query: listAdAccountsQuery,
    status: 200,
    response: page(grantedAdAccount),
    errors: [400, 403, 404],
  }),
  createGrantedAccount: operation({
    method: "POST",
    path: "/api/user/granted-accounts/",
    summary: "Grant a member access to one of the team's ad accounts (team admins)",
    tags,
    body: createGrantBody,
    status: 201,
    response: grantedAdAccount,
    errors: [400, 403, 404, 409],
  }),
  deleteGrantedAccount: operation({
    method: "DELETE",
    path: "/api/user/granted-accounts/:id/",
    summary: "Withdraw a grant (team admins)",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [403, 404],
  }),
};

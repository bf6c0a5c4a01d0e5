import { z } from "zod";
import { enumField, textField } from "../contract/fields.ts";
import { INT4_MAX, serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import {
  AUDIENCE_ACCESS,
  audienceShare,
  audienceUser,
  changedCountries,
  shareByEmailBody,
  teamField,
  xlsxFile,
} from "../targeting/audience-entities.ts";
import { targetingPackage, targetingPackageWrapper } from "../targeting/targeting-package.ts";

export const USAGE_STATES = ["applied"] as const;

/** A usage's record as the server signed it (canonical JSON, kept byte for byte) and the signature (hex). */
export const signedUsageRecord = z.object({
  record: z.string({ error: "Record is required" }).min(1, { error: "Record is required" }).max(1_000_000),
  signature: z.string({ error: "Signature is required" }).trim().min(1, { error: "Signature is required" }).max(200),
});
export type SignedUsageRecord = z.infer<typeof signedUsageRecord>;

/**
 * The record of a package applied to an ad account (an audience usage): a snapshot of the
 * package and countries as applied, so it stays true when the config changes or goes. Deleting one
 * marks it deleted; PATCH restores it.
 */
export const audienceUsage = targetingPackageWrapper.extend({
  id: z.number().int(),
  team_id: z.number().int(),
  /** null once the config is deleted: the snapshot stays */
  audience_config_id: z.number().int().nullable(),
  audience_config_name: z.string().nullable(),
  ad_account_id: z.string(),
  state: z.enum(USAGE_STATES),
  /** the snapshot's selected handles in the order they are applied */
  handles_order: z.array(z.string()),
  created_by: audienceUser.nullable(),
  created_at: z.string(),
  modified_at: z.string(),
  deleted_at: z.string().nullable(),
  access: z.enum(AUDIENCE_ACCESS),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** the usage's record as created and its HMAC-SHA256 signature: POST verify_signed proves it (null: recorded before signing) */
  signed: signedUsageRecord.nullable(),
});
export type AudienceUsage = z.infer<typeof audienceUsage>;

const configId = z.number({ error: "Audience config id is required" }).int().positive().max(INT4_MAX);
const adAccountId = textField("ad_account_id", { max: 100 });

/** Record a usage: the config's current package and countries unless the body gives the applied ones. */
export const createAudienceUsageBody = z.object({
  audience_config_id: configId,
  ad_account_id: adAccountId,
  state: enumField("state", USAGE_STATES).default("applied"),
  targeting_package: targetingPackage.optional(),
  countries: changedCountries,
});
export type CreateAudienceUsage = z.input<typeof createAudienceUsageBody>;

export const updateAudienceUsageBody = z.object({
  ad_account_id: adAccountId.optional(),
  state: enumField("state", USAGE_STATES).optional(),
  targeting_package: targetingPackage.optional(),
  countries: changedCountries,
});
export type UpdateAudienceUsage = z.input<typeof updateAudienceUsageBody>;

export const reorderHandlesBody = z.object({
  handles: z.array(z.string().max(16), { error: "Handles must be a list of handles" }).max(1000),
});

export const listAudienceUsagesQuery = z.object({
  team: textField("team", { max: 100 }),
  audience_config: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  ad_account_id: z.string().trim().max(100).optional(),
  /** deleted usages too, to restore one */
  include_deleted: z.enum(["true", "false"]).default("false"),
  ...pageQuery,
});

/** Whether a record is as the server signed it; `usage_id` names the usage it records when valid. */
export const verifySignedResponse = z.object({
  valid: z.boolean(),
  detail: z.string(),
  usage_id: z.number().int().nullable(),
});

/** Whether the caller may record a usage of the config on the ad account, asked before applying. */
export const usageCheckBody = z.object({ audience_config_id: configId, ad_account_id: adAccountId });

/** A check's answer: whether it may go ahead, and why not (or what it may do), in the caller's language. */
export const checkAnswer = z.object({ allowed: z.boolean(), detail: z.string() });

/** Whether the autopilot may run for the caller (and the team named), and what a budget buys. */
export const autopilotBudgetCheckBody = z.object({
  team: teamField.optional(),
  /** the campaign budget in the configured currency; its reach is answered when given */
  budget: z
    .number({ error: "Budget must be a number" })
    .positive({ error: "Budget must be more than 0" })
    .max(1e12)
    .optional(),
});

const generationsUsed = z.object({ used: z.number().int(), limit: z.number().int(), resets_at: z.string() });

export const autopilotBudgetCheckResponse = checkAnswer.extend({
  generations: z.object({ user: generationsUsed, team: generationsUsed.nullable() }),
  /** what the budget buys at the configured CPM: people reached, each shown the ad a few times */
  budget: z.object({ amount: z.number(), currency: z.string(), cpm: z.number(), people: z.number().int() }).nullable(),
});

const tags = ["audience usages"];
const idParams = z.object({ id: serialIdParam });

/** Audience usages: team-scoped as their configs are. */
export const audienceUsagesContract = {
  listAudienceUsages: operation({
    method: "GET",
    path: "/api/external/audience-usages/",
    summary: "A team's audience usages, newest first, paged",
    tags,
    query: listAudienceUsagesQuery,
    status: 200,
    response: page(audienceUsage),
    errors: [400, 403, 404],
  }),
  createAudienceUsage: operation({
    method: "POST",
    path: "/api/external/audience-usages/",
    summary: "Record that a config's package was applied to an ad account",
    tags,
    body: createAudienceUsageBody,
    status: 201,
    response: audienceUsage,
    errors: [400, 401, 403, 404],
  }),
  getAudienceUsage: operation({
    method: "GET",
    path: "/api/external/audience-usages/:id/",
    summary: "One usage (a deleted one too, so it can be restored)",
    tags,
    params: idParams,
    status: 200,
    response: audienceUsage,
    errors: [403, 404],
  }),
  updateAudienceUsage: operation({
    method: "PUT",
    path: "/api/external/audience-usages/:id/",
    summary: "Change a usage's ad account, state or snapshot; the handles keep their order where they remain",
    tags,
    params: idParams,
    body: updateAudienceUsageBody,
    status: 200,
    response: audienceUsage,
    errors: [400, 403, 404],
  }),
  deleteAudienceUsage: operation({
    method: "DELETE",
    path: "/api/external/audience-usages/:id/",
    summary: "Mark a usage deleted (its creator or a team admin); PATCH restores it",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [403, 404],
  }),
  restoreAudienceUsage: operation({
    method: "PATCH",
    path: "/api/external/audience-usages/:id/",
    summary: "Restore a deleted usage",
    tags,
    params: idParams,
    status: 200,
    response: audienceUsage,
    errors: [400, 403, 404],
  }),
  reorderUsageHandles: operation({
    method: "POST",
    path: "/api/external/audience-usages/:id/reorder-handles/",
    summary: "Put the usage's handles in a new order: the same handles, each once",
    tags,
    params: idParams,
    body: reorderHandlesBody,
    status: 200,
    response: audienceUsage,
    errors: [400, 403, 404],
  }),
  generateUsageSheet: operation({
    method: "POST",
    path: "/api/external/audience-usages/:id/generate-sheet/",
    summary: "The usage's snapshot as an XLSX workbook, headers in the caller's language",
    tags,
    params: idParams,
    status: 200,
    response: xlsxFile,
    errors: [403, 404],
  }),
  shareAudienceUsage: operation({
    method: "POST",
    path: "/api/external/audience-usages/:id/share/",
    summary: "Let a user (by e-mail) read a usage, and mail them a link",
    tags,
    params: idParams,
    body: shareByEmailBody,
    status: 201,
    response: audienceShare,
    errors: [400, 403, 404],
  }),
  checkUsage: operation({
    method: "POST",
    path: "/api/external/audience-usages/usage-check/",
    summary: "Whether the caller may apply the config on the ad account and record the usage (nothing is recorded)",
    tags,
    body: usageCheckBody,
    status: 200,
    response: checkAnswer,
    errors: [400, 403],
  }),
  checkAutopilotBudget: operation({
    method: "POST",
    path: "/api/external/audience-usages/autopilot-budget-check/",
    summary: "Whether the autopilot may run now for the caller and team (generations left), and the budget's reach",
    tags,
    body: autopilotBudgetCheckBody,
    status: 200,
    response: autopilotBudgetCheckResponse,
    errors: [400, 403, 404],
  }),
  verifySigned: operation({
    method: "POST",
    path: "/api/external/audience-usages/verify_signed/",
    summary: "Whether a usage's signed record is as the server signed it when the usage was recorded",
    tags,
    body: signedUsageRecord,
    status: 200,
    response: verifySignedResponse,
    errors: [400, 403],
  }),
  listUsageSharedWith: operation({
    method: "GET",
    path: "/api/external/audience-usages/:id/shared-with/",
    summary: "Who a usage is shared with, a page at a time",
    tags,
    params: idParams,
    query: z.object(pageQuery),
    status: 200,
    response: page(audienceShare),
    errors: [403, 404],
  }),
};

import { z } from "zod";
import { enumField, textField } from "../contract/fields.ts";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import type { RawFile } from "../social/social-contract.ts";
import { ADS_PLATFORMS } from "./ads-contract.ts";
import { UPLOADED_AUDIENCE_KINDS } from "./audience-list.ts";

/**
 * A custom audience uploaded to an ad account: a list of handles, or of e-mail
 * addresses hashed with SHA-256 before they leave the request. Team-private, as its ad account.
 */
export const uploadedAudience = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  /** the platform's id of the ad account, and its name in the team */
  ad_account_id: z.string(),
  ad_account_name: z.string(),
  name: z.string(),
  kind: z.enum(UPLOADED_AUDIENCE_KINDS),
  member_count: z.number().int(),
  platform_audience_id: z.string(),
  /** whether the platform has processed it so it can be targeted (the platform may take up to 48 hours) */
  targetable: z.boolean(),
  /** the platform that holds it: "sandbox" is labelled as such everywhere */
  platform: z.enum(ADS_PLATFORMS),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type UploadedAudience = z.infer<typeof uploadedAudience>;

/** An upload's answer: the audience, and the lines of the file left out. */
export const uploadedAudienceCreated = uploadedAudience.extend({
  skipped: z.object({ invalid: z.number().int(), duplicates: z.number().int() }),
});
export type UploadedAudienceCreated = z.infer<typeof uploadedAudienceCreated>;

/** The file is the raw body, so everything else is in the query. */
export const uploadAudienceQuery = z.object({
  team: textField("team", { max: 100 }),
  ad_account_id: textField("ad_account_id", { max: 64 }),
  name: textField("name", { max: 200 }),
  kind: enumField("kind", UPLOADED_AUDIENCE_KINDS),
});
export type UploadAudienceQuery = z.input<typeof uploadAudienceQuery>;

const tags = ["uploaded audiences"];
const idParams = z.object({ id: serialIdParam });

/** Uploaded custom audiences: a team's lists sent to its ad accounts. */
export const uploadedAudiencesContract = {
  listUploadedAudiences: operation({
    method: "GET",
    path: "/api/uploaded-audiences/",
    summary: "The team's uploaded custom audiences, newest first, a page at a time",
    tags,
    query: z.object({ team: textField("team", { max: 100 }), ...pageQuery }),
    status: 200,
    response: page(uploadedAudience),
    errors: [400, 403, 404],
  }),
  /**
   * The file (CSV or plain text, one member a line) is the raw body, as a file import's: no body
   * schema, as a stream is not JSON; callers send it through `uploadAudienceFile` below.
   */
  uploadAudience: operation({
    method: "POST",
    path: "/api/uploaded-audiences/",
    summary:
      "Upload a list of handles or e-mail addresses (hashed at once) as a custom audience; needs an active subscription and access to the ad account",
    tags,
    query: uploadAudienceQuery,
    status: 201,
    response: uploadedAudienceCreated,
    errors: [400, 403, 404, 413, 429, 502],
  }),
  getUploadedAudience: operation({
    method: "GET",
    path: "/api/uploaded-audiences/:id/",
    summary: "One uploaded audience",
    tags,
    params: idParams,
    status: 200,
    response: uploadedAudience,
    errors: [403, 404],
  }),
  refreshUploadedAudience: operation({
    method: "POST",
    path: "/api/uploaded-audiences/:id/refresh/",
    summary: "Ask the platform again whether the audience is targetable",
    tags,
    params: idParams,
    status: 200,
    response: uploadedAudience,
    errors: [403, 404, 429, 502],
  }),
  deleteUploadedAudience: operation({
    method: "DELETE",
    path: "/api/uploaded-audiences/:id/",
    summary: "Delete the audience on the platform, then here; a platform failure keeps it",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [403, 404, 429, 502],
  }),
};

/** The upload as a caller sends it: the file as the body, sent as it is (application/octet-stream). */
export const uploadAudienceFile = {
  ...uploadedAudiencesContract.uploadAudience,
  body: z.custom<RawFile>((value) => typeof value === "object" && value !== null && "size" in value),
};

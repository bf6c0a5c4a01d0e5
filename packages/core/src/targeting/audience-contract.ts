import { z } from "zod";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import {
  AUDIENCE_SORTS,
  AUDIENCE_TYPES,
  audience,
  audienceCategory,
  audienceConfig,
  audienceConfigSummary,
  audienceInsights,
  audienceShare,
  createAudienceConfigBody,
  measuredPackage,
  shareByAccountBody,
  shareByEmailBody,
  teamField,
  updateAudienceConfigBody,
  xlsxFile,
} from "./audience-entities.ts";
import { AUDIENCE_STATUSES } from "./audience-figures.ts";
import { audiencePerspectives } from "./audience-perspectives.ts";
import { targetingPackageWrapper } from "./targeting-package.ts";

export * from "./audience-entities.ts";

const tags = ["audiences"];
const idParams = z.object({ id: serialIdParam });
const filters = {
  /** a category id */
  category: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  type: z.enum(AUDIENCE_TYPES).optional(),
  /** part of the name, any case */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(AUDIENCE_SORTS).default("-modified_at"),
  ...pageQuery,
};
export const listAudienceConfigsQuery = z.object({ team: teamField, ...filters });
export const listAudiencesQuery = z.object({
  /** without a team: the caller's audiences in all their teams, and those shared with them */
  team: teamField.optional(),
  status: z.enum(AUDIENCE_STATUSES).optional(),
  ...filters,
});
export type ListAudiencesQuery = z.input<typeof listAudiencesQuery>;

/**
 * Audience categories, audience configs (saved targeting packages), the audiences list and their
 * insights. Every operation needs a session (403 without). Configs are team-private: a
 * config of a team the caller is not in, and not shared with them, is a 404 as one that does not exist.
 */
export const audiencesContract = {
  listAudienceCategories: operation({
    method: "GET",
    path: "/api/audience-categories/",
    summary: "The fixed audience categories ('Exclusion Audience' makes a config an exclusion audience)",
    tags,
    status: 200,
    response: z.array(audienceCategory),
    errors: [403],
  }),
  getAudienceCategory: operation({
    method: "GET",
    path: "/api/audience-categories/:id/",
    summary: "One audience category",
    tags,
    params: idParams,
    status: 200,
    response: audienceCategory,
    errors: [403, 404],
  }),
  listAudienceConfigs: operation({
    method: "GET",
    path: "/api/audience-configs/",
    summary: "A team's audience configs, filtered, sorted and paged (without their packages)",
    tags,
    query: listAudienceConfigsQuery,
    status: 200,
    response: page(audienceConfigSummary),
    errors: [400, 401, 403, 404],
  }),
  createAudienceConfig: operation({
    method: "POST",
    path: "/api/audience-configs/",
    summary: "Save a targeting package as an audience config of a team; its size is counted from the store",
    tags,
    body: createAudienceConfigBody,
    status: 201,
    response: audienceConfig,
    errors: [400, 403, 404],
  }),
  measureAudiencePackage: operation({
    method: "POST",
    path: "/api/audience-configs/measure/",
    summary: "A package's figures and budget counted in the store now, as saving it would count them",
    tags,
    body: targetingPackageWrapper,
    status: 200,
    response: measuredPackage,
    errors: [400, 403],
  }),
  autocompleteAudienceConfigs: operation({
    method: "POST",
    path: "/api/audience-configs/autocomplete/",
    summary: "A team's config names starting with `name` (any case), at most 10",
    tags,
    body: z.object({ team: teamField, name: z.string().trim().max(200) }),
    status: 200,
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
    errors: [400, 403, 404],
  }),
  getAudienceConfig: operation({
    method: "GET",
    path: "/api/audience-configs/:id/",
    summary: "One audience config with its package",
    tags,
    params: idParams,
    status: 200,
    response: audienceConfig,
    errors: [403, 404],
  }),
  updateAudienceConfig: operation({
    method: "PUT",
    path: "/api/audience-configs/:id/",
    summary: "Change a config; `version` must be the current one, else 409 and nothing changes",
    tags,
    params: idParams,
    body: updateAudienceConfigBody,
    status: 200,
    response: audienceConfig,
    errors: [400, 403, 404, 409],
  }),
  deleteAudienceConfig: operation({
    method: "DELETE",
    path: "/api/audience-configs/:id/",
    summary: "Delete a config (its creator or a team admin); usages keep their snapshots",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [403, 404],
  }),
  getAudienceConfigInsights: operation({
    method: "GET",
    path: "/api/audience-configs/:id/insights/",
    summary: "A config's figures counted now, how, and its package's top entries with their evidence",
    tags,
    params: idParams,
    status: 200,
    response: audienceInsights,
    errors: [403, 404],
  }),
  getAudienceConfigPerspectives: operation({
    method: "GET",
    path: "/api/audience-configs/:id/perspectives/",
    summary: "A saved audience seen by country, language and interest side by side: the store's counts and shares",
    tags,
    params: idParams,
    status: 200,
    response: audiencePerspectives,
    errors: [403, 404],
  }),
  getAudienceInsightsByConfig: operation({
    method: "GET",
    path: "/api/audience-insights/:id/by_config/",
    summary: "The same as a config's insights, by config id",
    tags,
    params: idParams,
    status: 200,
    response: audienceInsights,
    errors: [403, 404],
  }),
  shareAudienceConfig: operation({
    method: "POST",
    path: "/api/external/audience-configs/:id/share/",
    summary: "Let a user (by e-mail) read a config, and mail them a link",
    tags,
    params: idParams,
    body: shareByEmailBody,
    status: 201,
    response: audienceShare,
    errors: [400, 403, 404],
  }),
  shareAudienceConfigViaAccount: operation({
    method: "POST",
    path: "/api/external/audience-configs/:id/share-via-account/",
    summary: "Let the user who linked an X account (by handle) read a config, and mail them a link",
    tags,
    params: idParams,
    body: shareByAccountBody,
    status: 201,
    response: audienceShare,
    errors: [400, 403, 404],
  }),
  downloadTargetingPackage: operation({
    method: "GET",
    path: "/api/external/audience-configs/:id/download_targeting_package/",
    summary: "A config's package as an XLSX workbook, headers in the caller's language",
    tags,
    params: idParams,
    status: 200,
    response: xlsxFile,
    errors: [403, 404],
  }),
  listAudiences: operation({
    method: "GET",
    path: "/api/audiences/",
    summary: "Saved audiences with their figures: a team's, or without a team all the caller's",
    tags,
    query: listAudiencesQuery,
    status: 200,
    response: page(audience),
    errors: [400, 403, 404],
  }),
};

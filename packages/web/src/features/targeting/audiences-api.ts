import {
  audiencesContract,
  type CreateAudienceConfig,
  type ListAudiencesQuery,
  type UpdateAudienceConfig,
} from "@xa/core/targeting/audience-contract";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { call } from "../../api/call.ts";
import { fileRequest } from "../../api/file-request.ts";

const op = audiencesContract;

export const listAudiences = (query: ListAudiencesQuery) => call(op.listAudiences, { query });
export const listAudienceCategories = () => call(op.listAudienceCategories, {});
export const listAudienceConfigs = (team: string, q?: string) =>
  call(op.listAudienceConfigs, { query: { team, q, limit: 100, offset: 0, sort: "-modified_at" } });
export const getAudienceConfig = (id: number) => call(op.getAudienceConfig, { params: { id } });
export const createAudienceConfig = (body: CreateAudienceConfig) => call(op.createAudienceConfig, { body });
// A 403 on these means "not yours to change" (a shared audience, someone else's), not a lost session: the page
// says so instead of signing the user out.
const stay = { redirectOn403: false };
export const updateAudienceConfig = (id: number, body: UpdateAudienceConfig) =>
  call(op.updateAudienceConfig, { params: { id }, body }, stay);
export const deleteAudienceConfig = (id: number) => call(op.deleteAudienceConfig, { params: { id } }, stay);
// The editor counts as entries change: a failed count is said beside the figures, not as a notification.
export const measureAudiencePackage = (body: TargetingPackageWrapper) =>
  call(op.measureAudiencePackage, { body }, { silent: true });
export const autocompleteAudienceConfigs = (team: string, name: string) =>
  call(op.autocompleteAudienceConfigs, { body: { team, name } }, { silent: true });
export const shareAudienceConfig = (id: number, email: string) =>
  call(op.shareAudienceConfig, { params: { id }, body: { email } }, stay);
export const shareAudienceConfigViaAccount = (id: number, handle: string) =>
  call(op.shareAudienceConfigViaAccount, { params: { id }, body: { handle } }, stay);

/** A config's package as an XLSX workbook. */
export const downloadTargetingPackage = (id: number) =>
  fileRequest("GET", op.downloadTargetingPackage.path.replace(":id", String(id)), `targeting-package-${id}.xlsx`);

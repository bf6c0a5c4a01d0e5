import {
  type UploadAudienceQuery,
  uploadAudienceFile,
  uploadedAudiencesContract,
} from "@xa/core/ads/uploaded-audience-contract";
import { call } from "../../../api/call.ts";
import { everyPage } from "../../../api/every-page.ts";

const op = uploadedAudiencesContract;
// A 403 here means "no subscription" or "no access to this ad account", not a lost session: the screen says so.
const stay = { redirectOn403: false };

export const listUploadedAudiences = (team: string) =>
  everyPage((page) => call(op.listUploadedAudiences, { query: { team, ...page } }, stay));
/** The file goes as the raw body, everything else in the query. */
export const uploadAudience = (query: UploadAudienceQuery, file: Blob) =>
  call(uploadAudienceFile, { query, body: file }, stay);
export const refreshUploadedAudience = (id: number) => call(op.refreshUploadedAudience, { params: { id } }, stay);
export const deleteUploadedAudience = (id: number) => call(op.deleteUploadedAudience, { params: { id } }, stay);

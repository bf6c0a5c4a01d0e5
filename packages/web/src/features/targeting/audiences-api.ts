import {
  audiencesContract,
  type CreateAudienceConfig,
  type ListAudiencesQuery,
  type UpdateAudienceConfig,
} from "@xa/core/targeting/audience-contract";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import i18next from "i18next";
import { ApiError } from "../../api/api-error.ts";
import { call } from "../../api/call.ts";
import { errorMessageFromBody, NETWORK_ERROR_MESSAGE, parseErrorBody } from "../../api/error-message.ts";
import { storedToken } from "../../api/login-storage.ts";

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

/** The file name the server gives in Content-Disposition, else a fallback. */
function attachmentName(header: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "");
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header ?? "");
  return plain?.[1] ?? fallback;
}

/**
 * A config's package as an XLSX workbook. The JSON client reads text, so this one binary answer is fetched here,
 * with the same headers (token, language) and errors.
 */
export async function downloadTargetingPackage(id: number): Promise<{ blob: Blob; filename: string }> {
  const headers = new Headers({ "Accept-Language": i18next.language || "en" });
  const token = storedToken();
  if (token) headers.set("Authorization", `Token ${token}`);
  const path = op.downloadTargetingPackage.path.replace(":id", String(id));
  let response: Response;
  try {
    response = await fetch(path, { credentials: "include", headers });
  } catch {
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = parseErrorBody(await response.text());
    throw new ApiError(response.status, body, errorMessageFromBody(body) || `HTTP ${response.status}`);
  }
  const filename = attachmentName(response.headers.get("Content-Disposition"), `targeting-package-${id}.xlsx`);
  return { blob: await response.blob(), filename };
}

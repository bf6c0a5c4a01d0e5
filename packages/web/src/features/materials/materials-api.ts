import { type CreateMaterialQuery, materialsContract } from "@xa/core/materials/materials-contract";
import type { Material } from "@xa/core/materials/materials-entities";
import type { z } from "zod";
import { ApiError } from "../../api/api-error.ts";
import { apiUrl } from "../../api/api-roots.ts";
import { call } from "../../api/call.ts";
import { errorMessageFromBody, NETWORK_ERROR_MESSAGE, parseErrorBody } from "../../api/error-message.ts";
import { fileRequest } from "../../api/file-request.ts";
import { requestHeaders } from "../../api/http-client.ts";
import { downloadBlob } from "../../download/download-blob.ts";

const op = materialsContract;
export type ListMaterialsQuery = z.input<typeof op.listMaterials.query>;
// A 403 here is a refusal of this action, not a lost session.
const stay = { redirectOn403: false };

export const listMaterials = (query: ListMaterialsQuery) => call(op.listMaterials, { query });
export const deleteMaterial = (id: number) => call(op.deleteMaterial, { params: { id } }, stay);

/** Sends the file as the raw body, described in the query: the server streams it to storage. */
export async function createMaterial(about: CreateMaterialQuery, file: Blob): Promise<Material> {
  const query = new URLSearchParams(Object.entries(about).filter((entry): entry is [string, string] => !!entry[1]));
  let response: Response;
  try {
    response = await fetch(apiUrl(`${op.createMaterial.path}?${query}`), {
      method: "POST",
      credentials: "include",
      headers: requestHeaders("POST", "application/octet-stream"),
      body: file,
    });
  } catch {
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  if (!response.ok) {
    const body = parseErrorBody(text);
    throw new ApiError(response.status, body, errorMessageFromBody(body) || `HTTP ${response.status}`);
  }
  return op.createMaterial.response.parse(JSON.parse(text));
}

/** Downloads the file (the server records it) and saves it under its name. */
export async function downloadMaterial(material: Pick<Material, "id" | "file_name">): Promise<void> {
  const path = op.downloadMaterial.path.replace(":id", String(material.id));
  const { blob, filename } = await fileRequest("POST", path, material.file_name);
  downloadBlob(blob, filename);
}

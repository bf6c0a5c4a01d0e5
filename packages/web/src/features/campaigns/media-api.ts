import { mediaContract } from "@xa/core/campaigns/media-contract";
import { isMediaType, type MediaType } from "@xa/core/campaigns/media-limits";
import type { z } from "zod";
import { ApiError } from "../../api/api-error.ts";
import { call } from "../../api/call.ts";
import { errorMessageFromBody, NETWORK_ERROR_MESSAGE, parseErrorBody } from "../../api/error-message.ts";
import { requestHeaders } from "../../api/http-client.ts";

const op = mediaContract;
export type ListMediaQuery = z.input<typeof op.listMedia.query>;
export type CompletedUpload = z.output<typeof op.completeUpload.response>;
// A 403 here is a refusal of this action, not a lost session.
const stay = { redirectOn403: false };

export const listMedia = (query: ListMediaQuery) => call(op.listMedia, { query }, stay);
export const deleteMedia = (id: number) => call(op.deleteMedia, { params: { id } }, stay);

const BY_EXTENSION: Record<string, MediaType> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  m4v: "video/mp4",
};

/** The type a file is declared as: the browser's, else its extension's; the server checks the content anyway. */
export function declaredType(file: { name: string; type: string }): string {
  if (isMediaType(file.type)) return file.type;
  return BY_EXTENSION[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? (file.type || "application/octet-stream");
}

/** Sends a file as the raw body with XHR, the one browser API that reports upload progress. */
function sendFile(url: string, file: Blob, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.withCredentials = true;
    requestHeaders("PUT", "application/octet-stream").forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 400) return resolve();
      const body = parseErrorBody(xhr.responseText);
      reject(new ApiError(xhr.status, body, errorMessageFromBody(body) || `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new ApiError(0, null, NETWORK_ERROR_MESSAGE));
    xhr.send(file);
  });
}

/** The two-step upload: a policy for the file, its bytes, and the completion that adds it to the library. */
export async function uploadMediaFile(
  team: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<CompletedUpload> {
  const policy = await call(
    op.createUploadPolicy,
    {
      body: {
        team,
        file_name: file.name,
        content_type: declaredType(file) as MediaType,
        size: file.size,
      },
    },
    stay,
  );
  await sendFile(policy.upload_url, file, onProgress);
  return call(op.completeUpload, { body: { upload: policy.id } }, stay);
}

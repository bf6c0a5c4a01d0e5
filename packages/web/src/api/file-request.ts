import { ApiError } from "./api-error.ts";
import { apiUrl } from "./api-roots.ts";
import { errorMessageFromBody, NETWORK_ERROR_MESSAGE, parseErrorBody } from "./error-message.ts";
import { type HttpMethod, requestHeaders } from "./http-client.ts";

/** The file name the server gives in Content-Disposition, else a fallback. */
function attachmentName(header: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "");
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header ?? "");
  return plain?.[1] ?? fallback;
}

/**
 * A file the API answers (an XLSX, a PDF): the JSON client reads text, so binary answers are fetched
 * here, with the same headers (token, CSRF, language) and the same errors.
 */
export async function fileRequest(
  method: HttpMethod,
  path: string,
  fallbackName: string,
  body?: unknown,
): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      credentials: "include",
      headers: requestHeaders(method, body === undefined ? null : "application/json"),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const error = parseErrorBody(await response.text());
    throw new ApiError(response.status, error, errorMessageFromBody(error) || `HTTP ${response.status}`);
  }
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get("Content-Disposition"), fallbackName),
  };
}

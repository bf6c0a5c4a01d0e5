import { TEAM_HEADER } from "@xa/core/teams/teams-contract";
import i18next from "i18next";
import { ApiError } from "./api-error.ts";
import { apiUrl } from "./api-roots.ts";
import { errorMessageFromBody, NETWORK_ERROR_MESSAGE, parseErrorBody } from "./error-message.ts";
import { storedToken } from "./login-storage.ts";
import { beginRequest } from "./pending-requests.ts";
import { workingTeam } from "./working-team.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestOptions = {
  /** A JSON value, or a Blob (a File) sent as it is. */
  body?: unknown;
  signal?: AbortSignal;
  /** Background polls do not move the progress bar. */
  silent?: boolean;
  /** When false, a 403 is only thrown; by default it also runs the signed-out handler. */
  redirectOn403?: boolean;
};

const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(["GET"]);

let forbiddenHandler: (() => void) | null = null;

/** Registers what happens on a 403 outside the user fetch: the app signs out and goes to login. */
export function setForbiddenHandler(handler: (() => void) | null): void {
  forbiddenHandler = handler;
}

/** Runs the signed-out handler, for calls made outside apiRequest (the assistant's stream). */
export function reportForbidden(): void {
  forbiddenHandler?.();
}

/** The headers of every API call: language, token, CSRF and team; the assistant's stream sends them too. */
export function requestHeaders(method: HttpMethod, contentType: string | null): Headers {
  const headers = new Headers({ Accept: "application/json" });
  // The server writes analysis texts (bases, methods, notes, labels) in the interface language.
  if (i18next.language) headers.set("Accept-Language", i18next.language);
  if (contentType) headers.set("Content-Type", contentType);
  const team = workingTeam();
  if (team) headers.set(TEAM_HEADER, team);
  const token = storedToken();
  if (token) {
    headers.set("Authorization", `Token ${token}`);
    // The user's token doubles as the CSRF value.
    if (!SAFE_METHODS.has(method)) headers.set("X-CSRFToken", token);
  }
  return headers;
}

function parseSuccessBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one HTTP client: JSON over fetch with cookies; any status >= 400 throws an ApiError.
 * Callers go through `call` (call.ts), which gives the answer its contract's type.
 */
export async function apiRequest(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
  const hasBody = options.body !== undefined;
  // A file (Blob) goes as the raw body, streamed by the browser; anything else as JSON.
  const isFile = options.body instanceof Blob;
  const finish = options.silent ? () => {} : beginRequest();
  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(path), {
        method,
        credentials: "include",
        headers: requestHeaders(method, isFile ? "application/octet-stream" : hasBody ? "application/json" : null),
        body: isFile ? (options.body as Blob) : hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
    }
    if (response.status >= 400) {
      const body = parseErrorBody(text);
      const message = errorMessageFromBody(body) || response.statusText || `HTTP ${response.status}`;
      if (response.status === 403 && options.redirectOn403 !== false) forbiddenHandler?.();
      throw new ApiError(response.status, body, message);
    }
    return parseSuccessBody(text);
  } finally {
    finish();
  }
}

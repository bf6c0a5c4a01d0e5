import type { FieldErrors } from "@xa/core";

/** An error with an HTTP status and a body in the spec's shape (`{detail}` or field errors). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors,
  ) {
    super("detail" in body && typeof body.detail === "string" ? body.detail : JSON.stringify(body));
  }
}

export const badRequest = (detail: string) => new HttpError(400, { detail });
export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const notFound = (detail = "Not found.") => new HttpError(404, { detail });
export const forbidden = (detail = "You do not have permission to perform this action.") =>
  new HttpError(403, { detail });
export const notAuthenticated = () => new HttpError(403, { detail: "Authentication credentials were not provided." });

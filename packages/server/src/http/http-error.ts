import type { FieldErrors, Language } from "@xa/core";
import { type ErrorTextKey, errorText } from "@xa/core/http/error-texts";

/** A detail worded in the caller's language: the error handler words it for the request's Accept-Language. */
export type LocalizedDetail = (language: Language) => string;

/** A detail of the error catalog (core http/error-texts), in the caller's language. */
export const said =
  (key: ErrorTextKey, params: Record<string, string | number> = {}): LocalizedDetail =>
  (language) =>
    errorText(language, key, params);

/**
 * An error with an HTTP status and a body of `{detail}` or field errors. A
 * localized detail is sent in the caller's language; its message (and log line) is the English one.
 */
export class HttpError extends Error {
  readonly body: { detail: string } | FieldErrors;
  private readonly localized: LocalizedDetail | null;

  constructor(
    readonly statusCode: number,
    body: { detail: string | LocalizedDetail } | FieldErrors,
    /** Response headers that go with the error (e.g. Retry-After), sent by registerErrorHeaders. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    const detail = "detail" in body ? body.detail : undefined;
    const localized = typeof detail === "function" ? detail : null;
    const sent = localized ? { detail: localized("en") } : (body as { detail: string } | FieldErrors);
    super("detail" in sent && typeof sent.detail === "string" ? sent.detail : JSON.stringify(sent));
    this.body = sent;
    this.localized = localized;
  }

  /** The body in `language`. */
  bodyIn(language: Language): { detail: string } | FieldErrors {
    return this.localized ? { detail: this.localized(language) } : this.body;
  }
}

export const badRequest = (detail: string | LocalizedDetail) => new HttpError(400, { detail });
export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const notFound = (detail: string | LocalizedDetail = said("notFound")) => new HttpError(404, { detail });
export const forbidden = (detail: string | LocalizedDetail = said("forbidden")) => new HttpError(403, { detail });
export const notAuthenticated = () => new HttpError(403, { detail: said("notAuthenticated") });
/** A 429 that says when to come back, in its detail and in Retry-After (seconds). */
export const tooManyRequests = (detail: string | LocalizedDetail, retryAfterSeconds: number) =>
  new HttpError(429, { detail }, { "retry-after": String(retryAfterSeconds) });

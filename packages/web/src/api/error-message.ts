import { humanizeField } from "@xa/core";

/** Shown when a request never reached the server or got no answer. */
export const NETWORK_ERROR_MESSAGE = "Something went wrong. Please try again later.";

/**
 * Builds the readable message of an error response body:
 * a string as is; a list joined by commas; a `detail` or `errors` field used recursively;
 * otherwise each field as 'Field: message' joined by new lines, `non_field_errors` unlabelled.
 */
export function errorMessageFromBody(body: unknown): string {
  if (body === null || body === undefined) return "";
  if (typeof body === "string") return body;
  if (typeof body === "number" || typeof body === "boolean") return String(body);
  if (Array.isArray(body)) return body.map(errorMessageFromBody).join(", ");
  if (typeof body === "object") {
    const record = body as Record<string, unknown>;
    if ("detail" in record) return errorMessageFromBody(record.detail);
    if ("errors" in record) return errorMessageFromBody(record.errors);
    return Object.entries(record)
      .map(([field, value]) => {
        const message = errorMessageFromBody(value);
        return field === "non_field_errors" ? message : `${humanizeField(field)}: ${message}`;
      })
      .join("\n");
  }
  return String(body);
}

/** Parses a response text as JSON when it is JSON; non-JSON bodies are kept as text. */
export function parseErrorBody(text: string): unknown {
  if (text.trim() === "") return "";
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The message of an HTTP 400 on a form submit: 'Failed to submit form: ' plus the first 300 characters. */
export function formSubmitErrorMessage(message: string): string {
  return `Failed to submit form: ${message.slice(0, 300)}`;
}

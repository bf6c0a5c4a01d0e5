import { type FieldErrors, validationMessages as m, STRICT_EMAIL_MESSAGE } from "@xa/core";

/** A validation message taken apart, so a view can show it in the interface language. */
export type ValidationIssue =
  | { code: "required" | "email" | "notText" | "strictEmail"; field: string }
  | { code: "minLength" | "maxLength"; field: string; n: number }
  | { code: "oneOf"; field: string; values: string[] };

/**
 * Recognises the message core (and the server, which uses the same messages) produced for `field`.
 * Returns null for any other text, which a view then shows as it is.
 */
export function classifyValidationMessage(field: string, message: string): ValidationIssue | null {
  if (message === m.required(field)) return { code: "required", field };
  if (message === m.email(field)) return { code: "email", field };
  if (message === m.notText(field)) return { code: "notText", field };
  if (message === STRICT_EMAIL_MESSAGE) return { code: "strictEmail", field };
  const length = /(\d+) characters$/.exec(message);
  if (length) {
    const n = Number(length[1]);
    if (message === m.minLength(field, n)) return { code: "minLength", field, n };
    if (message === m.maxLength(field, n)) return { code: "maxLength", field, n };
  }
  const oneOf = /must be one of: (.*)$/.exec(message);
  if (oneOf) {
    const values = (oneOf[1] ?? "").split(", ");
    if (message === m.oneOf(field, values)) return { code: "oneOf", field, values };
  }
  return null;
}

/** Field errors grouped by their top-level field ("emails.0" → "emails"), messages de-duplicated. */
export function groupFieldErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.split(".")[0] ?? key;
    const list = out[field] ?? [];
    for (const message of messages) if (!list.includes(message)) list.push(message);
    out[field] = list;
  }
  return out;
}

/** Reads a `{ field: [messages] }` error body; anything else gives no field errors. */
export function fieldErrorsFromBody(body: unknown): FieldErrors {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === "detail" || key === "errors") continue;
    const list = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
    if (list.length > 0) out[key] = list;
  }
  return groupFieldErrors(out);
}

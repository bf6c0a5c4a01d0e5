import { z } from "zod";
import { isSingleEmail, validationMessages as m } from "./validation-messages.ts";

/** Default upper bound for free text, so a 10,000-character string is a clear 400. */
export const DEFAULT_MAX_LENGTH = 255;

type TextOptions = { min?: number; max?: number; optional?: boolean };

/** A trimmed text field with the validation messages (required, min and max length). */
export function textField(field: string, { min = 1, max = DEFAULT_MAX_LENGTH }: TextOptions = {}) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? m.required(field) : m.notText(field)),
    })
    .trim()
    .min(min, { error: min <= 1 ? m.required(field) : m.minLength(field, min) })
    .max(max, { error: m.maxLength(field, max) });
}

/** Optional text that may be blank (e.g. a last name). */
export function optionalTextField(field: string, max = DEFAULT_MAX_LENGTH) {
  return z
    .string({ error: () => m.notText(field) })
    .trim()
    .max(max, { error: m.maxLength(field, max) });
}

/** An e-mail field: required, one address (an at-sign, and no lists or header tricks), max length. */
export function emailField(field = "email") {
  return textField(field, { max: 254 })
    .refine(isSingleEmail, { error: m.email(field) })
    .transform((v) => v.toLowerCase());
}

/** An e-mail field that may be left blank (e.g. billing details filled in later). */
export function optionalEmailField(field: string) {
  return optionalTextField(field, 254)
    .refine((v) => v === "" || isSingleEmail(v), { error: m.email(field) })
    .transform((v) => v.toLowerCase());
}

/** An enumerated field with a readable message naming the allowed values. */
export function enumField<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: (issue) => (issue.input === undefined ? m.required(field) : m.oneOf(field, values)) });
}

/** Field errors as the API sends them: `{ field: [message, ...] }`, `non_field_errors` for the rest. */
export type FieldErrors = Record<string, string[]>;

/** Turns a zod error into field errors. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "non_field_errors";
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}

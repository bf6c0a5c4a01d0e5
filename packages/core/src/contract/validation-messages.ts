import { humanizeField } from "./humanize-field.ts";

/** The validation messages, with the field name humanised. */
export const validationMessages = {
  required: (field: string) => `${humanizeField(field)} is required`,
  email: (field: string) => `${humanizeField(field)} is not valid`,
  minLength: (field: string, n: number) => `${humanizeField(field)} must be at least ${n} characters`,
  maxLength: (field: string, n: number) => `${humanizeField(field)} must be less than ${n} characters`,
  oneOf: (field: string, values: readonly string[]) => `${humanizeField(field)} must be one of: ${values.join(", ")}`,
  notText: (field: string) => `${humanizeField(field)} must be text`,
};

/** The e-mail rule only checks for an at-sign. */
export function isEmailLike(value: string): boolean {
  return value.includes("@");
}

// Anything that would let one address become several, or a mail header: lists (, ;), quotes,
// angle brackets, brackets, backslashes, white space and control characters (CR/LF among them).
// An apostrophe stays: o'brien@example.com is a real address.
const UNSAFE_IN_EMAIL = /[\s,;"<>()[\]\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * The server's e-mail check: one at-sign between a local part (at most 64 characters) and a
 * domain, at most 254 characters, nothing a mail header or a list could hide in.
 */
export function isSingleEmail(value: string): boolean {
  const at = value.indexOf("@");
  if (at < 1 || at > 64 || at !== value.lastIndexOf("@") || at === value.length - 1) return false;
  return value.length <= 254 && !UNSAFE_IN_EMAIL.test(value);
}

/** The other e-mail check requires the shape {local}@{domain}. */
export const STRICT_EMAIL_MESSAGE = "Please enter a valid email address";
export function isStrictEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

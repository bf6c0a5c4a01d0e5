import { humanizeField } from "./humanize-field.ts";

/** The validation messages of spec §5, with the field name humanised. */
export const validationMessages = {
  required: (field: string) => `${humanizeField(field)} is required`,
  email: (field: string) => `${humanizeField(field)} is not valid`,
  minLength: (field: string, n: number) => `${humanizeField(field)} must be at least ${n} characters`,
  maxLength: (field: string, n: number) => `${humanizeField(field)} must be less than ${n} characters`,
  oneOf: (field: string, values: readonly string[]) => `${humanizeField(field)} must be one of: ${values.join(", ")}`,
  notText: (field: string) => `${humanizeField(field)} must be text`,
};

/** Spec §5: the e-mail rule only checks for an at-sign. */
export function isEmailLike(value: string): boolean {
  return value.includes("@");
}

/** Spec §5: the other e-mail check requires the shape {local}@{domain}. */
export const STRICT_EMAIL_MESSAGE = "Please enter a valid email address";
export function isStrictEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Length of the e-mailed confirmation code. */
export const CONFIRM_CODE_LENGTH = 6;
/** Confirmation codes expire after this long. */
export const MAGIC_CODE_TTL_MS = 15 * 60 * 1000;
/** A magic code dies after this many wrong confirmation codes. */
export const MAGIC_CODE_MAX_ATTEMPTS = 5;
/** The error text of a confirmation code that is wrong, expired or used up. */
export const INVALID_LOGIN_CODE = "Invalid login code";

/** Normalises what a user typed as a code: the code is uppercase letters and digits. */
export function normalizeConfirmCode(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** Length of the e-mailed confirmation code (spec §9). */
export const CONFIRM_CODE_LENGTH = 6;
/** Confirmation codes expire after this long. */
export const MAGIC_CODE_TTL_MS = 15 * 60 * 1000;
/** A magic code dies after this many wrong confirmation codes. */
export const MAGIC_CODE_MAX_ATTEMPTS = 5;
/** Spec §8. */
export const INVALID_LOGIN_CODE = "Invalid login code";

/** Normalises what a user typed as a code: the code is uppercase letters and digits. */
export function normalizeConfirmCode(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

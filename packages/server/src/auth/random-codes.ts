import { createHash, randomBytes, randomInt } from "node:crypto";
import { CONFIRM_CODE_LENGTH } from "@xa/core";

// Uppercase letters and digits without look-alikes (0/O, 1/I/L), so a code read aloud or typed is right.
const CONFIRM_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A 6-character confirmation code for the e-mail. */
export function newConfirmCode(): string {
  let code = "";
  for (let i = 0; i < CONFIRM_CODE_LENGTH; i++) code += CONFIRM_ALPHABET[randomInt(CONFIRM_ALPHABET.length)];
  return code;
}

/** An unguessable opaque token (sessions, magic codes, invite codes). */
export function newToken(bytes = 20): string {
  return randomBytes(bytes).toString("hex");
}

/**
 * What the database keeps of a session or extension token. SHA-256 is enough: the token is
 * random and long, so there is nothing to guess from the hash and no need for a slow hash.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

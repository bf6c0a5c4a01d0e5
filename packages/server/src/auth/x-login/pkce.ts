import { createHash, randomBytes } from "node:crypto";

/** A PKCE code verifier: 32 random bytes, base64url (43 characters, RFC 7636 §4.1). */
export function newCodeVerifier(): string {
  return randomBytes(32).toString("base64url");
}

/** The S256 challenge of a verifier (RFC 7636 §4.2). */
export function codeChallengeOf(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}

import { z } from "zod";
import { emailField, enumField, optionalTextField, textField } from "../validation/fields.ts";

/** Length of the e-mailed confirmation code (spec §9). */
export const CONFIRM_CODE_LENGTH = 6;
/** Confirmation codes expire after this long. */
export const MAGIC_CODE_TTL_MS = 15 * 60 * 1000;
/** A magic code dies after this many wrong confirmation codes. */
export const MAGIC_CODE_MAX_ATTEMPTS = 5;
/** Session idle timeout (spec §9). */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** Spec §8. */
export const INVALID_LOGIN_CODE = "Invalid login code";
/** Name of the HttpOnly session cookie and of the CSRF header that must echo the token. */
export const SESSION_COOKIE = "sessionid";
export const CSRF_HEADER = "x-csrftoken";

export const LANGUAGES = ["en", "ja"] as const;
export type Language = (typeof LANGUAGES)[number];

export const magicLinkRequestSchema = z.object({ email: emailField("email") });
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;
export type MagicLinkResponse = { magic_code: string };

export const magicLinkUseSchema = z.object({
  magic_code: textField("magic_code", { max: 64 }),
  confirm_code: textField("confirm_code", { max: 32 }),
});
export type MagicLinkUse = z.infer<typeof magicLinkUseSchema>;

/** Normalises what a user typed as a code: the code is uppercase letters and digits. */
export function normalizeConfirmCode(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

export const updateMeSchema = z.object({
  language: enumField("language", LANGUAGES).optional(),
  first_name: optionalTextField("first_name", 150).optional(),
  last_name: optionalTextField("last_name", 150).optional(),
});
export type UpdateMe = z.infer<typeof updateMeSchema>;

export const MEMBERSHIP_LEVELS = ["admin", "member"] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

/** A user's membership of a team, as listed on the user (spec §3). */
export type UserMembership = { id: number; team: { id: number; name: string; slug: string }; level: MembershipLevel };

/** The signed-in user (spec §3 User fields). */
export type User = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  language: Language | null;
  token: string;
  groups: string[];
  memberships: UserMembership[];
  social_accounts: { id: number; provider: string }[];
  is_staff: boolean;
};

export type LoginResponse = { token: string; user: User };

/** Display name: first and last name, else the e-mail. */
export function displayName(user: Pick<User, "first_name" | "last_name" | "email">): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}

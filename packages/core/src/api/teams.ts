import { z } from "zod";
import { emailField, enumField, optionalEmailField, optionalTextField, textField } from "../validation/fields.ts";
import { MEMBERSHIP_LEVELS, type MembershipLevel } from "./auth.ts";

export const createTeamSchema = z.object({ name: textField("name", { max: 100 }) });

export const updateTeamSchema = z
  .object({
    name: textField("name", { max: 100 }),
    logo: optionalTextField("logo", 2000),
    invoice_email: optionalEmailField("invoice_email"),
    country: optionalTextField("country", 100),
    invoice_name: optionalTextField("invoice_name", 200),
  })
  .partial();
export type UpdateTeam = z.infer<typeof updateTeamSchema>;

/** Spec §5: billing details require invoice e-mail, country and invoice name. */
export const billingDetailsSchema = z.object({
  invoice_email: emailField("invoice_email"),
  country: textField("country", { max: 100 }),
  invoice_name: textField("invoice_name", { max: 200 }),
});

/** Billing details count as present only with all three fields (spec §3). */
export function hasBillingDetails(team: Pick<Team, "invoice_email" | "country" | "invoice_name">): boolean {
  return Boolean(team.invoice_email && team.country && team.invoice_name);
}

export type Subscription = { start: string; active: boolean; plan: { name: string } };

/** The latest subscription by start is current (spec §3). */
export function currentSubscription(subscriptions: Subscription[]): Subscription | undefined {
  return [...subscriptions].sort((a, b) => b.start.localeCompare(a.start))[0];
}

/** A plan is enterprise when its name contains 'enterprise' (spec §3). */
export function isEnterprisePlan(subscription: Subscription | undefined): boolean {
  return Boolean(subscription?.plan.name.toLowerCase().includes("enterprise"));
}

/** A team as its members see it (spec §3). */
export type Team = {
  id: number;
  name: string;
  slug: string;
  logo: string;
  member_count: number;
  invoice_email: string;
  country: string;
  invoice_name: string;
  has_billing_details: boolean;
  subscriptions: Subscription[];
  level: MembershipLevel;
};

/** Public team info (`GET /api/teaminfo/{slug}/`). */
export type TeamInfo = { name: string; slug: string; logo: string };

export type TeamMember = {
  id: number;
  level: MembershipLevel;
  user: { id: number; email: string; first_name: string; last_name: string };
};

export const updateMemberSchema = z.object({ level: enumField("level", MEMBERSHIP_LEVELS) });

/** How many invites a team may create in any 24 hours (revoked and accepted ones count too). */
export const TEAM_INVITES_PER_DAY = 50;

// C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional overrides and isolates
// that can make a line read differently from what it holds.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const NOT_PLAIN_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * An invite's message as plain text for the e-mail body: line breaks become \n and other control
 * characters are removed (a pasted CR/LF is kept as a line break, not as something a mail client
 * or terminal interprets).
 */
export function plainMessage(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(NOT_PLAIN_TEXT, "").trim();
}

/** Invite entry: one or several e-mail addresses and an optional message (spec §5). */
export const createInvitesSchema = z
  .object({
    emails: z
      .array(emailField("emails"))
      .min(1, { error: "Emails is required" })
      .max(TEAM_INVITES_PER_DAY, { error: `Emails must be at most ${TEAM_INVITES_PER_DAY} addresses` })
      .optional(),
    email: emailField("email").optional(),
    message: optionalTextField("message", 1000).transform(plainMessage).optional(),
  })
  .refine((v) => (v.emails?.length ?? 0) > 0 || v.email !== undefined, { error: "Email is required", path: ["email"] });

/** Splits what a user typed into the invite box into addresses (commas, semicolons, spaces, lines). */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export type TeamInvite = {
  id: number;
  code: string;
  email: string;
  status: "pending" | "accepted";
  created_at: string;
};

export const acceptInviteSchema = z.object({ code: textField("code", { max: 64 }) });

/** Path of the invite-accept page that an invite e-mail links to. */
export function inviteAcceptPath(teamSlug: string, code: string): string {
  return `/${teamSlug}/invite-accept?code=${encodeURIComponent(code)}`;
}

/** How many invites a team may create in any 24 hours (revoked and accepted ones count too). */
export const TEAM_INVITES_PER_DAY = 50;

/** The longest message an invite may carry: a few friendly lines, not a letter. */
export const INVITE_MESSAGE_MAX_LENGTH = 500;

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

/** Splits what a user typed into the invite box into addresses (commas, semicolons, spaces, lines). */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Path of the invite-accept page that an invite e-mail links to. */
export function inviteAcceptPath(teamSlug: string, code: string): string {
  return `/${teamSlug}/invite-accept?code=${encodeURIComponent(code)}`;
}

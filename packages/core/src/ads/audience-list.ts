import { isSingleEmail, isStrictEmail } from "../contract/validation-messages.ts";

/** What an uploaded custom audience lists: X handles, or e-mail addresses (sent hashed). */
export const UPLOADED_AUDIENCE_KINDS = ["handles", "emails"] as const;
export type UploadedAudienceKind = (typeof UPLOADED_AUDIENCE_KINDS)[number];

/** Limits of one uploaded list: its bytes and its lines (a header line included). */
export const AUDIENCE_LIST_LIMITS = { maxBytes: 10 * 1024 * 1024, maxLines: 500_000 } as const;

/** A list read from a file: members normalised and each once, and how many lines were left out. */
export type AudienceList = { members: string[]; invalid: number; duplicates: number; lines: number };

const HANDLE = /^[A-Za-z0-9_]{1,15}$/;
const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/i;
// A header cell names the column the members are in; other columns (names, notes) are ignored.
const HEADER_NAMES: Record<UploadedAudienceKind, RegExp> = {
  handles: /^(handles?|screen_?names?|user_?names?|usernames?|accounts?|x|twitter)$/i,
  emails: /^(e-?mails?|e-?mail[ _]?address(es)?|mails?)$/i,
};

/** A handle as X knows it: '@' and profile URLs stripped, lower-case (handles are case-blind), or null. */
export function normaliseHandle(cell: string): string | null {
  const text = cell.trim().replace(/^@/, "");
  const handle = PROFILE_URL.exec(text)?.[1] ?? text;
  return HANDLE.test(handle) ? handle.toLowerCase() : null;
}

/** An e-mail address as X matches it before hashing: trimmed and lower-case, or null. */
export function normaliseEmail(cell: string): string | null {
  const email = cell.trim().toLowerCase();
  return isSingleEmail(email) && isStrictEmail(email) ? email : null;
}

const cellsOf = (line: string) => line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, "$1"));

/**
 * Reads an uploaded list: CSV or plain text, one member a line. A first line naming the
 * column (handle, email…) is a header and picks that column; otherwise the first column is read.
 * Blank lines are skipped; lines whose cell is not a valid member are counted as invalid.
 */
export function readAudienceList(text: string, kind: UploadedAudienceKind): AudienceList {
  const lines = text.split(/\r\n|\n|\r/);
  const normalise = kind === "handles" ? normaliseHandle : normaliseEmail;
  let column = 0;
  let start = 0;
  const firstIndex = lines.findIndex((line) => line.trim() !== "");
  const first = firstIndex >= 0 ? cellsOf(lines[firstIndex] ?? "") : [];
  const named = first.findIndex((cell) => HEADER_NAMES[kind].test(cell));
  if (named >= 0) {
    column = named;
    start = firstIndex + 1;
  } else if (first.length > 0 && normalise(first[0] ?? "") === null && first.every((c) => !/[@\d]/.test(c))) {
    // A header of other words ("Name, Notes"): not a member, and not counted as a bad line.
    start = firstIndex + 1;
  }
  const seen = new Set<string>();
  const members: string[] = [];
  let invalid = 0;
  let duplicates = 0;
  let counted = 0;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.trim() === "") continue;
    counted++;
    const member = normalise(cellsOf(line)[column] ?? "");
    if (member === null) invalid++;
    else if (seen.has(member)) duplicates++;
    else {
      seen.add(member);
      members.push(member);
    }
  }
  return { members, invalid, duplicates, lines: counted };
}

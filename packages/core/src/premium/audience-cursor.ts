import { z } from "zod";
import { AUDIENCE_SORTS, type AudienceSort } from "./audience-contract.ts";

/**
 * The part of a list's order a row is in: accounts with a key (handle, follower count, follow
 * time), those without one, then edges whose profile the store lacks (by id).
 */
export const AUDIENCE_PHASES = ["key", "null", "edge"] as const;
export type AudiencePhase = (typeof AUDIENCE_PHASES)[number];

/** The store's keys as the cursor writes them: a follow time in UTC to the microsecond. */
const KEY_FORMAT: Record<AudienceSort, RegExp> = {
  handle: /^[\s\S]{0,1000}$/,
  "-handle": /^[\s\S]{0,1000}$/,
  followers_count: /^-?\d{1,19}$/,
  "-followers_count": /^-?\d{1,19}$/,
  followed_at: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/,
  "-followed_at": /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/,
};

/** Where a page of followers or followings ended: its sort, the last row's phase, key and id, rows so far. */
export const audienceCursor = z
  .strictObject({
    s: z.enum(AUDIENCE_SORTS),
    p: z.enum(AUDIENCE_PHASES),
    k: z.string().max(1000).nullable(),
    i: z.string().min(1).max(64),
    n: z.number().int().min(1).max(100_000_000),
  })
  .refine((c) => (c.p === "key" ? c.k !== null && KEY_FORMAT[c.s].test(c.k) : c.k === null));
export type AudienceCursor = z.infer<typeof audienceCursor>;

// Base64url of ASCII text by hand: core runs where neither Buffer nor btoa is declared.
const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** JSON with every character past ASCII escaped, so each is one byte. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

function toBase64Url(ascii: string): string {
  let out = "";
  for (let i = 0; i < ascii.length; i += 3) {
    const n = (ascii.charCodeAt(i) << 16) | ((ascii.charCodeAt(i + 1) || 0) << 8) | (ascii.charCodeAt(i + 2) || 0);
    const chars = Math.min(4, ascii.length - i + 1);
    for (let j = 0; j < chars; j++) out += DIGITS[(n >> (18 - 6 * j)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error("not base64url");
  let out = "";
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4);
    let n = 0;
    for (let j = 0; j < 4; j++) n = (n << 6) | (j < group.length ? DIGITS.indexOf(group.charAt(j)) : 0);
    for (let j = 0; j < group.length - 1; j++) out += String.fromCharCode((n >> (16 - 8 * j)) & 255);
  }
  return out;
}

/** A cursor as the API hands it out: opaque to callers, who only send it back. */
export function writeAudienceCursor(cursor: AudienceCursor): string {
  return toBase64Url(asciiJson(cursor));
}

/**
 * A cursor sent back, read for a list in `sort`: the cursor, or why it cannot be used (one the API
 * did not write, or one of a list in another order, whose keys mean something else).
 */
export function readAudienceCursor(
  text: string,
  sort: AudienceSort,
): { cursor: AudienceCursor } | { error: "premium.cursorInvalid" | "premium.cursorSort" } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(text));
  } catch {
    return { error: "premium.cursorInvalid" };
  }
  const read = audienceCursor.safeParse(parsed);
  if (!read.success) return { error: "premium.cursorInvalid" };
  if (read.data.s !== sort) return { error: "premium.cursorSort" };
  return { cursor: read.data };
}

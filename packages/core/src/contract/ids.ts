import { z } from "zod";

/** Largest value of PostgreSQL's integer (serial ids). */
export const INT4_MAX = 2_147_483_647;
/** Largest value of PostgreSQL's bigint (bigserial ids), as text: it is past JavaScript's safe integers. */
export const INT8_MAX = "9223372036854775807";

// Canonical decimal: no sign, no leading zero, no spaces, no exponent, hex or fraction.
const CANONICAL = /^[1-9][0-9]{0,18}$/;

/** True when `text` is a row id written the one way it is printed: 16, never 016, +16, 0x10, 1e3 or 16.0. */
export function isCanonicalId(text: string, max: string = INT8_MAX): boolean {
  if (!CANONICAL.test(text)) return false;
  // Same-length decimal strings compare as numbers.
  return text.length < max.length || (text.length === max.length && text <= max);
}

const notFound = { error: "Not found." };

/** A path's id of a serial row, as a number; anything not written canonically is not found (a 404 in a params schema). */
export const serialIdParam = z
  .string()
  .refine((text) => isCanonicalId(text, String(INT4_MAX)), notFound)
  .transform(Number);

/** A path's id of a bigserial row, kept as text (it may be past JavaScript's safe integers). */
export const bigserialIdParam = z.string().refine((text) => isCanonicalId(text), notFound);

/** A path's slug-or-id (a team): digits are an id and must be canonical; slugs are never digits only. */
export const slugOrSerialIdParam = z
  .string()
  .max(100)
  .refine((text) => !/^\d+$/.test(text) || isCanonicalId(text, String(INT4_MAX)), notFound);

import { isKanaOrKanji } from "@xa/core/social/post-words";

/**
 * The full-text search vector of a post, as a PostgreSQL `tsvector` literal, built by the importer
 * instead of the database: exactly what `to_tsvector('simple', tokens)` gives, about three times
 * cheaper to store in bulk (the server only parses the literal, not the text).
 *
 * PostgreSQL's default parser splits our tokens at apostrophes and underscores and keeps runs of
 * letters and digits whole; which other characters count as letters depends on the database's
 * locale (a C-locale database calls every non-ASCII character a letter). So the literal is only
 * built when every piece is ASCII letters/digits or non-ASCII Unicode letters, on which all
 * locales agree; otherwise this returns null and the database computes the vector itself
 * (the writer sets a missing one: see writeEncodedBatch). A test checks the literal against the database.
 */
const SAFE_PIECE = /^(?:[a-z0-9]|(?!\p{ASCII})\p{L})+$/u;
/** Longer tokens, or more of them, go to the database (its limits on word length and positions). */
const MAX_PIECE = 100;
const MAX_PIECES = 1000;
const APOSTROPHE = 0x27;
const UNDERSCORE = 0x5f;

export function searchVector(tokens: readonly string[]): string | null {
  if (tokens.length > MAX_PIECES) return null;
  // The literal is 'piece1':1 'piece2':2 ...: pieces and the (cached) parts between them are joined
  // once at the end, cheaper than concatenating a new string per piece.
  const parts = ["'"];
  let position = 0;
  for (const token of tokens) {
    // One pass over the token: pieces end at ' and _ (empty pieces are skipped).
    let start = 0;
    for (let i = 0; i <= token.length; i++) {
      const code = i < token.length ? token.charCodeAt(i) : APOSTROPHE;
      if (code !== APOSTROPHE && code !== UNDERSCORE) continue;
      if (i > start) {
        const piece = i - start === token.length ? token : token.slice(start, i);
        if (!isSafePiece(piece) || position === MAX_PIECES) return null;
        if (position > 0) parts.push(between(position));
        parts.push(piece);
        position++;
      }
      start = i + 1;
    }
  }
  if (position === 0) return "";
  parts.push(`':${position}`);
  return parts.join("");
}

const BETWEEN: string[] = [];
/** What goes between piece n and the next: "':n '". */
function between(n: number): string {
  let part = BETWEEN[n];
  if (part === undefined) {
    part = `':${n} '`;
    BETWEEN[n] = part;
  }
  return part;
}

/** A piece every locale parses as one word: SAFE_PIECE, answered without the regex for the usual characters. */
function isSafePiece(piece: string): boolean {
  if (piece.length > MAX_PIECE) return false;
  for (let i = 0; i < piece.length; i++) {
    const code = piece.charCodeAt(i);
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || isKanaOrKanji(code)) continue;
    return SAFE_PIECE.test(piece);
  }
  return true;
}

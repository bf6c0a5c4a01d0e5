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
 * (a trigger fills a missing one). A test checks the literal against the database.
 */
const SEPARATORS = /['_]/;
const SAFE_PIECE = /^(?:[a-z0-9]|(?!\p{ASCII})\p{L})+$/u;
/** Longer tokens, or more of them, go to the database (its limits on word length and positions). */
const MAX_PIECE = 100;
const MAX_PIECES = 1000;

export function searchVector(tokens: readonly string[]): string | null {
  if (tokens.length > MAX_PIECES) return null;
  let out = "";
  let position = 0;
  for (const token of tokens) {
    const pieces = SEPARATORS.test(token) ? token.split(SEPARATORS) : [token];
    for (const piece of pieces) {
      if (piece === "") continue;
      if (piece.length > MAX_PIECE || !SAFE_PIECE.test(piece)) return null;
      position++;
      out += position === 1 ? `'${piece}':1` : ` '${piece}':${position}`;
    }
  }
  return position > MAX_PIECES ? null : out;
}

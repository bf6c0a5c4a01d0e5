// The words of a post, as the store indexes them and as a keyword query is read (in the browser too):
// one tokenizer for both, so a query's words are always a post's words.

/** Scripts written without spaces between words: these need a dictionary-based segmenter. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Links, which are no words of a post. */
export const URL_RE = /\bhttps?:\/\/[^\s<>"'）」]+/giu;
// A word of a spaced script. Sticky: the tokenizer runs it where it stands (see spacedWords).
const LATIN_WORD_RE = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}]+)*/uy;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const NON_ASCII = /[\u0080-\uffff]/;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: "word" });
    segmenters.set(locale, s);
  }
  return s;
}

/** Full-width letters to ASCII, composed accents, lower case: how text is compared everywhere. */
export function normalizeText(text: string): string {
  // ASCII text is NFKC-invariant: skip the normaliser (much text is ASCII).
  return NON_ASCII.test(text) ? text.normalize("NFKC").toLowerCase() : text.toLowerCase();
}

/**
 * Words of the text, lower-cased, without links, in order. Text in scripts written without
 * spaces (Japanese, Chinese, Thai) goes through Intl.Segmenter; spaced scripts through a word
 * regex that gives the same words much faster, with a faster path for ASCII words (ingest speed
 * matters: this runs for every imported post).
 */
export function tokenize(text: string, lang?: string | null): string[] {
  // URL_RE needs "://": most posts have none, so skip the replace (and its copy).
  const clean = normalizeText(text.includes("://") ? text.replace(URL_RE, " ") : text);
  if (!UNSPACED.test(clean)) return spacedWords(clean);
  const locale = lang && lang !== "und" ? lang : KANA.test(clean) ? "ja" : "zh";
  return segmentedWords(clean, locale);
}

/**
 * What LATIN_WORD_RE finds in the text (repeatedly, like matchAll), with ’ written '. Words of
 * ASCII characters are scanned code by code, faster than the regex; wherever a
 * non-ASCII character starts or may continue a word, the regex itself decides from that point.
 * `asciiFastPath: false` sends every position to the regex (tests check that both agree).
 */
export function spacedWords(text: string, asciiFastPath = true): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (asciiFastPath && code < 0x80) {
      if (!isAsciiWordChar(code)) {
        i++;
        continue;
      }
      const end = asciiWordEnd(text, i);
      if (end !== -1) {
        words.push(text.slice(i, end));
        i = end;
        continue;
      }
    }
    LATIN_WORD_RE.lastIndex = i;
    const match = LATIN_WORD_RE.exec(text);
    if (match) {
      words.push(match[0].replaceAll("’", "'"));
      i = LATIN_WORD_RE.lastIndex;
    } else {
      // Not a word character: step over the whole code point, as the regex scan does.
      i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    }
  }
  return words;
}

/**
 * Where the LATIN_WORD_RE match starting at `start` ends, when ASCII alone decides it; -1 when a
 * non-ASCII character follows and might still belong to the word (a letter, a mark, ’).
 * Word characters are letters, digits and _; then any number of ' + letters (it's, rock'n'roll).
 */
function asciiWordEnd(text: string, start: number): number {
  // Bounds are checked explicitly: charCodeAt past the end makes V8 deoptimise this loop.
  const n = text.length;
  let i = start;
  while (i < n && isAsciiWordChar(text.charCodeAt(i))) i++;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return -1;
    if (code !== APOSTROPHE || i + 1 === n) return i;
    const next = text.charCodeAt(i + 1);
    if (next >= 0x80) return -1;
    if (!isAsciiLetter(next)) return i;
    i += 2;
    while (i < n && isAsciiLetter(text.charCodeAt(i))) i++;
  }
  return i;
}

const APOSTROPHE = 0x27;
const UNDERSCORE = 0x5f;

/** Whether a UTF-16 code is an ASCII letter, a-z or A-Z. */
export function isAsciiLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

function isAsciiWordChar(code: number): boolean {
  return isAsciiLetter(code) || (code >= 0x30 && code <= 0x39) || code === UNDERSCORE;
}

/** Word-like segments with a letter or digit, from Intl.Segmenter. */
function segmentedWords(text: string, locale: string): string[] {
  const segments = segmenter(locale).segment(text);
  const words: string[] = [];
  // Walking the segments with containing() gives the same segments as for...of, faster on V8 (no
  // iterator result per segment); each call is still costly on Japanese text, so fewer calls matter.
  let i = 0;
  while (i < text.length) {
    // Not asking at a space, !, # or ? saves a call per mark. Safe: a segment made only of these
    // is no word, and any other segment is asked for at another character (and returned whole).
    if (NEVER_WORDS.has(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const part = segments.containing(i);
    if (!part) break;
    const word = part.segment;
    if (part.isWordLike && (isKanaOrKanji(word.charCodeAt(0)) || HAS_WORD_CHAR.test(word))) words.push(word);
    i = part.index + word.length;
  }
  return words;
}

// Space ! # ?: the usual marks between the words of Japanese posts (！ and ？ are ! and ? by now).
const NEVER_WORDS = new Set([0x20, 0x21, 0x23, 0x3f]);

/**
 * Whether a UTF-16 code is a hiragana, katakana or (common) kanji letter: decides most Japanese
 * characters without a \p{L} regex. False means "not one of these", not "not a letter".
 */
export function isKanaOrKanji(code: number): boolean {
  return (
    (code >= 0x3041 && code <= 0x3096) || // hiragana
    isKatakana(code) ||
    (code >= 0x4e00 && code <= 0x9fa5) // CJK unified ideographs (Unicode 1.1)
  );
}

/** Whether a UTF-16 code is a katakana letter or the long-vowel mark ー. */
export function isKatakana(code: number): boolean {
  return (code >= 0x30a1 && code <= 0x30fa) || code === 0x30fc;
}

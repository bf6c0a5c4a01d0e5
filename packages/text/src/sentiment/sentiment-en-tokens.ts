/** A word of an English post as the sentiment rules read it. */
export type Token = {
  word: string;
  /** Written in capitals (2 letters or more). */
  caps: boolean;
  /** Letters repeated for emphasis ("sooo goood"). */
  elongated: boolean;
  sentence: number;
  /** A stretch without a comma, colon or dash: negation does not reach past one. */
  clause: number;
  /** Read as part of a phrase: its "can't" in "can't believe" negates nothing after. */
  inPhrase: boolean;
  /** From a hashtag: the whole tag (#fail), or one word of a camel-case one (#Never|Again). */
  tag: "whole" | "part" | null;
};

/** Lists of word sequences by their first word. */
export function byFirstWord<T extends [string[], ...unknown[]] | string[]>(
  entries: T[],
  words: (entry: T) => string[],
) {
  const map = new Map<string, T[]>();
  for (const entry of entries) {
    const first = words(entry)[0] as string;
    map.set(first, [...(map.get(first) ?? []), entry]);
  }
  return map;
}

/** Whether the words at `start` are `words`, in one sentence. */
export function startsWith(tokens: Token[], start: number, words: string[]): boolean {
  const sentence = tokens[start]?.sentence;
  for (let k = 0; k < words.length; k++) {
    const token = tokens[start + k];
    if (token === undefined || token.word !== words[k] || token.sentence !== sentence) return false;
  }
  return true;
}

/**
 * Words and their sentences and clauses, with the text's "!" and "?" counted; handles (and a
 * repost's leading "RT") are skipped. `knows` says which form of a stretched word ("goooood") the
 * lexicons have. A scan by character codes: a word regex made this slower, and it runs for every
 * imported post.
 */
export function tokenizeForSentiment(
  text: string,
  knows: (word: string) => boolean,
): {
  tokens: Token[];
  exclamations: number;
  questions: number;
  /** Sentences that end with "?". */
  asked: Set<number>;
} {
  const tokens: Token[] = [];
  const asked = new Set<number>();
  let sentence = 0;
  let clause = 0;
  let exclamations = 0;
  let questions = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === AT || code === FULLWIDTH_AT) {
      i++;
      while (i < n && isAsciiWordCode(text.charCodeAt(i))) i++;
      continue;
    }
    if (isAsciiWordCode(code) || (code >= 0x80 && isLetterAt(text, i))) {
      if (code === 0x68 || code === 0x77 || code === 0x48 || code === 0x57) {
        // A link (http://..., www....) is no words: skip to the next space.
        const link = linkEnd(text, i);
        if (link !== i) {
          i = link;
          continue;
        }
      }
      const start = i;
      let plain = true; // ASCII, no capitals: the slice is the word
      let upper = 0;
      let lower = 0;
      let ascii = true; // letters of other scripts need a case comparison
      let curly = false; // ’ to '
      while (i < n) {
        const c = text.charCodeAt(i);
        if (isAsciiWordCode(c)) {
          if (c >= 0x41 && c <= 0x5a) {
            plain = false;
            upper++;
          } else if (c >= 0x61) lower++;
          i++;
        } else if ((c === APOSTROPHE || c === RIGHT_QUOTE) && i + 1 < n && isLetterCode(text, i + 1)) {
          if (c === RIGHT_QUOTE) {
            plain = false;
            curly = true;
          }
          i++;
        } else if (c >= 0x80 && isLetterAt(text, i)) {
          plain = false;
          ascii = false;
          i += c >= 0xd800 && c <= 0xdbff ? 2 : 1;
        } else break;
      }
      const raw = text.slice(start, i);
      if (raw === "RT" && tokens.length === 0) continue;
      let word = plain ? raw : raw.toLowerCase();
      if (curly) word = word.replaceAll("’", "'");
      // Capitals: an ASCII word's letters counted as it was read; other words compared.
      const caps = ascii ? upper > 1 && lower === 0 : raw.length > 1 && raw !== word && raw.toUpperCase() === raw;
      const tag = start > 0 && (text.charCodeAt(start - 1) === HASH || text.charCodeAt(start - 1) === FULLWIDTH_HASH);
      if (tag && upper > 0 && lower > 0 && !(upper === 1 && isUpperAscii(raw.charCodeAt(0)))) {
        // #NeverAgain, #UnitedSucks: the words of a camel-case tag.
        for (const part of raw.match(CAMEL_PARTS) ?? [])
          tokens.push({
            word: part.toLowerCase(),
            caps: false,
            elongated: false,
            sentence,
            clause,
            inPhrase: false,
            tag: "part",
          });
        continue;
      }
      const elongated = hasTripleLetter(word);
      if (elongated) word = unElongate(word, knows);
      // Every token of one shape (no optional fields), so V8 keeps its property reads monomorphic.
      tokens.push({ word, caps, elongated, sentence, clause, inPhrase: false, tag: tag ? "whole" : null });
      continue;
    }
    if (code === 0x2e || code === 0x21 || code === 0x3f || code === 0x3b || code === 0x0a) {
      // A run of marks ends one sentence: "?!" and "..." are one end.
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === 0x21) exclamations++;
        else if (c === 0x3f) {
          questions++;
          asked.add(sentence);
        } else if (c !== 0x2e && c !== 0x3b && c !== 0x0a) break;
        i++;
      }
      sentence++;
      clause++;
      continue;
    }
    if (code === 0x2c || code === 0x3a || code === 0x2014 || code === 0x2013) clause++;
    i++;
  }
  return { tokens, exclamations, questions, asked };
}

const AT = 0x40;
const HASH = 0x23;
const FULLWIDTH_HASH = 0xff03;
const CAMEL_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;
const FULLWIDTH_AT = 0xff20;
const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;
const LETTER = /[\p{L}\p{M}\p{N}_]/uy;

function isUpperAscii(code: number): boolean {
  return code >= 0x41 && code <= 0x5a;
}

function isAsciiWordCode(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f
  );
}

/** Whether a letter, mark or digit (of any script) starts at i. */
function isLetterAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  // Punctuation, symbols, emoji (and the second half of any pair: a word steps over a whole
  // letter) and variation selectors, decided without the regex.
  if (
    (code >= 0x2000 && code <= 0x2bff) ||
    (code >= 0xd83c && code <= 0xd83e) ||
    (code >= 0xdc00 && code <= 0xdfff) ||
    (code >= 0xfe00 && code <= 0xfe0f)
  )
    return false;
  LETTER.lastIndex = i;
  return LETTER.test(text);
}

function isLetterCode(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code < 0x80 ? isAsciiWordCode(code) && !(code >= 0x30 && code <= 0x39) : isLetterAt(text, i);
}

/** Where a link starting at i ends (the next space), or i when none starts there. */
function linkEnd(text: string, i: number): number {
  const head = text.slice(i, i + 8).toLowerCase();
  if (!(head.startsWith("http://") || head.startsWith("https://") || head.startsWith("www."))) return i;
  let j = i;
  while (j < text.length && !isSpace(text.charCodeAt(j))) j++;
  return j;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0xa0 || code === 0x3000;
}

function hasTripleLetter(word: string): boolean {
  for (let k = 2; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c === word.charCodeAt(k - 1) && c === word.charCodeAt(k - 2) && !(c >= 0x30 && c <= 0x39)) return true;
  }
  return false;
}

const ELONGATED = /(\p{L})\1\1+/gu;

/** "soooo" → "so", "goooood" → "good", "yesss" → "yes": the form the lexicon knows. */
function unElongate(word: string, knows: (word: string) => boolean): string {
  const two = word.replace(ELONGATED, "$1$1");
  if (knows(two)) return two;
  return word.replace(ELONGATED, "$1");
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The platform's HTML escapes, as written ("&lt;3" is a heart). */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

import { isStopword } from "./stopwords.ts";

const HAN = /\p{Script=Han}/u;
const SHORT_HIRAGANA = /^[\p{Script=Hiragana}ー]{1,2}$/u;
const UNDERSCORE = 0x5f;

/** Content words of the tokens: no stopwords, numbers, single Latin letters or kana. */
export function keywordsOf(tokens: string[]): string[] {
  const out = new Set<string>();
  for (const token of tokens) if (isKeyword(token)) out.add(token);
  return [...out];
}

// Cheapest checks first: only short non-ASCII tokens need a Unicode-script regex.
function isKeyword(token: string): boolean {
  if (isStopword(token)) return false;
  // One character: only a kanji says something on its own.
  if (token.length < 2) return token.charCodeAt(0) >= 0x80 && HAN.test(token);
  if (isDigitsOrUnderscores(token)) return false;
  // One or two hiragana (up to 4 code units: a few are outside the BMP, behind a surrogate).
  return !(token.length <= 4 && mayStartHiragana(token.charCodeAt(0)) && SHORT_HIRAGANA.test(token));
}

function mayStartHiragana(code: number): boolean {
  return (code >= 0x3040 && code <= 0x30ff) || (code >= 0xd800 && code <= 0xdbff);
}

function isDigitsOrUnderscores(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (code !== UNDERSCORE && (code < 0x30 || code > 0x39)) return false;
  }
  return token.length > 0;
}

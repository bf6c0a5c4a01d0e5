import { normalizeText, tokenize } from "../social/post-words.ts";
import { failQuery } from "./keyword-query-error.ts";
import type { KeywordTerm } from "./keyword-query-types.ts";

/** Limits of one query: terms counted over all groups (after expanding parentheses) and exclusions. */
export const MAX_KEYWORD_TERMS = 50;
export const MAX_KEYWORD_TERM_LENGTH = 100;

export const OPEN_PARENS = "(（";
export const CLOSE_PARENS = ")）";
// The Japanese enumeration comma and the full-width comma list alternatives like ",".
export const COMMAS = ",，、";
export const QUOTES = '"“”＂';
/** Characters that end a bare word. */
export const SPECIAL = new Set([...OPEN_PARENS, ...CLOSE_PARENS, ...COMMAS, ...QUOTES]);
export const OPERATORS: Record<string, "and" | "or" | "not"> = { and: "and", or: "or", not: "not" };
const HASHTAG_NAME = /^[\p{L}\p{M}\p{N}_]*[\p{L}\p{M}_][\p{L}\p{M}\p{N}_]*$/u;
const HANDLE = /^[a-z0-9_]{1,15}$/;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The token sequences a word or phrase is searched as, tokenized exactly as posts are
 * (`tokenize` of core/social/post-words). Kanji-only terms are ambiguous between Japanese and Chinese
 * segmentation, so both readings are alternatives. Empty when the term has nothing searchable.
 */
export function termSearchTokens(term: KeywordTerm): string[][] {
  const readings =
    HAN.test(term.value) && !KANA.test(term.value)
      ? [tokenize(term.value, "ja"), tokenize(term.value, "zh")]
      : [tokenize(term.value)];
  const out = new Map<string, string[]>();
  for (const tokens of readings) {
    const words = tokens.filter((t) => HAS_WORD_CHAR.test(t));
    if (words.length > 0) out.set(words.join(" "), words);
  }
  return [...out.values()];
}

/** The term, if it is short enough and has something to search; `raw` is how it was written. */
export function checkTerm(term: KeywordTerm, raw: string, pos: number | null): KeywordTerm {
  if (term.value.length > MAX_KEYWORD_TERM_LENGTH) {
    failQuery("query.termTooLong", pos, { term: raw.slice(0, 20), max: MAX_KEYWORD_TERM_LENGTH });
  }
  if ((term.kind === "word" || term.kind === "phrase") && termSearchTokens(term).length === 0) {
    failQuery("query.nothingToSearch", pos, { term: raw });
  }
  return term;
}

/** A bare (unquoted) piece of text as a term: #hashtag, @mention or word. */
export function bareTerm(raw: string, pos: number | null): KeywordTerm {
  const first = raw[0];
  if (first === "#" || first === "＃") {
    const name = normalizeText(raw.slice(1));
    if (!name) failQuery("query.hashtagNameMissing", pos);
    if (!HASHTAG_NAME.test(name)) failQuery("query.notHashtag", pos, { term: raw });
    return checkTerm({ kind: "hashtag", value: name }, raw, pos);
  }
  if (first === "@" || first === "＠") {
    const name = normalizeText(raw.slice(1));
    if (!name) failQuery("query.handleMissing", pos);
    if (!HANDLE.test(name)) failQuery("query.notHandle", pos, { term: raw });
    return { kind: "mention", value: name };
  }
  const value = normalizeText(raw);
  // Normalisation can yield text that would not read back as one word (spaces, an operator).
  const kind = isBareWord(value) ? "word" : "phrase";
  return checkTerm({ kind, value: kind === "phrase" ? collapse(value) : value }, raw, pos);
}

/** Runs of whitespace as one space, trimmed. */
export const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Whether the text reads back as one word when written without quotes. */
export function isBareWord(value: string): boolean {
  if (!value || /\s/.test(value) || value in OPERATORS) return false;
  if (value[0] === "#" || value[0] === "＃" || value[0] === "@" || value[0] === "＠") return false;
  return ![...value].some((c) => SPECIAL.has(c));
}

/**
 * One entry of the keyword builder as a term. An entry is always one term: text with spaces is a
 * phrase (quotes optional), "#x" a hashtag, "@x" a mention. Throws on an entry that cannot be searched.
 */
export function parseKeywordTerm(text: string): KeywordTerm {
  const trimmed = text.trim();
  const quoted = /^["“＂](.*)["”＂]$/su.exec(trimmed);
  if (quoted || /[\s()（）,，、"“”＂]/u.test(trimmed)) {
    const value = collapse(normalizeText((quoted?.[1] ?? trimmed).replace(/["“”＂]/gu, " ")));
    if (!value) failQuery("query.emptyQuotes", null);
    return checkTerm({ kind: "phrase", value }, trimmed, null);
  }
  return bareTerm(trimmed, null);
}

import { normalizeText } from "../social/post-words.ts";
import { failQuery } from "./keyword-query-error.ts";
import type { KeywordTerm } from "./keyword-query-types.ts";
import {
  bareTerm,
  CLOSE_PARENS,
  COMMAS,
  checkTerm,
  collapse,
  OPEN_PARENS,
  OPERATORS,
  QUOTES,
  SPECIAL,
} from "./keyword-terms.ts";

type Op = "and" | "or" | "comma" | "not" | "lparen" | "rparen";
export type Token = { type: "term"; term: KeywordTerm; pos: number } | { type: Op; raw: string; pos: number };

/** The query's terms and operators, each with its 0-based position; throws on an unreadable term. */
export function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (OPEN_PARENS.includes(c)) {
      tokens.push({ type: "lparen", raw: c, pos: i++ });
    } else if (CLOSE_PARENS.includes(c)) {
      tokens.push({ type: "rparen", raw: c, pos: i++ });
    } else if (COMMAS.includes(c)) {
      tokens.push({ type: "comma", raw: c, pos: i++ });
    } else if (QUOTES.includes(c)) {
      let end = i + 1;
      while (end < text.length && !QUOTES.includes(text[end] as string)) end++;
      if (end >= text.length) failQuery("query.unclosedQuote", i);
      const value = collapse(normalizeText(text.slice(i + 1, end)));
      if (!value) failQuery("query.emptyQuotes", i);
      tokens.push({ type: "term", term: checkTerm({ kind: "phrase", value }, text.slice(i, end + 1), i), pos: i });
      i = end + 1;
    } else {
      let end = i;
      while (end < text.length && !/\s/.test(text[end] as string) && !SPECIAL.has(text[end] as string)) end++;
      const raw = text.slice(i, end);
      const op = OPERATORS[normalizeText(raw)];
      tokens.push(op ? { type: op, raw: raw.toUpperCase(), pos: i } : { type: "term", term: bareTerm(raw, i), pos: i });
      i = end;
    }
  }
  return tokens;
}

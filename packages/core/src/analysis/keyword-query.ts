import type { Language } from "../api/auth.ts";
import { type ErrorTextKey, errorText } from "../api/error-texts.ts";
import { normalizeText, tokenize } from "../social/text.ts";
import type { KeywordGroup, KeywordQuery, KeywordTerm } from "./keyword-query-types.ts";

export type { KeywordGroup, KeywordQuery, KeywordTerm } from "./keyword-query-types.ts";

/** Limits of one query: terms counted over all groups (after expanding parentheses) and exclusions. */
export const MAX_KEYWORD_TERMS = 50;
export const MAX_KEYWORD_TERM_LENGTH = 100;
const MAX_NESTING = 20;

/** Why a query cannot be read: a text of the error catalog, and where in the query (0-based). */
export type KeywordQueryProblem = {
  key: Extract<ErrorTextKey, `query.${string}`>;
  params: Record<string, string | number>;
  position: number | null;
};

/** A problem in `language`, with the character it is at counted from 1, as people do. */
export function keywordQueryProblemText(language: Language, problem: KeywordQueryProblem): string {
  const text = errorText(language, problem.key, problem.params);
  return problem.position === null ? text : text + errorText(language, "query.at", { n: problem.position + 1 });
}

/**
 * A query the parser cannot read. `position` is the 0-based index in the text where the problem is
 * (0 for the whole query); the message is in English ("Unclosed quote at character 12"), and
 * `messageIn` gives it in another language.
 */
export class KeywordQuerySyntaxError extends Error {
  override readonly name = "KeywordQuerySyntaxError";
  readonly position: number;
  constructor(readonly problem: KeywordQueryProblem) {
    super(keywordQueryProblemText("en", problem));
    this.position = problem.position ?? 0;
  }

  messageIn(language: Language): string {
    return keywordQueryProblemText(language, this.problem);
  }
}

type Op = "and" | "or" | "comma" | "not" | "lparen" | "rparen";
type Token = { type: "term"; term: KeywordTerm; pos: number } | { type: Op; raw: string; pos: number };

const OPEN_PARENS = "(（";
const CLOSE_PARENS = ")）";
// The Japanese enumeration comma and the full-width comma list alternatives like ",".
const COMMAS = ",，、";
const QUOTES = '"“”＂';
const SPECIAL = new Set([...OPEN_PARENS, ...CLOSE_PARENS, ...COMMAS, ...QUOTES]);
const OPERATORS: Record<string, Op> = { and: "and", or: "or", not: "not" };
const HASHTAG_NAME = /^[\p{L}\p{M}\p{N}_]*[\p{L}\p{M}_][\p{L}\p{M}\p{N}_]*$/u;
const HANDLE = /^[a-z0-9_]{1,15}$/;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

const fail = (
  key: KeywordQueryProblem["key"],
  pos: number | null,
  params: KeywordQueryProblem["params"] = {},
): never => {
  throw new KeywordQuerySyntaxError({ key, params, position: pos });
};

/**
 * The token sequences a word or phrase is searched as, tokenized exactly as posts are
 * (`tokenize` of core/social/text). Kanji-only terms are ambiguous between Japanese and Chinese
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

function checkTerm(term: KeywordTerm, raw: string, pos: number | null): KeywordTerm {
  if (term.value.length > MAX_KEYWORD_TERM_LENGTH) {
    fail("query.termTooLong", pos, { term: raw.slice(0, 20), max: MAX_KEYWORD_TERM_LENGTH });
  }
  if ((term.kind === "word" || term.kind === "phrase") && termSearchTokens(term).length === 0) {
    fail("query.nothingToSearch", pos, { term: raw });
  }
  return term;
}

/** A bare (unquoted) piece of text as a term: #hashtag, @mention or word. */
function bareTerm(raw: string, pos: number | null): KeywordTerm {
  const first = raw[0];
  if (first === "#" || first === "＃") {
    const name = normalizeText(raw.slice(1));
    if (!name) fail("query.hashtagNameMissing", pos);
    if (!HASHTAG_NAME.test(name)) fail("query.notHashtag", pos, { term: raw });
    return checkTerm({ kind: "hashtag", value: name }, raw, pos);
  }
  if (first === "@" || first === "＠") {
    const name = normalizeText(raw.slice(1));
    if (!name) fail("query.handleMissing", pos);
    if (!HANDLE.test(name)) fail("query.notHandle", pos, { term: raw });
    return { kind: "mention", value: name };
  }
  const value = normalizeText(raw);
  // Normalisation can yield text that would not read back as one word (spaces, an operator).
  const kind = isBareWord(value) ? "word" : "phrase";
  return checkTerm({ kind, value: kind === "phrase" ? collapse(value) : value }, raw, pos);
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function isBareWord(value: string): boolean {
  if (!value || /\s/.test(value) || value in OPERATORS) return false;
  if (value[0] === "#" || value[0] === "＃" || value[0] === "@" || value[0] === "＠") return false;
  return ![...value].some((c) => SPECIAL.has(c));
}

function lex(text: string): Token[] {
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
      if (end >= text.length) fail("query.unclosedQuote", i);
      const value = collapse(normalizeText(text.slice(i + 1, end)));
      if (!value) fail("query.emptyQuotes", i);
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

const termKey = (t: KeywordTerm) => `${t.kind}:${t.value}`;
const countTerms = (groups: KeywordGroup[]) => groups.reduce((n, g) => n + g.length, 0);

function distinctGroup(group: KeywordGroup): KeywordGroup {
  const seen = new Map<string, KeywordTerm>();
  for (const t of group) if (!seen.has(termKey(t))) seen.set(termKey(t), t);
  return [...seen.values()];
}

function distinctGroups(groups: KeywordGroup[]): KeywordGroup[] {
  const seen = new Map<string, KeywordGroup>();
  for (const g of groups.map(distinctGroup)) {
    const key = g.map(termKey).sort().join("\u0000");
    if (g.length > 0 && !seen.has(key)) seen.set(key, g);
  }
  return [...seen.values()];
}

/** Every combination of one alternative from each side: (a OR b) AND c → (a AND c) OR (b AND c). */
function product(left: KeywordGroup[], right: KeywordGroup[], pos: number): KeywordGroup[] {
  const out = distinctGroups(left.flatMap((l) => right.map((r) => [...l, ...r])));
  const terms = countTerms(out);
  if (terms > MAX_KEYWORD_TERMS) {
    fail("query.parenthesesExpand", pos, { terms, max: MAX_KEYWORD_TERMS });
  }
  return out;
}

class Parser {
  private k = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.k];
  }

  query(): KeywordQuery {
    const first = this.peek();
    if (!first) fail("query.empty", null);
    if (first?.type === "not") fail("query.termBeforeNot", first.pos);
    const groups = this.or(0);
    const exclusions: KeywordTerm[] = [];
    for (let tok = this.peek(); tok; tok = this.peek()) {
      if (tok.type === "rparen") fail("query.unbalanced", tok.pos);
      if (tok.type !== "not") fail("query.unexpected", tok.pos, { token: "raw" in tok ? tok.raw : "" });
      this.k++;
      exclusions.push(...this.exclusion(tok.pos));
    }
    const result = { groups: distinctGroups(groups), exclusions: distinctGroup(exclusions) };
    const terms = countTerms(result.groups) + result.exclusions.length;
    if (terms > MAX_KEYWORD_TERMS) {
      const nth = this.tokens.filter((t) => t.type === "term")[MAX_KEYWORD_TERMS];
      fail("query.tooManyTerms", nth?.pos ?? null, { terms, max: MAX_KEYWORD_TERMS });
    }
    return result;
  }

  /** Groups separated by OR or commas. */
  private or(depth: number): KeywordGroup[] {
    const out: KeywordGroup[] = [];
    let separator: (Token & { raw: string }) | null = null;
    for (;;) {
      const tok = this.peek();
      const startsGroup = tok && (tok.type === "term" || tok.type === "lparen" || tok.type === "and");
      if (!startsGroup) {
        if (separator && tok && (tok.type === "or" || tok.type === "comma")) {
          fail("query.emptyGroupBetween", tok.pos, { before: separator.raw, after: tok.raw });
        }
        if (separator) fail("query.emptyGroupAfter", separator.pos, { before: separator.raw });
        if (tok && (tok.type === "or" || tok.type === "comma"))
          fail("query.emptyGroupBefore", tok.pos, { after: tok.raw });
        return out;
      }
      out.push(...this.and(depth));
      const next = this.peek();
      if (!next || (next.type !== "or" && next.type !== "comma")) return out;
      separator = next;
      this.k++;
    }
  }

  /** Terms and parenthesised alternatives joined by AND (or just written side by side). */
  private and(depth: number): KeywordGroup[] {
    let acc: KeywordGroup[] = [[]];
    let pendingAnd: Token | null = null;
    let any = false;
    for (let tok = this.peek(); tok; tok = this.peek()) {
      if (tok.type === "and") {
        if (!any) fail("query.termBeforeAnd", tok.pos);
        if (pendingAnd) fail("query.termBetweenAnds", tok.pos);
        pendingAnd = tok;
        this.k++;
      } else if (tok.type === "term") {
        acc = product(acc, [[tok.term]], tok.pos);
        this.k++;
        pendingAnd = null;
        any = true;
      } else if (tok.type === "lparen") {
        acc = product(acc, this.parenthesised(tok.pos, depth + 1), tok.pos);
        pendingAnd = null;
        any = true;
      } else {
        break;
      }
    }
    if (pendingAnd) fail("query.termAfterAnd", pendingAnd.pos);
    return acc;
  }

  private parenthesised(open: number, depth: number): KeywordGroup[] {
    if (depth > MAX_NESTING) fail("query.nestedTooDeeply", open);
    this.k++;
    const first = this.peek();
    if (first?.type === "rparen") fail("query.emptyParentheses", open);
    const inner = this.or(depth);
    const close = this.peek();
    if (close?.type === "not") fail("query.notInsideParentheses", close.pos);
    if (close?.type !== "rparen") fail("query.unbalanced", open);
    this.k++;
    return inner;
  }

  /** After NOT: one term, or several separated by OR or commas (NOT a, b excludes both). */
  private exclusion(notPos: number): KeywordTerm[] {
    const open = this.peek();
    const inParens = open?.type === "lparen";
    if (inParens) this.k++;
    const out: KeywordTerm[] = [];
    let separator: Token | null = null;
    for (;;) {
      const tok = this.peek();
      if (tok?.type !== "term") {
        if (separator && "raw" in separator) fail("query.emptyGroupAfter", separator.pos, { before: separator.raw });
        if (inParens && open && tok?.type === "rparen") fail("query.emptyParentheses", open.pos);
        return fail("query.termAfterNot", notPos);
      }
      out.push(tok.term);
      this.k++;
      const next = this.peek();
      if (next?.type !== "or" && next?.type !== "comma") {
        if (next?.type === "term" || next?.type === "and" || next?.type === "lparen") {
          fail("query.oneTermExclusion", next.pos);
        }
        break;
      }
      separator = next;
      this.k++;
    }
    if (inParens) {
      if (this.peek()?.type !== "rparen") fail("query.unbalanced", open?.pos ?? this.length);
      this.k++;
    }
    return out;
  }
}

/**
 * Reads a keyword query (spec §5): OR-joined groups (OR or commas), AND-joined terms inside a group
 * (in parentheses; words side by side are ANDed too), exclusions appended as NOT terms. Terms are
 * words, "quoted phrases", #hashtags and @mentions; operators are case-insensitive. Parentheses
 * around alternatives are expanded: (a OR b) AND c → (a AND c) OR (b AND c).
 * Throws KeywordQuerySyntaxError pointing at the problem.
 */
export function parseKeywordQuery(text: string): KeywordQuery {
  return new Parser(lex(text), text.length).query();
}

/** A term as written in a query: words bare, phrases quoted, #hashtags and @mentions with their sign. */
export function formatKeywordTerm(term: KeywordTerm): string {
  if (term.kind === "hashtag") return `#${term.value}`;
  if (term.kind === "mention") return `@${term.value}`;
  if (term.kind === "word" && isBareWord(term.value)) return term.value;
  return `"${[...term.value].filter((c) => !QUOTES.includes(c)).join("")}"`;
}

/** `{groups: [[a, b], [c]], exclusions: [d]}` → `(a AND b) OR c NOT d`; parseKeywordQuery reads it back. */
export function formatKeywordQuery(q: KeywordQuery): string {
  const groups = q.groups
    .filter((g) => g.length > 0)
    .map((g) =>
      g.length === 1 ? formatKeywordTerm(g[0] as KeywordTerm) : `(${g.map(formatKeywordTerm).join(" AND ")})`,
    );
  return [groups.join(" OR "), ...q.exclusions.map((e) => `NOT ${formatKeywordTerm(e)}`)].join(" ");
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
    if (!value) fail("query.emptyQuotes", null);
    return checkTerm({ kind: "phrase", value }, trimmed, null);
  }
  return bareTerm(trimmed, null);
}

export type KeywordBuilderInput = {
  /** AND-groups combined by OR, one term per entry; empty entries and groups are ignored */
  groups: string[][];
  exclusions: string[];
  /** a word's synonyms become alternatives of it (keys compared case-insensitively) */
  synonyms?: Record<string, string[]>;
  /** "and": added to every group; "or": a group of its own */
  extraKeyword?: { term: string; type: "and" | "or" };
};

/**
 * The keyword builder's state as a query. A group [nike, shoes] with synonyms shoes → [sneakers]
 * becomes (nike AND shoes) OR (nike AND sneakers).
 */
export function keywordQueryFromBuilder(input: KeywordBuilderInput): KeywordQuery {
  const synonyms = new Map<string, string[]>();
  for (const [word, alternatives] of Object.entries(input.synonyms ?? {})) {
    synonyms.set(normalizeText(word.trim()), alternatives);
  }
  const nonEmpty = (entries: string[]) => entries.filter((e) => e.trim() !== "");
  let groups: KeywordGroup[] = [];
  for (const entries of input.groups) {
    let alternatives: KeywordGroup[] = [[]];
    for (const entry of nonEmpty(entries)) {
      const options = [entry, ...nonEmpty(synonyms.get(normalizeText(entry.trim())) ?? [])];
      alternatives = product(
        alternatives,
        options.map((o) => [parseKeywordTerm(o)]),
        0,
      );
    }
    groups.push(...alternatives.filter((g) => g.length > 0));
  }
  const extra = input.extraKeyword;
  if (extra && extra.term.trim() !== "") {
    const term = parseKeywordTerm(extra.term);
    if (extra.type === "or" || groups.length === 0) groups.push([term]);
    else groups = groups.map((g) => [...g, term]);
  }
  const query = {
    groups: distinctGroups(groups),
    exclusions: distinctGroup(nonEmpty(input.exclusions).map(parseKeywordTerm)),
  };
  if (query.groups.length === 0) fail("query.empty", null);
  const terms = countTerms(query.groups) + query.exclusions.length;
  if (terms > MAX_KEYWORD_TERMS) fail("query.tooManyTerms", null, { terms, max: MAX_KEYWORD_TERMS });
  return query;
}

/** A query back as builder state (entries written as in a query), e.g. to fill the builder from a link. */
export function keywordBuilderFromQuery(q: KeywordQuery): { groups: string[][]; exclusions: string[] } {
  return { groups: q.groups.map((g) => g.map(formatKeywordTerm)), exclusions: q.exclusions.map(formatKeywordTerm) };
}

/** The distinct terms the query looks for (its groups' terms, in order of first use; not the exclusions). */
export function termsOfQuery(q: KeywordQuery): KeywordTerm[] {
  return distinctGroup(q.groups.flat());
}

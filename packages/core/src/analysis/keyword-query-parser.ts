import { countTerms, distinctGroup, distinctGroups, product } from "./keyword-groups.ts";
import { failQuery } from "./keyword-query-error.ts";
import { lex, type Token } from "./keyword-query-lexer.ts";
import type { KeywordGroup, KeywordQuery, KeywordTerm } from "./keyword-query-types.ts";
import { MAX_KEYWORD_TERMS } from "./keyword-terms.ts";

const MAX_NESTING = 20;

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
    if (!first) failQuery("query.empty", null);
    if (first?.type === "not") failQuery("query.termBeforeNot", first.pos);
    const groups = this.or(0);
    const exclusions: KeywordTerm[] = [];
    for (let tok = this.peek(); tok; tok = this.peek()) {
      if (tok.type === "rparen") failQuery("query.unbalanced", tok.pos);
      if (tok.type !== "not") failQuery("query.unexpected", tok.pos, { token: "raw" in tok ? tok.raw : "" });
      this.k++;
      exclusions.push(...this.exclusion(tok.pos));
    }
    const result = { groups: distinctGroups(groups), exclusions: distinctGroup(exclusions) };
    const terms = countTerms(result.groups) + result.exclusions.length;
    if (terms > MAX_KEYWORD_TERMS) {
      const nth = this.tokens.filter((t) => t.type === "term")[MAX_KEYWORD_TERMS];
      failQuery("query.tooManyTerms", nth?.pos ?? null, { terms, max: MAX_KEYWORD_TERMS });
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
          failQuery("query.emptyGroupBetween", tok.pos, { before: separator.raw, after: tok.raw });
        }
        if (separator) failQuery("query.emptyGroupAfter", separator.pos, { before: separator.raw });
        if (tok && (tok.type === "or" || tok.type === "comma"))
          failQuery("query.emptyGroupBefore", tok.pos, { after: tok.raw });
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
        if (!any) failQuery("query.termBeforeAnd", tok.pos);
        if (pendingAnd) failQuery("query.termBetweenAnds", tok.pos);
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
    if (pendingAnd) failQuery("query.termAfterAnd", pendingAnd.pos);
    return acc;
  }

  private parenthesised(open: number, depth: number): KeywordGroup[] {
    if (depth > MAX_NESTING) failQuery("query.nestedTooDeeply", open);
    this.k++;
    const first = this.peek();
    if (first?.type === "rparen") failQuery("query.emptyParentheses", open);
    const inner = this.or(depth);
    const close = this.peek();
    if (close?.type === "not") failQuery("query.notInsideParentheses", close.pos);
    if (close?.type !== "rparen") failQuery("query.unbalanced", open);
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
        if (separator && "raw" in separator)
          failQuery("query.emptyGroupAfter", separator.pos, { before: separator.raw });
        if (inParens && open && tok?.type === "rparen") failQuery("query.emptyParentheses", open.pos);
        return failQuery("query.termAfterNot", notPos);
      }
      out.push(tok.term);
      this.k++;
      const next = this.peek();
      if (next?.type !== "or" && next?.type !== "comma") {
        if (next?.type === "term" || next?.type === "and" || next?.type === "lparen") {
          failQuery("query.oneTermExclusion", next.pos);
        }
        break;
      }
      separator = next;
      this.k++;
    }
    if (inParens) {
      if (this.peek()?.type !== "rparen") failQuery("query.unbalanced", open?.pos ?? this.length);
      this.k++;
    }
    return out;
  }
}

/**
 * Reads a keyword query: OR-joined groups (OR or commas), AND-joined terms inside a group
 * (in parentheses; words side by side are ANDed too), exclusions appended as NOT terms. Terms are
 * words, "quoted phrases", #hashtags and @mentions; operators are case-insensitive. Parentheses
 * around alternatives are expanded: (a OR b) AND c → (a AND c) OR (b AND c).
 * Throws KeywordQuerySyntaxError pointing at the problem.
 */
export function parseKeywordQuery(text: string): KeywordQuery {
  return new Parser(lex(text), text.length).query();
}

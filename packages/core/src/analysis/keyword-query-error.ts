import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";
import { KEYWORD_QUERY_TEXTS, type KeywordQueryTextKey } from "./keyword-query-texts.ts";

/** Why a query cannot be read: a text of the error catalog, and where in the query (0-based). */
export type KeywordQueryProblem = {
  key: KeywordQueryTextKey;
  params: Record<string, string | number>;
  position: number | null;
};

/** A problem in `language`, with the character it is at counted from 1, as people do. */
export function keywordQueryProblemText(language: Language, problem: KeywordQueryProblem): string {
  // Not errorText: that would bring every error text of the API into the web app's analysis page.
  const texts = KEYWORD_QUERY_TEXTS[language];
  const text = fillTemplate(language, texts[problem.key], problem.params);
  return problem.position === null
    ? text
    : text + fillTemplate(language, texts["query.at"], { n: problem.position + 1 });
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

/** Throws the problem as a KeywordQuerySyntaxError; `pos` null when it is the whole query's. */
export const failQuery = (
  key: KeywordQueryProblem["key"],
  pos: number | null,
  params: KeywordQueryProblem["params"] = {},
): never => {
  throw new KeywordQuerySyntaxError({ key, params, position: pos });
};

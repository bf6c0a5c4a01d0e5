// The keyword query's public names, whichever file they live in: parser, formatter, builder.
export { type KeywordBuilderInput, keywordBuilderFromQuery, keywordQueryFromBuilder } from "./keyword-builder.ts";
export { termsOfQuery } from "./keyword-groups.ts";
export { type KeywordQueryProblem, KeywordQuerySyntaxError, keywordQueryProblemText } from "./keyword-query-error.ts";
export { formatKeywordQuery, formatKeywordTerm } from "./keyword-query-format.ts";
export { parseKeywordQuery } from "./keyword-query-parser.ts";
export type { KeywordGroup, KeywordQuery, KeywordTerm } from "./keyword-query-types.ts";
export { MAX_KEYWORD_TERM_LENGTH, MAX_KEYWORD_TERMS, parseKeywordTerm, termSearchTokens } from "./keyword-terms.ts";

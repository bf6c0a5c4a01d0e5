import type { Language } from "@xa/core";
import {
  formatKeywordQuery,
  type KeywordQueryProblem,
  KeywordQuerySyntaxError,
  keywordBuilderFromQuery,
  keywordQueryFromBuilder,
  keywordQueryProblemText,
  parseKeywordQuery,
} from "@xa/core/analysis/keyword-query";

/** What the keyword builder edits: AND-groups combined by OR, exclusions, synonyms per word, an extra keyword. */
export type KeywordBuilderModel = {
  groups: string[][];
  exclusions: string[];
  /** a word's alternatives, keyed by the word as entered */
  synonyms: Record<string, string[]>;
  extra: { term: string; type: "and" | "or" };
};

/** Why query text cannot be searched: a syntax problem (shown in the interface language), or another error's message. */
export type QuerySyntaxProblem = { syntax: KeywordQueryProblem } | { message: string };

/** What a problem says in `language`. */
export function describeQueryProblem(problem: QuerySyntaxProblem, language: Language): string {
  return "syntax" in problem ? keywordQueryProblemText(language, problem.syntax) : problem.message;
}

export const EMPTY_BUILDER: KeywordBuilderModel = {
  groups: [[]],
  exclusions: [],
  synonyms: {},
  extra: { term: "", type: "and" },
};

function problemOf(error: unknown): QuerySyntaxProblem {
  if (error instanceof KeywordQuerySyntaxError) return { syntax: error.problem };
  return { message: error instanceof Error ? error.message : String(error) };
}

const isEmpty = (model: KeywordBuilderModel) =>
  model.groups.every((g) => g.every((e) => e.trim() === "")) && model.extra.term.trim() === "";

/** The builder's query as keyword query text; "" while it names nothing; a problem when an entry cannot be searched. */
export function builderToText(model: KeywordBuilderModel): { text: string; problem: QuerySyntaxProblem | null } {
  if (isEmpty(model)) return { text: "", problem: null };
  try {
    const query = keywordQueryFromBuilder({
      groups: model.groups,
      exclusions: model.exclusions,
      synonyms: model.synonyms,
      extraKeyword: model.extra,
    });
    return { text: formatKeywordQuery(query), problem: null };
  } catch (error) {
    return { text: "", problem: problemOf(error) };
  }
}

/**
 * Query text typed by hand, read back into the builder. Synonyms and the extra keyword are already
 * expanded into the groups of the text, so they start empty. "" is an empty builder.
 */
export function builderFromText(
  text: string,
): { model: KeywordBuilderModel; problem: null } | { model: null; problem: QuerySyntaxProblem } {
  if (text.trim() === "") return { model: EMPTY_BUILDER, problem: null };
  try {
    const { groups, exclusions } = keywordBuilderFromQuery(parseKeywordQuery(text));
    return { model: { ...EMPTY_BUILDER, groups, exclusions }, problem: null };
  } catch (error) {
    return { model: null, problem: problemOf(error) };
  }
}

/** The entries a user can give synonyms: each distinct entry of the groups, in order of first use. */
export function synonymCandidates(model: KeywordBuilderModel): string[] {
  const seen = new Map<string, string>();
  for (const entry of model.groups.flat()) {
    const key = entry.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, entry.trim());
  }
  return [...seen.values()];
}

/** Synonyms only for entries still in the groups, so removed words do not linger in the query. */
export function pruneSynonyms(model: KeywordBuilderModel): KeywordBuilderModel {
  const live = new Set(synonymCandidates(model).map((e) => e.toLowerCase()));
  const synonyms = Object.fromEntries(
    Object.entries(model.synonyms).filter(([word, list]) => live.has(word.toLowerCase()) && list.length > 0),
  );
  return { ...model, synonyms };
}

/** Checks query text before it is run: the problem, or null when it parses. */
export function checkQueryText(text: string): QuerySyntaxProblem | null {
  try {
    parseKeywordQuery(text);
    return null;
  } catch (error) {
    return problemOf(error);
  }
}

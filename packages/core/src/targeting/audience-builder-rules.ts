import {
  type AudienceCriterion,
  type AudienceExpression,
  MAX_AUDIENCE_CRITERIA,
  MAX_CRITERION_VALUES,
} from "./audience-builder.ts";
import type { AudienceBuilderTextKey } from "./audience-builder-texts.ts";

/** Why an audience cannot be measured: a text key of the builder and its placeholders; null when it can. */
export type AudienceProblem = { key: AudienceBuilderTextKey; params?: Record<string, string | number> } | null;

const HANDLE = /^@?\w{1,15}$/;

/** A handle as the store keeps it: lower case, without '@'. */
export const normalHandle = (handle: string) => handle.trim().replace(/^@/, "").toLowerCase();

/** A criterion's values with the blanks and repeats taken out (a row being typed has some). */
export function criterionValues(criterion: AudienceCriterion): string[] {
  const raw =
    criterion.kind === "followers_of"
      ? criterion.handles.map(normalHandle)
      : criterion.kind === "interested_in"
        ? criterion.interests.map((i) => i.trim())
        : criterion.kind === "words_in_profile"
          ? criterion.words.map((w) => w.trim().toLowerCase())
          : [criterion.query.trim()];
  return [...new Set(raw.filter(Boolean))];
}

/** What is wrong with one criterion as written, before the store is asked. */
export function criterionProblem(criterion: AudienceCriterion): AudienceProblem {
  const values = criterionValues(criterion);
  if (criterion.kind === "posted_about") return values.length === 0 ? { key: "emptyQuery" } : null;
  if (values.length === 0) {
    const key = {
      followers_of: "emptyHandles",
      interested_in: "emptyInterests",
      words_in_profile: "emptyWords",
    } as const;
    return { key: key[criterion.kind] };
  }
  if (values.length > MAX_CRITERION_VALUES)
    return { key: "tooManyValues", params: { max: MAX_CRITERION_VALUES, count: values.length } };
  if (criterion.kind === "followers_of") {
    const bad = criterion.handles.filter((h) => h.trim() && !HANDLE.test(h.trim()));
    if (bad.length > 0) return { key: "invalidHandle", params: { handles: bad.join(", ") } };
  }
  if (criterion.kind === "words_in_profile") {
    const short = values.filter((w) => [...w].length < 2);
    if (short.length > 0) return { key: "shortWord", params: { words: short.join(", ") } };
  }
  return null;
}

/**
 * What is wrong with an audience as written: no criterion, too many, none that includes, or the
 * first criterion's own problem.
 */
export function audienceProblem(expression: AudienceExpression): AudienceProblem {
  const { criteria } = expression;
  if (criteria.length === 0) return { key: "noCriteria" };
  if (criteria.length > MAX_AUDIENCE_CRITERIA)
    return { key: "tooManyCriteria", params: { max: MAX_AUDIENCE_CRITERIA, count: criteria.length } };
  if (!criteria.some((c) => !c.exclude)) return { key: "noIncluded" };
  for (const criterion of criteria) {
    const problem = criterionProblem(criterion);
    if (problem) return problem;
  }
  return null;
}

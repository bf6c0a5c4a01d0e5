import {
  type AudienceCriterion,
  type AudienceCriterionKind,
  type AudienceExpression,
  audienceExpression,
} from "@xa/core/targeting/audience-builder";

/** A criterion of the given kind with nothing written yet, included. */
export function emptyCriterion(kind: AudienceCriterionKind): AudienceCriterion {
  switch (kind) {
    case "followers_of":
      return { kind, handles: [], exclude: false };
    case "interested_in":
      return { kind, interests: [], exclude: false };
    case "posted_about":
      return { kind, query: "", exclude: false };
    case "words_in_profile":
      return { kind, words: [], exclude: false };
  }
}

/** A row switched to another kind keeps its include/exclude and starts empty. */
export function changeKind(criterion: AudienceCriterion, kind: AudienceCriterionKind): AudienceCriterion {
  return { ...emptyCriterion(kind), exclude: criterion.exclude };
}

export const START: AudienceExpression = { join: "and", criteria: [emptyCriterion("followers_of")] };

/** The builder's criteria as a link keeps them (`?audience=` JSON), or the start when it holds none or garbage. */
export function expressionFromSearch(search: URLSearchParams): AudienceExpression {
  const raw = search.get("audience");
  if (!raw) return START;
  try {
    const parsed = audienceExpression.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.criteria.length > 0 ? parsed.data : START;
  } catch {
    return START;
  }
}

/** An interested-in row holding `interest`: added to the first included one, or a new row. */
export function withInterest(expression: AudienceExpression, interest: string): AudienceExpression {
  const index = expression.criteria.findIndex((c) => c.kind === "interested_in" && !c.exclude);
  const row = expression.criteria[index];
  if (row?.kind === "interested_in") {
    if (row.interests.includes(interest)) return expression;
    const criteria = expression.criteria.map((c, i) =>
      i === index ? { ...row, interests: [...row.interests, interest] } : c,
    );
    return { ...expression, criteria };
  }
  return {
    ...expression,
    criteria: [...expression.criteria, { kind: "interested_in", interests: [interest], exclude: false }],
  };
}

import type { AudienceCriterionInput, AudienceExpressionInput } from "@xa/core/targeting/audience-builder";
import { audienceExpression } from "@xa/core/targeting/audience-builder";
import type { Db } from "../../db/database.ts";
import { forgetCriterionSets } from "../audience-builder/criterion-sets.ts";
import { measureBuiltAudience } from "../audience-builder/measure-built-audience.ts";
import { resolveAudience } from "../audience-builder/resolve-criteria.ts";

/** One change a user makes on the builder's page, and the audience it leaves. */
export type BuilderStep = { change: string; expression: AudienceExpressionInput };

/**
 * A session on the builder's page, from the store's own material: the two most followed accounts
 * (by follow edges), the commonest inferred interest, the commonest keyword and a frequent bio word.
 * Each step adds, flips or removes one criterion, as a user does.
 */
export async function builderSession(db: Db): Promise<BuilderStep[]> {
  const handles = await db.query<{ handle: string }>(
    `SELECT a.handle FROM (SELECT followee_id, count(*) AS n FROM follows GROUP BY followee_id ORDER BY n DESC LIMIT 10) f
     JOIN accounts a ON a.id = f.followee_id WHERE a.handle ~ '^\\w{1,15}$' ORDER BY f.n DESC LIMIT 2`,
  );
  const [interest] = await db.query<{ id: string }>(
    "SELECT i AS id FROM (SELECT unnest(interests) AS i FROM accounts LIMIT 200000) x GROUP BY i ORDER BY count(*) DESC LIMIT 1",
  );
  const [keyword] = await db.query<{ t: string }>(
    `SELECT t FROM (SELECT unnest(keywords) AS t FROM posts LIMIT 200000) x WHERE t ~ '^[a-z]{4,}$'
     GROUP BY t ORDER BY count(*) DESC LIMIT 1`,
  );
  const bios = await db.query<{ bio: string }>("SELECT bio FROM accounts WHERE bio IS NOT NULL ORDER BY id LIMIT 5000");
  const counts = new Map<string, number>();
  for (const { bio } of bios)
    for (const w of new Set(bio.toLowerCase().match(/\b[a-z]{5,}\b/g) ?? [])) counts.set(w, (counts.get(w) ?? 0) + 1);
  const word = [...counts].sort((a, b) => b[1] - a[1])[3]?.[0] ?? "coffee";
  const [first = "", second = first] = handles.map((h) => h.handle);
  const followers: AudienceCriterionInput = { kind: "followers_of", handles: [first] };
  const interested: AudienceCriterionInput = { kind: "interested_in", interests: [interest?.id ?? "coffee"] };
  const posted: AudienceCriterionInput = { kind: "posted_about", query: keyword?.t ?? "coffee" };
  const bio: AudienceCriterionInput = { kind: "words_in_profile", words: [word], exclude: true };
  const both: AudienceCriterionInput = { kind: "followers_of", handles: [first, second] };
  return [
    { change: `followers of @${first}`, expression: { criteria: [followers] } },
    { change: `AND interested in ${interested.interests[0]}`, expression: { criteria: [followers, interested] } },
    { change: `AND posted about ${posted.query}`, expression: { criteria: [followers, interested, posted] } },
    { change: `NOT "${word}" in the bio`, expression: { criteria: [followers, interested, posted, bio] } },
    { change: "join by OR", expression: { join: "or", criteria: [followers, interested, posted, bio] } },
    { change: `add @${second} to the handles`, expression: { join: "or", criteria: [both, interested, posted, bio] } },
    { change: "remove the interest", expression: { join: "or", criteria: [both, posted, bio] } },
  ];
}

/** Starts a session afresh: no criterion's accounts pinned by an earlier one. */
export const startSession = (db: Db) => forgetCriterionSets(db);

export type StepTiming = { change: string; size: number; suggested: number; changeMs: number };

/**
 * One change as the page asks it: one measure call (size, sample, profile and suggested interests),
 * the audience resolved as its route resolves it.
 */
export async function timeStep(db: Db, step: BuilderStep): Promise<StepTiming> {
  const expression = audienceExpression.parse(step.expression);
  const started = performance.now();
  const measured = await measureBuiltAudience(db, await resolveAudience(db, expression), "en");
  return {
    change: step.change,
    size: measured.size,
    suggested: measured.suggested_interests.interests.length,
    changeMs: performance.now() - started,
  };
}

import { audienceBuilderContract } from "@xa/core/targeting/audience-builder-contract";
import type { FastifyInstance } from "fastify";
import { recordToolUse } from "../../activity/index.ts";
import { requireAnalyst } from "../../analysis/index.ts";
import type { Deps } from "../../deps.ts";
import { requestLanguage } from "../../http/request-language.ts";
import { route } from "../../http/route.ts";
import { checkFollowersOf, checkInterestedIn, checkPostedAbout, checkWordsInProfile } from "./check-criteria.ts";
import { measureBuiltAudience } from "./measure-built-audience.ts";
import { resolveAudience } from "./resolve-criteria.ts";

/**
 * The audience builder's calls. They read the public store as analyses do, so the caller is an
 * analyst (counted against their limits and, with X-Team, their team's; 404 for a team they are not in).
 */
export function registerAudienceBuilderRoutes(app: FastifyInstance, deps: Deps): void {
  // Store-wide counts run on the heavy lane, so they never queue ahead of short requests.
  const db = deps.db.heavy;
  const c = audienceBuilderContract;

  route(app, c.followersOf, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    return checkFollowersOf(db, body.handles);
  });
  route(app, c.interestedIn, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    return checkInterestedIn(db, body.interests, requestLanguage(request));
  });
  route(app, c.postedAbout, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    return checkPostedAbout(db, body.query);
  });
  route(app, c.wordsInProfile, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    return checkWordsInProfile(db, body.words);
  });
  route(app, c.measureAudience, async ({ body }, request) => {
    const auth = await requireAnalyst(deps, request);
    const measured = await measureBuiltAudience(db, await resolveAudience(db, body), requestLanguage(request));
    // The page measures on every change: its criteria's kinds name one session of building (see SAME_USE_MS).
    const kinds = [...new Set(body.criteria.map((criterion) => criterion.kind))].sort().join(", ");
    await recordToolUse(deps, auth.user.id, "audience_builder", kinds);
    return measured;
  });
  route(app, c.suggestInterests, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    const measured = await measureBuiltAudience(db, await resolveAudience(db, body), requestLanguage(request));
    return measured.suggested_interests;
  });
}

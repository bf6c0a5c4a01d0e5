import type { Language } from "@xa/core";
import { activityContract } from "@xa/core/activity/activity-contract";
import { canSearchActivity, canUseOwnActivity } from "@xa/core/activity/activity-permissions";
import { activityText } from "@xa/core/activity/activity-texts";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, notFound } from "../http/http-error.ts";
import { takeLimit } from "../http/rate-limit.ts";
import { route } from "../http/route.ts";
import { countUsage, findUserIdByEmail, insertActivity, listActivity } from "./activity-queries.ts";

/** Entries one user may post a minute: a prompt is shown, taken or closed a few times a day, not a stream. */
export const ENTRIES_PER_MINUTE = 30;

/** A user records and reads their own activity; staff read anyone's by e-mail. */
export function registerActivityRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config, now } = deps;
  const c = activityContract;

  const user = async (request: Parameters<typeof requireAuth>[1]) => {
    const auth = await requireAuth(deps, request);
    if (!canUseOwnActivity(auth.user)) throw forbidden();
    return auth.user;
  };

  route(app, c.createActivity, async ({ body }, request) => {
    const caller = await user(request);
    await takeLimit(deps, { key: `activity:${caller.id}`, limit: ENTRIES_PER_MINUTE, windowMs: 60_000 });
    return insertActivity(
      db,
      {
        userId: caller.id,
        action: body.action,
        context: body.context,
        audienceCreatorQueryId: body.audience_creator_query_id ?? null,
        classifierId: body.classifier_id ?? null,
      },
      now(),
    );
  });

  route(app, c.listActivity, async ({ query }, request) => {
    const caller = await user(request);
    return listActivity(db, caller.id, query.action, query);
  });

  route(app, c.activityUsage, async (_input, request) => countUsage(db, (await user(request)).id));

  route(app, c.staffActivity, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    if (!canSearchActivity(config, auth.user))
      throw forbidden((language: Language) => activityText(language, "staffOnly"));
    const owner = await findUserIdByEmail(db, query.email);
    if (owner === null)
      throw notFound((language: Language) => activityText(language, "userNotFound", { email: query.email }));
    return listActivity(db, owner, query.action, query);
  });
}

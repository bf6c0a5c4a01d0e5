import type { Language } from "@xa/core";
import { CSRF_HEADER } from "@xa/core/auth/session-rules";
import { appEventsContract, MAX_EVENT_DAYS } from "@xa/core/events/app-events-contract";
import { canReadAppEvents, canRecordAppEvents } from "@xa/core/events/events-permissions";
import { eventsText } from "@xa/core/events/events-texts";
import type { FastifyInstance } from "fastify";
import { findAuth, requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { limitedNetwork } from "../http/client-address.ts";
import { badRequest, forbidden, said } from "../http/http-error.ts";
import { takeLimit } from "../http/rate-limit.ts";
import { route } from "../http/route.ts";
import { findWorkingTeam } from "../teams/index.ts";
import { countAppEvents, countFunnel, insertAppEvents } from "./app-event-queries.ts";

/** Batches one network may send a minute: a page sends a batch every few seconds at most. */
export const BATCHES_PER_MINUTE = 60;
/** How far ahead of the server's clock a browser's clock may run. */
const CLOCK_SLACK_MS = 24 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** Staff read the last 30 days unless they say otherwise. */
const DEFAULT_DAYS = 30;

const text =
  (key: Parameters<typeof eventsText>[1], params: Record<string, number> = {}) =>
  (language: Language) =>
    eventsText(language, key, params);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The app's analytics: anyone records events (limited per network), staff read counts and funnels. */
export function registerAppEventRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config, now } = deps;
  const c = appEventsContract;

  route(app, c.recordAppEvents, async ({ body }, request) => {
    await takeLimit(deps, {
      key: `app-events-ip:${limitedNetwork(request.ip)}`,
      limit: BATCHES_PER_MINUTE,
      windowMs: 60_000,
    });
    const auth = await findAuth(deps, request);
    // A cookie alone is what another site could send: such events are not the user's to claim.
    if (auth?.via === "cookie" && request.headers[CSRF_HEADER] !== auth.token) throw forbidden(said("csrfFailed"));
    const user = auth?.user ?? null;
    if (!canRecordAppEvents(user)) throw forbidden();
    const latest = now().getTime() + CLOCK_SLACK_MS;
    if (body.events.some((e) => new Date(e.at).getTime() > latest)) throw badRequest(text("futureEvent"));
    const team = user ? await findWorkingTeam(deps, request, user.id) : null;
    const accepted = await insertAppEvents(
      db,
      { userId: user?.id ?? null, teamId: team?.id ?? null },
      body.events,
      now(),
    );
    return { accepted };
  });

  route(app, c.readAppEvents, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    if (!canReadAppEvents(config, auth.user)) throw forbidden(text("staffOnly"));
    const to = query.to ?? isoDay(now());
    const from = query.from ?? isoDay(new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS));
    if (from > to) throw badRequest(text("backwards"));
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_EVENT_DAYS)
      throw badRequest(text("tooLong", { days: MAX_EVENT_DAYS }));
    const window = { from, to };
    const [counts, funnel] = [await countAppEvents(db, window), await countFunnel(db, window, query.funnel ?? [])];
    return { from, to, counts, funnel };
  });
}

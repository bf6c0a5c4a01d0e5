import type { Language } from "@xa/core";
import { CSRF_HEADER } from "@xa/core/auth/session-rules";
import { clientErrorsContract, KEPT_USER_AGENT_LENGTH } from "@xa/core/events/client-errors-contract";
import { canReadClientErrors, canRecordClientErrors } from "@xa/core/events/events-permissions";
import { eventsText } from "@xa/core/events/events-texts";
import { telemetryConfigContract } from "@xa/core/events/telemetry-config-contract";
import { BROKEN_CHARS } from "@xa/core/social/storable";
import type { FastifyInstance } from "fastify";
import { findAuth, requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { limitedNetwork } from "../http/client-address.ts";
import { forbidden, said } from "../http/http-error.ts";
import { takeLimit } from "../http/rate-limit.ts";
import { route } from "../http/route.ts";
import { groupClientErrors, insertClientError } from "./client-error-queries.ts";

/** Reports one network may send a minute: a broken page reports a few, a loop is cut off here. */
export const ERROR_REPORTS_PER_MINUTE = 30;

const staffOnly = (language: Language) => eventsText(language, "staffOnlyErrors");

/** The app's own error reporting: any browser reports (limited per network), staff read; and the browser's settings. */
export function registerClientErrorRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config, now } = deps;
  const c = clientErrorsContract;

  route(app, c.recordClientError, async ({ body }, request) => {
    await takeLimit(deps, {
      key: `client-errors-ip:${limitedNetwork(request.ip)}`,
      limit: ERROR_REPORTS_PER_MINUTE,
      windowMs: 60_000,
    });
    const auth = await findAuth(deps, request);
    // A cookie alone is what another site could send: such a report is not the user's to claim.
    if (auth?.via === "cookie" && request.headers[CSRF_HEADER] !== auth.token) throw forbidden(said("csrfFailed"));
    const user = auth?.user ?? null;
    if (!canRecordClientErrors(user)) throw forbidden();
    const userAgent = (request.headers["user-agent"] ?? "")
      .slice(0, KEPT_USER_AGENT_LENGTH)
      .replace(BROKEN_CHARS, "\uFFFD");
    await insertClientError(
      db,
      {
        message: body.message,
        stack: body.stack ?? null,
        url: body.url,
        source: body.source,
        userAgent,
        release: body.release,
        userId: user?.id ?? null,
      },
      now(),
    );
    return { recorded: true as const };
  });

  route(app, c.readClientErrors, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    if (!canReadClientErrors(config, auth.user)) throw forbidden(staffOnly);
    return groupClientErrors(db, query);
  });

  route(app, telemetryConfigContract.readTelemetryConfig, async () => config.telemetry);
}

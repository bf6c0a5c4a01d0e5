import { audienceRequestText, bareHandle, EMAIL_PATTERN, HANDLE_PATTERN } from "@xa/core/targeting/audience-request";
import { autopilotContract } from "@xa/core/targeting/autopilot-contract";
import { canSeeGeneration } from "@xa/core/targeting/targeting-permissions";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { notFound } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { lookUpHandle, XApiClient } from "../social/index.ts";
import { findGeneration } from "./autopilot/generation-queries.ts";
import { requireGenerator } from "./autopilot-guards.ts";

/** Where the live X connector's calls go; tests alone set it (a replay server on loopback). */
export type XConnectorOptions = { xApiBaseUrl?: string };

// An answer the form waits for: X gets a few seconds, and a rate limit is not waited out.
const X_LOOKUP_TIMEOUT_MS = 5000;

/** The audience request form's calls: feedback on a generated package, and checks of what is typed. */
export function registerAudienceRequestRoutes(app: FastifyInstance, deps: Deps, options: XConnectorOptions = {}): void {
  const { db } = deps;

  route(app, autopilotContract.sendGenerationFeedback, async ({ body }, request) => {
    const auth = await requireGenerator(deps, request);
    const job = await findGeneration(db, body.generation_id);
    // Another user's generation is told apart from none at all by nothing.
    if (!job || !canSeeGeneration(auth.user, job)) throw notFound();
    const [row] = await db.query<{ id: string; generation_id: string; rating: number; text: string; created_at: Date }>(
      `INSERT INTO generation_feedback (generation_id, user_id, rating, text) VALUES ($1, $2, $3, $4)
       RETURNING id::text, generation_id::text, rating, text, created_at`,
      [body.generation_id, auth.user.id, body.rating, body.text],
    );
    if (!row) throw new Error("feedback insert returned no row");
    return { ...row, created_at: row.created_at.toISOString() };
  });

  route(app, autopilotContract.validateEmail, async ({ body }, request) => {
    await requireAuth(deps, request);
    const language = requestLanguage(request);
    const email = body.email.trim();
    return EMAIL_PATTERN.test(email)
      ? { valid: true, detail: audienceRequestText(language, "emailValid", { email }) }
      : { valid: false, detail: audienceRequestText(language, "emailInvalid") };
  });

  route(app, autopilotContract.validateHandle, async ({ body }, request) => {
    await requireAuth(deps, request);
    const language = requestLanguage(request);
    const handle = bareHandle(body.handle);
    if (!HANDLE_PATTERN.test(handle))
      return { valid: false, detail: audienceRequestText(language, "handleInvalid", { handle }) };
    // The store holds what the importers and the X connector brought in.
    const [row] = await db.query<{ handle: string }>(
      "SELECT handle FROM accounts WHERE lower(handle) = lower($1) ORDER BY followers_count DESC NULLS LAST, id LIMIT 1",
      [handle],
    );
    if (row) return { valid: true, detail: audienceRequestText(language, "handleFound", { handle: row.handle }) };
    // Not in the store: with the live connector configured, X itself is asked.
    const bearerToken = deps.config.xBearerToken;
    if (!bearerToken) return { valid: false, detail: audienceRequestText(language, "handleMissing", { handle }) };
    const client = new XApiClient({
      bearerToken,
      ...(options.xApiBaseUrl ? { baseUrl: options.xApiBaseUrl } : {}),
      maxWaitMs: 0,
      signal: AbortSignal.timeout(X_LOOKUP_TIMEOUT_MS),
    });
    const onX = await lookUpHandle(client, handle);
    if (onX.kind === "found")
      return { valid: true, detail: audienceRequestText(language, "handleOnX", { handle: onX.handle }) };
    if (onX.kind === "unanswered") request.log.warn({ handle, reason: onX.reason }, "X did not answer a handle lookup");
    const key =
      onX.kind === "missing" ? "handleNotOnX" : onX.kind === "suspended" ? "handleSuspended" : "handleUnanswered";
    return { valid: false, detail: audienceRequestText(language, key, { handle }) };
  });
}

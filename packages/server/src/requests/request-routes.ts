import { randomBytes } from "node:crypto";
import { type Language, languageFromBrowser } from "@xa/core";
import { requestsContract, SUBJECT_FIELD } from "@xa/core/requests/requests-contract";
import { canManageRequests, canMoveRequest } from "@xa/core/requests/requests-permissions";
import { requestsText } from "@xa/core/requests/requests-texts";
import type { FastifyInstance } from "fastify";
import { recordToolUse } from "../activity/index.ts";
import { findAuth, requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { limitedNetwork } from "../http/client-address.ts";
import { badRequest, forbidden, notFound } from "../http/http-error.ts";
import { takeLimit } from "../http/rate-limit.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { staffMail, statusMail } from "./request-mail.ts";
import {
  findRequest,
  findRequestByToken,
  insertRequest,
  listRequests,
  moveRequest,
  toFiledRequest,
} from "./request-queries.ts";

/** Requests one network may file per hour: enough for a team behind one address, not for a flood. */
export const REQUESTS_PER_NETWORK = 10;
const WINDOW_MS = 60 * 60 * 1000;

const missing = () => notFound((language: Language) => requestsText(language, "requestNotFound"));
const staffOnly = () => forbidden((language: Language) => requestsText(language, "staffOnly"));

/** The request forms: anyone files, the requester follows by token, staff list and move requests on. */
export function registerRequestRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, mailer, config, now } = deps;
  const c = requestsContract;

  const staff = async (request: Parameters<typeof requireAuth>[1]) => {
    const auth = await requireAuth(deps, request);
    if (!canManageRequests(config, auth.user)) throw staffOnly();
    return auth;
  };

  route(app, c.fileRequest, async ({ body }, request) => {
    await takeLimit(deps, {
      key: `requests-ip:${limitedNetwork(request.ip)}`,
      limit: REQUESTS_PER_NETWORK,
      windowMs: WINDOW_MS,
    });
    const field = SUBJECT_FIELD[body.kind];
    const subject = field ? (body as Record<string, string>)[field] : "";
    const row = await insertRequest(
      db,
      {
        kind: body.kind,
        token: randomBytes(24).toString("base64url"),
        name: body.name,
        email: body.email,
        company: body.company,
        message: body.message,
        subject: body.kind === "verification" ? (subject ?? "").replace(/^@/, "") : (subject ?? ""),
        language: requestLanguage(request),
      },
      now(),
    );
    const listUrl = `${config.publicUrl}/request-${row.kind}`;
    for (const to of config.staffEmails) await mailer.send(staffMail(to, row, listUrl));
    // Anyone files a request; a signed-in requester's is part of their activity.
    const auth = await findAuth(deps, request);
    if (auth) await recordToolUse(deps, auth.user.id, "request", `${row.kind}: ${row.subject}`);
    return { token: row.token, kind: row.kind, status: row.status };
  });

  route(app, c.requestStatus, async ({ params }) => {
    const row = await findRequestByToken(db, params.token);
    if (!row) throw missing();
    const { kind, status, subject, note, created_at, updated_at } = toFiledRequest(row);
    return { kind, status, subject, note, created_at, updated_at };
  });

  route(app, c.listRequests, async ({ query }, request) => {
    await staff(request);
    const { count, rows } = await listRequests(db, query, query);
    return { count, results: rows.map(toFiledRequest) };
  });

  route(app, c.changeRequest, async ({ params, body }, request) => {
    await staff(request);
    const row = await findRequest(db, params.id);
    if (!row) throw missing();
    const refuse = (from: typeof row.status) =>
      badRequest((language: Language) =>
        requestsText(language, "statusFinal", {
          status: requestsText(language, `status.${from}`),
          to: requestsText(language, `status.${body.status}`),
        }),
      );
    if (!canMoveRequest(row.status, body.status)) throw refuse(row.status);
    const moved = await moveRequest(db, row.id, row.status, body.status, body.note, now());
    if (!moved) {
      // Someone else moved it first: answer with where it stands now.
      const current = await findRequest(db, row.id);
      throw refuse(current?.status ?? row.status);
    }
    await mailer.send(statusMail(moved, languageFromBrowser(moved.language), config.publicUrl));
    return toFiledRequest(moved);
  });
}

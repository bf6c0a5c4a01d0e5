import type { Duplex } from "node:stream";
import type { FieldErrors } from "@xa/core";
import { type ErrorTextKey, errorText } from "@xa/core/http/error-texts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HeavyLaneBusyError } from "../db/heavy-lane.ts";
import { isDatabaseUnreachable } from "../db/unreachable.ts";
import { HttpError } from "./http-error.ts";
import { requestLanguage } from "./request-language.ts";

function validationBody(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]): FieldErrors {
  if (!hasZodFastifySchemaValidationErrors(error)) return { non_field_errors: ["Invalid request"] };
  const context = (error as { validationContext?: string }).validationContext;
  const out: FieldErrors = {};
  for (const item of error.validation) {
    const field = (item.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
    // A wrong body type (array, string, nothing) is not about one field.
    const key = field === "" ? "non_field_errors" : field;
    const message =
      field === "" && context === "body" && item.keyword === "invalid_type"
        ? "Request body must be a JSON object"
        : (item.message ?? "Invalid value");
    const list = out[key] ?? [];
    list.push(message);
    out[key] = list;
  }
  return out;
}

/** The framework's own 4xx refusals, by code, worded from the error catalog. */
const FRAMEWORK_DETAILS: Record<string, { status: number; key: ErrorTextKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: "bodyNotJson" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: "emptyJsonBody" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: "bodyTooLarge" },
  FST_ERR_BAD_URL: { status: 400, key: "badUrl" },
};

function send(reply: FastifyReply, status: number, body: { detail: string } | FieldErrors) {
  return reply.status(status).send(body);
}

/**
 * Every error leaves as a 4xx with `{detail}` or field errors, a database that cannot be reached as a
 * 503 saying so; only a real fault is a 500, and it is logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof HttpError) return send(reply, error.statusCode, error.bodyIn(language));
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that names nothing (a malformed id or slug) is not found, like an unknown one.
      const context = (error as { validationContext?: string }).validationContext;
      if (context === "params") return send(reply, 404, { detail: errorText(language, "notFound") });
      return send(reply, 400, validationBody(error));
    }
    const known = FRAMEWORK_DETAILS[error.code];
    if (known) return send(reply, known.status, { detail: errorText(language, known.key) });
    if (error.statusCode === 400 && (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY")) {
      return send(reply, 400, { detail: errorText(language, "malformedJson", { problem: error.message }) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, { detail: error.message });
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, "database unreachable");
      reply.header("retry-after", "5");
      return send(reply, 503, { detail: errorText(language, "databaseUnavailable") });
    }
    if (error instanceof HeavyLaneBusyError) {
      reply.header("retry-after", "60");
      return send(reply, 503, { detail: errorText(language, "serverBusy") });
    }
    request.log.error({ err: error }, "unhandled error");
    return send(reply, 500, { detail: "Internal server error" });
  });
}

/**
 * Fastify's option for errors met before routing (a URL whose percent-encoding is not UTF-8): its
 * own answer has no `detail`.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions["frameworkErrors"]> = (error, request, reply) => {
  const known = FRAMEWORK_DETAILS[error.code];
  const language = requestLanguage(request as FastifyRequest);
  if (known) return send(reply, known.status, { detail: errorText(language, known.key) });
  return send(reply, 400, { detail: error.message });
};

const CLIENT_ERRORS: Record<string, { status: number; reason: string; key: ErrorTextKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: "Request Header Fields Too Large", key: "headersTooLarge" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "Request Timeout", key: "requestTimeout" },
};

/**
 * Answers a request Node's HTTP parser refused (headers too large, a malformed chunked body, not
 * HTTP at all) with a `{detail}` body and closes the connection; no request object exists, so no
 * language is known and the detail is English.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // A response already begun on this connection cannot be followed by another.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const known = CLIENT_ERRORS[error.code ?? ""] ?? { status: 400, reason: "Bad Request", key: "badHttpRequest" };
  const body = JSON.stringify({ detail: errorText("en", known.key) });
  const head =
    `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  // Destroyed once written: the parser cannot read on past what it refused.
  socket.end(head + body, () => socket.destroy());
  setTimeout(() => socket.destroy(), 2000).unref();
}

import type { FieldErrors } from "@xa/core";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./http-error.ts";
import { requestLanguage } from "./request-language.ts";

function validationBody(
  error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0],
): FieldErrors | { detail: string } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { detail: "Invalid request" };
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
  if (context === "params") return { detail: Object.values(out).flat().join(", ") || "Not found." };
  return out;
}

/** Every error leaves as 4xx in the spec's shape; only a real fault is a 500, and it is logged. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.bodyIn(requestLanguage(request)));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      return reply.status(context === "params" ? 404 : 400).send(validationBody(error));
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(400).send({ detail: "Request body must be JSON (Content-Type: application/json)" });
    }
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.status(400).send({ detail: "Request body is empty; send a JSON object" });
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send({ detail: "Request body is too large" });
    }
    if (error.statusCode === 400 && (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY")) {
      return reply.status(400).send({ detail: `Malformed JSON in request body: ${error.message}` });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ detail: "Internal server error" });
  });
}

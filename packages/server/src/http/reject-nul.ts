import type { FastifyInstance } from "fastify";
import { badRequest, notFound, said } from "./http-error.ts";

/** True when an input holds a NUL in any key or value, nested up to 20 levels. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v, depth + 1));
}

/**
 * A body that is parsed data (JSON), not the raw request stream of an upload: walking the
 * stream's object graph (socket, server, ...) would be slow and pointless.
 */
export function isParsedBody(body: unknown): boolean {
  if (body === null || typeof body !== "object") return true;
  const proto: unknown = Object.getPrototypeOf(body);
  return Array.isArray(body) || proto === Object.prototype || proto === null;
}

/** PostgreSQL text cannot hold NUL; such input is refused up front instead of failing in the database. */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (hasNul(request.params)) throw notFound();
    if (hasNul(request.query) || (isParsedBody(request.body) && hasNul(request.body))) {
      throw badRequest(said("noNul"));
    }
  });
}

import type { FastifyInstance } from "fastify";
import { HttpError } from "./http-error.ts";

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v, depth + 1));
}

/** PostgreSQL text cannot hold NUL; such input is refused up front instead of failing in the database. */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (hasNul(request.params)) throw new HttpError(404, { detail: "Not found." });
    if (hasNul(request.query) || hasNul(request.body)) {
      throw new HttpError(400, { detail: "Text must not contain NUL characters." });
    }
  });
}

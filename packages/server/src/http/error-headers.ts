import type { FastifyInstance } from "fastify";
import { HttpError } from "./http-error.ts";

/**
 * Sends the headers an HttpError carries (Retry-After of a 429). The onError hook runs before the
 * error handler, which keeps headers already set on the reply.
 */
export function registerErrorHeaders(app: FastifyInstance): void {
  app.addHook("onError", async (_request, reply, error) => {
    if (error instanceof HttpError) reply.headers(error.headers);
  });
}

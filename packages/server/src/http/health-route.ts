import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.ts";

/** How long the health check waits for the database before calling it down. */
const DATABASE_CHECK_MS = 2000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([db.query("SELECT 1").then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health/`: 200 when the server and its database answer, 503 when the database does not, so a
 * load balancer or monitor takes the process out rather than sending it requests that would fail.
 */
export function registerHealthRoute(app: FastifyInstance, db: Db, mail: string): void {
  app.get("/api/health/", { schema: { hide: true } }, async (_request, reply) => {
    const reachable = await databaseAnswers(db);
    reply.status(reachable ? 200 : 503);
    return { ok: reachable, database: db.kind, database_reachable: reachable, mail };
  });
}

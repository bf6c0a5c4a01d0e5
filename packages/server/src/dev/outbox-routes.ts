import type { OutboxMessage } from "@xa/core";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";

/** The local outbox, listed only outside production (spec: dev outbox). */
export function registerOutboxRoutes(app: FastifyInstance, { db, config }: Deps): void {
  if (config.production) return;
  app.get("/api/dev/outbox/", { schema: { tags: ["dev"] } }, async () => {
    const rows = await db.query<{ id: number; to_address: string; subject: string; body: string; created_at: Date }>(
      "SELECT id, to_address, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT 200",
    );
    return rows.map(
      (r): OutboxMessage => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.body,
        created_at: new Date(r.created_at).toISOString(),
      }),
    );
  });
}

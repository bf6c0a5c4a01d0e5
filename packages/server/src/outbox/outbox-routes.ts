import { outboxContract } from "@xa/core/outbox/outbox-contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { isLoopback } from "../http/client-address.ts";
import { forbidden, notFound, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";

/**
 * The local outbox, listed only outside production, only while no SMTP server is configured, and
 * only to the machine itself: it holds everyone's sign-in codes. The peer's own
 * address is checked, never X-Forwarded-For, which any client can write; and a request that came
 * through a proxy is refused, as a proxy on the same machine would make every client look local.
 */
export function registerOutboxRoutes(app: FastifyInstance, { db, config, mailer }: Deps): void {
  if (config.production) return;
  route(app, outboxContract.listOutbox, async (_input, request) => {
    if (config.smtpUrl || mailer.kind !== "outbox") throw notFound(said("outboxSmtp"));
    const proxied = ["x-forwarded-for", "forwarded", "x-real-ip"].some((h) => request.headers[h] !== undefined);
    if (proxied || !isLoopback(request.socket.remoteAddress)) throw forbidden(said("outboxLocalOnly"));
    const rows = await db.query<{ id: number; to_address: string; subject: string; body: string; created_at: Date }>(
      "SELECT id, to_address, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT 200",
    );
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.body,
      created_at: new Date(r.created_at).toISOString(),
    }));
  });
}

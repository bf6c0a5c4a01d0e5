import { z } from "zod";
import { operation } from "../contract/operation.ts";

/** A message in the local outbox (mail when no SMTP server is configured). */
export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** The local outbox: served only outside production, without SMTP, and to the machine itself. */
export const outboxContract = {
  listOutbox: operation({
    method: "GET",
    path: "/api/dev/outbox/",
    summary: "The newest 200 messages of the local outbox",
    tags: ["dev"],
    status: 200,
    response: z.array(outboxMessage),
    errors: [403, 404],
  }),
};

import { type OutboxMessage, outboxContract } from "@xa/core/outbox/outbox-contract";
import { call } from "../../api/call.ts";

/** The local outbox, newest first (the server sends them so; sorting again keeps the page right either way). */
export async function listOutbox(): Promise<OutboxMessage[]> {
  const messages = await call(outboxContract.listOutbox, {}, { silent: true, redirectOn403: false });
  return [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

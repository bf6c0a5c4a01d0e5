import type { OutboxMessage } from "@xa/core";
import { http } from "../../api/http-client.ts";

/** The local outbox, newest first (the server sends them so; sorting again keeps the page right either way). */
export async function listOutbox(): Promise<OutboxMessage[]> {
  const messages = await http.get<OutboxMessage[]>("/api/dev/outbox/", { silent: true, redirectOn403: false });
  return [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** A message in the local outbox (mail when no SMTP server is configured). */
export type OutboxMessage = { id: number; to: string; subject: string; text: string; created_at: string };

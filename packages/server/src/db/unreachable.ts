/**
 * Whether an error says the database cannot be reached (refused, dropped, timed out, shutting down),
 * as opposed to a query it refused: the first is the service being unavailable (503), not a fault
 * of the request or of the code.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);
// SQLSTATE class 08 (connection exception) and the shutdown codes of class 57.
const SQLSTATE = /^(08\d{3}|57P0[1-3])$/;
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Cannot use a pool after calling end on the pool",
  "Client has encountered a connection error",
];

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === "string" && POOL_MESSAGES.some((m) => message.includes(m))) return true;
    // Node reports a refused dual-stack connect as an AggregateError of one per address.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A PostgreSQL URL as it can be shown: host, port and database, never the user's password. */
export function databaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || "localhost"}:${url.port || "5432"}${url.pathname || ""}`;
  } catch {
    return "the configured DATABASE_URL (not a valid URL)";
  }
}

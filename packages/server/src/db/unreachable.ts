// Node's codes for a connection that could not be made or was lost.
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
// node-postgres's own words for a connection lost or never made.
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Cannot use a pool after calling end on the pool",
  "Client has encountered a connection error",
];

/** The database could not be reached; `code` is the network's (ECONNREFUSED…). */
export class DatabaseUnreachableError extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    super(`database unreachable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.code = (cause as { code?: string })?.code;
  }
}

const networkFailure = (error: unknown): boolean => {
  const { code, errors } = (error ?? {}) as { code?: unknown; errors?: unknown };
  if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
  // Node reports a refused dual-stack connect as an AggregateError of one per address.
  return Array.isArray(errors) && errors.some(networkFailure);
};

/**
 * Rethrows a network failure of a call to the database as DatabaseUnreachableError, anything else as
 * it is: only the database layer calls this, so a refused SMTP or API connection is never taken for one.
 */
export function markUnreachable(error: unknown): never {
  throw networkFailure(error) ? new DatabaseUnreachableError(error) : error;
}

/**
 * Whether an error says the database cannot be reached (refused, dropped, timed out, shutting down),
 * as opposed to a query it refused: the service is unavailable (503), no fault of the request or code.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (error instanceof DatabaseUnreachableError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && SQLSTATE.test(code)) return true;
  return typeof message === "string" && POOL_MESSAGES.some((m) => message.includes(m));
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

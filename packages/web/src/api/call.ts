import { type CallInput, type Operation, type OperationOutput, operationPath } from "@xa/core/contract/operation";
import { apiRequest, type RequestOptions } from "./http-client.ts";

// Development builds and tests check every answer against its schema, so a drift between server
// and web fails there; production trusts the server, which serializes through the same schema.
const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === "test";

function queryString(query: unknown): string {
  if (query === undefined || query === null) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Calls one operation of a contract and answers its typed response (errors throw an ApiError). */
export async function call<O extends Operation>(
  op: O,
  input: CallInput<O>,
  options: Omit<RequestOptions, "body"> = {},
): Promise<OperationOutput<O>> {
  const path = operationPath(op.path, input.params) + queryString(input.query);
  const raw = await apiRequest(op.method, path, { ...options, body: input.body });
  const answer = op.status === 204 ? null : raw;
  // The one place a response gets its type: parsed by its schema, or as the server serialized it.
  return (CHECK_RESPONSES ? op.response.parse(answer) : answer) as OperationOutput<O>;
}

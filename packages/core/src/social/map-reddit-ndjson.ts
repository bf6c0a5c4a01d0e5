import type { ImportItem } from "./records.ts";
import { bareThingKind, redditThingItems } from "./reddit-things.ts";
import { serverMessage } from "./server-messages.ts";

/**
 * Maps one line of a Reddit dump (Pushshift-style NDJSON: one submission or comment object a line,
 * with the API's field names but no `kind` wrapper): a comment has a `body`, a submission a
 * `title`. A line that is an API thing (`{"kind": "t1", "data": {…}}`) is read too.
 */
export function mapRedditNdjsonValue(value: unknown): ImportItem[] {
  if (!value || typeof value !== "object" || Array.isArray(value))
    return [{ type: "skip", reason: serverMessage("notObject") }];
  const line = value as Record<string, unknown>;
  if ((line.kind === "t1" || line.kind === "t3") && line.data && typeof line.data === "object")
    return redditThingItems(line.kind, line.data);
  const kind = bareThingKind(line);
  return kind ? redditThingItems(kind, line) : [{ type: "skip", reason: serverMessage("unrecognisedReddit") }];
}

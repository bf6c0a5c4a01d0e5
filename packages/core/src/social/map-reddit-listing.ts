import type { ImportItem } from "./records.ts";
import { redditThingItems } from "./reddit-things.ts";
import { serverMessage } from "./server-messages.ts";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : null);

/** Deeper than any thread Reddit sends (it cuts threads at 10 levels with a "more"): a guard, not a limit. */
const MAX_DEPTH = 100;

/**
 * Maps one value of a Reddit API response: a `Listing` of submissions or comments, a comments page
 * (an array of two listings: the submission, then its comment tree, replies nested in each
 * comment's `replies`), or a single thing (`{"kind": "t3", "data": {…}}`). "more" stubs (comments
 * the page left out) are counted as not stored; other kinds (users, subreddits) as unrecognised.
 */
export function mapRedditListingValue(value: unknown): ImportItem[] {
  const out: ImportItem[] = [];
  collect(value, out, 0);
  return out;
}

function collect(value: unknown, out: ImportItem[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, out, depth + 1);
    return;
  }
  const thing = obj(value);
  if (!thing) {
    out.push({ type: "skip", reason: serverMessage("notObject") });
    return;
  }
  const data = obj(thing.data);
  switch (thing.kind) {
    case "Listing":
      for (const child of Array.isArray(data?.children) ? data.children : []) collect(child, out, depth + 1);
      return;
    case "t3":
      out.push(...redditThingItems("t3", data));
      return;
    case "t1":
      out.push(...redditThingItems("t1", data));
      // A comments page nests each comment's replies in it, as a listing ("" when none).
      if (obj(data?.replies)) collect(data?.replies, out, depth + 1);
      return;
    case "more":
      out.push({ type: "skip", reason: serverMessage("redditMore") });
      return;
    default:
      out.push({ type: "skip", reason: serverMessage("unrecognisedReddit") });
  }
}

import { type XApiClient, XApiError } from "./x-api-client.ts";

/** What X says of a handle: its account (as X spells the handle), none, suspended, or no answer. */
export type HandleOnX =
  | { kind: "found"; handle: string }
  | { kind: "missing" }
  | { kind: "suspended" }
  | { kind: "unanswered"; reason: string };

type UserLookup = {
  data?: { username?: string };
  errors?: { title?: string; detail?: string; resource_type?: string }[];
};

/**
 * Looks a handle up through X's users/by/username. X answers a missing or suspended user with a
 * 200 whose `errors` say which; a refusal, a rate limit or no connection is "unanswered".
 */
export async function lookUpHandle(client: XApiClient, handle: string): Promise<HandleOnX> {
  let page: UserLookup;
  try {
    page = (await client.userByUsername(handle)) as UserLookup;
  } catch (error) {
    if (error instanceof XApiError) return { kind: "unanswered", reason: error.message };
    return { kind: "unanswered", reason: (error as Error).message };
  }
  if (page.data?.username) return { kind: "found", handle: page.data.username };
  const suspended = page.errors?.some((e) => e.title === "Forbidden" && /suspended/i.test(e.detail ?? ""));
  return suspended ? { kind: "suspended" } : { kind: "missing" };
}

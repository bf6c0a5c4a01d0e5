import type { ActivityEntry } from "@xa/core/activity/activity-contract";

/**
 * The activity calls the package suggestion makes, answered for a user at their `usage`-th use of a
 * tool with no prompt before: the 5th shows it (core's rule).
 */
export const suggestionRoutes = (usage: number) => ({
  "GET /api/user-activity/usage/": {
    body: { usage, last_request_at: "2026-12-06T04:00:00.000Z", last_prompt_at: null },
  },
  "POST /api/user-activity/": (init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Pick<ActivityEntry, "action" | "context">;
    const entry: ActivityEntry = {
      id: 9,
      action_at: "2026-12-06 04:41:00",
      action: body.action,
      context: body.context,
      audience_creator_query_id: null,
      classifier_id: null,
    };
    return { status: 201, body: entry };
  },
});

/** What the page recorded of the suggestion: each POST of an activity entry's body. */
export const recordedPrompts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === "POST" && c.url === "/api/user-activity/").map((c) => c.body);

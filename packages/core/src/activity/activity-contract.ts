import { z } from "zod";
import { enumField, optionalTextField, textField } from "../contract/fields.ts";
import { humanizeField } from "../contract/humanize-field.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";

/** The pro toolkit's tools; the server records a use of each when it runs one for a signed-in user. */
export const TOOL_ACTIONS = [
  "audience_builder",
  "competitor_analysis",
  "creators",
  "topic_clusters",
  "country_stats",
  "request",
  "material_download",
  "explore",
] as const;
export type ToolAction = (typeof TOOL_ACTIONS)[number];

/** What the web records itself: what became of the suggestion prompt. */
export const PROMPT_ACTIONS = ["suggestion_shown", "suggestion_accepted", "suggestion_dismissed"] as const;
export type PromptAction = (typeof PROMPT_ACTIONS)[number];

/** Every action an activity entry may name: the closed list the table's check repeats. */
export const ACTIVITY_ACTIONS = [...TOOL_ACTIONS, ...PROMPT_ACTIONS] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** A context is a short description of what the action was about (a query, a handle), never a document. */
export const MAX_CONTEXT_LENGTH = 500;

// Ids of other systems' rows: short and plain, so they cannot carry anything else.
const externalId = (field: string) =>
  textField(field, { max: 64 }).regex(/^[A-Za-z0-9_-]+$/, {
    error: `${humanizeField(field)} must be letters, digits, - or _`,
  });

/** What the web sends to record an action (the spec's user activity entry; action_at is the server's clock). */
export const createActivityBody = z.object({
  action: enumField("action", PROMPT_ACTIONS),
  context: optionalTextField("context", MAX_CONTEXT_LENGTH).default(""),
  audience_creator_query_id: externalId("audience_creator_query_id").nullish(),
  classifier_id: externalId("classifier_id").nullish(),
});
export type CreateActivityBody = z.input<typeof createActivityBody>;

/** One entry as its reader sees it; action_at in UTC as `YYYY-MM-DD HH:mm:ss`. */
export const activityEntry = z.object({
  id: z.number().int(),
  action_at: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  context: z.string(),
  audience_creator_query_id: z.string().nullable(),
  classifier_id: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

/** The targeting suggestion state, counted from the entries: tool uses, the last use and the last prompt. */
export const activityUsage = z.object({
  usage: z.number().int(),
  last_request_at: z.string().nullable(),
  last_prompt_at: z.string().nullable(),
});
export type ActivityUsage = z.infer<typeof activityUsage>;

export const listActivityQuery = z.object({
  action: enumField("action", ACTIVITY_ACTIONS).optional(),
  ...pageQuery,
});
export type ListActivityQuery = z.input<typeof listActivityQuery>;

export const staffActivityQuery = listActivityQuery.extend({
  email: textField("email", { max: 254 }).transform((v) => v.toLowerCase()),
});
export type StaffActivityQuery = z.input<typeof staffActivityQuery>;

const tags = ["activity"] as const;

/** A user's activity in the pro toolkit: they record and read their own; staff read anyone's. */
export const activityContract = {
  createActivity: operation({
    method: "POST",
    path: "/api/user-activity/",
    summary: "Record an action of the caller (the suggestion prompt's; tools are recorded as they run)",
    tags,
    body: createActivityBody,
    status: 201,
    response: activityEntry,
    errors: [400, 403, 429],
  }),
  listActivity: operation({
    method: "GET",
    path: "/api/user-activity/",
    summary: "The caller's own activity, newest first",
    tags,
    query: listActivityQuery,
    status: 200,
    response: page(activityEntry),
    errors: [400, 403],
  }),
  activityUsage: operation({
    method: "GET",
    path: "/api/user-activity/usage/",
    summary: "The caller's tool uses and last suggestion prompt, what the prompt's rule reads",
    tags,
    status: 200,
    response: activityUsage,
    errors: [403],
  }),
  staffActivity: operation({
    method: "GET",
    path: "/api/user-activity/staff/",
    summary: "A user's activity, found by their e-mail, newest first (staff)",
    tags,
    query: staffActivityQuery,
    status: 200,
    response: page(activityEntry),
    errors: [400, 403, 404],
  }),
};

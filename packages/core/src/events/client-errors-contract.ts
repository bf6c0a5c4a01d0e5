import { z } from "zod";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { BROKEN_CHARS } from "../social/storable.ts";

/** What one report may carry, and what is kept of its stack: the top frames say where it broke. */
export const MAX_ERROR_MESSAGE_LENGTH = 2000;
export const MAX_ERROR_STACK_LENGTH = 50_000;
export const KEPT_STACK_LENGTH = 4000;
export const KEPT_USER_AGENT_LENGTH = 500;

/** Where in the browser the error was caught. */
export const CLIENT_ERROR_SOURCES = ["error", "unhandledrejection", "router"] as const;
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

// Text is cut to what is kept, then half surrogate pairs and NULs (which text columns refuse) become U+FFFD:
// a report is evidence, and refusing it for its bytes would lose the error.
const keptText = (field: string, max: number, kept: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .transform((text) => text.slice(0, kept).replace(BROKEN_CHARS, "\uFFFD"));

/** One error the browser caught: what broke, where, and in which build. */
export const clientErrorInput = z.object({
  message: keptText("Message", MAX_ERROR_MESSAGE_LENGTH, MAX_ERROR_MESSAGE_LENGTH).pipe(
    z.string().trim().min(1, { error: "Message is required" }),
  ),
  stack: keptText("Stack", MAX_ERROR_STACK_LENGTH, KEPT_STACK_LENGTH).nullish(),
  url: z
    .url({ protocol: /^https?$/, error: "Url must be an http or https address" })
    .max(2000, { error: "Url must be at most 2000 characters" }),
  source: z.enum(CLIENT_ERROR_SOURCES, { error: `Source must be one of ${CLIENT_ERROR_SOURCES.join(", ")}` }),
  release: z
    .string({ error: "Release must be text" })
    .regex(/^[A-Za-z0-9._+-]{1,64}$/, { error: "Release must be 1 to 64 letters, digits, '.', '_', '+' or '-'" }),
});
export type ClientErrorInput = z.input<typeof clientErrorInput>;

export const recordClientErrorResponse = z.object({ recorded: z.literal(true) });

/** Staff's read: one row per message, the most recently seen first, with the latest report's facts. */
export const clientErrorGroup = z.object({
  message: z.string(),
  count: z.number().int(),
  users: z.number().int(),
  first_seen: z.string(),
  last_seen: z.string(),
  latest: z.object({
    source: z.enum(CLIENT_ERROR_SOURCES),
    url: z.string(),
    stack: z.string().nullable(),
    user_agent: z.string(),
    release: z.string(),
    user_email: z.string().nullable(),
  }),
});
export type ClientErrorGroup = z.infer<typeof clientErrorGroup>;

export const clientErrorsQuery = z.object(pageQuery);
export type ClientErrorsQuery = z.input<typeof clientErrorsQuery>;

export const clientErrorsReport = page(clientErrorGroup);
export type ClientErrorsReport = z.infer<typeof clientErrorsReport>;

const tags = ["client errors"];

/** The app's own error reporting: browsers report what broke, staff read it grouped by message. */
export const clientErrorsContract = {
  recordClientError: operation({
    method: "POST",
    path: "/api/client-errors/",
    summary: "Record one error a browser caught (signed in or not; limited per network)",
    tags,
    body: clientErrorInput,
    status: 201,
    response: recordClientErrorResponse,
    errors: [400, 403, 429],
  }),
  readClientErrors: operation({
    method: "GET",
    path: "/api/client-errors/",
    summary: "Reported errors grouped by message, the most recently seen first (staff)",
    tags,
    query: clientErrorsQuery,
    status: 200,
    response: clientErrorsReport,
    errors: [400, 403],
  }),
};

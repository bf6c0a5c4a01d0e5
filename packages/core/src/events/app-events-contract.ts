import { z } from "zod";
import { textField } from "../contract/fields.ts";
import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";
import { BROKEN_CHARS } from "../social/storable.ts";

/** How many events one POST may carry: the browser sends what it gathered, in batches. */
export const MAX_EVENTS_PER_BATCH = 50;
/** Properties per event, and the length of each key and text value: a few facts, never a document. */
export const MAX_EVENT_PROPERTIES = 20;
export const MAX_PROPERTY_KEY_LENGTH = 64;
export const MAX_PROPERTY_TEXT_LENGTH = 500;
/** Steps a funnel may have, and the days one read may span. */
export const MAX_FUNNEL_STEPS = 10;
export const MAX_EVENT_DAYS = 366;

// Product-analytics names are often Title Case words ("Dashboard Theme Toggled"): spaces may stand between
// characters, never at either end.
const NAME = /^[A-Za-z](?:[A-Za-z0-9 _.:-]{0,62}[A-Za-z0-9_.:-])?$/;
const eventName = (field: string) =>
  z.string({ error: `${field} is required` }).regex(NAME, {
    error: `${field} must be 1 to 64 letters, digits, spaces, '_', '.', ':' or '-', starting with a letter`,
  });

// Stored as jsonb, which refuses half a surrogate pair: such text is refused here instead.
const wellFormed = (text: string) => !BROKEN_CHAR.test(text);
const BROKEN_CHAR = new RegExp(BROKEN_CHARS.source);
const propertyValue = z.union([
  z
    .string()
    .max(MAX_PROPERTY_TEXT_LENGTH, { error: `Property values must be at most ${MAX_PROPERTY_TEXT_LENGTH} characters` })
    .refine(wellFormed, { error: "Property values must be well-formed text" }),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

/** One event as the browser records it; `at` is the browser's clock, checked against the server's. */
export const appEventInput = z.object({
  name: eventName("Name"),
  properties: z
    .record(
      z
        .string()
        .min(1, { error: "Property names must not be empty" })
        .max(MAX_PROPERTY_KEY_LENGTH, { error: `Property names must be at most ${MAX_PROPERTY_KEY_LENGTH} characters` })
        .refine(wellFormed, { error: "Property names must be well-formed text" }),
      propertyValue,
    )
    .refine((p) => Object.keys(p).length <= MAX_EVENT_PROPERTIES, {
      error: `An event has at most ${MAX_EVENT_PROPERTIES} properties`,
    })
    .default({}),
  at: z.iso.datetime({ offset: true, error: "At must be an ISO 8601 date and time" }),
  /** the browser's own random id, so a visitor's steps join up before they sign in */
  anonymous_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "Anonymous id must be 8 to 64 letters, digits, '-' or '_'" })
    .nullish(),
});
export type AppEventInput = z.input<typeof appEventInput>;

export const recordAppEventsBody = z.object({
  events: z
    .array(appEventInput, { error: "Events must be a list" })
    .min(1, { error: "Send at least one event" })
    .max(MAX_EVENTS_PER_BATCH, { error: `Send at most ${MAX_EVENTS_PER_BATCH} events at once` }),
});
export type RecordAppEventsBody = z.input<typeof recordAppEventsBody>;

export const recordAppEventsResponse = z.object({ accepted: z.number().int() });

const day = (field: string) => z.iso.date({ error: `${field} must be a date (YYYY-MM-DD)` }).optional();

/** What staff read: a window of days (the last 30 by default) and, optionally, a funnel's steps in order. */
export const appEventsQuery = z.object({
  from: day("From"),
  to: day("To"),
  /** the funnel's event names, comma-separated, in the order a user takes them */
  funnel: textField("funnel", { max: 1000 })
    .transform((v) => v.split(",").map((s) => s.trim()))
    .pipe(
      z
        .array(eventName("Each funnel step"))
        .max(MAX_FUNNEL_STEPS, { error: `A funnel has at most ${MAX_FUNNEL_STEPS} steps` }),
    )
    .optional(),
});
export type AppEventsQuery = z.input<typeof appEventsQuery>;

/** Events of one name on one UTC day. */
export const appEventCount = z.object({ day: z.string(), name: z.string(), count: z.number().int() });
export type AppEventCount = z.infer<typeof appEventCount>;

/** One step of a funnel: the distinct users (or anonymous visitors) who took it after the steps before it. */
export const funnelStep = z.object({ name: z.string(), users: z.number().int() });
export type FunnelStep = z.infer<typeof funnelStep>;

export const appEventsReport = z.object({
  from: z.string(),
  to: z.string(),
  counts: z.array(appEventCount),
  funnel: z.array(funnelStep),
});
export type AppEventsReport = z.infer<typeof appEventsReport>;

const tags = ["app events"];

/** The product's own analytics: the browser records events, staff read counts and funnels. */
export const appEventsContract = {
  recordAppEvents: operation({
    method: "POST",
    path: "/api/app-events/",
    summary: `Record up to ${MAX_EVENTS_PER_BATCH} events of the app (signed in or not; limited per network)`,
    tags,
    headers: teamHeaders,
    body: recordAppEventsBody,
    status: 201,
    response: recordAppEventsResponse,
    errors: [400, 403, 404, 429],
  }),
  readAppEvents: operation({
    method: "GET",
    path: "/api/app-events/",
    summary: "Events counted by name and UTC day, and a funnel's distinct users per step (staff)",
    tags,
    query: appEventsQuery,
    status: 200,
    response: appEventsReport,
    errors: [400, 403],
  }),
};

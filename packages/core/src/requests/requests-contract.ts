import { z } from "zod";
import { emailField, enumField, optionalTextField, textField } from "../contract/fields.ts";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";

/** What one may ask the team for; confirmation is the page after sending, not a kind of its own. */
export const REQUEST_KINDS = ["audience", "download", "access", "verification"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** A request's life: filed as new, picked up, then done or declined (both final). */
export const REQUEST_STATUSES = ["new", "in_progress", "done", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const tags = ["requests"] as const;

const who = {
  name: textField("name", { max: 100 }),
  email: emailField("email"),
  company: optionalTextField("company", 200).default(""),
  message: optionalTextField("message", 2000).default(""),
};

/** One form per kind; `subject` is what the request is about, its field named for the kind. */
export const fileRequestBody = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("audience"), ...who, description: textField("description", { min: 10, max: 2000 }) }),
  z.object({ kind: z.literal("download"), ...who, title: textField("title", { max: 200 }) }),
  z.object({ kind: z.literal("access"), ...who, company: textField("company", { max: 200 }) }),
  z.object({
    kind: z.literal("verification"),
    ...who,
    handle: textField("handle", { max: 16 }).regex(/^@?\w{1,15}$/, { error: "Handle is not valid" }),
  }),
]);
export type FileRequestBody = z.input<typeof fileRequestBody>;

/** The field that holds a kind's subject in its form. */
export const SUBJECT_FIELD = {
  audience: "description",
  download: "title",
  access: null,
  verification: "handle",
} as const satisfies Record<RequestKind, string | null>;

/** What the requester sees of their request, through the link they were given. */
export const requestStatusView = z.object({
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  subject: z.string(),
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RequestStatusView = z.infer<typeof requestStatusView>;

/** A filed request, as staff see it. */
export const filedRequest = requestStatusView.extend({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  language: z.string(),
});
export type FiledRequest = z.infer<typeof filedRequest>;

export const listRequestsQuery = z.object({
  kind: enumField("kind", REQUEST_KINDS).optional(),
  status: enumField("status", REQUEST_STATUSES).optional(),
  ...pageQuery,
});
export type ListRequestsQuery = z.input<typeof listRequestsQuery>;

export const changeRequestBody = z.object({
  status: enumField("status", REQUEST_STATUSES),
  note: optionalTextField("note", 2000).default(""),
});
export type ChangeRequestBody = z.input<typeof changeRequestBody>;

// Tokens are 32 URL-safe characters; anything else cannot name a request.
const tokenParam = z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: "Not found." });

/** The request forms: anyone files one, the requester follows it by its link, staff work on them. */
export const requestsContract = {
  fileRequest: operation({
    method: "POST",
    path: "/api/requests/",
    summary: "File a request (anyone; limited per network); staff are e-mailed",
    tags,
    body: fileRequestBody,
    status: 201,
    response: z.object({ token: z.string(), kind: z.enum(REQUEST_KINDS), status: z.enum(REQUEST_STATUSES) }),
    errors: [400, 429],
  }),
  requestStatus: operation({
    method: "GET",
    path: "/api/requests/status/:token/",
    summary: "A request's status, by the token its requester was given",
    tags,
    params: z.object({ token: tokenParam }),
    status: 200,
    response: requestStatusView,
    errors: [404],
  }),
  listRequests: operation({
    method: "GET",
    path: "/api/requests/",
    summary: "Filed requests, newest first, filtered by kind and status (staff)",
    tags,
    query: listRequestsQuery,
    status: 200,
    response: page(filedRequest),
    errors: [400, 403],
  }),
  changeRequest: operation({
    method: "PATCH",
    path: "/api/requests/:id/",
    summary: "Move a request on, with a note; its requester is e-mailed (staff)",
    tags,
    params: z.object({ id: serialIdParam }),
    body: changeRequestBody,
    status: 200,
    response: filedRequest,
    errors: [400, 403, 404],
  }),
};

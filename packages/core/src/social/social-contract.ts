import { z } from "zod";
import { bigserialIdParam } from "../contract/ids.ts";
import { type Operation, operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { IMPORT_FORMATS } from "./detect-format.ts";

/** Query of POST /api/social/imports/ (the file itself is the raw request body). */
export const importQuerySchema = z.object({
  filename: z.string().min(1, "filename is required").max(300),
  format: z.enum(IMPORT_FORMATS).optional(),
  map: z.string().max(2000).optional(),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

/**
 * Where a background job is: waiting (to start, or to be tried again), running, or ended: done,
 * failed for good, or cancelled by a person (what it had stored by then stays).
 */
export const JOB_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const countsSchema = z.object({ inserted: z.number(), updated: z.number(), unchanged: z.number().optional() });

/** An import job as the upload page polls it. */
export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  /** someone asked to cancel it while it ran: it stops after the batch or page under way */
  cancel_requested: z.boolean(),
  filename: z.string(),
  phase: z.string().nullable(),
  format: z.string().nullable(),
  total_bytes: z.number().nullable(),
  done_bytes: z.number(),
  read: z.number(),
  written: z.record(z.string(), countsSchema),
  skipped: z.record(z.string(), z.number()),
  bad_lines: z.array(z.object({ line: z.number(), message: z.string() })),
  /** of a CSV file: the preset (see CSV_PRESETS) that named its columns, and whether a mapping was given */
  csv_columns: z.object({ preset: z.string(), mapped: z.boolean() }).nullable(),
  enriched_accounts: z.number(),
  /** while a bulk load builds the posts' indexes once the file is in: how many of them are built */
  indexes: z.object({ built: z.number(), total: z.number() }).nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** What the social store holds, and whether it is the generated demo world. */
export const storeStatusSchema = z.object({
  accounts: z.number(),
  posts: z.number(),
  engagements: z.number(),
  follows: z.number(),
  /** follower-count snapshots (an account's counts on a day): the points of follower growth */
  snapshots: z.number(),
  demo: z.object({
    accounts: z.number(),
    posts: z.number(),
    seed: z.number().nullable(),
    generated_at: z.string().nullable(),
  }),
  methods: z.record(z.string(), z.string()),
  /** whether the live X connector can fetch (the server has an X API bearer token) */
  x_connector: z.boolean(),
});
export type StoreStatus = z.infer<typeof storeStatusSchema>;

/** A handle, keyword or hashtag the store holds, for a newcomer to start from. */
export const storeSuggestionSchema = z.object({
  /** a handle without '@', a keyword, or a hashtag without '#' */
  term: z.string(),
  /** the account's display name (handles only) */
  name: z.string().nullable(),
  /** handles: their public follower count; keywords and hashtags: accounts that used them lately */
  count: z.number().int().nonnegative(),
});

/** What to try first: the store's most followed handles and its most used keywords and hashtags. */
export const storeSuggestionsSchema = z.object({
  handles: z.array(storeSuggestionSchema),
  keywords: z.array(storeSuggestionSchema),
  hashtags: z.array(storeSuggestionSchema),
  /** they come from the generated demo world, not imported data */
  demo: z.boolean(),
});
export type StoreSuggestions = z.infer<typeof storeSuggestionsSchema>;

/** An X handle as people write it: up to 15 letters, digits or underscores, with or without @. */
export const X_HANDLE = /^@?\w{1,15}$/;

/** Body of POST /api/social/x-fetch/: what to fetch from the live X API. */
export const xFetchSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("search"),
    query: z.string().min(1, "query is required").max(512),
    max_pages: z.number().int().min(1).max(50).optional(),
  }),
  // One account: a single lookup, no pages.
  z.object({
    kind: z.literal("user"),
    username: z.string().regex(X_HANDLE, "username is not a valid handle"),
  }),
  z.object({
    kind: z.enum(["timeline", "followers"]),
    username: z.string().regex(X_HANDLE, "username is not a valid handle"),
    max_pages: z.number().int().min(1).max(50).optional(),
  }),
]);
export type XFetch = z.infer<typeof xFetchSchema>;

/** Any background job of the social store, as its progress endpoint shows it. */
export const socialJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** someone asked to cancel it while it ran: it stops after the batch or page under way */
  cancel_requested: z.boolean(),
  progress: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SocialJob = z.infer<typeof socialJobSchema>;

/** A fetch from the live X API, as the Data page lists and follows it: the job, and what it asked for. */
export const xFetchJobSchema = socialJobSchema.extend({ request: xFetchSchema });
export type XFetchJob = z.infer<typeof xFetchJobSchema>;

const tags = ["social"] as const;
/** The path of one job: its id, kept as text (a bigserial may be past JavaScript's safe integers). */
export const jobParams = z.object({ id: bigserialIdParam });

/**
 * The three operations every kind of social job has, under its collection path: the list (newest
 * first, paged), one job with its progress, and cancelling one (409 once it has ended). Staff or the
 * ingest token only.
 */
function jobOperations<const P extends string, S extends z.ZodType>(path: P, what: string, job: S) {
  return {
    list: operation({
      method: "GET",
      path,
      summary: `Past and running ${what}s, newest first, a page at a time`,
      tags,
      query: z.object(pageQuery),
      status: 200,
      response: page(job),
      errors: [400, 403],
    }),
    get: operation({
      method: "GET",
      path: `${path}:id/`,
      summary: `One ${what} with its progress`,
      tags,
      params: jobParams,
      status: 200,
      response: job,
      errors: [403, 404],
    }),
    cancel: operation({
      method: "POST",
      path: `${path}:id/cancel/`,
      summary: `Cancels a ${what}: a queued one ends at once, a running one stops after the batch under way`,
      tags,
      params: jobParams,
      status: 200,
      response: job,
      errors: [403, 404, 409],
    }),
  } satisfies Record<string, Operation>;
}

const imports = jobOperations("/api/social/imports/", "file import", importJobSchema);
const xFetches = jobOperations("/api/social/x-fetch/", "fetch from the live X API", xFetchJobSchema);

/** The social store: file imports and fetches from X as background jobs, and what the store holds. */
export const socialContract = {
  /**
   * The file is the raw request body (application/octet-stream), streamed into the database: a
   * contract body is a zod schema Fastify would validate, which a stream cannot be, so the
   * operation declares none; the server's upload scope keeps its own content-type parser, and
   * callers send the file through `uploadImportFile` below.
   */
  uploadImport: operation({
    method: "POST",
    path: "/api/social/imports/",
    summary: "Uploads a file (the raw body) and queues the job that imports it",
    tags,
    query: importQuerySchema,
    status: 201,
    response: importJobSchema,
    errors: [400, 403, 413],
  }),
  listImports: imports.list,
  getImport: imports.get,
  cancelImport: imports.cancel,
  startXFetch: operation({
    method: "POST",
    path: "/api/social/x-fetch/",
    summary: "Starts a fetch from the live X API, run as a background job",
    tags,
    body: xFetchSchema,
    status: 201,
    response: xFetchJobSchema,
    errors: [400, 403],
  }),
  listXFetches: xFetches.list,
  getXFetch: xFetches.get,
  cancelXFetch: xFetches.cancel,
  getSocialJob: operation({
    method: "GET",
    path: "/api/social/jobs/:id/",
    summary: "Any background job of the social store, with its progress",
    tags,
    params: jobParams,
    status: 200,
    response: socialJobSchema,
    errors: [403, 404],
  }),
  getStoreSuggestions: operation({
    method: "GET",
    path: "/api/social/suggestions/",
    summary: "The store's most followed handles and most used keywords and hashtags, to start an analysis from",
    tags,
    status: 200,
    response: storeSuggestionsSchema,
    errors: [403],
  }),
  getStoreStatus: operation({
    method: "GET",
    path: "/api/social/store/",
    summary: "What the social store holds, and whether it is the generated demo world",
    tags,
    status: 200,
    response: storeStatusSchema,
    errors: [403],
  }),
};

/** A file as a caller holds it (a browser File or Blob), written without the DOM's types. */
export type RawFile = { readonly size: number; readonly type: string; arrayBuffer(): Promise<ArrayBuffer> };

/**
 * The upload as a caller sends it: the same operation with the file as its body, which the client
 * sends as it is (application/octet-stream). The schema only types it: request bodies are never
 * parsed on the caller's side.
 */
export const uploadImportFile = {
  ...socialContract.uploadImport,
  body: z.custom<RawFile>((value) => typeof value === "object" && value !== null && "size" in value),
} satisfies Operation;

import { z } from "zod";
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

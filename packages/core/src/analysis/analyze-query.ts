import { z } from "zod";
import { sectionError } from "./section-error.ts";
import { POST_ORDERS, QUERY_TYPES, SECTION_NAMES, sectionResult } from "./sections.ts";

/** The conversation window is the last 30 days ending 5 minutes before now. */
export const DEFAULT_WINDOW_DAYS = 30;
export const WINDOW_END_OFFSET_MS = 5 * 60 * 1000;
export const DEFAULT_QUERY_TYPE = "conversation" as const;
export const DEFAULT_POST_ORDER = "like_count" as const;
export const GLOBAL_COUNTRY = "Global";
export const DEFAULT_TREND_COUNTRY = "United States";

export function defaultDateRange(now: Date): { start_date: string; end_date: string } {
  const end = new Date(now.getTime() - WINDOW_END_OFFSET_MS);
  const start = new Date(end.getTime() - DEFAULT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return { start_date: start.toISOString(), end_date: end.toISOString() };
}

/**
 * Body of POST /api/external/analyze-query/. Missing values take the server's defaults: a conversation,
 * the default window, Global, posts by likes.
 */
export const analyzeQueryRequest = z.object({
  query_type: z.enum(QUERY_TYPES).default(DEFAULT_QUERY_TYPE),
  /** keyword query: OR-joined groups of AND-joined terms, NOT exclusions (keyword and conversation types) */
  query: z.string().max(2000).optional(),
  /** with or without the leading @ (handle type) */
  handle: z.string().max(100).optional(),
  /** the platform's post id, or a post URL (post type) */
  post_id: z.string().max(300).optional(),
  /** an X community's id: keyword and conversation analyses read only the posts made in it (the query may then be empty) */
  community: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, "community must be a community id (digits)")
    .optional(),
  /** ISO date or date-time */
  start_date: z.string().max(40).optional(),
  end_date: z.string().max(40).optional(),
  /** a country name, ISO code, or "Global" */
  country: z.string().max(100).optional(),
  post_order: z.enum(POST_ORDERS).optional(),
  /** compute only these; all that apply to the query type when absent */
  sections: z.array(z.enum(SECTION_NAMES)).max(SECTION_NAMES.length).optional(),
  /** share of voice: the keywords to compare, each with optional aliases */
  share_of_voice: z
    .array(
      z.object({
        keyword: z.string().min(1).max(200),
        aliases: z.array(z.string().min(1).max(200)).max(20).default([]),
      }),
    )
    .max(10)
    .optional(),
  /** how many rows list sections return (Show more results asks for more) */
  limit: z.number().int().min(1).max(500).optional(),
  /** terms the keyword query was widened with that the user took out ("also searched"): not searched */
  unwidened: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
});
export type AnalyzeQueryRequest = z.input<typeof analyzeQueryRequest>;

/** The words people type that a keyword query's bare words were widened with. */
export const widenedWords = z.object({ words: z.string(), terms: z.array(z.string()) });
export type WidenedWords = z.infer<typeof widenedWords>;

export const analyzeQueryResponse = z.object({
  query_type: z.enum(QUERY_TYPES),
  /** the resolved request: dates, country and handle after defaults and normalisation */
  resolved: z.object({
    query: z.string().nullable(),
    handle: z.string().nullable(),
    post_id: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    country: z.string(),
    /** the X community the analysis was scoped to */
    community: z.object({ id: z.string(), name: z.string().nullable() }).nullable().optional(),
    /** per group of the query's bare words ("electric car"), the terms searched besides them (ev, evs) */
    widened: z.array(widenedWords).optional(),
  }),
  sections: z.partialRecord(z.enum(SECTION_NAMES), sectionResult),
  /** asked sections that ran out of time: `{code: "timeout", message}` each, in place of a result */
  errors: z.partialRecord(z.enum(SECTION_NAMES), sectionError).optional(),
  /** true when the analysis reads generated demo data: its account or posts (the UI labels it) */
  demo_data: z.boolean(),
});
export type AnalyzeQueryResponse = z.infer<typeof analyzeQueryResponse>;

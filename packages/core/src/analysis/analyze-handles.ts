import { z } from "zod";
import { analyzeQueryRequest, analyzeQueryResponse } from "./analyze-query.ts";

/** How many handles one call analyses: a comparison needs two, and each is a whole analysis. */
export const ANALYZE_HANDLES_MIN = 2;
export const ANALYZE_HANDLES_MAX = 20;

/** Several handle analyses at once: the analysis request's options, applied to each handle. */
export const analyzeHandlesRequest = analyzeQueryRequest
  .omit({ query_type: true, handle: true, query: true, post_id: true })
  .extend({
    handles: z
      .array(z.string().trim().min(1, { error: "A handle must not be empty" }).max(100), {
        error: "Handles must be a list of handles",
      })
      .min(ANALYZE_HANDLES_MIN, { error: `Send at least ${ANALYZE_HANDLES_MIN} handles` })
      .max(ANALYZE_HANDLES_MAX, { error: `Send at most ${ANALYZE_HANDLES_MAX} handles` }),
  });
export type AnalyzeHandlesRequest = z.input<typeof analyzeHandlesRequest>;

/** One handle's answer: its analysis, or why it has none (the status and detail analyze-query would answer). */
export const handleAnalysis = z.discriminatedUnion("ok", [
  z.object({ handle: z.string(), ok: z.literal(true), result: analyzeQueryResponse }),
  z.object({
    handle: z.string(),
    ok: z.literal(false),
    error: z.object({ status: z.number().int(), detail: z.string() }),
  }),
]);
export type HandleAnalysis = z.infer<typeof handleAnalysis>;

export const analyzeHandlesResponse = z.object({ results: z.array(handleAnalysis) });
export type AnalyzeHandlesResponse = z.infer<typeof analyzeHandlesResponse>;

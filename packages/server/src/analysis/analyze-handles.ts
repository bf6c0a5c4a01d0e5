import type { Language } from "@xa/core";
import type { AnalyzeHandlesResponse, analyzeHandlesRequest, HandleAnalysis } from "@xa/core/analysis/analyze-handles";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import { HttpError } from "../http/http-error.ts";
import { runAnalysis } from "./analyze-query.ts";
import { resolveRequest } from "./resolve-request.ts";
import type { WidenWords } from "./widen-query.ts";

/**
 * Each handle through the handle analysis, one after another (each takes the heavy lane as one
 * analysis would): its result, or the status and detail analyze-query would have answered for it.
 */
export async function analyzeHandles(
  db: Db,
  body: z.output<typeof analyzeHandlesRequest>,
  options: { now: Date; language: Language; budgetMs: number; widen?: WidenWords },
): Promise<AnalyzeHandlesResponse> {
  const { handles, ...shared } = body;
  const results: HandleAnalysis[] = [];
  for (const handle of handles) {
    try {
      const resolved = await resolveRequest(
        db,
        { ...shared, query_type: "handle", handle },
        options.now,
        options.language,
        options.widen,
      );
      const result = await runAnalysis(db, resolved, shared.sections, { budgetMs: options.budgetMs });
      results.push({ handle, ok: true, result });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const body = error.bodyIn(options.language);
      const detail = "detail" in body ? String(body.detail) : Object.values(body).flat().join(" ");
      results.push({ handle, ok: false, error: { status: error.statusCode, detail } });
    }
  }
  return { results };
}

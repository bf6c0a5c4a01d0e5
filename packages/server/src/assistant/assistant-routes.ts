import type { Language } from "@xa/core";
import { parseKeywordQuery } from "@xa/core/analysis/keyword-query";
import { chunkText, planAnswer } from "@xa/core/assistant/answer-writer";
import { assistantContract } from "@xa/core/assistant/assistant-contract";
import { assistantText } from "@xa/core/assistant/assistant-texts";
import { readQuestionFilters } from "@xa/text/brief/question-filters";
import type { FastifyInstance } from "fastify";
import { requireAnalyst, resolveRequest, runAnalysis, type WidenWords } from "../analysis/index.ts";
import type { Deps } from "../deps.ts";
import { HttpError } from "../http/http-error.ts";
import { type Engine, engineFor } from "./answer-engines.ts";
import { openEventStream, streamRoute } from "./event-stream-reply.ts";
import { LlmError } from "./llm-client.ts";
import { narrowForQuestion } from "./question-narrowing.ts";

/** How many rows list sections hold for an answer: enough posts to find those of a peak. */
export const ASSISTANT_SECTION_LIMIT = 100;

/** Two compared words as share-of-voice keywords, when both read as keyword queries. */
export function compareKeywords(terms: [string, string] | null): { keyword: string; aliases: string[] }[] | undefined {
  if (!terms) return undefined;
  try {
    for (const term of terms) parseKeywordQuery(term);
  } catch {
    return undefined;
  }
  return terms.map((keyword) => ({ keyword, aliases: [] }));
}

/** What a stream's error event says, in the question's language. */
function failureDetail(error: unknown, language: Language): string {
  if (error instanceof HttpError) {
    const body = error.bodyIn(language);
    if ("detail" in body && typeof body.detail === "string") return body.detail;
  }
  if (error instanceof LlmError) {
    if (error.reason === "http") return assistantText(language, "modelHttpError", { status: String(error.status) });
    if (error.reason === "timeout") return assistantText(language, "modelTimeout");
    if (error.reason === "unreachable") return assistantText(language, "modelUnreachable");
    return assistantText(language, "modelDropped");
  }
  return assistantText(language, "streamFailed");
}

/**
 * The assistant: the streamed analyze-chat-query call. A question needs exactly what its
 * analysis needs: the same permission and the same request resolution, so a caller the analysis
 * refuses (signed out, unknown handle or post, bad dates or query) gets the same 4xx before any
 * event. The answer is written from sections the analysis engine computes for the same request.
 */
export function registerAssistantRoutes(
  app: FastifyInstance,
  deps: Deps,
  engine: Engine = engineFor(deps.config.llm),
  widen?: WidenWords,
): void {
  const db = deps.db.heavy;
  streamRoute(app, assistantContract.analyzeChatQuery, async ({ body }, request, reply) => {
    await requireAnalyst(deps, request);
    const type = body.analysis.query_type;
    const plan = planAnswer(body.question, type, body.section);
    const sections = engine.sections(plan);
    // The country and days a question names narrow its analysis ("...in Japan?", "on the 12th").
    const lastDay = body.analysis.end_date ? new Date(body.analysis.end_date) : deps.now();
    const filters = readQuestionFilters(
      body.question,
      plan.language,
      Number.isNaN(lastDay.getTime()) ? deps.now() : lastDay,
    );
    const { analysis, preface } = narrowForQuestion(body.analysis, filters, plan.intents, plan.language);
    const resolved = await resolveRequest(
      db,
      {
        ...analysis,
        sections,
        limit: ASSISTANT_SECTION_LIMIT,
        share_of_voice: sections.includes("share_of_voice") ? compareKeywords(plan.compare) : undefined,
      },
      deps.now(),
      plan.language,
      widen,
    );

    const stream = openEventStream(reply, deps.config);
    const say = (text: string) => stream.send({ type: "chunk", text });
    try {
      const opening = engine.opening(plan.language);
      for (const chunk of opening ? chunkText(opening, plan.language) : []) await say(chunk);
      for (const line of preface) for (const chunk of chunkText(`${line}\n\n`, plan.language)) await say(chunk);
      const result = await runAnalysis(db, resolved, sections);
      stream.signal.throwIfAborted();
      const sources = await engine.answer(
        { question: body.question, plan, type, result, history: body.history },
        say,
        stream.signal,
      );
      await stream.send({ type: "sources", engine: engine.name, sources });
    } catch (error) {
      if (stream.signal.aborted) return; // the caller left: nobody to tell
      request.log.warn({ err: error }, "assistant answer stopped");
      await stream.send({ type: "error", detail: failureDetail(error, plan.language) }).catch(() => {});
    } finally {
      stream.end();
    }
  });
}

import type { AnalyzeQueryResponse, Language, QueryType, SectionName } from "@xa/core";
import { sectionTitle } from "@xa/core/analysis/section-titles";
import { type AnswerPlan, chunkText, writeAnswer } from "@xa/core/assistant/answer-writer";
import type { AnswerEngine, AnswerSource } from "@xa/core/assistant/assistant-contract";
import { assistantText } from "@xa/core/assistant/assistant-texts";
import { sectionsFor } from "@xa/core/assistant/question-intents";
import type { LlmConfig } from "../config.ts";
import { streamChatCompletion } from "./llm-client.ts";
import { chatMessages } from "./llm-prompt.ts";

/** What an engine answers from: the question, its plan, and the analysis computed for it. */
export type EngineInput = {
  question: string;
  plan: AnswerPlan;
  type: QueryType;
  result: AnalyzeQueryResponse;
  history: { question: string; response: string }[];
};

/**
 * One way of writing the answer, behind one interface: the built-in analyst or a language model.
 * `sections` says what the analysis engine computes for a plan; `answer` says the text through
 * `say`, piece by piece, and returns its sources.
 */
export type Engine = {
  name: AnswerEngine;
  /** said at once, before the sections are computed */
  opening(language: Language): string | null;
  sections(plan: AnswerPlan): SectionName[];
  answer(input: EngineInput, say: (text: string) => Promise<void>, signal: AbortSignal): Promise<AnswerSource[]>;
};

/** The built-in analyst: the plan's sections, an answer written by rule from their numbers. */
export const builtinEngine: Engine = {
  name: "builtin",
  opening: (language) => `${assistantText(language, "builtinPreface")}\n\n`,
  sections: (plan) => plan.sections,
  async answer(input, say) {
    const written = writeAnswer(input.plan, input.result.sections, input.type);
    for (const chunk of chunkText(written.text, input.plan.language)) await say(chunk);
    return written.sources;
  },
};

/** A language model behind an OpenAI-compatible endpoint, given the sections the plan names (an overview when none). */
export function languageModelEngine(config: LlmConfig, idleTimeoutMs?: number): Engine {
  return {
    name: "language_model",
    opening: () => null,
    sections: (plan) => (plan.sections.length > 0 ? plan.sections : sectionsFor("overview", "keyword")),
    async answer(input, say, signal) {
      const messages = chatMessages({
        language: input.plan.language,
        result: input.result,
        question: input.question,
        history: input.history,
      });
      for await (const token of streamChatCompletion(config, messages, signal, idleTimeoutMs)) await say(token);
      return (Object.keys(input.result.sections) as SectionName[]).map((section) => ({
        kind: "section",
        section,
        title: sectionTitle(input.plan.language, section),
      }));
    },
  };
}

export const engineFor = (llm: LlmConfig | null): Engine => (llm ? languageModelEngine(llm) : builtinEngine);

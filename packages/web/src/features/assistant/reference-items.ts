import {
  type AnswerEngine,
  type AnswerSource,
  type AssistantEvent,
  type ChatQueryRequest,
  MAX_HISTORY,
  MAX_HISTORY_RESPONSE_CHARS,
} from "@xa/core/assistant/assistant-contract";

/** What a question is about besides its words: the analysis and, from a card, its section. */
export type ChatContext = Omit<ChatQueryRequest, "question" | "history">;

/** Why an answer stopped early: the stream's own error detail, an unreachable server, or a cut connection. */
export type AnswerProblem = { kind: "detail"; detail: string } | { kind: "network" } | { kind: "dropped" };

/**
 * streaming → done | error; `stopped` by the Stop button, `closed` by a newer question,
 * `reconnecting` while waiting to ask again after a drop.
 */
export type ResponseStatus = "streaming" | "reconnecting" | "done" | "stopped" | "closed" | "error";

/** The AI reference items: a question with its context text, the request's other fields, the streamed response. */
export type QuestionItem = { type: "question"; text: string; context: string };
export type ContextItem = { type: "context"; request: ChatContext };
export type ResponseItem = {
  type: "response";
  text: string;
  status: ResponseStatus;
  engine: AnswerEngine | null;
  sources: AnswerSource[];
  problem: AnswerProblem | null;
};
export type ReferenceItem = QuestionItem | ContextItem | ResponseItem;

export const newResponse = (): ResponseItem => ({
  type: "response",
  text: "",
  status: "streaming",
  engine: null,
  sources: [],
  problem: null,
});

/** A response with one more event of its stream: a chunk appends, sources are kept, an error is the problem. */
export function applyEvent(response: ResponseItem, event: AssistantEvent): ResponseItem {
  if (event.type === "chunk") return { ...response, text: response.text + event.text };
  if (event.type === "sources") return { ...response, engine: event.engine, sources: event.sources };
  return { ...response, problem: { kind: "detail", detail: event.detail } };
}

/** One question and what followed it, for drawing. */
export type Turn = { question: QuestionItem; response: ResponseItem | null };

export function turnsOf(items: readonly ReferenceItem[]): Turn[] {
  const turns: Turn[] = [];
  for (const item of items) {
    if (item.type === "question") turns.push({ question: item, response: null });
    else if (item.type === "response") {
      const last = turns.at(-1);
      if (last) last.response = item;
    }
  }
  return turns;
}

/** The conversation so far as the request carries it: answered turns, newest last, within the contract's limits. */
export function historyOf(items: readonly ReferenceItem[]): NonNullable<ChatQueryRequest["history"]> {
  return turnsOf(items)
    .filter((turn) => turn.response && turn.response.text.trim() !== "")
    .map((turn) => ({
      question: turn.question.text,
      response: (turn.response as ResponseItem).text.slice(0, MAX_HISTORY_RESPONSE_CHARS),
    }))
    .slice(-MAX_HISTORY);
}

/** The items with their last response changed by `change`: chunks go to the latest response. */
export function updateLatestResponse(
  items: readonly ReferenceItem[],
  change: (response: ResponseItem) => ResponseItem,
): ReferenceItem[] {
  const index = items.findLastIndex((item) => item.type === "response");
  if (index < 0) return [...items];
  const next = [...items];
  next[index] = change(items[index] as ResponseItem);
  return next;
}

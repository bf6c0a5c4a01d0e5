import { z } from "zod";
import { analyzeQueryRequest } from "../analysis/analyze-query.ts";
import { SECTION_NAMES } from "../analysis/sections.ts";
import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";

/** How many earlier turns of the conversation a question may carry (older ones are the caller's to drop). */
export const MAX_HISTORY = 10;
export const MAX_QUESTION_CHARS = 1000;
export const MAX_HISTORY_RESPONSE_CHARS = 8000;

/** The analysis a question is about: the fields of an analyze-query request that say what is analysed. */
export const chatAnalysis = analyzeQueryRequest.pick({
  query_type: true,
  query: true,
  handle: true,
  post_id: true,
  start_date: true,
  end_date: true,
  country: true,
  unwidened: true,
  community: true,
});

/** Body of POST /api/external/analyze-chat-query/: a question with its context, and the responses so far. */
export const chatQueryRequest = z.object({
  question: z.string().trim().min(1).max(MAX_QUESTION_CHARS),
  analysis: chatAnalysis,
  /** the card the question was asked from, when it was */
  section: z.enum(SECTION_NAMES).optional(),
  /** the conversation so far, oldest first */
  history: z
    .array(
      z.object({
        question: z.string().max(MAX_QUESTION_CHARS),
        response: z.string().max(MAX_HISTORY_RESPONSE_CHARS),
      }),
    )
    .max(MAX_HISTORY)
    .default([]),
});
export type ChatQueryRequest = z.input<typeof chatQueryRequest>;

/** What an answer rests on: a section of the analysis (opens its card), a post or an account (opens it on X). */
export const answerSource = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("section"), section: z.enum(SECTION_NAMES), title: z.string() }),
  z.object({ kind: z.literal("post"), id: z.string(), url: z.string().nullable(), text: z.string() }),
  z.object({ kind: z.literal("account"), handle: z.string(), url: z.string() }),
]);
export type AnswerSource = z.infer<typeof answerSource>;

/** Who wrote an answer: the built-in analyst (rules over the numbers) or a language model. */
export const ANSWER_ENGINES = ["builtin", "language_model"] as const;
export type AnswerEngine = (typeof ANSWER_ENGINES)[number];

/** One message of the answer stream. */
export const assistantEvent = z.discriminatedUnion("type", [
  /** the next piece of the answer's text: append it to the response */
  z.object({ type: z.literal("chunk"), text: z.string() }),
  /** what the answer rests on; sent once, after the text */
  z.object({ type: z.literal("sources"), engine: z.enum(ANSWER_ENGINES), sources: z.array(answerSource) }),
  /** the answer stopped: a readable reason in the caller's language; [END] follows */
  z.object({ type: z.literal("error"), detail: z.string() }),
]);
export type AssistantEvent = z.infer<typeof assistantEvent>;

/** The data of the stream's last message, after an error too. */
export const STREAM_END = "[END]";
export const EVENT_STREAM_TYPE = "text/event-stream";

/**
 * The assistant API: the streamed analyze-chat-query call.
 *
 * The stream protocol: a 200 with `Content-Type: text/event-stream`, whose body is Server-Sent
 * Events, each `data: <one line>\n\n`: an `assistantEvent` as JSON, then `data: [END]` as the last
 * one, always. A browser reads it with `fetch` (POST, credentials, JSON body) and the body's reader,
 * splitting on blank lines (`createEventStreamReader` in event-stream.ts does the splitting; it is
 * what the server's tests read it with too). Bad input, a signed-out caller or an unknown handle or
 * post are ordinary JSON errors (4xx) before any event is sent, exactly as the analysis answers them.
 * Closing the connection (aborting the fetch) stops the work. `response` below is one event.
 */
export const assistantContract = {
  analyzeChatQuery: operation({
    method: "POST",
    path: "/api/external/analyze-chat-query/",
    summary:
      "A question about an analysis, answered from its sections as a stream of server-sent events (text/event-stream: JSON events, then [END])",
    tags: ["assistant"],
    headers: teamHeaders,
    body: chatQueryRequest,
    status: 200,
    response: assistantEvent,
    errors: [400, 403, 404],
  }),
};

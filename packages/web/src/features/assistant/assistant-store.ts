import { create } from "zustand";
import { isApiError } from "../../api/api-error.ts";
import { AUTO_RECONNECT_DEFAULT, askAssistant, STREAM_RECONNECT_MS, StreamDroppedError } from "./ask-assistant.ts";
import {
  type AnswerProblem,
  applyEvent,
  type ChatContext,
  historyOf,
  newResponse,
  type ReferenceItem,
  type ResponseItem,
  type ResponseStatus,
  updateLatestResponse,
} from "./reference-items.ts";

/** A dropped stream is asked again at most this many times in a row, so a server that always drops is not asked forever. */
export const MAX_RECONNECTS = 5;

export type Conversation = { items: ReferenceItem[]; loading: boolean };

type AssistantStore = {
  /** by conversation key (conversationKey): one per card, dialog or talk-to-x subject */
  conversations: Record<string, Conversation>;
  /** off by default */
  autoReconnect: boolean;
  setAutoReconnect: (on: boolean) => void;
  /** Asks `question` in the conversation `key`; any open stream is closed first. */
  ask: (key: string, question: { text: string; context: string }, context: ChatContext) => void;
  /** Stops the open stream, if it belongs to `key` (or to anyone, without one). */
  stop: (key?: string) => void;
};

/** The one open stream: a new question anywhere closes it. */
let open: { key: string; controller: AbortController; timer: ReturnType<typeof setTimeout> | null } | null = null;

/** The key of the conversation about `context`: a new analysis or card starts a new conversation. */
export const conversationKey = (context: ChatContext) => JSON.stringify([context.analysis, context.section ?? null]);

const problemOf = (error: unknown): AnswerProblem => {
  if (error instanceof StreamDroppedError) return { kind: "dropped" };
  if (isApiError(error) && error.status !== 0) return { kind: "detail", detail: error.message };
  return { kind: "network" };
};

const mayReconnect = (error: unknown) =>
  error instanceof StreamDroppedError || (isApiError(error) && error.status === 0);

export const useAssistantStore = create<AssistantStore>((set, get) => {
  const change = (key: string, fn: (response: ResponseItem) => ResponseItem, loading?: boolean) =>
    set((state) => {
      const conversation = state.conversations[key];
      if (!conversation) return state;
      const items = updateLatestResponse(conversation.items, fn);
      return {
        conversations: { ...state.conversations, [key]: { items, loading: loading ?? conversation.loading } },
      };
    });

  const close = (status: ResponseStatus) => {
    if (!open) return;
    const { key, controller, timer } = open;
    open = null;
    controller.abort();
    if (timer) clearTimeout(timer);
    change(key, (r) => (r.status === "streaming" || r.status === "reconnecting" ? { ...r, status } : r), false);
  };

  const stream = (key: string, body: Parameters<typeof askAssistant>[0], attempt: number) => {
    const controller = new AbortController();
    open = { key, controller, timer: null };
    const mine = () => open?.controller === controller;
    askAssistant(body, {
      signal: controller.signal,
      onEvent: (event) => mine() && change(key, (r) => applyEvent(r, event)),
    })
      .then(() => {
        if (!mine()) return;
        open = null;
        // An error event ends the stream too: the answer is in error, and loading is over.
        change(key, (r) => ({ ...r, status: r.problem ? "error" : "done" }), false);
      })
      .catch((error: unknown) => {
        if (!mine() || controller.signal.aborted) return;
        if (mayReconnect(error) && get().autoReconnect && attempt < MAX_RECONNECTS) {
          // The server starts the answer again from its first chunk: so does the response.
          change(key, () => ({ ...newResponse(), status: "reconnecting" }));
          const timer = setTimeout(() => {
            if (open?.controller !== controller) return;
            change(key, (r) => ({ ...r, status: "streaming" }));
            stream(key, body, attempt + 1);
          }, STREAM_RECONNECT_MS);
          open = { key, controller, timer };
          return;
        }
        open = null;
        change(key, (r) => ({ ...r, status: "error", problem: problemOf(error) }), false);
      });
  };

  return {
    conversations: {},
    autoReconnect: AUTO_RECONNECT_DEFAULT,
    setAutoReconnect: (on) => set({ autoReconnect: on }),
    ask: (key, question, context) => {
      close("closed");
      const before = get().conversations[key]?.items ?? [];
      const history = historyOf(before);
      const items: ReferenceItem[] = [
        ...before,
        { type: "question", text: question.text, context: question.context },
        { type: "context", request: context },
        newResponse(),
      ];
      set((state) => ({ conversations: { ...state.conversations, [key]: { items, loading: true } } }));
      stream(key, { ...context, question: question.text, history }, 0);
    },
    stop: (key) => {
      if (!key || open?.key === key) close("stopped");
    },
  };
});

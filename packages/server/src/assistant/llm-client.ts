import { createEventStreamReader } from "@xa/core/assistant/event-stream";
import type { LlmConfig } from "../config.ts";

/** A message of an OpenAI-compatible chat. */
export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** Why a completion failed: the endpoint's HTTP error, a connection dropped mid-answer, silence, or no connection. */
export class LlmError extends Error {
  constructor(
    readonly reason: "http" | "dropped" | "timeout" | "unreachable",
    readonly status?: number,
  ) {
    super(`language model: ${reason}${status ? ` ${status}` : ""}`);
  }
}

/** How long the endpoint may stay silent (before its first token, or between two) before the answer is given up. */
export const LLM_IDLE_TIMEOUT_MS = 60_000;

type Delta = { choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[]; error?: unknown };

/**
 * Streams a chat completion from an OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp's
 * server, vLLM…): POST {base}/chat/completions with stream: true, then the SSE `data:` lines'
 * choices[0].delta.content until `[DONE]`. A body that ends without [DONE] or a finish reason was
 * cut off: that is an error, not a short answer. `signal` (the caller leaving) stops the request.
 */
export async function* streamChatCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  signal: AbortSignal,
  idleTimeoutMs = LLM_IDLE_TIMEOUT_MS,
): AsyncGenerator<string> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener("abort", stop, { once: true });
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, idleTimeoutMs);
  };
  const failure = (error: unknown, fallback: LlmError["reason"]): unknown => {
    if (signal.aborted) return signal.reason ?? error;
    if (timedOut) return new LlmError("timeout");
    return error instanceof LlmError ? error : new LlmError(fallback);
  };
  arm();
  try {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, stream: true, temperature: 0.2, messages }),
        signal: controller.signal,
      });
    } catch (error) {
      throw failure(error, "unreachable");
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new LlmError("http", response.status);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const events = createEventStreamReader();
    let finished = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        arm();
        for (const data of done ? events.end() : events.push(value)) {
          if (data.trim() === "[DONE]") return;
          let parsed: Delta;
          try {
            parsed = JSON.parse(data) as Delta;
          } catch {
            continue; // a keep-alive or a line of another kind
          }
          if (parsed.error) throw new LlmError("dropped");
          const choice = parsed.choices?.[0];
          if (typeof choice?.delta?.content === "string" && choice.delta.content) yield choice.delta.content;
          if (choice?.finish_reason) finished = true;
        }
        if (done) break;
      }
    } catch (error) {
      throw failure(error, "dropped");
    } finally {
      reader.cancel().catch(() => {});
    }
    if (!finished) throw new LlmError("dropped");
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", stop);
    controller.abort();
  }
}

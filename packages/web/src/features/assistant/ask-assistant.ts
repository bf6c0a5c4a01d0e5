import {
  type AssistantEvent,
  assistantContract,
  type ChatQueryRequest,
  EVENT_STREAM_TYPE,
  STREAM_END,
} from "@xa/core/assistant/assistant-contract";
import { createEventStreamReader, readAssistantData } from "@xa/core/assistant/event-stream";
import { ApiError } from "../../api/api-error.ts";
import { apiUrl } from "../../api/api-roots.ts";
import { errorMessageFromBody, NETWORK_ERROR_MESSAGE, parseErrorBody } from "../../api/error-message.ts";
import { reportForbidden, requestHeaders } from "../../api/http-client.ts";

/** A dropped stream is asked again after this long, when auto-reconnect is on (it is off by default). */
export const STREAM_RECONNECT_MS = 3000;
export const AUTO_RECONNECT_DEFAULT = false;

/** The stream closed before its [END]: the connection dropped (a reconnect may help, unlike an error event). */
export class StreamDroppedError extends Error {
  override readonly name = "StreamDroppedError";
}

/**
 * Asks the assistant one question and hands each event of its answer to `onEvent` as it arrives
 * (a streamed POST with credentials and a JSON body, read until [END]). Resolves at [END];
 * rejects with an ApiError for a refusal before the stream (4xx, with the server's detail) or an
 * unreachable server (status 0), a StreamDroppedError when the body ends without [END], and the
 * AbortError when `signal` aborts.
 */
export async function askAssistant(
  request: ChatQueryRequest,
  options: { signal: AbortSignal; onEvent: (event: AssistantEvent) => void },
): Promise<void> {
  const op = assistantContract.analyzeChatQuery;
  const headers = requestHeaders(op.method, "application/json");
  headers.set("Accept", EVENT_STREAM_TYPE);
  let response: Response;
  try {
    response = await fetch(apiUrl(op.path), {
      method: op.method,
      credentials: "include",
      headers,
      body: JSON.stringify(request),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }
  if (response.status >= 400 || !response.body) {
    const body = parseErrorBody(await response.text().catch(() => ""));
    if (response.status === 403) reportForbidden();
    throw new ApiError(response.status, body, errorMessageFromBody(body) || `HTTP ${response.status}`);
  }

  const reader = response.body.getReader();
  // A multi-byte character may be split between two pieces: the decoder keeps its start.
  const decoder = new TextDecoder();
  const events = createEventStreamReader();
  // True once [END] came: the rest of the body, if any, is not read.
  const handle = (batch: string[]): boolean => {
    for (const data of batch) {
      const message = readAssistantData(data);
      if (message === STREAM_END) return true;
      // Pieces read before an abort are not handed over after it.
      options.signal.throwIfAborted();
      if (message) options.onEvent(message);
    }
    return false;
  };
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        if (options.signal.aborted) throw error;
        throw new StreamDroppedError("The answer's stream was cut.");
      }
      if (next.done) {
        if (handle(events.push(decoder.decode())) || handle(events.end())) return;
        throw new StreamDroppedError("The answer's stream ended before [END].");
      }
      if (handle(events.push(decoder.decode(next.value, { stream: true })))) return;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

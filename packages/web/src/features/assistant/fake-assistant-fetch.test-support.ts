import type { AssistantEvent, ChatQueryRequest } from "@xa/core/assistant/assistant-contract";
import { formatAssistantEvent, STREAM_END_EVENT } from "@xa/core/assistant/event-stream";

/** One request to the assistant as a test sees it, with its answer's stream in the test's hands. */
export type FakeStream = {
  body: ChatQueryRequest;
  init: RequestInit;
  headers: Headers;
  aborted: boolean;
  /** raw text of the body (a piece may cut an event anywhere) */
  write(text: string): void;
  send(event: AssistantEvent): void;
  /** [END] and the end of the body */
  end(): void;
  /** the body ends without [END], as when the connection drops */
  drop(): void;
};

/**
 * A fetch stand-in for tests of the assistant's stream: each POST to analyze-chat-query gets a
 * streamed 200 the test writes to (or `refuse`'s JSON error); aborting the request errors the body as
 * a browser does. Other calls go to `fallback`.
 */
export function fakeAssistantFetch(
  options: { refuse?: { status: number; body: unknown }; fallback?: typeof fetch } = {},
): { streams: FakeStream[]; fetch: typeof fetch } {
  const streams: FakeStream[] = [];
  const encoder = new TextEncoder();
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) !== "/api/external/analyze-chat-query/") {
      return options.fallback ? options.fallback(input, init) : new Response("{}", { status: 404 });
    }
    if (init.signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    let closed = false;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const stream: FakeStream = {
      body: JSON.parse(String(init.body)) as ChatQueryRequest,
      init,
      headers: new Headers(init.headers),
      aborted: false,
      write(text) {
        if (!closed) controller?.enqueue(encoder.encode(text));
      },
      send(event) {
        stream.write(formatAssistantEvent(event));
      },
      end() {
        stream.write(STREAM_END_EVENT);
        stream.drop();
      },
      drop() {
        if (closed) return;
        closed = true;
        controller?.close();
      },
    };
    init.signal?.addEventListener("abort", () => {
      stream.aborted = true;
      if (closed) return;
      closed = true;
      controller?.error(new DOMException("The operation was aborted.", "AbortError"));
    });
    streams.push(stream);
    if (options.refuse) {
      return new Response(JSON.stringify(options.refuse.body), {
        status: options.refuse.status,
        headers: { "Content-Type": "application/json" },
      });
    }
    return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
  };
  return { streams, fetch: fetchMock as typeof fetch };
}

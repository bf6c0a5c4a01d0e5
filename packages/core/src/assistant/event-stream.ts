import { type AssistantEvent, assistantEvent, STREAM_END } from "./assistant-contract.ts";

/** One server-sent event carrying `data` (one line: JSON never holds a raw newline). */
export function formatEventData(data: string): string {
  return `data: ${data}\n\n`;
}

export const formatAssistantEvent = (event: AssistantEvent) => formatEventData(JSON.stringify(event));
export const STREAM_END_EVENT = formatEventData(STREAM_END);

/**
 * Splits a server-sent event stream, fed in pieces as they arrive, into the data of its events (a
 * piece may end mid-line or mid-event). Lines other than `data:` (comments, `event:`, `id:`) are
 * skipped; several data lines of one event are joined with newlines, as the SSE standard says.
 * Reads the assistant's stream and OpenAI-compatible completion streams alike.
 */
export function createEventStreamReader(): { push(text: string): string[]; end(): string[] } {
  let buffer = "";
  let data: string[] = [];
  const lines = (final: boolean): string[] => {
    const out: string[] = [];
    const parts = buffer.split(/\r\n|\r|\n/);
    buffer = final ? "" : (parts.pop() ?? "");
    for (const line of parts) {
      if (line === "") {
        if (data.length > 0) out.push(data.join("\n"));
        data = [];
      } else if (line.startsWith("data:")) {
        data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
      }
    }
    if (final && data.length > 0) {
      out.push(data.join("\n"));
      data = [];
    }
    return out;
  };
  return {
    push(text) {
      buffer += text;
      return lines(false);
    },
    end() {
      return lines(true);
    },
  };
}

/** One data payload of the assistant's stream: an event, the end, or null when it is neither. */
export function readAssistantData(data: string): AssistantEvent | typeof STREAM_END | null {
  if (data === STREAM_END) return STREAM_END;
  try {
    const parsed = assistantEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

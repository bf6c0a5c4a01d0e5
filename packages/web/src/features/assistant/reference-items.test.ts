import { MAX_HISTORY, MAX_HISTORY_RESPONSE_CHARS } from "@xa/core/assistant/assistant-contract";
import { describe, expect, it } from "vitest";
import {
  applyEvent,
  historyOf,
  newResponse,
  type ReferenceItem,
  turnsOf,
  updateLatestResponse,
} from "./reference-items.ts";

const turn = (question: string, text: string): ReferenceItem[] => [
  { type: "question", text: question, context: "Handle: @nike" },
  { type: "context", request: { analysis: { query_type: "handle", handle: "nike" } } },
  { ...newResponse(), text, status: "done" },
];

describe("reference items", () => {
  it("appends chunks to the response, keeps its sources and an error as its problem", () => {
    let response = newResponse();
    response = applyEvent(response, { type: "chunk", text: "Japan " });
    response = applyEvent(response, { type: "chunk", text: "40%." });
    response = applyEvent(response, { type: "sources", engine: "builtin", sources: [] });
    response = applyEvent(response, { type: "error", detail: "Stopped." });
    expect(response).toMatchObject({
      text: "Japan 40%.",
      engine: "builtin",
      problem: { kind: "detail", detail: "Stopped." },
    });
  });

  it("changes only the latest response", () => {
    const items = [...turn("a", "first"), ...turn("b", "second")];
    const next = updateLatestResponse(items, (r) => ({ ...r, text: `${r.text}!` }));
    expect(turnsOf(next).map((t) => t.response?.text)).toEqual(["first", "second!"]);
    expect(turnsOf(items).map((t) => t.response?.text)).toEqual(["first", "second"]);
  });

  it("carries answered turns as history, newest last, within the contract's limits", () => {
    const items = Array.from({ length: MAX_HISTORY + 2 }, (_, i) =>
      turn(`q${i}`, i === 0 ? "" : "x".repeat(9000)),
    ).flat();
    const history = historyOf(items);
    expect(history).toHaveLength(MAX_HISTORY);
    expect(history.at(-1)?.question).toBe(`q${MAX_HISTORY + 1}`);
    expect(history.every((h) => h.response.length === MAX_HISTORY_RESPONSE_CHARS)).toBe(true);
    expect(historyOf(turn("unanswered", " "))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  INITIAL_SUGGESTION_STATE,
  nextSuggestionState,
  SUGGESTION_GAP_MS,
  type SuggestionState,
} from "./suggestion-prompt.ts";

const NOW = Date.UTC(2025, 0, 10);
const ok = { resultCount: 3, condition: true, now: NOW };
const at = (usage: number, lastPromptAt: number | null = null): SuggestionState => ({
  usage,
  lastPromptAt,
  prompted: false,
});

describe("nextSuggestionState", () => {
  it("counts uses without prompting below 5", () => {
    let state = INITIAL_SUGGESTION_STATE;
    for (let i = 0; i < 5; i++) {
      const next = nextSuggestionState(state, ok);
      expect(next.show).toBe(false);
      state = next.state;
    }
    expect(state.usage).toBe(5);
    const fifth = nextSuggestionState(state, ok);
    expect(fifth).toEqual({ show: true, state: { usage: 5, lastPromptAt: NOW, prompted: true } });
  });

  it("prompts only on a multiple of 5", () => {
    expect(nextSuggestionState(at(6), ok)).toEqual({ show: false, state: at(7) });
    expect(nextSuggestionState(at(10), ok).show).toBe(true);
  });

  it("needs a result and the condition", () => {
    expect(nextSuggestionState(at(5), { ...ok, resultCount: 0 })).toEqual({ show: false, state: at(6) });
    expect(nextSuggestionState(at(5), { ...ok, condition: false })).toEqual({ show: false, state: at(6) });
  });

  it("waits a day after the last prompt", () => {
    expect(nextSuggestionState(at(10, NOW - SUGGESTION_GAP_MS + 1), ok)).toEqual({
      show: false,
      state: at(11, NOW - SUGGESTION_GAP_MS + 1),
    });
    expect(nextSuggestionState(at(10, NOW - SUGGESTION_GAP_MS), ok).show).toBe(true);
  });
});

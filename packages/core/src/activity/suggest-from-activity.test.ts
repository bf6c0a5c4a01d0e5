import { describe, expect, it } from "vitest";
import { shouldSuggest } from "./suggest-from-activity.ts";

describe("the suggestion prompt on the activity's counts", () => {
  const now = Date.parse("2026-12-06T12:00:00Z");
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
  it.each<[string, number, number, boolean, string | null, boolean]>([
    ["5th use, results, never prompted", 5, 3, true, null, true],
    ["10th use, last prompt 25 h ago", 10, 1, true, hoursAgo(25), true],
    ["exactly a day since the last prompt", 15, 1, true, hoursAgo(24), true],
    ["4th use: too few", 4, 3, true, null, false],
    ["no use", 0, 3, true, null, false],
    ["6th use: not a multiple of 5", 6, 3, true, null, false],
    ["9th use", 9, 3, true, null, false],
    ["no results", 5, 0, true, null, false],
    ["the page's condition fails", 5, 3, false, null, false],
    ["prompted 23 h ago", 10, 3, true, hoursAgo(23), false],
    ["prompted a moment ago", 20, 3, true, hoursAgo(0), false],
  ])("%s", (_case, usage, resultCount, condition, lastPrompt, shown) => {
    const state = { usage, last_request_at: null, last_prompt_at: lastPrompt };
    expect(shouldSuggest(state, { resultCount, condition, now })).toBe(shown);
  });
});

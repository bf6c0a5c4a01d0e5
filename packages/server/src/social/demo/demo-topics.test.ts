import { X_HANDLE } from "@xa/core/social/social-contract";
import { describe, expect, it } from "vitest";
import { DEBATE_TOPICS } from "./demo-debates.ts";
import { INTEREST_TOPICS } from "./demo-topics.ts";

describe("the demo world's notable accounts", () => {
  // A longer handle is not read as a mention of the account, and no package may suggest it.
  it.each([...INTEREST_TOPICS, ...DEBATE_TOPICS].flatMap((t) => t.notables.map((n) => [t.id, n.handle])))(
    "%s: @%s is a handle X allows",
    (_topic, handle) => {
      expect(handle).toMatch(X_HANDLE);
    },
  );
});

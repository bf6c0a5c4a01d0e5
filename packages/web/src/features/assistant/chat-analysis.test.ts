import { describe, expect, it } from "vitest";
import { chatAnalysisOf } from "./chat-analysis.ts";

describe("chatAnalysisOf", () => {
  it("asks about what is analysed, widening terms taken out included, not how it is shown", () => {
    expect(
      chatAnalysisOf({
        query_type: "keyword",
        query: "electric car",
        unwidened: ["ev"],
        limit: 50,
        post_order: "recency",
      }),
    ).toEqual({ query_type: "keyword", query: "electric car", unwidened: ["ev"] });
    expect(chatAnalysisOf({ query_type: "keyword", query: "electric car" })).not.toHaveProperty("unwidened");
  });
});

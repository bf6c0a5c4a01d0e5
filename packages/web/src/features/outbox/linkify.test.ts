import { describe, expect, it } from "vitest";
import { linkifyText } from "./linkify.ts";

describe("linkifyText", () => {
  it("keeps plain text", () => {
    expect(linkifyText("code ABC123")).toEqual([{ kind: "text", text: "code ABC123" }]);
    expect(linkifyText("")).toEqual([]);
  });
  it("finds links and leaves trailing punctuation outside", () => {
    expect(linkifyText("Open http://localhost:8080/login?x=1. Then go.")).toEqual([
      { kind: "text", text: "Open " },
      { kind: "link", text: "http://localhost:8080/login?x=1", href: "http://localhost:8080/login?x=1" },
      { kind: "text", text: ". Then go." },
    ]);
  });
  it("handles several links on several lines", () => {
    const segments = linkifyText("a https://x.test/1\nb https://x.test/2");
    expect(segments.filter((s) => s.kind === "link").map((s) => s.text)).toEqual([
      "https://x.test/1",
      "https://x.test/2",
    ]);
  });
});

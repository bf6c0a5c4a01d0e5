import { describe, expect, it } from "vitest";
import { copyText } from "./copy-text.ts";

describe("copyText", () => {
  it("writes the text to the clipboard", async () => {
    const written: string[] = [];
    const clipboard = { writeText: async (text: string) => void written.push(text) };
    expect(await copyText("https://example.com/r/abc", clipboard)).toBeNull();
    expect(written).toEqual(["https://example.com/r/abc"]);
  });
  it("says nothing is selected when the text is empty", async () => {
    const clipboard = { writeText: async () => {} };
    expect(await copyText("", clipboard)).toBe("nothingSelected");
  });
  it("fails when there is no clipboard or it refuses", async () => {
    expect(await copyText("token", undefined)).toBe("failed");
    const refusing = { writeText: () => Promise.reject(new Error("NotAllowedError")) };
    expect(await copyText("token", refusing)).toBe("failed");
  });
});

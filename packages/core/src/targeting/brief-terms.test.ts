import { describe, expect, it } from "vitest";
import { readBrief } from "./brief-terms.ts";

describe("readBrief", () => {
  it("takes hashtags, handles and content words from an English brief", () => {
    expect(
      readBrief("Launch campaign for people who love specialty coffee and #LatteArt, like @KumoRoasters fans"),
    ).toEqual({
      words: ["specialty", "coffee"],
      hashtags: ["latteart"],
      handles: ["kumoroasters"],
    });
  });

  it("segments a Japanese brief as posts are", () => {
    const { words, hashtags } = readBrief("コーヒーとカフェ巡りが好きな人向けのキャンペーン #珈琲");
    expect(words).toContain("コーヒー");
    expect(words).not.toContain("好き");
    expect(words).not.toContain("キャンペーン");
    expect(hashtags).toEqual(["珈琲"]);
  });
});

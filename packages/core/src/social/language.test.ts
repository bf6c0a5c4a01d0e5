import { describe, expect, it } from "vitest";
import { decideLanguage, detectLanguage } from "./language.ts";

describe("language", () => {
  it("trusts the platform's language code, mapping legacy codes", () => {
    expect(decideLanguage("en", "anything")).toEqual({ lang: "en", source: "platform" });
    expect(decideLanguage("in", "anything")).toEqual({ lang: "id", source: "platform" });
  });

  it("detects when the platform said und/qst or nothing", () => {
    expect(decideLanguage("und", "今日はとても良い天気ですね")).toEqual({ lang: "ja", source: "detected" });
    expect(decideLanguage(null, "The weather is lovely today and we are going to the park")).toEqual({
      lang: "en",
      source: "detected",
    });
    expect(decideLanguage("qst", "hola amigos, ¿cómo están todos hoy en la ciudad?").lang).toBe("es");
  });

  it("says unknown for too little text rather than guessing", () => {
    expect(decideLanguage("zxx", "https://t.co/x #tag 😀")).toEqual({ lang: null, source: "unknown" });
    expect(detectLanguage("ok")).toBeNull();
    expect(detectLanguage("안녕하세요")).toBe("ko");
  });
});

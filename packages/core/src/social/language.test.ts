import { detectAll } from "tinyld";
import { describe, expect, it } from "vitest";
import { decideLanguage, detectLanguage } from "./language.ts";

const decide = (lang: string | null, text: string) => decideLanguage(lang, text, detectAll);
const detect = (text: string) => detectLanguage(text, detectAll);

describe("language", () => {
  it("trusts the platform's language code, mapping legacy codes", () => {
    expect(decide("en", "anything")).toEqual({ lang: "en", source: "platform" });
    expect(decide("in", "anything")).toEqual({ lang: "id", source: "platform" });
  });

  it("detects when the platform said und/qst or nothing", () => {
    expect(decide("und", "今日はとても良い天気ですね")).toEqual({ lang: "ja", source: "detected" });
    expect(decide(null, "The weather is lovely today and we are going to the park")).toEqual({
      lang: "en",
      source: "detected",
    });
    expect(decide("qst", "hola amigos, ¿cómo están todos hoy en la ciudad?").lang).toBe("es");
  });

  it("names a long text's language when one language clearly leads, and no language when none does", () => {
    // A real post of the twarc samples (X said "it"): tinyld scores Italian 0.36, the next 0.02.
    const italian =
      "Risultato ‘ccezionale per Giorgia Meloni. Salvini? Non va! Conte al 16%! Proprio lui! Letta domani a rischio esonero. Calenda e Renzi salvano la pelle.";
    expect(decide("und", italian)).toEqual({ lang: "it", source: "detected" });
    expect(detect("hola hello bonjour ciao, merci and thanks")).toBeNull();
  });

  it("says unknown for too little text rather than guessing", () => {
    expect(decide("zxx", "https://t.co/x #tag 😀")).toEqual({ lang: null, source: "unknown" });
    expect(detect("ok")).toBeNull();
    expect(detect("안녕하세요")).toBe("ko");
  });
});

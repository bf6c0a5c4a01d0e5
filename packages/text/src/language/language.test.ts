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

  it("reads short English by its words, which n-gram profiles misread as rare languages", () => {
    // tinyld alone: Berber, Klingon, Esperanto.
    expect(detect("great will do once I land in JFK")).toBe("en");
    expect(detect("Jquery is my new best friend.")).toBe("en");
    expect(detect("thanks! Everything a-ok now.")).toBe("en");
    expect(detect("@united flight delayed again, on hold for 2 hours")).toBe("en");
    expect(detect("BOS to ORD delayed 3hrs")).toBe("en");
    expect(detect("Just like his mentor Barack Hussein Obama https://t.co/x")).toBe("en");
    expect(detect("RT @someone: can't believe y'all did that lol")).toBe("en");
    expect(detect("@AmericanAir AA100 JFK LHR cancelled")).toBe("en");
    expect(detect("yesss sooo gooood")).toBe("en");
  });

  it("reads a post of English hashtags as English, glued ones too, and no other language's tags", () => {
    expect(
      detect(
        "@nfl espnnfl nflnetwork #flashbackfriday #electricfootball #MFCA #phillynefl #boardgames #hobby #sport #passion",
      ),
    ).toBe("en");
    expect(detect("#FlashbackFriday #BoardGames #hobby https://t.co/x")).toBe("en");
    expect(detect("#futbol #pasion #domingo #familia")).toBeNull();
    // Two English tags are too few to tell.
    expect(detect("#hobby #sport 😀")).toBeNull();
  });

  it("keeps short posts of other Latin-script languages out of English", () => {
    expect(detect("gracias por todo amigo")).toBe("es");
    expect(detect("merci beaucoup pour tout")).toBe("fr");
    expect(detect("ich bin so müde heute")).toBe("de");
    expect(detect("muito bom dia para todos")).toBe("pt");
    expect(detect("terima kasih banyak ya")).toBe("id");
    expect(detect("salamat po sa lahat")).toBe("tl");
  });

  it("reads a Korean post quoting English as Korean, an English post naming a star in Hangul as English", () => {
    expect(detect("#제이비 의 #FAME (Feat. JUNNY)을 유튜브 KPOP에서 만나보세요! FAME (Feat. JUNNY)")).toBe("ko");
    expect(detect("박재범 Jay Park - 'Me Like Yuh' [Official Music Video] via YouTube")).toBe("en");
  });

  it("names only languages the platform tags", () => {
    const rare = new Set(["ber", "eo", "tlh", "la", "vo", "af", "ga"]);
    for (const text of ["Watts Vs Gangrel Rocknes Vs Fredericks", "masc heejee moonboon woosoo yiryuk"])
      expect(rare.has(detect(text) ?? "")).toBe(false);
  });
});

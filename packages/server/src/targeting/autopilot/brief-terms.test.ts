import { describe, expect, it } from "vitest";
import { coherentTerms, readBrief, readRequestTerms, type TermAuthors, wordForms } from "./brief-terms.ts";

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

  it("keeps a Japanese compound whole, without the campaign words at its ends", () => {
    const { words } = readBrief("日焼け止めとスキンケアが好きな人、コーヒー好き");
    expect(words).toEqual(["日焼け止め", "スキンケア", "コーヒー"]);
  });
});

describe("readRequestTerms", () => {
  const request = {
    description: "Fans of @KumoRoasters and @bluebottle who brew pour over",
    keyword_groups: [],
    excluded_keywords: [],
    handles: ["@nike"],
  };

  it("targets the brief's handles and the handles field", () => {
    expect(readRequestTerms(request).handles).toEqual(["kumoroasters", "bluebottle", "nike"]);
  });

  it("leaves out a brief handle the user removed from its reading, as written or not", () => {
    expect(readRequestTerms({ ...request, removed_handles: ["@KumoRoasters"] }).handles).toEqual([
      "bluebottle",
      "nike",
    ]);
    expect(readRequestTerms({ ...request, removed_handles: ["bluebottle"] }).handles).toEqual(["kumoroasters", "nike"]);
  });
});

describe("coherentTerms", () => {
  const row = (terms: boolean[], authors: number, cjk = false): TermAuthors => ({ terms, authors, cjk });
  const judged = (...labels: string[]) => labels.map((label) => ({ label, judged: true }));
  const store = { authors: 1000, cjkAuthors: 100 };
  const rounded = (xs: (number | null)[]) => xs.map((x) => (x === null ? null : Math.round(x * 100) / 100));

  /*
   * cheap, flight, trip, #wanderlust among 1,000 authors. trip: 2 of its 40 authors (5%) use another
   * term, by chance 45 of 1,000 (4.5%) do: purity (0.05 − 0.045) / (1 − 0.045) = 0.01 against the
   * median of the coherent terms (cheap 1, flight 1, #wanderlust 0.68), set aside. #wanderlust:
   * 17 of 25 (0.68) against 75 of 1,000 by chance: (0.68 − 0.075) / (1 − 0.075) = 0.65, kept.
   */
  it("sets aside a term most of whose authors do not use the brief's other terms", () => {
    const rows = [
      row([true, true, false, false], 20),
      row([true, true, false, true], 15),
      row([false, false, false, true], 8),
      row([false, false, true, false], 38),
      row([false, false, true, true], 2),
    ];
    const { kept, purities } = coherentTerms(judged("cheap", "flight", "trip", "#wanderlust"), rows, store);
    expect(kept).toEqual([0, 1, 3]);
    expect(rounded(purities)).toEqual([1.21, 1.21, 0.01, 0.73]);
  });

  it("keeps a broad term beside a narrow one of its topic", () => {
    // 187 of スキンケア's 676 authors write 日焼け止め, 187 of 日焼け止め's 219 write スキンケア: a share
    // of 28% against 85% is the two terms' sizes, not another topic's people.
    const rows = [row([true, true], 187, true), row([false, true], 489, true), row([true, false], 32, true)];
    const wide = { authors: 20_000, cjkAuthors: 6_000 };
    expect(coherentTerms(judged("日焼け止め", "スキンケア"), rows, wide).kept).toEqual([0, 1]);
  });

  it("keeps a one-term brief, and a brief of unrelated terms, whole", () => {
    expect(coherentTerms(judged("trip"), [row([true], 40)], store).kept).toEqual([0]);
    const unrelated = [row([true, false], 50), row([false, true], 50), row([true, true], 1)];
    expect(coherentTerms(judged("coffee", "sneakers"), unrelated, store).kept).toEqual([0, 1]);
  });

  it("keeps typed keywords whatever, and judges the free words against them", () => {
    const terms = [{ label: "anime", judged: false }, ...judged("season", "manga")];
    const rows = [
      row([true, false, false], 100),
      row([false, true, false], 60),
      row([true, true, false], 5),
      row([true, false, true], 30),
    ];
    // season: 5 of 65 (7.7%) use another term, fewer than by chance (135 of 1,000)
    expect(coherentTerms(terms, rows, store).kept).toEqual([0, 2]);
  });

  it("keeps a term too few authors use to judge", () => {
    const rows = [row([true, true, false], 30), row([false, false, true], 3)];
    expect(coherentTerms(judged("cheap", "flight", "rare"), rows, store).kept).toEqual([0, 1, 2]);
  });

  /*
   * 週末: 7 of its 12 authors (0.58) use ゲーム or #ゲーム, which 27 of the store's 1,000 authors
   * (2.7%) but 27 of its 100 CJK writers (27%) use: purity 0.57 over everyone, 0.43 among CJK writers.
   */
  it("compares a CJK term among the store's CJK writers too", () => {
    const rows = [
      row([false, true, true], 20, true),
      row([true, false, false], 10, true),
      row([true, true, false], 7, true),
    ];
    // 週末: 7 of its 17 authors use another term, 1.5 times chance among the 100 CJK writers,
    // where the game terms' authors do 2.7 times as often as chance.
    const { kept, purities } = coherentTerms(judged("週末", "ゲーム", "#ゲーム"), rows, store);
    expect(kept).toEqual([1, 2]);
    expect(purities[0]).toBeCloseTo(0.31, 2);
    expect(coherentTerms(judged("weekend", "ゲーム", "#ゲーム"), rows, store).kept).toEqual([0, 1, 2]);
  });
});

describe("wordForms", () => {
  it("offers the singular of a plural and the plural of a singular, the word first", () => {
    expect(wordForms("sneakerheads")).toEqual(["sneakerheads", "sneakerhead"]);
    expect(wordForms("drop")).toEqual(["drop", "drops"]);
    expect(wordForms("stories")).toEqual(["stories", "story", "storie"]);
    expect(wordForms("story")).toEqual(["story", "stories"]);
    expect(wordForms("boxes")).toEqual(["boxes", "box", "boxe"]);
    expect(wordForms("toys")).toEqual(["toys", "toy"]);
    expect(wordForms("toy")).toEqual(["toy", "toys"]);
    expect(wordForms("glass")).toEqual(["glass"]);
  });

  it("leaves short words, numbers and other scripts alone", () => {
    expect(wordForms("ev")).toEqual(["ev"]);
    expect(wordForms("ps5")).toEqual(["ps5"]);
    expect(wordForms("コーヒー")).toEqual(["コーヒー"]);
  });
});

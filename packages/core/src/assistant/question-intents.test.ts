import { describe, expect, it } from "vitest";
import { planAnswer } from "./answer-writer.ts";
import { formSections, QUESTION_FORMS } from "./question-forms.ts";
import { comparedTerms, matchIntents, normaliseQuestion, questionLanguage } from "./question-intents.ts";

describe("question matching", () => {
  it("lists at least forty question forms, in English and Japanese", () => {
    expect(QUESTION_FORMS.length).toBeGreaterThanOrEqual(40);
    expect(QUESTION_FORMS.filter((f) => questionLanguage(f.question) === "ja").length).toBeGreaterThanOrEqual(15);
  });

  describe.each(["handle", "keyword", "conversation"] as const)("for a %s analysis", (type) => {
    const forms = QUESTION_FORMS.filter((f) => !f.types || f.types.includes(type));
    it.each(forms.map((f) => [f.question, f] as const))("answers %j from its sections", (_q, form) => {
      const plan = planAnswer(form.question, type);
      for (const section of formSections(form, type)) expect(plan.sections).toContain(section);
    });
  });

  it("normalises full-width text and spacing, and reads the language by script", () => {
    expect(normaliseQuestion("  Ｗｈｉｃｈ   COUNTRIES？ ")).toBe("which countries?");
    expect(questionLanguage("Which countries?")).toBe("en");
    expect(questionLanguage("どこの国？")).toBe("ja");
    expect(questionLanguage("国は")).toBe("ja");
  });

  it("keeps the narrower intent: what drove a peak is not also a plain volume question", () => {
    expect(matchIntents("Which posts drove the peak?")).toEqual(["peak_drivers"]);
    expect(matchIntents("How has sentiment changed over time?")).toEqual(["sentiment_change"]);
    expect(matchIntents("What languages do they speak?")).toEqual(["languages"]);
    expect(matchIntents("Tell me about their countries and languages")).toEqual(["countries", "languages"]);
    expect(matchIntents("What is the weather in Paris tomorrow?")).toEqual([]);
  });

  it("finds the two keywords a share-of-voice question compares", () => {
    expect(comparedTerms("Compare coffee and tea")).toEqual(["coffee", "tea"]);
    expect(comparedTerms("What is the share of voice between espresso and latte?")).toEqual(["espresso", "latte"]);
    expect(comparedTerms("sneakers vs running")).toEqual(["sneakers", "running"]);
    expect(comparedTerms("How do Nike and Adidas compare?")).toEqual(["Nike", "Adidas"]);
    expect(comparedTerms("コーヒーと紅茶のシェア・オブ・ボイスを比較して")).toEqual(["コーヒー", "紅茶"]);
    expect(comparedTerms("share of voice")).toBeNull();
  });

  it("answers a card's open question about the card, and a named question about what it names", () => {
    expect(planAnswer("What does this show?", "keyword", "languages")).toMatchObject({
      card: "languages",
      sections: ["languages"],
    });
    expect(planAnswer("これは何を意味しますか？", "handle", "countries")).toMatchObject({
      card: "countries",
      language: "ja",
    });
    expect(planAnswer("Which countries?", "handle", "languages")).toMatchObject({
      card: null,
      sections: ["countries"],
    });
    expect(planAnswer("What is the weather?", "handle")).toMatchObject({ card: null, intents: [], sections: [] });
  });

  it("answers a post's posts and a conversation's from their own sections", () => {
    expect(planAnswer("What are the top posts?", "conversation").sections).toEqual(["conversation_posts"]);
    expect(planAnswer("What are the top posts?", "post").sections).toEqual(["posts"]);
  });
});

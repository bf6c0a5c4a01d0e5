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

  it("reads synonyms, shorthand and typos, in English and Japanese", () => {
    expect(matchIntents("what do his followers do for a living")).toEqual(["job_titles"]);
    expect(matchIntents("What profesions are most common?")).toEqual(["job_titles"]);
    expect(matchIntents("wher do they live")).toEqual(["countries"]);
    expect(matchIntents("wheres the audiance located")).toEqual(["countries"]);
    expect(matchIntents("find me some lookalike accounts")).toEqual(["similar_accounts"]);
    expect(matchIntents("how's the vibe in this convo")).toEqual(["sentiment"]);
    expect(matchIntents("did they lose followers?")).toEqual(["follower_growth"]);
    expect(matchIntents("フォロワーの仕事は何が多い？")).toEqual(["job_titles"]);
    expect(matchIntents("競合アカウントを教えて")).toEqual(["similar_accounts"]);
    expect(matchIntents("雰囲気はどう？")).toEqual(["sentiment"]);
    // 韓国 names a country to narrow to, not the countries card
    expect(matchIntents("韓国での盛り上がりは？")).toEqual(["volume"]);
  });

  it("tells why a count moved from why followers or sentiment moved", () => {
    expect(matchIntents("why did mentions spike on march 10?")).toEqual(["peak_drivers"]);
    expect(matchIntents("why did the convo blow up")).toEqual(["peak_drivers"]);
    expect(matchIntents("why did they gain so many followers?")).toEqual(["follower_drivers"]);
    expect(matchIntents("why is sentiment so negative")).toEqual(["sentiment_drivers"]);
    expect(matchIntents("感情はなんで悪化したの？")).toEqual(["sentiment_drivers"]);
    expect(matchIntents("3月14日に何が起きた？")).toEqual(["peak_drivers"]);
  });

  it("answers both asks of a question, and compares groups of the audience on their own card", () => {
    expect(matchIntents("where are they and how old are they")).toEqual(["countries", "demographics"]);
    expect(matchIntents("compare men and women in the audience")).toEqual(["demographics"]);
    expect(matchIntents("is the talk mostly from the US or Japan")).toContain("countries");
    expect(matchIntents("how many of the followers are in Japan?")).toContain("countries");
    // a country with something else asked is a filter, not the countries card
    expect(matchIntents("how many posts were there in Japan?")).toEqual(["volume"]);
    expect(matchIntents("is espresso or latte more popular?")).toEqual(["share_of_voice"]);
  });

  it("answers from the cards the analysis type shows", () => {
    expect(planAnswer("what are the hot hashtags", "keyword").sections[0]).toBe("most_interacted_hashtags");
    expect(planAnswer("what hashtags does kumo use", "handle").sections[0]).toBe("hashtags_used_by_handle");
    expect(planAnswer("any competitors we should know about", "keyword").sections).toEqual(["top_accounts"]);
    expect(planAnswer("what do the replies say", "post").sections).toEqual(["conversation_posts"]);
    expect(planAnswer("why did they gain followers?", "handle").sections).toEqual([
      "follower_growth",
      "posts",
      "conversation_volume",
    ]);
  });

  it("answers a question about the analysis that no rule reads with the overview, an unrelated one with nothing", () => {
    expect(planAnswer("anything I should know about these folks?", "keyword")).toMatchObject({
      broad: true,
      intents: ["overview"],
    });
    expect(planAnswer("write me a poem about cats", "handle")).toMatchObject({ broad: false, sections: [] });
    expect(planAnswer("明日の東京の天気は？", "conversation")).toMatchObject({ broad: false, sections: [] });
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

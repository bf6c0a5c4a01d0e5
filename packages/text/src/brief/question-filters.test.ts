import { describe, expect, it } from "vitest";
import { readQuestionDates } from "./question-dates.ts";
import { readQuestionFilters } from "./question-filters.ts";

// The analysis's last day: Thursday 2026-03-19.
const END = new Date("2026-03-19T23:59:59Z");
const days = (q: string) => {
  const d = readQuestionDates(q, END);
  return d && [d.start, d.end];
};

describe("readQuestionDates", () => {
  it.each([
    ["Why did volume spike on March 12?", ["2026-03-12", "2026-03-12"]],
    ["what happened on 12 March", ["2026-03-12", "2026-03-12"]],
    ["sentiment between March 1 and March 10", ["2026-03-01", "2026-03-10"]],
    ["posts from Mar 3 to 5", ["2026-03-03", "2026-03-05"]],
    ["between 1 and 10 March", ["2026-03-01", "2026-03-10"]],
    ["what about December 24?", ["2025-12-24", "2025-12-24"]],
    ["top posts of 2026-02-01 to 2026-02-07", ["2026-02-01", "2026-02-07"]],
    ["Why did volume spike on the 12th?", ["2026-03-12", "2026-03-12"]],
    ["and on the 25th?", ["2026-02-25", "2026-02-25"]],
    ["who posted last week", ["2026-03-09", "2026-03-15"]],
    ["mood yesterday", ["2026-03-18", "2026-03-18"]],
    ["volume over the last 7 days", ["2026-03-13", "2026-03-19"]],
    ["what did they say in February", ["2026-02-01", "2026-02-28"]],
    ["3月12日に何があった？", ["2026-03-12", "2026-03-12"]],
    ["3月1日から10日までの感情", ["2026-03-01", "2026-03-10"]],
    ["先週の投稿数は？", ["2026-03-09", "2026-03-15"]],
    ["過去7日間の推移", ["2026-03-13", "2026-03-19"]],
    ["12日に急増した理由", ["2026-03-12", "2026-03-12"]],
    ["2月の人気投稿", ["2026-02-01", "2026-02-28"]],
    // month-first slashes, parts of a month, weeks of a month, named days, bare month names
    ["what happened on 3/12?", ["2026-03-12", "2026-03-12"]],
    ["volume 3/1-3/7", ["2026-03-01", "2026-03-07"]],
    ["2026/2/14の投稿", ["2026-02-14", "2026-02-14"]],
    ["sentiment in early March", ["2026-03-01", "2026-03-10"]],
    ["posts from mid-february", ["2026-02-11", "2026-02-20"]],
    ["late feb buzz", ["2026-02-21", "2026-02-28"]],
    ["the second week of march", ["2026-03-08", "2026-03-14"]],
    ["2月下旬の感情", ["2026-02-21", "2026-02-28"]],
    ["3月第1週の投稿数", ["2026-03-01", "2026-03-07"]],
    ["why the spike on valentine's day?", ["2026-02-14", "2026-02-14"]],
    ["what did people post on christmas", ["2025-12-25", "2025-12-25"]],
    ["how was october 2025", ["2025-10-01", "2025-10-31"]],
    ["top posts in the month of february", ["2026-02-01", "2026-02-28"]],
    ["how did sentiment look in jan", ["2026-01-01", "2026-01-31"]],
    ["from October 5th through the 11th", ["2025-10-05", "2025-10-11"]],
  ])("%s → %j", (question, expected) => {
    expect(days(question)).toEqual(expected);
  });

  it.each([
    "Where are they from?",
    "What are the top 5 hashtags?",
    "How many followers in 30 countries?",
    "May I ask?",
    "What share of posts are 50/50?",
    "who are the top 10 accounts",
  ])("%s names no days", (question) => {
    expect(readQuestionDates(question, END)).toBeNull();
  });
});

describe("readQuestionFilters", () => {
  it("reads one country, not a city, and the posts' language", () => {
    const q = readQuestionFilters("Who should I target for a coffee launch in Japan?", "en", END);
    expect(q.country).toMatchObject({ code: "JP", label: "Japan" });
    expect(readQuestionFilters("What do people in the UK think?", "en", END).country?.code).toBe("GB");
    expect(readQuestionFilters("日本のユーザーの年齢は？", "ja", END).country).toMatchObject({
      code: "JP",
      label: "日本",
    });
    expect(readQuestionFilters("Which posts did well in Osaka?", "en", END).country).toBeNull();
    expect(readQuestionFilters("Compare fans in Japan and in the US", "en", END).country).toBeNull();
    expect(readQuestionFilters("What do Japanese posts say?", "en", END).language).toMatchObject({ code: "ja" });
    expect(readQuestionFilters("英語の投稿の感情は？", "ja", END).language).toMatchObject({
      code: "en",
      label: "英語",
    });
    expect(readQuestionFilters("What are the top hashtags?", "en", END)).toEqual({
      country: null,
      dates: null,
      language: null,
    });
  });

  it("reads a lower-case country after a word that places people, and people named by their country", () => {
    const country = (q: string, lang: "en" | "ja" = "en") => readQuestionFilters(q, lang, END).country?.code ?? null;
    expect(country("sentiment in the uk?")).toBe("GB");
    expect(country("how do people in germany feel about it")).toBe("DE");
    expect(country("who should we target with a new oat latte in japan")).toBe("JP");
    expect(country("volume in the us only")).toBe("US");
    expect(country("what do they think of us")).toBeNull();
    expect(country("compare jordan and yeezy mentions")).toBeNull();
    expect(country("compare fans in japan and in the us")).toBeNull();
    expect(country("what do American fans like?")).toBe("US");
    expect(country("interests of uk-based followers")).toBe("GB");
    expect(country("日本人ユーザーの興味は？", "ja")).toBe("JP");
    expect(country("国内のファンの年齢は？", "ja")).toBe("JP");
    expect(country("何人いる？", "ja")).toBeNull();
  });

  it("reads the posts' language however it is typed", () => {
    const language = (q: string, lang: "en" | "ja" = "en") => readQuestionFilters(q, lang, END).language?.code ?? null;
    expect(language("what are the spanish-language posts saying")).toBe("es");
    expect(language("sentiment of posts in korean")).toBe("ko");
    expect(language("what do italian tweets say?")).toBe("it");
    expect(language("top posts in French")).toBe("fr");
    expect(language("英語で書かれた投稿の感情は？", "ja")).toBe("en");
    expect(language("韓国語のツイートは？", "ja")).toBe("ko");
    expect(language("what are the top posts?")).toBeNull();
    expect(readQuestionFilters("What do Japanese posts say?", "en", END).country).toBeNull();
  });

  it("reads nothing from a question that states no filter", () => {
    expect(readQuestionFilters("Who are the top accounts?", "en", END)).toEqual({
      country: null,
      dates: null,
      language: null,
    });
  });
});

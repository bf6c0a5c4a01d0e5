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
  ])("%s → %j", (question, expected) => {
    expect(days(question)).toEqual(expected);
  });

  it.each([
    "Where are they from?",
    "What are the top 5 hashtags?",
    "How many followers in 30 countries?",
    "May I ask?",
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
});

import { describe, expect, it } from "vitest";
import type { SectionName, SectionResult } from "../analysis/sections.ts";
import { placeholdersOf } from "../i18n/text-template.ts";
import { ungrounded } from "./answer-format.ts";
import { chunkText, planAnswer, writeAnswer } from "./answer-writer.ts";
import { ASSISTANT_TEXTS } from "./assistant-texts.ts";
import { createEventStreamReader, formatAssistantEvent, readAssistantData, STREAM_END_EVENT } from "./event-stream.ts";

const base = (count: number, unit: "accounts" | "posts" = "accounts") => ({
  unit,
  count,
  description: `${count} ${unit}`,
});
const author = { id: "a1", handle: "alice", name: "Alice", avatar_url: null, verified: false };
const post = (id: string, at: string, likes: number) => ({
  id,
  text: `post ${id}`,
  created_at: at,
  lang: "en",
  kind: "post" as const,
  author,
  like_count: likes,
  repost_count: 2,
  reply_count: 0,
  quote_count: 0,
  view_count: null,
  sentiment: null,
  sentiment_score: null,
  hashtags: [],
  url: `https://x.com/alice/status/${id}`,
});

const SECTIONS: Partial<Record<SectionName, SectionResult>> = {
  audience_size: { kind: "count", base: base(1234), value: 1234, label: "accounts in the audience" },
  countries: {
    kind: "distribution",
    base: base(1234),
    items: [
      { key: "US", label: "United States", count: 600, share: 0.5607 },
      { key: "JP", label: "Japan", count: 470, share: 0.4393 },
    ],
    unknown: { count: 164, share: 0.1329 },
  },
  age_groups: {
    kind: "distribution",
    base: base(1234),
    items: [{ key: "25-34", label: "25-34", count: 300, share: 0.6 }],
    unknown: { count: 0, share: 0 },
  },
  conversation_volume: {
    kind: "series",
    base: base(14, "posts"),
    interval: "day",
    series: [
      {
        key: "posts",
        label: "Posts",
        points: [
          ["2026-01-08T00:00:00Z", 2],
          ["2026-01-09T00:00:00Z", 9],
          ["2026-01-10T00:00:00Z", 3],
        ],
      },
    ],
    totals: { total: 14, peak: 9 },
  },
  posts: {
    kind: "posts",
    base: base(14, "posts"),
    items: [
      post("1", "2026-01-08T10:00:00Z", 50),
      post("2", "2026-01-09T11:00:00Z", 40),
      post("3", "2026-01-09T12:00:00Z", 70),
    ],
  },
  sentiment_analysis: {
    kind: "sentiment",
    base: base(14, "posts"),
    totals: { positive: 8, neutral: 4, negative: 2 },
    average_score: 0.2345,
    interval: "day",
    points: [
      { t: "2026-01-08T00:00:00Z", positive: 2, neutral: 0, negative: 0 },
      { t: "2026-01-09T00:00:00Z", positive: 5, neutral: 3, negative: 1 },
      { t: "2026-01-10T00:00:00Z", positive: 1, neutral: 1, negative: 1 },
    ],
  },
};

const answer = (question: string, card?: SectionName) => {
  const plan = planAnswer(question, "keyword", card);
  return writeAnswer(plan, SECTIONS, "keyword");
};

describe("the built-in analyst's answers", () => {
  it("writes a distribution from its shares, with the unknown part, in the question's language", () => {
    const en = answer("Which countries are they from?");
    expect(en.text).toBe(
      "Countries: United States 56.1%, Japan 43.9%. 164 of the 1,234 accounts are unknown (13.3%); the shares are of the rest.",
    );
    expect(en.sources).toEqual([{ kind: "section", section: "countries", title: "Countries" }]);
    const ja = answer("どこの国の人が多いですか？");
    expect(ja.text).toContain("国：United States 56.1%、Japan 43.9%。");
  });

  it("says which posts drove a peak, citing the posts and their authors", () => {
    const a = answer("Which posts drove the peak?");
    expect(a.text).toContain("The busiest day was 2026-01-09, with 9 posts.");
    expect(a.text).toContain("@alice on 2026-01-09: 70 likes, 2 reposts, @alice on 2026-01-09: 40 likes");
    expect(a.sources.filter((s) => s.kind === "post").map((s) => (s.kind === "post" ? s.id : ""))).toEqual(["3", "2"]);
    expect(a.sources).toContainEqual({ kind: "account", handle: "alice", url: "https://x.com/alice" });
  });

  it("states only numbers the cited sections hold", () => {
    const questions = [
      "What is this audience like?",
      "How has sentiment changed over time?",
      "How has the volume of posts changed?",
      "Which posts drove the peak?",
      "What are the top posts?",
      "How old are they?",
      "センチメントはどうですか？",
    ];
    for (const q of questions) {
      const a = answer(q);
      const cited = Object.fromEntries(
        a.sources.flatMap((s) => (s.kind === "section" ? [[s.section, SECTIONS[s.section]]] : [])),
      );
      expect({ q, missing: ungrounded(a.text, cited) }).toEqual({ q, missing: [] });
    }
  });

  it("explains a mood with the most liked negative and positive posts", () => {
    const posts = SECTIONS.posts as Extract<SectionResult, { kind: "posts" }>;
    const moods = ["negative", "positive", "negative"] as const;
    const items = posts.items.map((p, i) => ({ ...p, sentiment: moods[i] ?? null }));
    const sections = { ...SECTIONS, posts: { ...posts, items } };
    const a = writeAnswer(planAnswer("why is sentiment so negative?", "keyword"), sections, "keyword");
    expect(a.text).toContain("Sentiment of 14 posts: 8 positive, 4 neutral, 2 negative.");
    expect(a.text).toContain(
      "The most liked negative posts in Posts: @alice on 2026-01-09: 70 likes, 2 reposts, @alice on 2026-01-08: 50 likes, 2 reposts.",
    );
    expect(a.text).toContain("The most liked positive posts in Posts: @alice on 2026-01-09: 40 likes, 2 reposts.");
    expect(a.sources.filter((s) => s.kind === "post")).toHaveLength(3);
  });

  it("grounds a share as formatShare rounds it", () => {
    expect(ungrounded("Age 13 to 17: 7.3%", { label: "13-17", share: 0.0725 })).toEqual([]);
    expect(ungrounded("Age 13 to 17: 7.4%", { label: "13-17", share: 0.0725 })).toEqual(["7.4"]);
  });

  it("says plainly when the data cannot answer: no intent, a section the analysis lacks", () => {
    const none = answer("What is the weather tomorrow?");
    expect(none).toMatchObject({ answered: false, sources: [] });
    expect(none.text).toMatch(/^I cannot answer that from this analysis's data\./);
    expect(answer("What jobs do they have?").text).toBe(
      "This analysis has no Job titles data: it does not apply to this kind of analysis.",
    );
    expect(answer("Compare coffee and tea").text).toContain("name two keywords");
  });

  it("answers a question no rule reads but about the analysis with the overview, saying which cards it read", () => {
    const broad = answer("anything I should know about these folks?");
    expect(broad.answered).toBe(true);
    expect(broad.text).toMatch(
      /^I could not tell exactly what you asked, so here is the overview, read from the Audience size, Countries, Genders, Age groups, Interests cards\.\n\nAudience size: 1,234/,
    );
    expect(broad.sources).toContainEqual({ kind: "section", section: "countries", title: "Countries" });
    expect(answer("これについてのデータは？").text).toMatch(/^ご質問の内容を特定できなかったため/);
    expect(answer("Write me a poem about cats").answered).toBe(false);
  });

  it("describes the card a question was asked from", () => {
    expect(answer("What does this show?", "sentiment_analysis").text).toContain(
      "Sentiment of 14 posts: 8 positive, 4 neutral, 2 negative.",
    );
  });

  it("cuts an answer into chunks of a few words that add up to it", () => {
    const text = answer("What is this audience like?").text;
    const chunks = chunkText(text, "en");
    expect(chunks.join("")).toBe(text);
    expect(Math.max(...chunks.map((c) => c.trim().split(/\s+/).length))).toBeLessThanOrEqual(4);
    const ja = answer("どんなオーディエンスですか？").text;
    expect(chunkText(ja, "ja").join("")).toBe(ja);
  });
});

describe("the assistant's texts", () => {
  it("has every text in Japanese with the English placeholders, and no digit of its own", () => {
    const keys = Object.keys(ASSISTANT_TEXTS.en);
    expect(Object.keys(ASSISTANT_TEXTS.ja).sort()).toEqual([...keys].sort());
    for (const key of keys as (keyof typeof ASSISTANT_TEXTS.en)[]) {
      expect(placeholdersOf(ASSISTANT_TEXTS.ja[key])).toEqual(placeholdersOf(ASSISTANT_TEXTS.en[key]));
      // A text with words of its own is written in Japanese, not left in English.
      const words = ASSISTANT_TEXTS.ja[key].replace(/\{\{\w+\}\}/g, "");
      if (/[A-Za-z]{3}/.test(ASSISTANT_TEXTS.en[key].replace(/\{\{\w+\}\}/g, ""))) {
        expect({ key, ja: words }).toMatchObject({ ja: expect.stringMatching(/[぀-ヿ一-鿿]/) });
      }
      if (!key.startsWith("model"))
        expect({ key, digits: /\d/.test(ASSISTANT_TEXTS.en[key].replace(/\{\{\w+\}\}/g, "")) }).toEqual({
          key,
          digits: false,
        });
    }
  });
});

describe("the event stream", () => {
  it("reads events split anywhere, and the end", () => {
    const stream = formatAssistantEvent({ type: "chunk", text: "Hello\nworld" }) + STREAM_END_EVENT;
    const reader = createEventStreamReader();
    const data = [...stream].flatMap((c) => reader.push(c));
    expect(data.map(readAssistantData)).toEqual([{ type: "chunk", text: "Hello\nworld" }, "[END]"]);
    expect(createEventStreamReader().push(": comment\r\nevent: x\r\ndata: {}\r\n\r\n")).toEqual(["{}"]);
    expect(readAssistantData("{not json")).toBeNull();
  });
});

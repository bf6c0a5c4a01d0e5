import "../../../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { SectionResult } from "@xa/core";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/setup.ts";
import { SentimentView } from "./sentiment-view.tsx";

type SentimentSection = Extract<SectionResult, { kind: "sentiment" }>;

// More negative posts than positive ones, yet a mean score above zero (the positives score higher).
const MIXED: SentimentSection = {
  kind: "sentiment",
  base: { unit: "posts", count: 10, description: "posts" },
  totals: { positive: 2, neutral: 4, negative: 4 },
  average_score: 0.06,
  interval: "day",
  points: [],
};

describe("SentimentView", () => {
  beforeAll(() => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  });
  afterAll(() => vi.restoreAllMocks());
  afterEach(cleanup);

  const stats = (result: SentimentSection) => {
    render(
      <MantineProvider>
        <SentimentView result={result} />
      </MantineProvider>,
    );
    return within(screen.getByTestId("section-stats"));
  };

  it("shows the balance a reader expects and says what the mean score is of", async () => {
    await i18n.changeLanguage("en");
    const s = stats(MIXED);
    expect(s.getByText("Net: positive − negative")).toBeTruthy();
    expect(s.getByText("-20%")).toBeTruthy();
    expect(s.getByText("Mean score (−1 to +1) of 10 scored posts")).toBeTruthy();
    expect(s.getByText("+0.06")).toBeTruthy();
  });

  it("says one scored post in the singular, and counts in Japanese", async () => {
    await i18n.changeLanguage("en");
    expect(
      stats({ ...MIXED, totals: { positive: 1, neutral: 0, negative: 0 } }).getByText(
        "Mean score (−1 to +1) of 1 scored post",
      ),
    ).toBeTruthy();
    cleanup();
    await i18n.changeLanguage("ja");
    expect(stats(MIXED).getByText("感情のある投稿 10 件の平均スコア（−1〜+1）")).toBeTruthy();
    await i18n.changeLanguage("en");
  });
});

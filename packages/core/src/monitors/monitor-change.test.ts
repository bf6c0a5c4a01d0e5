import { describe, expect, it } from "vitest";
import { compareRuns, netSentiment } from "./monitor-change.ts";
import type { HeadlineFigures } from "./monitors-contract.ts";

const figures = (posts: number, positive = 0, negative = 0): HeadlineFigures => ({
  posts,
  authors: posts,
  engagements: 0,
  positive,
  neutral: posts - positive - negative,
  negative,
  net_sentiment: netSentiment(positive, negative, posts),
  top_hashtags: [],
});

describe("a monitor's run against the one before", () => {
  const both = { volume_threshold_pct: 50, sentiment_threshold: 20 };
  it.each<[string, HeadlineFigures | null, HeadlineFigures, (number | null)[], string[]]>([
    ["a first run compares nothing", null, figures(10), [null, null], []],
    ["posts up 50%: at the threshold", figures(10), figures(15), [50, 0], ["volume"]],
    ["posts up 40%: below", figures(10), figures(14), [40, 0], []],
    ["posts down 60%: a fall alerts too", figures(10), figures(4), [-60, 0], ["volume"]],
    ["posts where there were none", figures(0), figures(3), [null, null], ["volume"]],
    ["still no posts", figures(0), figures(0), [null, null], []],
    ["net sentiment from +10 to −20 points", figures(10, 3, 2), figures(10, 2, 4), [0, -30], ["sentiment"]],
    ["both beyond", figures(10, 5, 0), figures(20, 2, 10), [100, -90], ["volume", "sentiment"]],
  ])("%s", (_case, before, after, [volume, sentiment], metrics) => {
    const change = compareRuns(before, after, both);
    expect(change.volume_change_pct).toBe(volume);
    expect(change.sentiment_change).toBe(sentiment);
    expect(change.reasons.map((r) => r.metric)).toEqual(metrics);
  });

  it("leaves a metric without a threshold out", () => {
    const change = compareRuns(figures(10), figures(40, 40, 0), { volume_threshold_pct: null, sentiment_threshold: 5 });
    expect(change.reasons).toEqual([{ metric: "sentiment", before: 0, after: 100, change: 100, threshold: 5 }]);
  });
});

import type { AlertReason, HeadlineFigures } from "./monitors-contract.ts";

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Net sentiment in points: (positive − negative) ÷ posts × 100; null without posts. */
export function netSentiment(positive: number, negative: number, posts: number): number | null {
  return posts > 0 ? oneDecimal(((positive - negative) / posts) * 100) : null;
}

export type Thresholds = { volume_threshold_pct: number | null; sentiment_threshold: number | null };

/**
 * A run against the one before: the percent change of posts, the change of net sentiment in points,
 * and the metrics beyond their thresholds (either way: a fall alerts as a rise does). Posts coming
 * where there were none is beyond any volume threshold. A first run has nothing to compare.
 */
export function compareRuns(
  before: HeadlineFigures | null,
  after: HeadlineFigures,
  thresholds: Thresholds,
): { volume_change_pct: number | null; sentiment_change: number | null; reasons: AlertReason[] } {
  if (!before) return { volume_change_pct: null, sentiment_change: null, reasons: [] };
  const volume = before.posts > 0 ? oneDecimal(((after.posts - before.posts) / before.posts) * 100) : null;
  const sentiment =
    before.net_sentiment !== null && after.net_sentiment !== null
      ? oneDecimal(after.net_sentiment - before.net_sentiment)
      : null;
  const reasons: AlertReason[] = [];
  const vt = thresholds.volume_threshold_pct;
  if (vt !== null && (volume !== null ? Math.abs(volume) >= vt : before.posts === 0 && after.posts > 0)) {
    reasons.push({ metric: "volume", before: before.posts, after: after.posts, change: volume, threshold: vt });
  }
  const st = thresholds.sentiment_threshold;
  if (st !== null && sentiment !== null && Math.abs(sentiment) >= st) {
    reasons.push({
      metric: "sentiment",
      before: before.net_sentiment,
      after: after.net_sentiment,
      change: sentiment,
      threshold: st,
    });
  }
  return { volume_change_pct: volume, sentiment_change: sentiment, reasons };
}

import { formatBucket, formatChange, formatScore } from "./answer-format.ts";
import { available, type Sections, type Sentences, type Writer } from "./section-sentences.ts";

/*
 * Sentences about the sections over time (sentiment, volume, follower growth), from their numbers
 * only: which half of a range is busier or more negative is said in words, never as a new figure.
 */

export function sentimentTotals(w: Writer, sections: Sections): Sentences {
  const got = available(w, sections, "sentiment_analysis", "sentiment");
  if ("missing" in got) return got.missing;
  const s = got.section;
  const { positive, neutral, negative } = s.totals;
  const text = [w.t("sentimentTotals", { base: s.base.count, positive, neutral, negative })];
  const which = (["positive", "neutral", "negative"] as const).reduce((a, b) => (s.totals[b] > s.totals[a] ? b : a));
  text.push(w.t("sentimentMostly", { which: w.t(which) }));
  if (s.average_score !== null) text.push(w.t("sentimentAverage", { score: formatScore(s.average_score) }));
  return { text, sources: [w.source("sentiment_analysis")] };
}

/** Which half of a range has more: "later", "earlier", or "same" within a tenth. */
function halves(values: number[]): "later" | "earlier" | "same" {
  const mid = Math.floor(values.length / 2);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const early = sum(values.slice(0, mid));
  const late = sum(values.slice(values.length - mid));
  if (Math.abs(late - early) <= 0.1 * Math.max(early, late)) return "same";
  return late > early ? "later" : "earlier";
}

export function sentimentChange(w: Writer, sections: Sections): Sentences {
  const got = available(w, sections, "sentiment_analysis", "sentiment");
  if ("missing" in got) return got.missing;
  const s = got.section;
  const scored = s.points.filter((p) => p.positive + p.neutral + p.negative > 0);
  const first = scored[0];
  const last = scored[scored.length - 1];
  const text: string[] = [];
  if (first && last && first !== last) {
    text.push(
      w.t("sentimentEnds", {
        first: formatBucket(first.t, s.interval),
        p1: first.positive,
        n1: first.negative,
        last: formatBucket(last.t, s.interval),
        p2: last.positive,
        n2: last.negative,
      }),
    );
  }
  const most = (key: "negative" | "positive") =>
    scored.reduce<(typeof scored)[number] | null>((a, b) => (a === null || b[key] > a[key] ? b : a), null);
  const neg = most("negative");
  const pos = most("positive");
  if (neg && neg.negative > 0)
    text.push(w.t("mostNegative", { date: formatBucket(neg.t, s.interval), n: neg.negative }));
  if (pos && pos.positive > 0)
    text.push(w.t("mostPositive", { date: formatBucket(pos.t, s.interval), n: pos.positive }));
  // The negative part of each half, compared in words.
  const mid = Math.floor(scored.length / 2);
  const part = (points: typeof scored, key: "negative" | "positive") => {
    const all = points.reduce((a, p) => a + p.positive + p.neutral + p.negative, 0);
    return all > 0 ? points.reduce((a, p) => a + p[key], 0) / all : 0;
  };
  const early = scored.slice(0, mid);
  const late = scored.slice(scored.length - mid);
  if (mid > 0) {
    const negShift = part(late, "negative") - part(early, "negative");
    const posShift = part(late, "positive") - part(early, "positive");
    if (negShift > 0.05) text.push(w.t("moreNegativeLater"));
    else if (posShift > 0.05) text.push(w.t("morePositiveLater"));
    else text.push(w.t("sentimentSteady"));
  }
  return { text, sources: [w.source("sentiment_analysis")] };
}

/** The volume chart's points and its busiest bucket. */
export function volumePeak(sections: Sections) {
  const s = sections.conversation_volume;
  if (s?.kind !== "series") return null;
  const points = s.series[0]?.points ?? [];
  const peak = points.reduce<[string, number] | null>((a, p) => (a === null || p[1] > a[1] ? p : a), null);
  return peak && peak[1] > 0 ? { section: s, points, peak } : null;
}

export function volume(w: Writer, sections: Sections, withTrend: boolean): Sentences {
  const got = available(w, sections, "conversation_volume", "series");
  if ("missing" in got) return got.missing;
  const found = volumePeak(sections);
  const s = got.section;
  const points = s.series[0]?.points ?? [];
  const text: string[] = [];
  const first = points[0];
  const last = points[points.length - 1];
  if (s.totals?.total !== undefined && first && last) {
    text.push(
      w.t("volumeTotal", {
        total: s.totals.total,
        start: formatBucket(first[0], s.interval),
        end: formatBucket(last[0], s.interval),
      }),
    );
  }
  if (found) {
    text.push(
      w.t("volumePeak", { interval: w.t(s.interval), date: formatBucket(found.peak[0], s.interval), n: found.peak[1] }),
    );
  }
  if (withTrend && points.length >= 2) {
    const trend = halves(points.map(([, n]) => n));
    text.push(w.t(trend === "later" ? "busierLater" : trend === "earlier" ? "busierEarlier" : "volumeSteady"));
  }
  return { text, sources: [w.source("conversation_volume")] };
}

export function followerGrowth(w: Writer, sections: Sections): Sentences {
  const got = available(w, sections, "follower_growth", "series");
  if ("missing" in got) return got.missing;
  const totals = got.section.totals;
  if (totals?.start === undefined || totals.end === undefined || totals.change === undefined) {
    const text = [w.t("emptySection", { title: w.title("follower_growth"), base: got.section.base.description })];
    if (got.section.note) text.push(w.t("note", { note: got.section.note }));
    return { text, sources: [w.source("follower_growth")] };
  }
  return {
    text: [
      w.t("followerGrowth", {
        title: w.title("follower_growth"),
        start: totals.start,
        end: totals.end,
        change: formatChange(w.language, totals.change),
      }),
    ],
    sources: [w.source("follower_growth")],
  };
}

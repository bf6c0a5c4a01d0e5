import type { AccountSummary, PostSummary, SectionName, SectionResult } from "../analysis/sections.ts";
import type { Language } from "../auth/languages.ts";
import { formatBucket, formatChange, formatCount, formatScore, formatShare } from "./answer-format.ts";
import type { AnswerSource } from "./assistant-contract.ts";
import { type AssistantTextKey, assistantText, sectionTitle } from "./assistant-texts.ts";

/**
 * Sentences about one section, written from its numbers only. Every function here reads a section
 * result as the analysis engine computed it and formats what it finds; none computes a new figure
 * (a comparison between halves of a range is said in words, never as a number).
 */
export type Sentences = { text: string[]; sources: AnswerSource[] };
type Sections = Partial<Record<SectionName, SectionResult>>;

/** How many rows of a list an answer names. */
export const LIST_ROWS = 5;

export class Writer {
  constructor(readonly language: Language) {}
  t(key: AssistantTextKey, params: Record<string, string | number> = {}): string {
    return assistantText(this.language, key, params);
  }
  count = (n: number) => formatCount(this.language, n);
  join = (items: string[]) => items.join(this.t("listSeparator"));
  title = (name: SectionName) => sectionTitle(this.language, name);
  source = (name: SectionName): AnswerSource => ({ kind: "section", section: name, title: this.title(name) });
}

const handleOf = (a: Pick<AccountSummary, "handle" | "name" | "id">) => (a.handle ? `@${a.handle}` : (a.name ?? a.id));
const accountSource = (handle: string): AnswerSource => ({ kind: "account", handle, url: `https://x.com/${handle}` });
export const postSource = (p: PostSummary): AnswerSource => ({
  kind: "post",
  id: p.id,
  url: p.url,
  text: p.text.slice(0, 280),
});

/** The section, or a sentence saying it is missing or empty (then the caller says nothing more of it). */
export function available<K extends SectionResult["kind"]>(
  w: Writer,
  sections: Sections,
  name: SectionName,
  kind: K,
): { section: Extract<SectionResult, { kind: K }> } | { missing: Sentences } {
  const section = sections[name];
  if (!section || section.kind !== kind)
    return { missing: { text: [w.t("noSection", { title: w.title(name) })], sources: [] } };
  const empty =
    ("items" in section && section.items.length === 0) ||
    ("series" in section && section.series.every((s) => s.points.every(([, n]) => n === 0))) ||
    (section.kind === "sentiment" && section.base.count === 0) ||
    section.base.count === 0;
  if (empty) {
    const text = [w.t("emptySection", { title: w.title(name), base: section.base.description })];
    if (section.note) text.push(w.t("note", { note: section.note }));
    return { missing: { text, sources: [w.source(name)] } };
  }
  return { section: section as Extract<SectionResult, { kind: K }> };
}

const UNITS = { accounts: "unitAccounts", posts: "unitPosts", engagements: "unitEngagements" } as const;

export function distribution(w: Writer, sections: Sections, name: SectionName, rows = LIST_ROWS): Sentences {
  const got = available(w, sections, name, "distribution");
  if ("missing" in got) return got.missing;
  const s = got.section;
  const list = s.items.slice(0, rows).map((i) => w.t("shareItem", { label: i.label, share: formatShare(i.share) }));
  const text = [w.t("list", { title: w.title(name), list: w.join(list) })];
  if (s.unknown.count > 0) {
    text.push(
      w.t("unknownPart", {
        unknown: s.unknown.count,
        base: s.base.count,
        unit: w.t(UNITS[s.base.unit]),
        share: formatShare(s.unknown.share),
      }),
    );
  }
  return { text, sources: [w.source(name)] };
}

export function terms(w: Writer, sections: Sections, name: SectionName, rows = LIST_ROWS): Sentences {
  const got = available(w, sections, name, "terms");
  if ("missing" in got) return got.missing;
  const hashtags = name.includes("hashtags");
  const list = got.section.items.slice(0, rows).map((i) =>
    w.t("termItem", {
      term: hashtags && !i.term.startsWith("#") ? `#${i.term}` : i.term,
      count: i.count,
      share: formatShare(i.share),
    }),
  );
  return { text: [w.t("list", { title: w.title(name), list: w.join(list) })], sources: [w.source(name)] };
}

export function accounts(w: Writer, sections: Sections, name: SectionName, rows = LIST_ROWS): Sentences {
  const got = available(w, sections, name, "accounts");
  if ("missing" in got) return got.missing;
  const items = got.section.items.slice(0, rows);
  const list = items.map((a) =>
    a.score !== undefined && a.score_label
      ? w.t("accountScore", {
          who: handleOf(a),
          scoreLabel: a.score_label,
          score: Number.isInteger(a.score) ? a.score : formatScore(a.score),
        })
      : w.t("accountFollowers", { who: handleOf(a), followers: a.followers_count ?? 0 }),
  );
  const handles = items.flatMap((a) => (a.handle ? [accountSource(a.handle)] : []));
  return { text: [w.t("list", { title: w.title(name), list: w.join(list) })], sources: [w.source(name), ...handles] };
}

export function postItem(w: Writer, p: PostSummary): string {
  return w.t("postItem", {
    who: handleOf(p.author),
    date: p.created_at ? p.created_at.slice(0, 10) : "?",
    likes: p.like_count ?? 0,
    reposts: p.repost_count ?? 0,
  });
}

const byLikes = (a: PostSummary, b: PostSummary) => (b.like_count ?? 0) - (a.like_count ?? 0);

export function posts(w: Writer, sections: Sections, name: SectionName, rows = 3): Sentences {
  const got = available(w, sections, name, "posts");
  if ("missing" in got) return got.missing;
  const top = [...got.section.items].sort(byLikes).slice(0, rows);
  return {
    text: [w.t("mostLiked", { title: w.title(name), list: w.join(top.map((p) => postItem(w, p))) })],
    sources: [w.source(name), ...top.map(postSource)],
  };
}

export function count(w: Writer, sections: Sections, name: SectionName): Sentences {
  const got = available(w, sections, name, "count");
  if ("missing" in got) return got.missing;
  const s = got.section;
  return { text: [w.t("count", { title: w.title(name), value: s.value, label: s.label })], sources: [w.source(name)] };
}

export function profile(w: Writer, sections: Sections): Sentences {
  const s = sections.profile;
  if (s?.kind !== "profile") return { text: [w.t("noSection", { title: w.title("profile") })], sources: [] };
  const a = s.account;
  return {
    text: [
      w.t("profile", {
        who: handleOf(a),
        followers: a.followers_count ?? 0,
        following: a.following_count ?? 0,
        posts: a.post_count ?? 0,
      }),
    ],
    sources: [w.source("profile"), ...(a.handle ? [accountSource(a.handle)] : [])],
  };
}

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

export function shareOfVoice(w: Writer, sections: Sections): Sentences {
  const s = sections.share_of_voice;
  if (s?.kind !== "share_of_voice") {
    return { text: [w.t("noSection", { title: w.title("share_of_voice") }), w.t("sovHowTo")], sources: [] };
  }
  const got = available(w, sections, "share_of_voice", "share_of_voice");
  if ("missing" in got) return got.missing;
  const items = [...s.items].sort((a, b) => b.share - a.share);
  const list = items.map((i) =>
    w.t("sovItem", { keyword: i.keyword, share: formatShare(i.share), posts: i.posts, engagement: i.engagement }),
  );
  const text = [w.t("list", { title: w.title("share_of_voice"), list: w.join(list) })];
  const [lead, next] = items;
  if (lead && next && lead.share > next.share) text.push(w.t("sovLeader", { keyword: lead.keyword }));
  return { text, sources: [w.source("share_of_voice")] };
}

/** A section the answer has no intent-specific sentences for: described by its kind. */
export function anySection(w: Writer, sections: Sections, name: SectionName): Sentences {
  const s = sections[name];
  if (!s) return { text: [w.t("noSection", { title: w.title(name) })], sources: [] };
  switch (s.kind) {
    case "distribution":
      return distribution(w, sections, name);
    case "terms":
      return terms(w, sections, name);
    case "accounts":
      return accounts(w, sections, name);
    case "posts":
      return posts(w, sections, name);
    case "count":
      return count(w, sections, name);
    case "profile":
      return profile(w, sections);
    case "sentiment":
      return merge([sentimentTotals(w, sections), sentimentChange(w, sections)]);
    case "share_of_voice":
      return shareOfVoice(w, sections);
    case "series":
      return name === "follower_growth" ? followerGrowth(w, sections) : volume(w, sections, true);
  }
}

export function merge(parts: Sentences[]): Sentences {
  return { text: parts.flatMap((p) => p.text), sources: parts.flatMap((p) => p.sources) };
}

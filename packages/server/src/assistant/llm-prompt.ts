import { randomBytes } from "node:crypto";
import type { AnalyzeQueryResponse, Language, SectionName, SectionResult } from "@xa/core";
import { assistantText } from "@xa/core/assistant/assistant-texts";
import type { ChatMessage } from "./llm-client.ts";

/** The most characters of section data a prompt carries; longer lists are cut until it fits. */
export const MAX_CONTEXT_CHARS = 12_000;
const START_ROWS = 15;

/** A section with only what answers questions: labels, counts, shares, dates; no avatars, bios or ids. */
function compact(section: SectionResult, rows: number): unknown {
  const head = { base: `${section.base.count} ${section.base.unit}: ${section.base.description}`, note: section.note };
  switch (section.kind) {
    case "distribution":
      return {
        ...head,
        items: section.items.slice(0, rows).map((i) => [i.label, i.count, i.share]),
        unknown: section.unknown,
      };
    case "terms":
      return { ...head, items: section.items.slice(0, rows).map((i) => [i.term, i.count, i.share]) };
    case "accounts":
      return {
        ...head,
        items: section.items
          .slice(0, rows)
          .map((a) => ({ handle: a.handle, followers: a.followers_count, [a.score_label ?? "score"]: a.score })),
      };
    case "posts":
      return {
        ...head,
        items: section.items.slice(0, rows).map((p) => ({
          id: p.id,
          author: p.author.handle,
          at: p.created_at,
          likes: p.like_count,
          reposts: p.repost_count,
          replies: p.reply_count,
          sentiment: p.sentiment,
          text: p.text.slice(0, 200),
        })),
      };
    case "series":
      return {
        ...head,
        interval: section.interval,
        totals: section.totals,
        series: section.series.map((s) => ({ [s.label]: s.points.filter(([, n]) => n > 0).slice(-rows * 8) })),
      };
    case "sentiment":
      return {
        ...head,
        totals: section.totals,
        average_score: section.average_score,
        interval: section.interval,
        points: section.points
          .filter((p) => p.positive + p.neutral + p.negative > 0)
          .slice(-rows * 8)
          .map((p) => [p.t, p.positive, p.neutral, p.negative]),
      };
    case "share_of_voice":
      return {
        ...head,
        items: section.items.map(({ keyword, posts, engagement, share, positive_share, negative_share }) => ({
          keyword,
          posts,
          engagement,
          share,
          positive_share,
          negative_share,
        })),
      };
    case "count":
      return { ...head, value: section.value, label: section.label };
    case "profile": {
      const a = section.account;
      return {
        handle: a.handle,
        name: a.name,
        followers: a.followers_count,
        following: a.following_count,
        posts: a.post_count,
        bio: a.bio,
        location: a.location,
      };
    }
  }
}

/** The sections as compact JSON under MAX_CONTEXT_CHARS: lists shortened (15, 7, 3 rows…) until it fits. */
export function sectionContext(sections: Partial<Record<SectionName, SectionResult>>): string {
  let rows = START_ROWS;
  for (;;) {
    const json = JSON.stringify(
      Object.fromEntries(Object.entries(sections).map(([name, s]) => [name, s ? compact(s, rows) : null])),
    );
    if (json.length <= MAX_CONTEXT_CHARS || rows <= 1) return json.slice(0, MAX_CONTEXT_CHARS);
    rows = Math.floor(rows / 2);
  }
}

/** What the analysis is, in a line: its type, what it analyses, its range and country. */
export function describeAnalysis(result: AnalyzeQueryResponse): string {
  const r = result.resolved;
  const what = r.handle ? `@${r.handle}` : r.post_id ? `post ${r.post_id}` : JSON.stringify(r.query ?? "");
  return `${result.query_type} analysis of ${what}, ${r.start_date} to ${r.end_date}, ${r.country}`;
}

/**
 * The lines around quoted data. The sections hold text anyone on X wrote (posts, bios, names), so
 * they are fenced as data; the fence carries a nonce made per prompt, so no text inside can close it.
 */
export function untrustedFence(nonce: string): { open: string; close: string } {
  return { open: `<<<QUOTED_DATA ${nonce}`, close: `QUOTED_DATA ${nonce}>>>` };
}

/** The chat: instructions with the analysis and its sections' data, the conversation so far, then the question. */
export function chatMessages(input: {
  language: Language;
  result: AnalyzeQueryResponse;
  question: string;
  history: { question: string; response: string }[];
  /** the fence's nonce; random unless a test fixes it */
  nonce?: string;
}): ChatMessage[] {
  const t = (key: Parameters<typeof assistantText>[1], params?: Record<string, string>) =>
    assistantText(input.language, key, params);
  const fence = untrustedFence(input.nonce ?? randomBytes(12).toString("hex"));
  const system = [
    t("modelSystem"),
    t("modelAnalysis", { analysis: describeAnalysis(input.result) }),
    t("modelUntrusted", fence),
    t("modelSections"),
    [fence.open, sectionContext(input.result.sections), fence.close].join("\n"),
  ].join("\n\n");
  return [
    { role: "system", content: system },
    ...input.history.flatMap((turn): ChatMessage[] => [
      { role: "user", content: turn.question },
      { role: "assistant", content: turn.response },
    ]),
    { role: "user", content: input.question },
  ];
}

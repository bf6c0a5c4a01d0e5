import { sectionTitle } from "../analysis/section-titles.ts";
import type { AccountSummary, PostSummary, SectionName, SectionResult } from "../analysis/sections.ts";
import type { Language } from "../auth/languages.ts";
import { formatCount, formatScore, formatShare } from "./answer-format.ts";
import type { AnswerSource } from "./assistant-contract.ts";
import { type AssistantTextKey, assistantText } from "./assistant-texts.ts";

/**
 * Sentences about one section, written from its numbers only. Every function here reads a section
 * result as the analysis engine computed it and formats what it finds; none computes a new figure
 * (a comparison between halves of a range is said in words, never as a number).
 */
export type Sentences = { text: string[]; sources: AnswerSource[] };
export type Sections = Partial<Record<SectionName, SectionResult>>;

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
export function merge(parts: Sentences[]): Sentences {
  return { text: parts.flatMap((p) => p.text), sources: parts.flatMap((p) => p.sources) };
}

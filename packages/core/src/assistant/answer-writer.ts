import type { QueryType, SectionName, SectionResult } from "../analysis/sections.ts";
import type { Language } from "../auth/languages.ts";
import { formatShare } from "./answer-format.ts";
import type { AnswerSource } from "./assistant-contract.ts";
import {
  asksAboutAnalysis,
  asksAboutThis,
  comparedTerms,
  type Intent,
  matchIntents,
  postsSectionOf,
  questionLanguage,
  sectionsFor,
} from "./question-intents.ts";
import {
  accounts,
  count,
  distribution,
  merge,
  postItem,
  postSource,
  posts,
  profile,
  type Sentences,
  shareOfVoice,
  terms,
  Writer,
} from "./section-sentences.ts";
import { followerGrowth, sentimentChange, sentimentTotals, volume, volumePeak } from "./time-sentences.ts";

/** What to answer: the question's language, what it asks, and the sections that answer it. */
export type AnswerPlan = {
  language: Language;
  /** what the question asks; a card question with no intent of its own asks about its card */
  intents: Intent[];
  /** the card the question is about when it asks about the card itself */
  card: SectionName | null;
  sections: SectionName[];
  /** two keywords to compare (share of voice), when the question names them */
  compare: [string, string] | null;
  /** no rule read the question, but it is about the analysis: answered with the overview */
  broad: boolean;
};

// A "why" asked from a card is about what that card shows.
const WHY_ON_CARD: Partial<Record<SectionName, Intent>> = {
  follower_growth: "follower_drivers",
  sentiment_analysis: "sentiment_drivers",
};
const GENERIC_WHY: readonly Intent[] = ["peak_drivers", "peak", "volume", "sentiment_change", "overview"];

/** Plans the answer to a question about an analysis of `type` (asked from `card`, if from one). */
export function planAnswer(question: string, type: QueryType, card?: SectionName): AnswerPlan {
  const language = questionLanguage(question);
  let intents = matchIntents(question);
  // A card's question that names nothing else ("what does this show?", "why is this going up?") is
  // about the card first; what else it names is answered after.
  const aboutCard = card !== undefined && (intents.length === 0 || asksAboutThis(question));
  if (aboutCard && card) {
    const why = WHY_ON_CARD[card];
    const generic = intents.filter((i) => GENERIC_WHY.includes(i));
    intents = intents.filter((i) => !GENERIC_WHY.includes(i));
    if (why && generic.some((i) => i !== "overview")) intents = [why, ...intents];
  }
  const broad = !aboutCard && intents.length === 0 && asksAboutAnalysis(question);
  if (broad) intents = ["overview"];
  const compare = intents.includes("share_of_voice") ? comparedTerms(question) : null;
  const sections = [
    ...new Set([...(aboutCard && card ? [card] : []), ...intents.flatMap((intent) => sectionsFor(intent, type))]),
  ];
  return { language, intents, card: aboutCard ? (card ?? null) : null, sections, compare, broad };
}

/** An answer: its text (paragraphs between blank lines) and what it rests on. */
export type WrittenAnswer = { text: string; sources: AnswerSource[]; answered: boolean };

type Sections = Partial<Record<SectionName, SectionResult>>;

function peakDrivers(w: Writer, sections: Sections, type: QueryType): Sentences {
  const head = volume(w, sections, false);
  const found = volumePeak(sections);
  if (!found) return head;
  const names = sectionsFor("peak_drivers", type).filter((name) => name !== "conversation_volume");
  const lists = names.flatMap((name) => {
    const s = sections[name];
    return s?.kind === "posts" ? [{ name, items: s.items }] : [];
  });
  if (lists.length === 0) return merge([head, posts(w, sections, postsSectionOf(type))]);
  const interval = found.section.interval;
  const start = Date.parse(found.peak[0]);
  const span = interval === "hour" ? 3_600_000 : interval === "day" ? 86_400_000 : 7 * 86_400_000;
  const seen = new Set<string>();
  const inPeak = lists
    .flatMap((list) => list.items)
    .filter((p) => {
      const at = p.created_at ? Date.parse(p.created_at) : Number.NaN;
      if (seen.has(p.id) || !(at >= start && at < start + span)) return false;
      seen.add(p.id);
      return true;
    })
    .sort((a, b) => (b.like_count ?? 0) - (a.like_count ?? 0))
    .slice(0, 3);
  const listed = lists.map((list) => w.source(list.name));
  if (inPeak.length === 0) {
    const title = w.title(postsSectionOf(type));
    return merge([head, { text: [w.t("peakNoPosts", { title, interval: w.t(interval) })], sources: listed }]);
  }
  const authors = [...new Set(inPeak.flatMap((p) => (p.author.handle ? [p.author.handle] : [])))];
  return merge([
    head,
    {
      text: [
        w.t("peakPosts", { interval: w.t(interval), list: w.join(inPeak.map((p) => postItem(w, p))) }),
        ...(authors.length > 0 ? [w.t("peakAccounts", { list: w.join(authors.map((h) => `@${h}`)) })] : []),
      ],
      sources: [
        ...listed,
        ...inPeak.map(postSource),
        ...authors.map((h): AnswerSource => ({ kind: "account", handle: h, url: `https://x.com/${h}` })),
      ],
    },
  ]);
}

function targeting(w: Writer, sections: Sections): Sentences {
  const lines: string[] = [];
  const sources: AnswerSource[] = [];
  const shares = (name: SectionName, rows: number) => {
    const s = sections[name];
    if (s?.kind !== "distribution" || s.items.length === 0) return null;
    sources.push(w.source(name));
    return w.join(s.items.slice(0, rows).map((i) => w.t("shareItem", { label: i.label, share: formatShare(i.share) })));
  };
  const interests = shares("interests_of_this_audience", 3);
  if (interests) lines.push(w.t("targetInterests", { list: interests }));
  const topics = sections.topics;
  if (topics?.kind === "terms" && topics.items.length > 0) {
    sources.push(w.source("topics"));
    lines.push(w.t("targetTopics", { list: w.join(topics.items.slice(0, 3).map((i) => i.term)) }));
  }
  const countries = shares("countries", 3);
  if (countries) lines.push(w.t("targetCountries", { list: countries }));
  const languages = shares("languages", 2);
  if (languages) lines.push(w.t("targetLanguages", { list: languages }));
  const top = sections.top_accounts;
  if (top?.kind === "accounts" && top.items.length > 0) {
    const handles = top.items.slice(0, 3).flatMap((a) => (a.handle ? [a.handle] : []));
    sources.push(
      w.source("top_accounts"),
      ...handles.map((h): AnswerSource => ({ kind: "account", handle: h, url: `https://x.com/${h}` })),
    );
    lines.push(w.t("targetAccounts", { list: w.join(handles.map((h) => `@${h}`)) }));
  }
  const tags = sections.most_interacted_hashtags;
  if (tags?.kind === "terms" && tags.items.length > 0) {
    sources.push(w.source("most_interacted_hashtags"));
    const list = tags.items.slice(0, 3).map((i) => (i.term.startsWith("#") ? i.term : `#${i.term}`));
    lines.push(w.t("targetHashtags", { list: w.join(list) }));
  }
  if (lines.length === 0) return { text: [w.t("targetingNothing")], sources: [] };
  return { text: [`${w.t("targetingIntro")}\n${lines.join("\n")}`], sources };
}

function overview(w: Writer, sections: Sections, type: QueryType): Sentences {
  return merge(
    sectionsFor("overview", type).map((name) =>
      sections[name]?.kind === "distribution" ? distribution(w, sections, name, 3) : anySection(w, sections, name),
    ),
  );
}

/** Each of the intent's sections, said as its kind of card says it. */
const eachSection = (w: Writer, sections: Sections, intent: Intent, type: QueryType) =>
  merge(sectionsFor(intent, type).map((name) => anySection(w, sections, name)));

function answerIntent(w: Writer, intent: Intent, sections: Sections, type: QueryType): Sentences {
  switch (intent) {
    case "peak_drivers":
      return peakDrivers(w, sections, type);
    case "sentiment_change":
      return merge([sentimentChange(w, sections), ...rest(w, sections, intent, type, "sentiment_analysis")]);
    case "sentiment":
      return merge([sentimentTotals(w, sections), ...rest(w, sections, intent, type, "sentiment_analysis")]);
    case "share_of_voice":
      return shareOfVoice(w, sections);
    case "targeting":
      return targeting(w, sections);
    case "peak":
      return volume(w, sections, false);
    case "volume":
      return volume(w, sections, true);
    case "follower_growth":
      return type === "handle" ? followerGrowth(w, sections) : volume(w, sections, true);
    case "demographics":
      return merge([distribution(w, sections, "genders"), distribution(w, sections, "age_groups")]);
    case "overview":
      return overview(w, sections, type);
    case "sentiment_drivers":
      return merge([
        sentimentTotals(w, sections),
        sentimentChange(w, sections),
        likedBySentiment(w, sections, sectionsFor(intent, type)[1] as SectionName),
        ...rest(w, sections, intent, type, "sentiment_analysis").slice(1),
      ]);
    default:
      return eachSection(w, sections, intent, type);
  }
}

/** What explains a mood: the most liked negative and positive posts of the posts section (else its top posts). */
function likedBySentiment(w: Writer, sections: Sections, name: SectionName): Sentences {
  const s = sections[name];
  if (s?.kind !== "posts") return posts(w, sections, name);
  const liked = (which: "negative" | "positive") =>
    s.items
      .filter((p) => p.sentiment === which)
      .sort((a, b) => (b.like_count ?? 0) - (a.like_count ?? 0))
      .slice(0, 3);
  const negative = liked("negative");
  const positive = liked("positive");
  if (negative.length + positive.length === 0) return posts(w, sections, name);
  const title = w.title(name);
  const list = (ps: typeof negative) => w.join(ps.map((p) => postItem(w, p)));
  return {
    text: [
      ...(negative.length > 0 ? [w.t("likedNegative", { title, list: list(negative) })] : []),
      ...(positive.length > 0 ? [w.t("likedPositive", { title, list: list(positive) })] : []),
    ],
    sources: [w.source(name), ...negative.map(postSource), ...positive.map(postSource)],
  };
}

/** The intent's sections other than `first`, each said as its card says it. */
const rest = (w: Writer, sections: Sections, intent: Intent, type: QueryType, first: SectionName) =>
  sectionsFor(intent, type)
    .filter((name) => name !== first)
    .map((name) => anySection(w, sections, name));

function anySection(w: Writer, sections: Sections, name: SectionName): Sentences {
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

/** Sources once each, in the order first cited. */
function uniqueSources(sources: AnswerSource[]): AnswerSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key =
      s.kind === "section" ? `s:${s.section}` : s.kind === "post" ? `p:${s.id}` : `a:${s.handle.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The built-in analyst's answer: for each intent of the plan, sentences written from the sections
 * the engine computed (a missing or empty section is said to be so); a question with no intent gets
 * what the analyst can answer instead.
 */
export function writeAnswer(plan: AnswerPlan, sections: Sections, type: QueryType): WrittenAnswer {
  const w = new Writer(plan.language);
  const card = plan.card ? [anySection(w, sections, plan.card)] : [];
  if (plan.intents.length === 0 && card.length === 0) {
    return {
      text: [w.t("cannotAnswer"), w.t("canAnswer")].join(w.t("sentenceSeparator")),
      sources: [],
      answered: false,
    };
  }
  // A question no rule read says first which cards its overview comes from.
  const broad = plan.broad
    ? [{ text: [w.t("broadOverview", { titles: w.join(plan.sections.map((name) => w.title(name))) })], sources: [] }]
    : [];
  const parts = [...broad, ...card, ...plan.intents.map((intent) => answerIntent(w, intent, sections, type))];
  return {
    text: parts.map((p) => p.text.join(w.t("sentenceSeparator"))).join("\n\n"),
    sources: uniqueSources(parts.flatMap((p) => p.sources)),
    answered: true,
  };
}

/** An answer's text in pieces of a few words (a few characters in Japanese), as the stream sends them. */
export function chunkText(text: string, language: Language): string[] {
  if (language === "ja") {
    const pieces = text.match(/[^、。：\n]{1,14}[、。：\n]?|[、。：\n]/g) ?? [];
    return pieces.filter((p) => p.length > 0);
  }
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += 4) chunks.push(words.slice(i, i + 4).join(""));
  return chunks;
}

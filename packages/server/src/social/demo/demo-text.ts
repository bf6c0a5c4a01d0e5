import { GAZETTEER_CITIES } from "@xa/core/social/gazetteer";
import { chatterFrame, everydayWord, phraseFrame } from "./demo-chatter.ts";
import { FEELINGS } from "./demo-content.ts";
import {
  CHATTER,
  CHATTER_HASHTAGS,
  DEBATE_FRAMES,
  EMOJI,
  FILLERS,
  REPLY_OPENERS,
  TOPIC_FRAMES,
} from "./demo-phrases.ts";
import type { DemoTopic, Lang } from "./demo-topics.ts";
import type { Prng } from "./prng.ts";
import { zipfPick } from "./zipf-pick.ts";

/** What a post is about: a topic, with the author's side when it is a debate; null is everyday chatter. */
export type Subject = { topic: DemoTopic; side: 0 | 1 | null } | null;

export type PostKindToWrite = "post" | "reply" | "quote";

/**
 * The text of a post, reply or quote in `lang`: one of many frames filled with the subject's words
 * and everyday words, sometimes with chatter, a typo, emoji, hashtags (a heavy-tailed count) and a
 * mention of one of the subject's notable accounts. `tags: false` leaves hashtags to the caller.
 */
export function composePost(
  rng: Prng,
  lang: Lang,
  subject: Subject,
  kind: PostKindToWrite = "post",
  tags = true,
): string {
  let text: string;
  if (kind !== "post" && (subject === null || rng.chance(0.45))) {
    text = zipfPick(rng, REPLY_OPENERS[lang], 0.5);
    if (subject && rng.chance(0.6)) text += `${joiner(lang, text)}${sentence(rng, lang, subject)}`;
    else if (rng.chance(0.4)) text += `${joiner(lang, text)}${sentence(rng, lang, null)}`;
  } else {
    text = sentence(rng, lang, subject);
    // Longer posts: another thought of the topic, or everyday chatter beside it.
    for (let more = 0; more < 3 && rng.chance(more === 0 ? 0.55 : 0.35); more++)
      text += `${joiner(lang, text)}${sentence(rng, lang, rng.chance(0.5) ? subject : null)}`;
  }
  if (lang === "en") text = withTypo(rng, text.replace(/\b([Aa]) (?=[aeiou])/g, "$1n "));
  if (rng.chance(0.2)) text += ` ${rng.pick(EMOJI)}${rng.chance(0.3) ? rng.pick(EMOJI) : ""}`;
  if (lang === "ja" && rng.chance(0.08)) text += rng.pick(["w", "ww", "笑", "（笑）"]);
  if (lang === "en" && rng.chance(0.5)) text = text.charAt(0).toUpperCase() + text.slice(1);
  if (subject && rng.chance(0.15)) {
    const notables = subject.topic.notables.filter((n) => n.lang === lang && (n.side ?? subject.side) === subject.side);
    if (notables.length > 0) {
      const handle = `@${zipfPick(rng, notables).handle}`;
      text = lang === "ja" ? `${text} ${handle} さん` : rng.chance(0.5) ? `${text} cc ${handle}` : `${handle} ${text}`;
    }
  }
  if (tags) {
    const hashtags = drawHashtags(rng, lang, subject, kind);
    if (hashtags.length > 0) text += ` ${hashtags.map((t) => `#${t}`).join(" ")}`;
  }
  return text.replace(/\s+/g, " ").trim();
}

/** What goes between two sentences: none after a sentence's own mark or an emoji. */
function joiner(lang: Lang, text: string): string {
  if (/[.!?。！？…\p{Extended_Pictographic}]\s*$/u.test(text)) return " ";
  return lang === "ja" ? "。" : ". ";
}

/** One sentence about the subject, or a line of chatter when there is none. */
function sentence(rng: Prng, lang: Lang, subject: Subject): string {
  if (subject === null) return fill(rng, lang, null, chatter(rng, lang));
  const frames = subject.side !== null && rng.chance(0.7) ? DEBATE_FRAMES[lang] : TOPIC_FRAMES[lang];
  return fill(rng, lang, subject, rng.pick(frames) + phraseFrame(rng, lang));
}

/** Hashtags for a post: about a third of posts have some, a few have many. */
function drawHashtags(rng: Prng, lang: Lang, subject: Subject, kind: PostKindToWrite): string[] {
  const chance = subject === null ? 0.12 : kind === "post" ? 0.5 : 0.15;
  if (!rng.chance(chance)) return [];
  const count = Math.min(10, Math.floor(rng.pareto(1)));
  const tags = new Set<string>();
  for (let i = 0; i < count * 2 && tags.size < count; i++) {
    const side = subject?.side != null ? subject.topic.sides?.[subject.side] : undefined;
    const list =
      subject === null || rng.chance(0.08)
        ? CHATTER_HASHTAGS[lang]
        : side && rng.chance(0.75)
          ? side.hashtags[lang]
          : subject.topic.hashtags[lang];
    if (list.length > 0) tags.add(zipfPick(rng, list));
  }
  return [...tags];
}

const SLOT = /\{(\w+)\}/g;

// Cities English posts name, largest first: of the countries most English posts come from, then the world's.
const CITIES = GAZETTEER_CITIES.split("\n")
  .map((line) => line.split("|"))
  .sort((a, b) => Number(/^(US|GB|CA|AU|IE|NZ)$/.test(b[1] ?? "")) - Number(/^(US|GB|CA|AU|IE|NZ)$/.test(a[1] ?? "")))
  .map(([name]) => name ?? "")
  .filter((name) => /^[A-Za-z .'-]+$/.test(name));

/** The frame with its slots filled: topic words for {t} and {t2}, everyday words for the rest. */
function fill(rng: Prng, lang: Lang, subject: Subject, frame: string): string {
  return frame.replace(SLOT, (_, slot: string) => {
    switch (slot) {
      case "t":
      case "t2":
        return subject ? topicTerm(rng, lang, subject) : "";
      case "feel": {
        const mood = rng.next();
        const feelings = FEELINGS[lang];
        return rng.pick(mood < 0.5 ? feelings.positive : mood < 0.8 ? feelings.neutral : feelings.negative);
      }
      case "c":
        return fill(rng, lang, null, chatter(rng, lang));
      case "e":
        return rng.chance(0.6) ? rng.pick(EMOJI) : "";
      case "n":
        return String(rng.int(2, 30));
      case "place":
        return lang === "en" && rng.chance(0.7) ? zipfPick(rng, CITIES) : zipfPick(rng, FILLERS[lang].place);
      default:
        return (
          everydayWord(rng, lang, slot) ?? zipfPick(rng, FILLERS[lang][slot as keyof (typeof FILLERS)["en"]] ?? [""])
        );
    }
  });
}

/** A line of everyday chatter's frame: composed from parts most of the time, now and then a set phrase. */
function chatter(rng: Prng, lang: Lang): string {
  return rng.chance(COMPOSED_CHATTER) ? chatterFrame(rng, lang) : zipfPick(rng, CHATTER[lang], 0.3);
}

const COMPOSED_CHATTER = 0.95;

/** A word of the topic; in a debate, of the author's side more often than of both. */
function topicTerm(rng: Prng, lang: Lang, { topic, side }: NonNullable<Subject>): string {
  const own = side !== null ? topic.sides?.[side]?.terms[lang] : undefined;
  const list = own && own.length > 0 && rng.chance(0.6) ? own : topic.terms[lang];
  return list.length > 0 ? zipfPick(rng, list) : "";
}

/** Now and then one word misspelt as people do: two letters swapped, one dropped or doubled. */
function withTypo(rng: Prng, text: string): string {
  if (!rng.chance(0.25)) return text;
  const words = [...text.matchAll(/\b[a-z]{4,}\b/g)];
  if (words.length === 0) return text;
  const word = rng.pick(words);
  const w = word[0];
  const i = rng.int(1, w.length - 2);
  const roll = rng.next();
  const typo =
    roll < 0.4
      ? w.slice(0, i) + (w[i + 1] ?? "") + (w[i] ?? "") + w.slice(i + 2)
      : roll < 0.7
        ? w.slice(0, i) + w.slice(i + 1)
        : w.slice(0, i) + (w[i] ?? "") + w.slice(i);
  return text.slice(0, word.index) + typo + text.slice((word.index ?? 0) + w.length);
}

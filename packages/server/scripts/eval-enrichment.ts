/**
 * How right the enrichment is, on the project's own hand-labelled development sets in
 * packages/text/src/eval/sets/ (source and licence in SOURCE.md there). Each set is one JSONL
 * file; the start of its name says its kind and so its scorer (profiles*.jsonl: country, gender and
 * organisation of accounts; posts*.jsonl: sentiment and language of posts, with VADER beside the
 * product on English sets). A set of a kind without a scorer is listed as not scored. Prints the
 * scores per set against their targets with confusion matrices, and writes
 * bench-results/eval-enrichment-<date>.json. Usage: npm run eval:enrichment [-- --set profiles] [--misses]
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { labelledPostSchema, type SentimentBaseline, scorePosts } from "@xa/text/eval/post-set";
import { labelledProfileSchema, scoreProfiles } from "@xa/text/eval/profile-set";
import type { Confusion } from "@xa/text/eval/score";
import { parseArgs } from "../src/cli/args.ts";
import { postAnalysers } from "../src/social/post-analysers.ts";
import { writeBenchResults } from "./bench-results.ts";

const SETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../text/src/eval/sets");

/** A measure of a set and the bound it must hold: at least min, or at most max (a share of errors). */
type Measure = { name: string; value: number | null; min?: number; max?: number; detail: string };
type SetReport = {
  set: string;
  rows: number;
  measures: Measure[];
  matrices: Record<string, Confusion>;
  /** Wrong or missing answers, "<measure> <row>: <truth> → <guess>", printed with --misses. */
  misses: string[];
};
type Scorer = (set: string, lines: unknown[]) => SetReport;

const fmt = (x: number | null) => (x === null ? "  -  " : x.toFixed(3));

type Vader = { SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } } };
let vaderModule: Vader | null = null;
/** VADER on the raw text, with its standard ±0.05 thresholds: the baseline of English sets. */
const vader: SentimentBaseline = (text) => {
  // Loaded on first use, by require: the package ships CommonJS without types.
  vaderModule ??= createRequire(import.meta.url)("vader-sentiment") as Vader;
  const { compound } = vaderModule.SentimentIntensityAnalyzer.polarity_scores(text);
  return compound >= 0.05 ? "positive" : compound <= -0.05 ? "negative" : "neutral";
};

/** Scorers by the kind a set's file name starts with. */
const SCORERS: Record<string, Scorer> = {
  profiles: (set, lines) => {
    const rows = lines.map((line) => labelledProfileSchema.parse(line));
    const s = scoreProfiles(rows);
    const of = (n: number, d: number) => `${n} of ${d}`;
    return {
      set,
      rows: s.profiles,
      measures: [
        {
          name: "country precision",
          value: s.country.precision,
          min: 0.975,
          detail: of(s.country.correct, s.country.guesses),
        },
        {
          name: "country coverage",
          value: s.country.coverage,
          min: 0.82,
          detail: `${of(s.country.guesses, s.country.rows)} guessed; ${s.country.answerable} name a country`,
        },
        { name: "gender precision", value: s.gender.precision, detail: of(s.gender.correct, s.gender.guesses) },
        {
          name: "gender coverage",
          value: s.gender.coverage,
          detail: `of ${s.gender.answerable} people whose gender is clear`,
        },
        {
          name: "organisation precision",
          value: s.organization.precision,
          min: 0.85,
          detail: of(s.organization.truePositives, s.organization.detected),
        },
        {
          name: "organisation recall",
          value: s.organization.recall,
          min: 0.3,
          detail: of(s.organization.truePositives, s.organization.positives),
        },
      ],
      matrices: { country: s.country.confusion, gender: s.gender.confusion, accountType: s.organization.confusion },
      misses: s.misses.map((m) => `${m.measure} @${m.handle}: ${m.truth} → ${m.guess ?? "(none)"}`),
    };
  },
  posts: (set, lines) => {
    const rows = lines.map((line) => labelledPostSchema.parse(line));
    const english = set.startsWith("posts-en");
    const s = scorePosts(rows, postAnalysers, english ? vader : undefined);
    const measures: Measure[] = [
      {
        name: "sentiment accuracy",
        value: s.sentiment.accuracy,
        min: english ? 0.76 : set.startsWith("posts-ja") ? 0.55 : undefined,
        detail: `${s.sentiment.correct} of ${s.sentiment.rows}; no sentiment counts as wrong`,
      },
      { name: "sentiment macro-F1", value: s.sentiment.macroF1, detail: "mean of the three classes' F1" },
    ];
    if (s.baseline)
      measures.push(
        { name: "VADER accuracy", value: s.baseline.accuracy, detail: `${s.baseline.correct} of ${s.baseline.rows}` },
        { name: "VADER macro-F1", value: s.baseline.macroF1, detail: "the baseline, on the raw text" },
      );
    if (s.language.rows > 0)
      measures.push({
        name: "English misdetected",
        value: s.language.share,
        max: 0.005,
        detail: `${s.language.misdetected} of ${s.language.rows} English posts of ≥3 words misdetected`,
      });
    if (s.clearPolar.rows > 0)
      measures.push({
        name: "clear polar as neutral",
        value: s.clearPolar.share,
        max: 0.5,
        detail: `${s.clearPolar.calledNeutral} of ${s.clearPolar.rows} clearly polar posts called neutral or none`,
      });
    const oneLine = (text: string) => text.replace(/\s+/g, " ");
    return {
      set,
      rows: s.posts,
      measures,
      matrices: {
        sentiment: s.sentiment.confusion,
        ...(s.baseline ? { "VADER sentiment": s.baseline.confusion } : {}),
        ...(s.language.rows > 0 ? { "language of English posts": s.language.confusion } : {}),
      },
      misses: s.misses.map(
        (m) =>
          `${m.measure === "language" ? "language " : ""}${m.id}: ${m.truth} → ${m.guess ?? "(none)"}  ${oneLine(m.text)}`,
      ),
    };
  },
};

/** Prints a confusion matrix (truth down, guess across), the most frequent classes and "other". */
function printMatrix(title: string, matrix: Confusion, most = 10): void {
  const totals = new Map<string, number>();
  for (const [truth, row] of Object.entries(matrix))
    for (const [guess, n] of Object.entries(row)) {
      totals.set(truth, (totals.get(truth) ?? 0) + n);
      totals.set(guess, (totals.get(guess) ?? 0) + n);
    }
  const ranked = [...totals].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  const shown = new Set(ranked.slice(0, most));
  const bucket = (name: string) => (shown.has(name) ? name : "other");
  const classes = [...ranked.slice(0, most), ...(ranked.length > most ? ["other"] : [])];
  const cells = new Map<string, number>();
  for (const [truth, row] of Object.entries(matrix))
    for (const [guess, n] of Object.entries(row)) {
      const key = `${bucket(truth)}|${bucket(guess)}`;
      cells.set(key, (cells.get(key) ?? 0) + n);
    }
  const width = Math.max(7, ...classes.map((c) => c.length + 1));
  console.log(`\n  ${title} (truth down, guess across)`);
  console.log(`  ${"".padEnd(width)}${classes.map((c) => c.padStart(width)).join("")}`);
  for (const truth of classes) {
    if (!classes.some((guess) => cells.get(`${truth}|${guess}`))) continue;
    const row = classes.map((guess) => String(cells.get(`${truth}|${guess}`) ?? "").padStart(width)).join("");
    console.log(`  ${truth.padEnd(width)}${row}`);
  }
}

const { options } = parseArgs(process.argv.slice(2));
const only = options.set?.split(",");
const files = fs
  .readdirSync(SETS_DIR)
  .filter((f) => f.endsWith(".jsonl"))
  .sort();
const reports: SetReport[] = [];
const unscored: string[] = [];
for (const file of files) {
  const set = file.replace(/\.jsonl$/, "");
  if (only && !only.includes(set)) continue;
  const kind = Object.keys(SCORERS).find((k) => set === k || set.startsWith(`${k}-`));
  if (!kind) {
    unscored.push(set);
    continue;
  }
  const text = fs.readFileSync(path.join(SETS_DIR, file), "utf8");
  const lines = text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as unknown);
  reports.push(SCORERS[kind]?.(set, lines) as SetReport);
}

let failed = 0;
for (const report of reports) {
  console.log(`\n${report.set} (${report.rows} rows)`);
  console.log(`  ${"measure".padEnd(24)} ${"value".padStart(6)} ${"target".padStart(7)}  detail`);
  for (const m of report.measures) {
    const ok =
      (m.min === undefined || (m.value !== null && m.value >= m.min)) &&
      (m.max === undefined || (m.value !== null && m.value <= m.max));
    if (!ok) failed++;
    const target = m.min !== undefined ? `≥${m.min}` : m.max !== undefined ? `≤${m.max}` : "";
    console.log(
      `  ${m.name.padEnd(24)} ${fmt(m.value).padStart(6)} ${target.padStart(7)}  ${ok ? "" : "BELOW  "}${m.detail}`,
    );
  }
  for (const [name, matrix] of Object.entries(report.matrices)) printMatrix(name, matrix);
  if (options.misses) for (const miss of report.misses) console.log(`  ${miss}`);
}
if (unscored.length) console.log(`\nNot scored (no scorer for their kind): ${unscored.join(", ")}`);
console.log(`\n${failed === 0 ? "All targets held." : `${failed} measure(s) below target.`}`);
writeBenchResults("eval-enrichment", { sets: reports, unscored });

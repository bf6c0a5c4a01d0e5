import { readFileSync } from "node:fs";
import { QUERY_TYPES, SECTION_NAMES } from "@xa/core";
import { sectionsForQueryType } from "@xa/core/analysis/section-steps";
import { planAnswer } from "@xa/core/assistant/answer-writer";
import { readQuestionFilters } from "@xa/text/brief/question-filters";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { narrowForQuestion } from "../question-narrowing.ts";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * One tuning question: the held-out set's shape (HELD-OUT.md), plus the card it is asked from when
 * it is, and "unrelated" questions the assistant must not answer from the analysis.
 */
const tuningQuestion = z.strictObject({
  id: z.string().regex(/^t\d{3}$/),
  lang: z.enum(["en", "ja"]),
  query_type: z.enum(QUERY_TYPES),
  question: z.string().min(3),
  expected_sections: z.array(z.enum(SECTION_NAMES)).max(5),
  filters: z.union([
    z.strictObject({ country: z.string().regex(/^[A-Z]{2}$/) }),
    z.strictObject({ start: isoDay, end: isoDay }).refine((f) => f.start <= f.end, "start after end"),
    z.strictObject({ language: z.string().regex(/^[a-z]{2}$/) }),
    z.strictObject({}),
  ]),
  kind: z.enum(["lookup", "compare", "why", "advice", "filter", "unrelated"]),
  card: z.enum(SECTION_NAMES).optional(),
});
type TuningQuestion = z.infer<typeof tuningQuestion>;

const questions = readFileSync(new URL("./tuning-questions.jsonl", import.meta.url), "utf8")
  .trimEnd()
  .split("\n")
  .map((line, index) => {
    const parsed = tuningQuestion.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`line ${index + 1}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });

// The analyses' last day: a date typed without a year is one of 2026 (HELD-OUT.md).
const END = new Date("2026-12-06T00:00:00Z");
const about = questions.filter((q) => q.kind !== "unrelated");

/** The sections an answer to `q` is written from. */
const planned = (q: TuningQuestion) => planAnswer(q.question, q.query_type, q.card).sections;

const UNNARROWED: { country?: string; start_date?: string; end_date?: string } = {};

/** True when the route narrows to exactly the filter the question states, or says it cannot. */
function filterHandled(q: TuningQuestion): boolean {
  const plan = planAnswer(q.question, q.query_type, q.card);
  const filters = readQuestionFilters(q.question, plan.language, END);
  const { analysis, preface } = narrowForQuestion(UNNARROWED, filters, plan.intents, plan.language);
  const f = q.filters as { country?: string; start?: string; end?: string; language?: string };
  // A country asked about is the answer's subject: read from the Countries card, and said so.
  if (f.country)
    return (
      analysis.country === f.country ||
      (filters.country?.code === f.country && preface.some((line) => line.includes(filters.country?.label ?? "")))
    );
  if (f.start) return analysis.start_date === f.start && analysis.end_date === f.end;
  if (f.language) return filters.language?.code === f.language && preface.length > 0;
  return true;
}

const share = (xs: TuningQuestion[], ok: (q: TuningQuestion) => boolean) => xs.filter(ok).length / xs.length;
const misses = (xs: TuningQuestion[], ok: (q: TuningQuestion) => boolean) =>
  xs.filter((q) => !ok(q)).map((q) => `${q.id} ${q.query_type} ${q.question} → ${planned(q).join(",") || "-"}`);

describe("tuning questions", () => {
  it("holds at least 120 questions, about 30% Japanese, each expecting sections its analysis shows", () => {
    expect(questions.length).toBeGreaterThanOrEqual(120);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(share(questions, (q) => q.lang === "ja")).toBeGreaterThanOrEqual(0.28);
    const misplaced = questions.flatMap((q) =>
      q.expected_sections.filter((s) => !sectionsForQueryType(q.query_type).includes(s)).map((s) => `${q.id} ${s}`),
    );
    expect(misplaced).toEqual([]);
  });

  it("answers at least 90% from an expected section, in English and in Japanese", () => {
    const right = (q: TuningQuestion) => q.expected_sections.some((s) => planned(q).includes(s));
    const missed = (["en", "ja"] as const).map((lang) => {
      const asked = about.filter((q) => q.lang === lang);
      const missed = misses(asked, right);
      if (process.env.TUNING_REPORT) console.log(lang, 1 - missed.length / asked.length, `\n${missed.join("\n")}`);
      return { lang, missed, allowed: Math.floor(asked.length * 0.1) };
    });
    for (const { lang, missed: m, allowed } of missed)
      expect(m.length, `${lang}:\n${m.join("\n")}`).toBeLessThanOrEqual(allowed);
  });

  it("answers nothing from the analysis to a question unrelated to it", () => {
    const unrelated = questions.filter((q) => q.kind === "unrelated");
    expect(unrelated.length).toBeGreaterThanOrEqual(3);
    expect(misses(unrelated, (q) => planned(q).length === 0)).toEqual([]);
  });

  it("narrows to at least 90% of the countries, days and languages stated, or says it cannot", () => {
    const stated = about.filter((q) => Object.keys(q.filters).length > 0);
    expect(stated.length).toBeGreaterThanOrEqual(25);
    if (process.env.TUNING_REPORT) console.log("filters", share(stated, filterHandled), misses(stated, filterHandled));
    expect(share(stated, filterHandled), misses(stated, filterHandled).join("\n")).toBeGreaterThanOrEqual(0.9);
  });
});

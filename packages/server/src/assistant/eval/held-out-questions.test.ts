import { readFileSync } from "node:fs";
import { QUERY_TYPES, SECTION_NAMES } from "@xa/core";
import { sectionsForQueryType } from "@xa/core/analysis/section-steps";
import { describe, expect, it } from "vitest";
import { z } from "zod";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One held-out question: what a user typed, on which analysis, and the sections a good answer draws on. */
const heldOutQuestion = z.strictObject({
  id: z.string().regex(/^h\d{3}$/),
  lang: z.enum(["en", "ja"]),
  query_type: z.enum(QUERY_TYPES),
  question: z.string().min(3),
  expected_sections: z.array(z.enum(SECTION_NAMES)).min(1).max(3),
  filters: z.union([
    z.strictObject({ country: z.string().regex(/^[A-Z]{2}$/) }),
    z.strictObject({ start: isoDay, end: isoDay }).refine((f) => f.start <= f.end, "start after end"),
    z.strictObject({ language: z.string().regex(/^[a-z]{2}$/) }),
    z.strictObject({}),
  ]),
  kind: z.enum(["lookup", "compare", "why", "advice", "filter"]),
});

const lines = readFileSync(new URL("./held-out-questions.jsonl", import.meta.url), "utf8")
  .trimEnd()
  .split("\n");
const questions = lines.map((line, index) => {
  const parsed = heldOutQuestion.safeParse(JSON.parse(line));
  if (!parsed.success) throw new Error(`line ${index + 1}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
});

describe("held-out assistant questions", () => {
  it("holds 100 well-formed questions with unique ids", () => {
    expect(questions).toHaveLength(100);
    expect(new Set(questions.map((q) => q.id)).size).toBe(100);
    expect(new Set(questions.map((q) => q.question)).size).toBe(100);
  });

  it("expects only sections the question's analysis type shows", () => {
    const misplaced = questions.flatMap((q) =>
      q.expected_sections
        .filter((section) => !sectionsForQueryType(q.query_type).includes(section))
        .map((section) => `${q.id} ${q.query_type}: ${section}`),
    );
    expect(misplaced).toEqual([]);
  });

  it("is written in both interface languages and covers every analysis type", () => {
    const count = (pick: (q: (typeof questions)[number]) => string) => {
      const counts: Record<string, number> = {};
      for (const q of questions) counts[pick(q)] = (counts[pick(q)] ?? 0) + 1;
      return counts;
    };
    expect(count((q) => q.lang)).toEqual({ en: 70, ja: 30 });
    expect(count((q) => q.query_type)).toEqual({ handle: 35, keyword: 30, conversation: 30, post: 5 });
  });
});

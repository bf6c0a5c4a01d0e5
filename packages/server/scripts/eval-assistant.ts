/**
 * How well the assistant answers, on the demo world: every question form of core's QUESTION_FORMS
 * about three analyses (a handle, a keyword audience, a conversation), asked over HTTP as the web
 * asks. For each answer: is every number it states in the data of the sections it cites (fetched
 * again from analyze-query for the same request), was it answered from the form's expected
 * sections, and how long until its first chunk (and its first chunk after the built-in analyst's
 * opening words). Prints a table and writes bench-results/eval-assistant-<date>.json.
 * Runs the built-in analyst unless LLM_BASE_URL is set. PGlite in memory, or --data-dir to keep
 * (and reuse) the world. Usage: npm run eval:assistant -- [--accounts N] [--data-dir DIR] [--held-out]
 * (--held-out: score the held-out set of src/assistant/eval instead of the question forms)
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { QueryType } from "@xa/core";
import { numbersIn, ungrounded } from "@xa/core/assistant/answer-format";
import { planAnswer } from "@xa/core/assistant/answer-writer";
import type { AnswerSource } from "@xa/core/assistant/assistant-contract";
import { createEventStreamReader, readAssistantData } from "@xa/core/assistant/event-stream";
import { formSections, QUESTION_FORMS } from "@xa/core/assistant/question-forms";
import { buildApp } from "../src/app.ts";
import { ASSISTANT_SECTION_LIMIT, compareKeywords } from "../src/assistant/assistant-routes.ts";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { ProgressBar } from "../src/cli/progress-bar.ts";
import { readConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { createOutboxMailer } from "../src/mail/mailer.ts";
import { DAY_MS } from "../src/social/demo/demo-world.ts";
import { generateDemoWorld } from "../src/social/demo/generate-world.ts";
import { DEMO_DEFAULTS } from "../src/social/demo/load-demo.ts";
import { lastMailedCode } from "../src/test/test-app.ts";
import { writeBenchResults } from "./bench-results.ts";

const { options } = parseArgs(process.argv.slice(2));
const world = { ...DEMO_DEFAULTS, accounts: intOption(options, "accounts", 5000) };
const TARGETS = { grounded: 1, expectedShare: 0.9, firstChunkP50Ms: 300 };
const end = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);

const db = await openDatabase({ dataDir: options["data-dir"], owner: "npm run eval:assistant" });
await migrate(db);
const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
let worldEnd = end;
if ((row?.n ?? 0) === 0) {
  const bar = new ProgressBar("demo world".padEnd(16), "items");
  await generateDemoWorld(db, { ...world, end, onProgress: (_p, done, total) => bar.update(done, total) });
  bar.done(1, 1);
} else {
  const [last] = await db.query<{ t: string }>("SELECT max(created_at) AS t FROM posts");
  worldEnd = new Date(last?.t ?? end);
}
const range = {
  start_date: new Date(worldEnd.getTime() - 30 * DAY_MS).toISOString(),
  end_date: new Date(worldEnd.getTime() + DAY_MS).toISOString(),
};
const ANALYSES: { name: string; analysis: Record<string, unknown> & { query_type: QueryType } }[] = [
  { name: "@KumoRoasters", analysis: { query_type: "handle", handle: "KumoRoasters", ...range } },
  { name: "coffee audience", analysis: { query_type: "keyword", query: "coffee OR espresso OR latte", ...range } },
  { name: "sneakers talk", analysis: { query_type: "conversation", query: "sneakers OR sneaker", ...range } },
];

const config = readConfig({ ...process.env, PUBLIC_URL: "http://localhost:8080", SIGNIN_CODES_PER_IP: "1000" });
const app = await buildApp({ config, db, mailer: createOutboxMailer(db, () => {}) });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// Signed in as a user would be: the magic-link code from the local outbox.
const email = "eval-assistant@example.com";
const created = await app.inject({ method: "POST", url: "/api/user/magic-link/", payload: { email } });
const used = await app.inject({
  method: "POST",
  url: "/api/user/magic-link/use/",
  payload: { magic_code: created.json().magic_code, confirm_code: await lastMailedCode(db, email) },
});
const token = used.json().token as string;
const headers = { "content-type": "application/json", authorization: `Token ${token}` };

type Asked = {
  text: string;
  sources: AnswerSource[];
  engine: string;
  error: string | null;
  firstMs: number;
  answerMs: number;
  totalMs: number;
};

async function ask(question: string, analysis: Record<string, unknown>): Promise<Asked> {
  const started = performance.now();
  const response = await fetch(`${base}/api/external/analyze-chat-query/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ question, analysis }),
  });
  if (!response.ok || !response.body) throw new Error(`${response.status} ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events = createEventStreamReader();
  const out: Asked = { text: "", sources: [], engine: "", error: null, firstMs: -1, answerMs: -1, totalMs: 0 };
  for (;;) {
    const { done, value } = await reader.read();
    for (const data of done ? events.end() : events.push(value)) {
      const message = readAssistantData(data);
      if (message === null || message === "[END]") continue;
      if (message.type === "chunk") {
        const now = performance.now() - started;
        if (out.firstMs < 0) out.firstMs = now;
        out.text += message.text;
        // The answer proper starts after the built-in analyst's opening paragraph.
        if (out.answerMs < 0 && /\n\n\S/.test(out.text)) out.answerMs = now;
      } else if (message.type === "sources") {
        out.sources = message.sources;
        out.engine = message.engine;
      } else out.error = message.detail;
    }
    if (done) break;
  }
  if (out.answerMs < 0) out.answerMs = out.firstMs;
  out.totalMs = performance.now() - started;
  return out;
}

/** The cited sections' data, computed again for the same request the assistant made. */
async function citedData(
  analysis: Record<string, unknown> & { query_type: QueryType },
  question: string,
  asked: Asked,
) {
  const sections = asked.sources.flatMap((s) => (s.kind === "section" ? [s.section] : []));
  if (sections.length === 0) return {};
  const plan = planAnswer(question, analysis.query_type);
  const res = await app.inject({
    method: "POST",
    url: "/api/external/analyze-query/",
    headers,
    payload: {
      ...analysis,
      sections,
      limit: ASSISTANT_SECTION_LIMIT,
      share_of_voice: sections.includes("share_of_voice") ? compareKeywords(plan.compare) : undefined,
    },
  });
  return res.json().sections as Record<string, unknown>;
}

/** Pads to a width in terminal columns: kana and kanji take two. */
const pad = (text: string, width: number) => {
  const shown = [...text].reduce((n, c) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0);
  return text + " ".repeat(Math.max(0, width - shown));
};

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};

/** The held-out set (src/assistant/eval/HELD-OUT.md): scored, never tuned on. */
type HeldOut = {
  id: string;
  lang: string;
  query_type: QueryType;
  question: string;
  expected_sections: string[];
  filters: { country?: string; start?: string; language?: string };
  kind: string;
};

/** What a narrowed answer says first, in either language (see question-narrowing.ts). */
const NARROWED = /Narrowed to|に絞って答えます|cannot be narrowed to posts in|の投稿だけには絞れません/;

async function scoreHeldOut(): Promise<void> {
  const file = new URL("../src/assistant/eval/held-out-questions.jsonl", import.meta.url);
  const questions = readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as HeldOut);
  // A post analysis is of the coffee audience's most liked post.
  const [top] = await db.query<{ id: string }>(
    "SELECT id FROM posts WHERE kind = 'post' AND 'coffee' = ANY(keywords) ORDER BY like_count DESC NULLS LAST LIMIT 1",
  );
  const analysisOf = (type: QueryType) =>
    type === "post"
      ? { query_type: "post", post_id: top?.id ?? "", ...range }
      : (ANALYSES.find((a) => a.analysis.query_type === type)?.analysis ?? {});
  const rows: Record<string, unknown>[] = [];
  const bar = new ProgressBar("held-out".padEnd(16), "questions");
  for (const q of questions) {
    const asked = await ask(q.question, analysisOf(q.query_type));
    const cited = new Set(asked.sources.flatMap((s) => (s.kind === "section" ? [s.section] : [])));
    const filtered = Object.keys(q.filters).length > 0;
    rows.push({
      id: q.id,
      lang: q.lang,
      type: q.query_type,
      kind: q.kind,
      expected: q.expected_sections,
      cited: [...cited],
      any_expected: q.expected_sections.some((s) => cited.has(s as never)),
      all_expected: q.expected_sections.every((s) => cited.has(s as never)),
      filter_stated: filtered,
      filter_handled: filtered ? NARROWED.test(asked.text) : null,
      error: asked.error,
    });
    bar.update(rows.length, questions.length);
  }
  bar.done(rows.length, questions.length);
  const share = (xs: Record<string, unknown>[], key: string) =>
    xs.length === 0 ? null : Math.round((xs.filter((r) => r[key] === true).length / xs.length) * 1000) / 1000;
  console.log(
    `\n${"id".padEnd(6)} ${"lang".padEnd(4)} ${"type".padEnd(12)} ${"kind".padEnd(8)} right  all  filter  cited`,
  );
  for (const r of rows)
    console.log(
      `${String(r.id).padEnd(6)} ${String(r.lang).padEnd(4)} ${String(r.type).padEnd(12)} ${String(r.kind).padEnd(8)} ${(r.any_expected ? "yes" : "NO").padEnd(6)} ${(r.all_expected ? "yes" : "no").padEnd(4)} ${String(r.filter_handled ?? "-").padEnd(7)} ${(r.cited as string[]).join(",")}`,
    );
  const withFilter = rows.filter((r) => r.filter_stated);
  const summary = {
    questions: rows.length,
    right_sections: share(rows, "any_expected"),
    all_expected_sections: share(rows, "all_expected"),
    right_sections_en: share(
      rows.filter((r) => r.lang === "en"),
      "any_expected",
    ),
    right_sections_ja: share(
      rows.filter((r) => r.lang === "ja"),
      "any_expected",
    ),
    filters_stated: withFilter.length,
    filters_handled: share(withFilter, "filter_handled"),
    why_right: share(
      rows.filter((r) => r.kind === "why"),
      "any_expected",
    ),
    errors: rows.filter((r) => r.error).length,
  };
  console.log(`\n${JSON.stringify(summary, null, 2)}`);
  console.log(
    `\nTarget: ≥85% answered from the right sections (${(summary.right_sections ?? 0) >= 0.85 ? "met" : "NOT met"}); filters applied or said to be impossible: ${summary.filters_handled}.`,
  );
  writeBenchResults("eval-assistant-held-out", { world, summary, rows });
}

if (options["held-out"] === "true") {
  await scoreHeldOut();
  await app.close();
  await db.close();
  process.exit(0);
}

const rows: Record<string, unknown>[] = [];
const total = ANALYSES.reduce(
  (n, a) => n + QUESTION_FORMS.filter((f) => !f.types || f.types.includes(a.analysis.query_type)).length,
  0,
);
const bar = new ProgressBar("questions".padEnd(16), "questions");
for (const { name, analysis } of ANALYSES) {
  // The analysis runs first, as on the page: the questions then share its pinned scope.
  await app.inject({
    method: "POST",
    url: "/api/external/analyze-query/",
    headers,
    payload: { ...analysis, sections: ["audience_size"] },
  });
  for (const form of QUESTION_FORMS.filter((f) => !f.types || f.types.includes(analysis.query_type))) {
    const asked = await ask(form.question, analysis);
    const data = await citedData(analysis, form.question, asked);
    const answer = asked.text.split("\n\n").slice(1).join("\n\n") || asked.text;
    const missing = ungrounded(answer, data);
    const cited = new Set(asked.sources.flatMap((s) => (s.kind === "section" ? [s.section] : [])));
    const expected = formSections(form, analysis.query_type);
    rows.push({
      analysis: name,
      question: form.question,
      expected,
      cited: [...cited],
      from_expected: expected.every((s) => cited.has(s)),
      numbers: numbersIn(answer).length,
      ungrounded: missing,
      error: asked.error,
      first_chunk_ms: Math.round(asked.firstMs),
      first_answer_chunk_ms: Math.round(asked.answerMs),
      total_ms: Math.round(asked.totalMs),
      engine: asked.engine,
      answer,
    });
    bar.update(rows.length, total);
  }
}
bar.done(rows.length, total);
await app.close();
await db.close();

console.log(
  "\nanalysis          question                                              expected  numbers  ungrounded  first ms  answer ms",
);
for (const r of rows) {
  console.log(
    `${pad(String(r.analysis), 17)} ${pad(String(r.question).slice(0, 52), 53)} ${(r.from_expected ? "yes" : "NO").padEnd(9)} ${String(r.numbers).padStart(7)}  ${String((r.ungrounded as string[]).length).padStart(10)}  ${String(r.first_chunk_ms).padStart(8)}  ${String(r.first_answer_chunk_ms).padStart(9)}`,
  );
}
const numbers = rows.reduce((n, r) => n + (r.numbers as number), 0);
const columnPercentile = (column: string, p: number) =>
  percentile(
    rows.map((r) => r[column] as number),
    p,
  );
const bad = rows.reduce((n, r) => n + (r.ungrounded as string[]).length, 0);
const summary = {
  questions: rows.length,
  forms: QUESTION_FORMS.length,
  from_expected_share: Math.round((rows.filter((r) => r.from_expected).length / rows.length) * 1000) / 1000,
  numbers_stated: numbers,
  numbers_ungrounded: bad,
  answers_with_ungrounded: rows.filter((r) => (r.ungrounded as string[]).length > 0).length,
  errors: rows.filter((r) => r.error).length,
  first_chunk_p50_ms: columnPercentile("first_chunk_ms", 50),
  first_chunk_p95_ms: columnPercentile("first_chunk_ms", 95),
  first_answer_chunk_p50_ms: columnPercentile("first_answer_chunk_ms", 50),
  first_answer_chunk_p95_ms: columnPercentile("first_answer_chunk_ms", 95),
  total_p50_ms: columnPercentile("total_ms", 50),
  engine: rows[0]?.engine,
};
console.log(`\n${JSON.stringify(summary, null, 2)}`);
console.log(
  `\nTargets: every number grounded (${bad === 0 ? "met" : "NOT met"}), ≥90% from the expected sections (${summary.from_expected_share >= TARGETS.expectedShare ? "met" : "NOT met"}), first chunk p50 < 300 ms (${summary.first_chunk_p50_ms < TARGETS.firstChunkP50Ms ? "met" : "NOT met"}).`,
);
console.log("Timings are wall-clock on a shared machine: other processes running at the same time make them noisy.");
writeBenchResults("eval-assistant", { world, targets: TARGETS, summary, rows });

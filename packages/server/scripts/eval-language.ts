/**
 * Compares language detectors through the product's own rules (decideLanguage, the platform's
 * language withheld) on posts whose language is known: every post of the twarc samples
 * (packages/server/fixtures/twarc-v2, truth = X's own `lang` tag) and the hand-labelled post sets
 * (packages/text/src/eval/sets/posts*.jsonl, truth = the reader's `lang`). Reports per detector
 * how often English posts of 3 words or more are misdetected (another language or none), how often
 * other languages are right, the share of non-English posts called English, µs per post and the
 * memory and time to load it. Each detector runs in a child process of its own, so that its memory
 * is its own. tinyld ships with the product; the others are measured when installed, e.g.
 * `npm i --no-save eld franc-min lande cld3-asm languagedetect`, or from a folder of their own
 * (`LANGUAGE_EVAL_MODULES=/tmp/x/node_modules`). Usage: npm run eval:language [-- --misses]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { countWords } from "@xa/text/eval/post-set";
import { decideLanguage, type LanguageDetector } from "@xa/text/language/language";
import { writeBenchResults } from "./bench-results.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TWARC_DIR = path.resolve(HERE, "../fixtures/twarc-v2");
const SETS_DIR = path.resolve(HERE, "../../text/src/eval/sets");

type Post = { text: string; lang: string };

/** X's codes for "not a language", and its legacy codes. */
const NOT_A_LANGUAGE = new Set(["und", "qam", "qct", "qht", "qme", "qst", "zxx", "art"]);
const LEGACY: Record<string, string> = { in: "id", iw: "he" };

/** Every distinct (text, language) of the twarc samples, from each page's posts and included posts. */
function twarcPosts(): Post[] {
  if (!fs.existsSync(TWARC_DIR)) return [];
  const seen = new Map<string, Post>();
  for (const file of fs.readdirSync(TWARC_DIR).filter((f) => f.endsWith(".jsonl"))) {
    for (const line of fs.readFileSync(path.join(TWARC_DIR, file), "utf8").split("\n")) {
      let page: { data?: unknown; includes?: { tweets?: unknown[] }; lang?: unknown; text?: unknown };
      try {
        page = JSON.parse(line);
      } catch {
        continue;
      }
      if (!page || typeof page !== "object") continue;
      const data = Array.isArray(page.data) ? page.data : page.data ? [page.data] : [];
      for (const t of [...data, ...(page.includes?.tweets ?? []), page] as { lang?: unknown; text?: unknown }[]) {
        if (typeof t?.lang !== "string" || typeof t.text !== "string" || NOT_A_LANGUAGE.has(t.lang)) continue;
        const lang = LEGACY[t.lang] ?? t.lang;
        seen.set(`${lang}\u0000${t.text}`, { text: t.text, lang });
      }
    }
  }
  return [...seen.values()];
}

/** Each hand-labelled post set's rows with a language ("und" left out), by file name. */
function labelledSets(): Record<string, Post[]> {
  if (!fs.existsSync(SETS_DIR)) return {};
  const files = fs.readdirSync(SETS_DIR).filter((f) => /^posts.*\.jsonl$/.test(f));
  return Object.fromEntries(
    files.map((f) => [
      f.replace(/\.jsonl$/, ""),
      fs
        .readFileSync(path.join(SETS_DIR, f), "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Post)
        .filter((p) => p.lang && p.lang !== "und"),
    ]),
  );
}

/** franc's and lande's ISO 639-3 codes as ISO 639-1. */
// biome-ignore format: a table
const ISO3: Record<string, string> = {
  eng: "en", spa: "es", fra: "fr", deu: "de", ita: "it", por: "pt", nld: "nl", swe: "sv", dan: "da",
  nob: "no", fin: "fi", pol: "pl", ces: "cs", ron: "ro", hun: "hu", tur: "tr", ind: "id", zlm: "ms",
  tgl: "tl", vie: "vi", rus: "ru", ukr: "uk", ell: "el", arb: "ar", pes: "fa", urd: "ur", hin: "hi",
  tam: "ta", tha: "th", heb: "he", jpn: "ja", kor: "ko", cmn: "zh", cat: "ca",
};

const byScore = (list: { lang: string; accuracy: number }[]) =>
  list.filter((c) => c.accuracy > 0).sort((a, b) => b.accuracy - a.accuracy);

/**
 * How to load each detector and read it as decideLanguage's LanguageDetector. Detectors without
 * tinyld's spread of scores give their best language only when they call it reliable themselves,
 * so the rule "one language clearly leads" means the same for each.
 */
// biome-ignore lint/suspicious/noExplicitAny: each package's module has its own shape, read by its adapter
type DetectorModule = any;
const DETECTORS: Record<
  string,
  { entry: string; load: (m: DetectorModule) => Promise<LanguageDetector> | LanguageDetector }
> = {
  tinyld: { entry: "tinyld", load: (m) => m.detectAll },
  "eld-medium": {
    entry: "eld/medium",
    load: (m) => (text) => {
      const r = m.eld.detect(text);
      return r.isReliable() && r.language ? [{ lang: r.language, accuracy: 1 }] : [];
    },
  },
  "eld-large": {
    entry: "eld/large",
    load: (m) => (text) => {
      const r = m.eld.detect(text);
      return r.isReliable() && r.language ? [{ lang: r.language, accuracy: 1 }] : [];
    },
  },
  "franc-min": {
    entry: "franc-min",
    // francAll's scores are relative to the best (1); a close second makes it unsure.
    load: (m) => (text) => {
      const [best, next] = m.francAll(text, { minLength: 1 }) as [string, number][];
      return best && best[0] !== "und" && (next?.[1] ?? 0) < 0.9
        ? [{ lang: ISO3[best[0]] ?? best[0], accuracy: 1 }]
        : [];
    },
  },
  lande: {
    entry: "lande",
    load: (m) => (text) =>
      byScore((m.default(text) as [string, number][]).map(([l, a]) => ({ lang: ISO3[l] ?? l, accuracy: a }))),
  },
  "cld3-asm": {
    entry: "cld3-asm",
    load: async (m) => {
      const identifier = (await m.loadModule()).create(0, 1000);
      return (text: string) => {
        const r = identifier.findLanguage(text);
        return r.is_reliable && r.language !== "und"
          ? [{ lang: r.language.split("-")[0], accuracy: r.probability }]
          : [];
      };
    },
  },
  languagedetect: {
    entry: "languagedetect",
    load: (m) => {
      const detector = new (m.default ?? m)();
      detector.setLanguageType("iso2");
      // Its scores are close together: the best counts when the next is under 90% of it.
      return (text) => {
        const [best, next] = (detector.detect(text, 2) as [string | null, number][]).filter(([lang]) => lang);
        return best?.[0] && (next?.[1] ?? 0) < 0.9 * best[1] ? [{ lang: best[0], accuracy: 1 }] : [];
      };
    },
  },
};

/** Imports a detector's module from the project, else from LANGUAGE_EVAL_MODULES; null when neither has it. */
async function importDetector(entry: string): Promise<unknown> {
  try {
    return await import(entry);
  } catch {
    const dir = process.env.LANGUAGE_EVAL_MODULES;
    if (!dir) return null;
    try {
      const resolved = createRequire(path.join(dir, "x.js")).resolve(entry);
      return await import(pathToFileURL(resolved).href);
    } catch {
      // the package's exports have only an "import" condition: read its package.json
      const [scope, sub] = entry.split("/");
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, scope as string, "package.json"), "utf8"));
      const target = pkg.exports?.[sub ? `./${sub}` : "."]?.import ?? pkg.module ?? pkg.main;
      return target ? await import(pathToFileURL(path.join(dir, scope as string, target)).href) : null;
    }
  }
}

type Score = {
  posts: number;
  enShort: number;
  enShortMissed: number;
  enShortMissRate: number | null;
  other: number;
  otherRight: number;
  otherAccuracy: number | null;
  otherUnknown: number;
  otherAsEnglish: number;
  otherAsEnglishRate: number | null;
  misses: string[];
};

const excerpt = (text: string) => Array.from(text.replace(/\s+/g, " ")).slice(0, 100).join("");

function score(posts: Post[], detect: LanguageDetector): Score {
  const s = {
    posts: posts.length,
    enShort: 0,
    enShortMissed: 0,
    other: 0,
    otherRight: 0,
    otherUnknown: 0,
    otherAsEnglish: 0,
  };
  const misses: string[] = [];
  for (const post of posts) {
    const found = decideLanguage(null, post.text, detect).lang;
    if (post.lang === "en") {
      if (countWords(post.text) < 3) continue;
      s.enShort++;
      if (found !== "en") {
        s.enShortMissed++;
        misses.push(`en → ${found}: ${excerpt(post.text)}`);
      }
    } else {
      s.other++;
      if (found === post.lang) s.otherRight++;
      else misses.push(`${post.lang} → ${found}: ${excerpt(post.text)}`);
      if (found === null) s.otherUnknown++;
      if (found === "en") s.otherAsEnglish++;
    }
  }
  const rate = (n: number, d: number) => (d === 0 ? null : n / d);
  return {
    ...s,
    enShortMissRate: rate(s.enShortMissed, s.enShort),
    otherAccuracy: rate(s.otherRight, s.other),
    otherAsEnglishRate: rate(s.otherAsEnglish, s.other),
    misses,
  };
}

type DetectorReport = {
  detector: string;
  loadMs: number;
  loadMb: number;
  usPerPost: number;
  sets: Record<string, Score>;
};

/** Loads one detector and scores every set with it (run in a child process of its own). */
async function runOne(name: string): Promise<DetectorReport | null> {
  const spec = DETECTORS[name];
  if (!spec) throw new Error(`no detector ${name}`);
  global.gc?.();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const module = await importDetector(spec.entry);
  if (!module) return null;
  const detect = await spec.load(module);
  detect("load the detector's profiles with a first sentence");
  const loadMs = performance.now() - started;
  const loadMb = (process.memoryUsage().rss - before) / 2 ** 20;
  const sets: Record<string, Post[]> = { twarc: twarcPosts(), ...labelledSets() };
  const all = Object.values(sets).flat();
  const timed = performance.now();
  for (const post of all) decideLanguage(null, post.text, detect);
  const usPerPost = all.length ? ((performance.now() - timed) * 1000) / all.length : 0;
  const scores = Object.fromEntries(Object.entries(sets).map(([set, posts]) => [set, score(posts, detect)]));
  return { detector: name, loadMs, loadMb, usPerPost, sets: scores };
}

const pct = (x: number | null) => (x === null ? "    -" : `${(x * 100).toFixed(1).padStart(5)}%`);

async function main(): Promise<void> {
  const only = process.argv.indexOf("--detector");
  if (only >= 0) {
    console.log(JSON.stringify(await runOne(process.argv[only + 1] as string)));
    return;
  }
  if (!fs.existsSync(TWARC_DIR)) console.log(`No twarc samples at ${TWARC_DIR}: scoring the labelled sets only.`);
  if (Object.keys(labelledSets()).length === 0) console.log(`No labelled post sets (posts*.jsonl) in ${SETS_DIR} yet.`);
  const reports: DetectorReport[] = [];
  for (const name of Object.keys(DETECTORS)) {
    const out = execFileSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), "--detector", name],
      {
        encoding: "utf8",
        maxBuffer: 64 * 2 ** 20,
      },
    );
    const report = JSON.parse(out.trim().split("\n").pop() as string) as DetectorReport | null;
    if (report) reports.push(report);
    else console.log(`${name}: not installed, left out`);
  }
  const head = "detector        set               en≥3w  missed   other  right  →en     µs/post  load ms  load MB";
  console.log(`\n${head}\n${"-".repeat(head.length)}`);
  for (const r of reports) {
    for (const [set, s] of Object.entries(r.sets)) {
      if (s.posts === 0) continue;
      console.log(
        `${r.detector.padEnd(15)} ${set.padEnd(17)} ${String(s.enShort).padStart(5)}  ${pct(s.enShortMissRate)}  ${String(s.other).padStart(5)}  ${pct(s.otherAccuracy)} ${pct(s.otherAsEnglishRate)}  ${r.usPerPost.toFixed(0).padStart(7)}  ${r.loadMs.toFixed(0).padStart(7)}  ${r.loadMb.toFixed(0).padStart(7)}`,
      );
      if (process.argv.includes("--misses")) for (const miss of s.misses) console.log(`    ${miss}`);
    }
  }
  writeBenchResults("eval-language", {
    detectors: reports.map(({ sets, ...r }) => ({
      ...r,
      sets: Object.fromEntries(Object.entries(sets).map(([set, { misses, ...s }]) => [set, s])),
    })),
  });
}

await main();

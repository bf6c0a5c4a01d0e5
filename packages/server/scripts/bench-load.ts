/**
 * Load benchmark: the API under many users at once, on the demo world. Starts the server on its own
 * store (PostgreSQL database `bench_load`, or a PGlite folder in the OS temp folder; the demo world
 * is generated on first use and kept), signs one user in, then drives it over loopback only, for a
 * bounded time per phase:
 *   1. `GET /api/user/me/` alone, 50 connections;
 *   2. 10 connections doing keyword analyses as the web app does (one request per card, cycling
 *      through the keyword sections), alone;
 *   3. the same analyses together with 50 connections on `GET /api/user/me/`;
 *   4. 16 connections of the widest analyses the API takes (every keyword section over 366 days, 500
 *      rows a list) with 50 on `GET /api/user/me/`, sampling the server's resident memory.
 * Prints req/s, p50/p99 latency and errors per phase, and how many cores the server, PostgreSQL and
 * the load generator kept busy (what limits each figure), and writes bench-results/load-<date>.json.
 * Usage: npm run bench:load -- [--backend postgres|pglite] [--seconds 20] [--only wide]
 * (`--only wide` runs the fourth phase alone, after the same warm-up; `--cpu-prof DIR` writes the
 * server's CPU profile there when it stops.)
 * PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL (its server must allow CREATE DATABASE).
 */

import fs from "node:fs";
import os from "node:os";
import { sectionsForQueryType } from "@xa/core/analysis/section-steps";
import autocannon from "autocannon";
import { intOption, parseArgs } from "../src/cli/args.ts";
import { writeBenchResults } from "./bench-results.ts";
import { startBenchServer } from "./bench-server.ts";

const { options } = parseArgs(process.argv.slice(2));
const seconds = Math.min(120, Math.max(5, intOption(options, "seconds", 20)));
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const backend = (options.backend ?? (pgUrl ? "postgres" : "pglite")) as "postgres" | "pglite";
const onlyWide = options.only === "wide";
const TARGETS = {
  analysisP99Ms: 2000,
  meP99UnderLoadMs: 100,
  meAloneRps: 3000,
  wideMeP99Ms: 200,
  wideRssMb: 1024,
  wideResponseMb: 2,
};
const QUERIES = ["coffee OR espresso", "latte", "coffee AND morning"];

type Phase = {
  phase: string;
  endpoint: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
};
type Cpu = { server: number; postgres: number; loadGenerator: number; machine: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(base + url, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Token ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in through the real e-mail code flow, reading the code from the local outbox (loopback). */
async function signIn(base: string): Promise<string> {
  const email = "bench-load@example.com";
  const { magic_code } = await json<{ magic_code: string }>(base, "POST", "/api/user/magic-link/", { email });
  const outbox = await json<{ to: string; subject: string }[]>(base, "GET", "/api/dev/outbox/");
  const code = /code: ([A-Z0-9]{6})/.exec(outbox.find((m) => m.to === email)?.subject ?? "")?.[1];
  if (!code) throw new Error("no sign-in code in the outbox");
  const used = await json<{ token: string }>(base, "POST", "/api/user/magic-link/use/", {
    magic_code,
    confirm_code: code,
  });
  return used.token;
}

/** CPU seconds used so far by a process and its threads, plus its children that ended (Linux /proc). */
function cpuSeconds(pid: number, children = false): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const own = Number(fields[11]) + Number(fields[12]);
    return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
  } catch {
    return 0;
  }
}

/** The process's resident memory in MB (Linux /proc), 0 once it is gone. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Math.round(Number(kb ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The highest resident memory of `pid` while `work` runs, sampled every 100 ms. */
async function peakRss<T>(pid: number, work: Promise<T>): Promise<{ value: T; peakMb: number; startMb: number }> {
  const startMb = rssMb(pid);
  let peakMb = startMb;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 100);
  try {
    const value = await work;
    return { value, peakMb: Math.max(peakMb, rssMb(pid)), startMb };
  } finally {
    clearInterval(timer);
  }
}

/**
 * CPU seconds of every PostgreSQL server process on the machine, counting the parallel workers and
 * connections that already ended (they add to their parent's children's time).
 */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres")
        total += cpuSeconds(Number(entry), true);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Busy CPU seconds of the whole machine, all cores (Linux /proc/stat). */
function machineBusySeconds(): number {
  const fields = (fs.readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / 100;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const asPhase = (phase: string, endpoint: string, r: autocannon.Result): Phase => ({
  phase,
  endpoint,
  connections: r.connections,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
});

/** Runs `phases` at once and measures the cores each party kept busy meanwhile. */
async function measured(serverPid: number, phases: Promise<autocannon.Result>[]) {
  const started = {
    at: performance.now(),
    server: cpuSeconds(serverPid),
    postgres: postgresCpuSeconds(),
    machine: machineBusySeconds(),
    self: process.cpuUsage(),
  };
  const results = await Promise.all(phases);
  const wall = (performance.now() - started.at) / 1000;
  const self = process.cpuUsage(started.self);
  const cores = (s: number) => Math.round((s / wall) * 100) / 100;
  const cpu: Cpu = {
    server: cores(cpuSeconds(serverPid) - started.server),
    postgres: cores(postgresCpuSeconds() - started.postgres),
    loadGenerator: cores((self.user + self.system) / 1e6),
    machine: cores(machineBusySeconds() - started.machine),
  };
  return { results, cpu };
}

async function main() {
  const { base, server, stop } = await startBenchServer({
    backend,
    name: "bench_load",
    // The benchmark measures what the server can do, not the per-user limit on analyses; it signs in
    // once a run, and runs repeated within 15 minutes must not meet the sign-in code limit.
    env: { ANALYSES_PER_MINUTE: "1000000", SIGNIN_CODES_PER_ADDRESS: "1000" },
    nodeArgs: options["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${options["cpu-prof"]}`] : [],
    onLine: (line) => {
      if (/demo|running|fail/i.test(line)) console.error(`  server: ${line.trim()}`);
    },
  });
  try {
    const token = await signIn(base);
    for (;;) {
      const store = await json<{ demo: { generated_at: string | null } }>(
        base,
        "GET",
        "/api/social/store/",
        undefined,
        token,
      );
      if (store.demo.generated_at) break;
      await sleep(1000);
    }
    const headers = { authorization: `Token ${token}`, "content-type": "application/json" };
    const sections = sectionsForQueryType("keyword");
    const requests = QUERIES.flatMap((query) =>
      sections.map((section) => ({
        method: "POST" as const,
        path: "/api/external/analyze-query/",
        headers,
        body: JSON.stringify({ query_type: "keyword", query, sections: [section] }),
      })),
    );
    const me = (connections: number) => ({ url: `${base}/api/user/me/`, connections, duration: seconds, headers });
    const analyses = { url: base, connections: 10, duration: seconds, requests, timeout: 30 };

    console.error("Warming up…");
    await run({ ...me(10), duration: 3 });
    await run({ ...analyses, duration: 5 });

    // Skipped phases measure nothing: an empty run, so the rest reads one shape.
    const none = () => measured(server.pid as number, []);
    console.error(
      onlyWide ? "Phases 1–3 skipped (--only wide)" : `Phase 1: GET /api/user/me/ alone, 50 connections, ${seconds} s…`,
    );
    const alone = onlyWide ? await none() : await measured(server.pid as number, [run(me(50))]);
    if (!onlyWide) console.error(`Phase 2: 10 connections of keyword analyses alone, ${seconds} s…`);
    const analysesAlone = onlyWide ? await none() : await measured(server.pid as number, [run(analyses)]);
    if (!onlyWide)
      console.error(`Phase 3: 10 connections of keyword analyses with 50 on GET /api/user/me/, ${seconds} s…`);
    const mixed = onlyWide ? await none() : await measured(server.pid as number, [run(analyses), run(me(50))]);

    // The widest analysis a caller may ask for: a year, every section, 500 rows a list.
    const end = new Date();
    const start = new Date(end.getTime() - 366 * 86_400_000 + 60_000);
    const wideBody = JSON.stringify({
      query_type: "keyword",
      query: "coffee OR espresso OR latte OR tea OR morning",
      start_date: start.toISOString(),
      end_date: end.toISOString(),
      limit: 500,
    });
    const wideResponse = await fetch(`${base}/api/external/analyze-query/`, {
      method: "POST",
      headers,
      body: wideBody,
    });
    const wideBytes = (await wideResponse.arrayBuffer()).byteLength;
    if (!wideResponse.ok) throw new Error(`the widest analysis answered ${wideResponse.status}`);
    console.error("Phase 4: 16 connections of the widest analyses with 50 on GET /api/user/me/…");
    const wideAnalyses = {
      url: `${base}/api/external/analyze-query/`,
      method: "POST" as const,
      connections: 16,
      // Each takes seconds with 15 others: a longer phase lets enough of them end to measure.
      duration: Math.max(seconds, 30),
      headers,
      body: wideBody,
      timeout: 60,
    };
    const wide = await peakRss(
      server.pid as number,
      measured(server.pid as number, [run(wideAnalyses), run({ ...me(50), duration: wideAnalyses.duration })]),
    );

    const widePhases = [
      asPhase("wide", "POST analyze-query (all, 366 d)", wide.value.results[0] as autocannon.Result),
      asPhase("wide", "GET /api/user/me/", wide.value.results[1] as autocannon.Result),
    ];
    const phases: Phase[] = onlyWide
      ? widePhases
      : [
          asPhase("me alone", "GET /api/user/me/", alone.results[0] as autocannon.Result),
          asPhase("analyses", "POST analyze-query (1 section)", analysesAlone.results[0] as autocannon.Result),
          asPhase("mixed", "POST analyze-query (1 section)", mixed.results[0] as autocannon.Result),
          asPhase("mixed", "GET /api/user/me/", mixed.results[1] as autocannon.Result),
          ...widePhases,
        ];
    const [wideAnalysis, meWide] = widePhases as [Phase, Phase];
    const find = (phase: string, endpoint: string) =>
      phases.find((p) => p.phase === phase && p.endpoint.startsWith(endpoint));
    const [meAlone, analysis, meMixed] = [find("me alone", "GET"), find("mixed", "POST"), find("mixed", "GET")];
    const meets = {
      analysisP99: analysis
        ? analysis.requests > 0 && analysis.p99 < TARGETS.analysisP99Ms && analysis.errors + analysis.non2xx === 0
        : null,
      meP99UnderLoad: meMixed
        ? meMixed.requests > 0 && meMixed.p99 < TARGETS.meP99UnderLoadMs && meMixed.errors + meMixed.non2xx === 0
        : null,
      meAloneRps: meAlone ? meAlone.rps >= TARGETS.meAloneRps : null,
      wideMeP99: meWide.requests > 0 && meWide.p99 < TARGETS.wideMeP99Ms && meWide.errors + meWide.non2xx === 0,
      wideRss: wide.peakMb < TARGETS.wideRssMb && wideAnalysis.errors + wideAnalysis.non2xx === 0,
      wideResponse: wideBytes < TARGETS.wideResponseMb * 1024 * 1024,
    };

    console.log(`\nLoad benchmark on ${backend}, ${os.cpus().length} cores, ${seconds} s a phase (loopback)`);
    console.log(
      `${"phase".padEnd(9)} ${"endpoint".padEnd(32)} ${"conns".padStart(5)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)} ${"non-2xx".padStart(7)}`,
    );
    for (const p of phases) {
      console.log(
        `${p.phase.padEnd(9)} ${p.endpoint.padEnd(32)} ${String(p.connections).padStart(5)} ${String(p.rps).padStart(7)} ${String(p.p50).padStart(7)} ${String(p.p99).padStart(7)} ${String(p.errors).padStart(7)} ${String(p.non2xx).padStart(7)}`,
      );
    }
    const cpuLine = (name: string, c: Cpu) =>
      `${name.padEnd(9)} cores busy: server ${c.server}, PostgreSQL ${c.postgres}, load generator ${c.loadGenerator}; the machine ${c.machine} of ${os.cpus().length}`;
    if (!onlyWide) {
      console.log(cpuLine("me alone", alone.cpu));
      console.log(cpuLine("analyses", analysesAlone.cpu));
      console.log(cpuLine("mixed", mixed.cpu));
    }
    console.log(cpuLine("wide", wide.value.cpu));
    console.log(
      `wide: server memory ${wide.startMb} MB before, ${wide.peakMb} MB at most; one widest answer ${(wideBytes / 1024 / 1024).toFixed(2)} MB`,
    );
    const met = (ok: boolean | null) => (ok === null ? "not run" : ok ? "met" : "NOT met");
    if (!onlyWide)
      console.log(
        `targets: analyses p99 < ${TARGETS.analysisP99Ms} ms, no errors: ${met(meets.analysisP99)}; /api/user/me/ p99 < ${TARGETS.meP99UnderLoadMs} ms under load: ${met(meets.meP99UnderLoad)}; /api/user/me/ alone ≥ ${TARGETS.meAloneRps} req/s: ${met(meets.meAloneRps)}`,
      );
    console.log(
      `targets (wide): /api/user/me/ p99 < ${TARGETS.wideMeP99Ms} ms: ${met(meets.wideMeP99)}; server memory < ${TARGETS.wideRssMb} MB, no errors: ${met(meets.wideRss)}; one answer < ${TARGETS.wideResponseMb} MB: ${met(meets.wideResponse)}`,
    );

    writeBenchResults("load", {
      backend,
      seconds,
      only: onlyWide ? "wide" : null,
      targets: TARGETS,
      phases,
      cpuBusy: onlyWide
        ? { wide: wide.value.cpu }
        : { meAlone: alone.cpu, analysesAlone: analysesAlone.cpu, mixed: mixed.cpu, wide: wide.value.cpu },
      wide: { rssStartMb: wide.startMb, rssPeakMb: wide.peakMb, widestResponseBytes: wideBytes },
      meetsTargets: meets,
    });
  } finally {
    stop();
  }
}

await main();

import { ProgressBar } from "../src/cli/progress-bar.ts";

/** One timed case of a benchmark, in milliseconds rounded to a tenth. */
export type Case = { name: string; p50: number; p95: number; min: number; max: number; runs: number; detail?: string };

/** The p-th percentile of times sorted ascending (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** Milliseconds to a tenth, as the tables print them. */
export const round = (n: number) => Math.round(n * 10) / 10;

/** Times `fn` `runs` times after `warmups` untimed calls (caches, plans, JIT), with a progress bar. */
export async function measure(
  name: string,
  fn: () => Promise<unknown>,
  options: { runs: number; warmups: number; detail?: string },
): Promise<Case> {
  for (let i = 0; i < options.warmups; i++) await fn();
  const times: number[] = [];
  const bar = new ProgressBar(`  ${name.padEnd(34)}`, "runs");
  for (let i = 0; i < options.runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
    bar.update(i + 1, options.runs);
  }
  bar.done(options.runs, options.runs);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    min: round(sorted[0] as number),
    max: round(sorted[sorted.length - 1] as number),
    runs: options.runs,
    ...(options.detail ? { detail: options.detail } : {}),
  };
}

/** Where generating a demo world spends its time: wall and CPU milliseconds per phase, in order. */
export type PhaseTiming = { phase: string; wallMs: number; cpuMs: number };

/**
 * Adds up wall and CPU time per phase. CPU time is the whole process's (PGlite runs in it), so on
 * a busy machine it says what the work costs when wall time says only what it took.
 */
export class PhaseTimer {
  private readonly totals = new Map<string, PhaseTiming>();

  /** Runs `fn`, its time counted to `phase`. */
  async time<T>(phase: string, fn: () => Promise<T> | T): Promise<T> {
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await fn();
    } finally {
      const used = process.cpuUsage(cpu);
      this.add(phase, performance.now() - started, (used.user + used.system) / 1000);
    }
  }

  /** Counts time measured elsewhere to `phase`, and takes it off `from` when given (a part of it). */
  add(phase: string, wallMs: number, cpuMs: number, from?: string): void {
    // The whole is listed before its parts, though its own time comes in when it ends.
    if (from) this.entry(from, -wallMs, -cpuMs);
    this.entry(phase, wallMs, cpuMs);
  }

  private entry(phase: string, wallMs: number, cpuMs: number): void {
    const entry = this.totals.get(phase) ?? { phase, wallMs: 0, cpuMs: 0 };
    entry.wallMs += wallMs;
    entry.cpuMs += cpuMs;
    this.totals.set(phase, entry);
  }

  get phases(): PhaseTiming[] {
    return [...this.totals.values()].map((t) => ({
      phase: t.phase,
      wallMs: Math.round(t.wallMs),
      cpuMs: Math.round(t.cpuMs),
    }));
  }
}

/** The timings as a table of seconds, with a total line (a phase's own line leaves out its parts'). */
export function timingTable(phases: readonly PhaseTiming[]): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(8);
  const width = Math.max(5, ...phases.map((p) => p.phase.length));
  const total = phases.reduce((s, p) => ({ wall: s.wall + p.wallMs, cpu: s.cpu + p.cpuMs }), { wall: 0, cpu: 0 });
  return [
    `${"phase".padEnd(width)}   wall s    CPU s`,
    ...phases.map((p) => `${p.phase.padEnd(width)} ${seconds(p.wallMs)} ${seconds(p.cpuMs)}`),
    `${"total".padEnd(width)} ${seconds(total.wall)} ${seconds(total.cpu)}`,
  ].join("\n");
}

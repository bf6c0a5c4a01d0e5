/** What `within` answers when the deadline passed before the work was done. */
export const TIMED_OUT = Symbol("timed out");

export type Deadline = {
  /** The work's value, or TIMED_OUT once the deadline passes first; the work itself goes on. */
  within<T>(work: Promise<T>): Promise<T | typeof TIMED_OUT>;
  /** Stops the clock (the request answered). */
  clear(): void;
};

/**
 * One deadline for a request's parts, `budgetMs` from now; none without a budget. A part past it
 * is left running (its late failure swallowed, not unhandled), so the answer need not wait for it.
 */
export function startDeadline(budgetMs: number | undefined): Deadline {
  if (budgetMs === undefined) return { within: (work) => work, clear: () => {} };
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), budgetMs);
  });
  return {
    within(work) {
      work.catch(() => {});
      return Promise.race([work, expired]);
    },
    clear: () => clearTimeout(timer),
  };
}

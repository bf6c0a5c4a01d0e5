/** Ages of pending calls are refreshed this often. */
export const REQUEST_PROGRESS_REFRESH_MS = 500;

/** Progress of one call of the given age: 0.1 at the start, approaching 1 as it ages. */
export function callProgress(ageMs: number): number {
  const age = Math.max(0, ageMs);
  return 0.1 + 0.9 * 0.1 ** (500 / age);
}

/** 1 when nothing is pending, else the smallest progress over the pending calls. */
export function requestProgress(pendingAgesMs: readonly number[]): number {
  if (pendingAgesMs.length === 0) return 1;
  return Math.min(...pendingAgesMs.map(callProgress));
}

/** The same, from the start times of pending calls and the current time. */
export function requestProgressAt(startTimes: readonly number[], now: number): number {
  return requestProgress(startTimes.map((start) => now - start));
}

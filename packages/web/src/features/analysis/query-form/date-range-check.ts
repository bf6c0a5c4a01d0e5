/** Which date field is wrong and why, as i18n keys; empty when the range can be asked for. */
export type DateProblems = { start?: DateProblem; end?: DateProblem };
export type DateProblem = "analysis.form.endBeforeStart" | "analysis.form.futureDate";

/**
 * Checks the days the fields show (YYYY-MM-DD, UTC) before any request: nothing after today, and
 * the end not before the start. ISO days compare correctly as text.
 */
export function checkDateRange(start: string, end: string, now: Date): DateProblems {
  const today = now.toISOString().slice(0, 10);
  const problems: DateProblems = {};
  if (start > today) problems.start = "analysis.form.futureDate";
  if (end > today) problems.end = "analysis.form.futureDate";
  else if (end < start) problems.end = "analysis.form.endBeforeStart";
  return problems;
}

export const hasDateProblem = (problems: DateProblems) => Boolean(problems.start || problems.end);

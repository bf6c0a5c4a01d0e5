/**
 * Scores of a method against hand labels, shared by every labelled set of `npm run
 * eval:enrichment`: a confusion matrix, and precision and coverage of a method that may abstain.
 */

/** Counts of [truth][guess]. */
export type Confusion = Record<string, Record<string, number>>;

/** A labelled row: the truth, what the method said, null when it abstained. */
export type Pair = { truth: string; guess: string | null };

export const ABSTAINED = "(none)";

export function confusion(pairs: Pair[]): Confusion {
  const matrix: Confusion = {};
  for (const { truth, guess } of pairs) {
    const row = matrix[truth] ?? {};
    matrix[truth] = row;
    const column = guess ?? ABSTAINED;
    row[column] = (row[column] ?? 0) + 1;
  }
  return matrix;
}

export type AbstainingScore = {
  /** Rows scored. */
  rows: number;
  /** Rows whose truth is an answer (not `noAnswer`). */
  answerable: number;
  /** Guesses made. */
  guesses: number;
  correct: number;
  /** Correct guesses among all guesses (a guess where the truth is `noAnswer` is wrong). */
  precision: number | null;
  /** Answerable rows given a guess. */
  coverage: number | null;
  /** Answerable rows given the right guess. */
  recall: number | null;
  confusion: Confusion;
};

const ratio = (n: number, d: number) => (d === 0 ? null : n / d);

/**
 * Precision and coverage of a method that answers or abstains: `noAnswer` is the truth of a row
 * with nothing to find (a location that names no place), where any guess is wrong.
 */
export function scoreAbstaining(pairs: Pair[], noAnswer: string): AbstainingScore {
  let answerable = 0;
  let guesses = 0;
  let covered = 0;
  let correct = 0;
  for (const { truth, guess } of pairs) {
    if (truth !== noAnswer) answerable++;
    if (guess === null) continue;
    guesses++;
    if (truth !== noAnswer) covered++;
    if (guess === truth) correct++;
  }
  return {
    rows: pairs.length,
    answerable,
    guesses,
    correct,
    precision: ratio(correct, guesses),
    coverage: ratio(covered, answerable),
    recall: ratio(correct, answerable),
    confusion: confusion(pairs),
  };
}

export type DetectionScore = {
  rows: number;
  /** Rows whose truth is the class. */
  positives: number;
  /** Rows the method gave the class. */
  detected: number;
  truePositives: number;
  precision: number | null;
  recall: number | null;
  confusion: Confusion;
};

/** Precision and recall of finding one class (organisations among accounts). */
export function scoreDetection(pairs: Pair[], positive: string): DetectionScore {
  let positives = 0;
  let detected = 0;
  let truePositives = 0;
  for (const { truth, guess } of pairs) {
    if (truth === positive) positives++;
    if (guess === positive) detected++;
    if (truth === positive && guess === positive) truePositives++;
  }
  return {
    rows: pairs.length,
    positives,
    detected,
    truePositives,
    precision: ratio(truePositives, detected),
    recall: ratio(truePositives, positives),
    confusion: confusion(pairs),
  };
}

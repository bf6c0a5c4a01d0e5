/** Uses between two prompts, and the fewest before the first. */
export const PROMPT_EVERY = 5;
/** At least this long between two prompts. */
export const PROMPT_GAP_MS = 24 * 60 * 60 * 1000;

/** What the rule reads: the targeting suggestion state and the tool's answer. */
export type PromptState = {
  /** tool uses so far, this one included (the server counts a use as it runs the tool) */
  usage: number;
  /** how many results the tool returned */
  resultCount: number;
  /** the page's own condition (e.g. there is something a package could be built from) */
  condition: boolean;
  lastPromptAt: Date | null;
  now: Date;
};

/**
 * Whether to suggest turning the results into a targeting package: at least 5 uses, every 5th use,
 * results to build on, the page's condition, and a day since the last prompt. Otherwise nothing is
 * shown and the next use counts one more.
 */
export function shouldSuggest(s: PromptState): boolean {
  const rested = s.lastPromptAt === null || s.now.getTime() - s.lastPromptAt.getTime() >= PROMPT_GAP_MS;
  return s.usage >= PROMPT_EVERY && s.usage % PROMPT_EVERY === 0 && s.resultCount > 0 && s.condition && rested;
}

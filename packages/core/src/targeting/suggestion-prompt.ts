/** When to ask a user how a targeting package worked. */

export const SUGGESTION_MIN_USES = 5;
export const SUGGESTION_EVERY_USES = 5;
export const SUGGESTION_GAP_MS = 24 * 60 * 60 * 1000;

/** The targeting suggestion state on a device: the tool-usage counter, the last prompt's time and the prompt flag. */
export type SuggestionState = {
  usage: number;
  /** epoch ms of the last prompt shown, null before the first */
  lastPromptAt: number | null;
  prompted: boolean;
};

export const INITIAL_SUGGESTION_STATE: SuggestionState = { usage: 0, lastPromptAt: null, prompted: false };

export type SuggestionCheck = {
  /** entries the tool returned this time */
  resultCount: number;
  /** the caller's own condition (e.g. the result is worth asking about) */
  condition: boolean;
  now: number;
};

/**
 * The prompt shows only when usage is at least 5, the result count is above 0, the condition passes, a
 * day has passed since the last prompt and usage is a multiple of 5; otherwise usage goes up by 1.
 */
export function nextSuggestionState(
  state: SuggestionState,
  { resultCount, condition, now }: SuggestionCheck,
): { show: boolean; state: SuggestionState } {
  const dayPassed = state.lastPromptAt === null || now - state.lastPromptAt >= SUGGESTION_GAP_MS;
  const show =
    state.usage >= SUGGESTION_MIN_USES &&
    resultCount > 0 &&
    condition &&
    dayPassed &&
    state.usage % SUGGESTION_EVERY_USES === 0;
  if (show) return { show, state: { ...state, lastPromptAt: now, prompted: true } };
  return { show, state: { ...state, usage: state.usage + 1, prompted: false } };
}

import { nextSuggestionState, type SuggestionCheck } from "../targeting/suggestion-prompt.ts";
import type { ActivityUsage } from "./activity-contract.ts";

/**
 * The targeting suggestion prompt's rule (targeting's nextSuggestionState) on the state the server
 * counts from the user's activity: `usage` already holds this use, since the tool's route recorded it
 * before answering, and the last prompt is the last `suggestion_shown` entry.
 */
export function shouldSuggest(usage: ActivityUsage, check: SuggestionCheck): boolean {
  const lastPromptAt = usage.last_prompt_at === null ? null : Date.parse(usage.last_prompt_at);
  return nextSuggestionState({ usage: usage.usage, lastPromptAt, prompted: false }, check).show;
}

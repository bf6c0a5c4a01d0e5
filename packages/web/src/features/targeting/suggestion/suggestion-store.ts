import {
  INITIAL_SUGGESTION_STATE,
  nextSuggestionState,
  type SuggestionCheck,
  type SuggestionState,
} from "@xa/core/targeting/suggestion-prompt";
import { readStorage, STORAGE_PREFIX, writeStorage } from "../../../api/browser-storage.ts";

const KEY = `${STORAGE_PREFIX}targetingSuggestion`;

/** The suggestion state on this device; a broken value starts again. */
export function readSuggestionState(): SuggestionState {
  try {
    const raw = JSON.parse(readStorage(KEY) ?? "null") as Partial<SuggestionState> | null;
    if (!raw || typeof raw.usage !== "number") return INITIAL_SUGGESTION_STATE;
    return {
      usage: Math.max(0, Math.floor(raw.usage)),
      lastPromptAt: typeof raw.lastPromptAt === "number" ? raw.lastPromptAt : null,
      prompted: raw.prompted === true,
    };
  } catch {
    return INITIAL_SUGGESTION_STATE;
  }
}

/** Records one use of the autopilot and answers whether to show the prompt now. */
export function recordToolUse(check: SuggestionCheck): boolean {
  const { show, state } = nextSuggestionState(readSuggestionState(), check);
  writeStorage(KEY, JSON.stringify(state));
  return show;
}

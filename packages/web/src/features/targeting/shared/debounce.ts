/** Searches wait for this pause in typing. */
export const DEBOUNCE_MS = 500;

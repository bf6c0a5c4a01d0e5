import { readStorage, removeStorage, STORAGE_PREFIX, writeStorage } from "../api/browser-storage.ts";

/** The current team is remembered as the recent team (by slug). */
const KEY = `${STORAGE_PREFIX}recentTeam`;

export function readRecentTeam(): string | null {
  return readStorage(KEY);
}

export function writeRecentTeam(slug: string): void {
  writeStorage(KEY, slug);
}

export function clearRecentTeam(): void {
  removeStorage(KEY);
}

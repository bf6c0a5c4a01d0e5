import { type TargetingPackage, targetingPackage } from "@xa/core/targeting/targeting-package";
import { z } from "zod";
import { readStorage, removeStorage, STORAGE_PREFIX, writeStorage } from "../../../api/browser-storage.ts";

const PREFIX = `${STORAGE_PREFIX}packageDraft:`;
/** A draft nobody came back to for this long is dropped: its package has likely moved on. */
export const DRAFT_MAX_AGE_MS = 30 * 86_400_000;

/** Which package a draft is of: one user's edits, in one team, of one package (e.g. `config:5`). */
export type DraftScope = { user: number; team: string; of: string };

const storedDraft = z.object({
  /** what the edits started from (a config's version): a draft of another base is not restored */
  base: z.string(),
  saved_at: z.number(),
  targeting_package: targetingPackage,
});
export type PackageDraft = z.infer<typeof storedDraft>;

export const draftKey = (scope: DraftScope) => `${PREFIX}${scope.user}:${scope.team}:${scope.of}`;

/** The draft kept for `scope` when it was made from `base`; a draft of another base, or unreadable, is dropped. */
export function readDraft(scope: DraftScope, base: string): PackageDraft | null {
  const raw = readStorage(draftKey(scope));
  if (raw === null) return null;
  let parsed: ReturnType<typeof storedDraft.safeParse>;
  try {
    parsed = storedDraft.safeParse(JSON.parse(raw));
  } catch {
    parsed = storedDraft.safeParse(null);
  }
  if (!parsed.success || parsed.data.base !== base) {
    removeStorage(draftKey(scope));
    return null;
  }
  return parsed.data;
}

/** Keeps the package being edited as `scope`'s draft, and drops drafts too old to matter. */
export function writeDraft(scope: DraftScope, base: string, pkg: TargetingPackage, now: number): void {
  dropOldDrafts(now);
  writeStorage(draftKey(scope), JSON.stringify({ base, saved_at: now, targeting_package: pkg }));
}

export function removeDraft(scope: DraftScope): void {
  removeStorage(draftKey(scope));
}

function dropOldDrafts(now: number): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    for (const key of keys) {
      const savedAt = (JSON.parse(localStorage.getItem(key) ?? "{}") as { saved_at?: unknown }).saved_at;
      if (typeof savedAt !== "number" || now - savedAt > DRAFT_MAX_AGE_MS) localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled or a foreign value: nothing to tidy.
  }
}

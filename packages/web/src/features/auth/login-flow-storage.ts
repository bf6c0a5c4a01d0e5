import { readStorage, removeStorage, STORAGE_PREFIX, writeStorage } from "../../api/browser-storage.ts";

/**
 * An e-mail login waiting for its code; kept for the tab so a reload or a visit to the outbox keeps the
 * step. `wrongTries` counts refused codes: the server ends a code after a fixed number of them.
 */
export type LoginFlow = { email: string; magicCode: string; wrongTries?: number };

const KEY = `${STORAGE_PREFIX}loginFlow`;

export function readLoginFlow(): LoginFlow | null {
  try {
    const value = JSON.parse(readStorage(KEY, "session") ?? "null") as Partial<LoginFlow> | null;
    return value && typeof value.email === "string" && typeof value.magicCode === "string"
      ? {
          email: value.email,
          magicCode: value.magicCode,
          wrongTries: typeof value.wrongTries === "number" ? value.wrongTries : 0,
        }
      : null;
  } catch {
    return null;
  }
}

export function writeLoginFlow(flow: LoginFlow): void {
  writeStorage(KEY, JSON.stringify(flow), "session");
}

export function clearLoginFlow(): void {
  removeStorage(KEY, "session");
}

/** Every key this app writes starts with this prefix, except the theme key ('themenew'). */
export const STORAGE_PREFIX = "xa.";

export type StorageKind = "local" | "session";

function storageOf(kind: StorageKind): Storage | undefined {
  // Reading the property itself throws when storage is disabled.
  return kind === "local" ? globalThis.localStorage : globalThis.sessionStorage;
}

/** Web storage access that survives private modes and disabled storage. */
export function readStorage(key: string, kind: StorageKind = "local"): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, kind: StorageKind = "local"): void {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working without remembering.
  }
}

export function removeStorage(key: string, kind: StorageKind = "local"): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Same as above.
  }
}

/** Removes every key of this app (both storages), keeping the theme preference. */
export function clearAppStorage(): void {
  for (const kind of ["local", "session"] as const) {
    try {
      const storage = storageOf(kind);
      if (!storage) continue;
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key?.startsWith(STORAGE_PREFIX) ?? false,
      );
      for (const key of keys) storage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }
}

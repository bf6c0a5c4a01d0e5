import { readStorage, removeStorage, STORAGE_PREFIX, writeStorage } from "./browser-storage.ts";

/** The login kept on the device: e-mail, name, token, and who it is signed in as. */
export type StoredLogin = { email: string; name: string; token: string; signedInAs?: number };

export const LOGIN_STORAGE_KEY = `${STORAGE_PREFIX}login`;

export function readStoredLogin(): StoredLogin | null {
  const text = readStorage(LOGIN_STORAGE_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredLogin>;
    return typeof value.token === "string" && value.token
      ? { email: value.email ?? "", name: value.name ?? "", token: value.token, signedInAs: value.signedInAs }
      : null;
  } catch {
    return null;
  }
}

export function writeStoredLogin(login: StoredLogin): void {
  writeStorage(LOGIN_STORAGE_KEY, JSON.stringify(login));
}

export function clearStoredLogin(): void {
  removeStorage(LOGIN_STORAGE_KEY);
}

export function storedToken(): string | undefined {
  return readStoredLogin()?.token;
}

import type { SocialLoginMode } from "@xa/core/auth/social-login-rules";
import { readStorage, removeStorage, STORAGE_PREFIX, writeStorage } from "../../../api/browser-storage.ts";

/**
 * A sign-in with X on its way to the provider, kept for the tab: the state the provider must bring
 * back, whether it signs in or connects, and where to go afterwards.
 */
export type XLoginAttempt = { state: string; mode: SocialLoginMode; next: string | null };

const KEY = `${STORAGE_PREFIX}xLoginAttempt`;

export function readXLoginAttempt(): XLoginAttempt | null {
  try {
    const value = JSON.parse(readStorage(KEY, "session") ?? "null") as Partial<XLoginAttempt> | null;
    if (!value || typeof value.state !== "string" || (value.mode !== "login" && value.mode !== "connect")) return null;
    return { state: value.state, mode: value.mode, next: typeof value.next === "string" ? value.next : null };
  } catch {
    return null;
  }
}

export function writeXLoginAttempt(attempt: XLoginAttempt): void {
  writeStorage(KEY, JSON.stringify(attempt), "session");
}

export function clearXLoginAttempt(): void {
  removeStorage(KEY, "session");
}

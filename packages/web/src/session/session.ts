import type { QueryClient } from "@tanstack/react-query";
import { displayName, type LoginResponse } from "@xa/core";
import { clearStoredLogin, writeStoredLogin } from "../api/login-storage.ts";

/** The cache key of the signed-in user; the session keeps it across sign-in and sign-out. */
export const meQueryKey = ["me"] as const;

let endedByUser = false;

/** True right after the user logged out: guarded pages then go to plain /login, not back to themselves. */
export function sessionEndedByUser(): boolean {
  return endedByUser;
}

/** The login page has taken over; later signed-out visits keep their way back (`next`). */
export function acknowledgeLogout(): void {
  endedByUser = false;
}

/** Keeps the login on the device and makes the user the signed-in one. */
export function startSession(queryClient: QueryClient, login: LoginResponse): void {
  endedByUser = false;
  writeStoredLogin({
    email: login.user.email,
    name: displayName(login.user),
    token: login.token,
    signedInAs: login.user.id,
  });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, login.user);
}

/** Forgets the login on this device and every cached answer. */
export function endSession(queryClient: QueryClient, { byUser = false }: { byUser?: boolean } = {}): void {
  endedByUser = byUser;
  clearStoredLogin();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, null);
}

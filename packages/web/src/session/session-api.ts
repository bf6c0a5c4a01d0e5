import { authContract, type User } from "@xa/core";
import { isApiError } from "../api/api-error.ts";
import { call } from "../api/call.ts";
import { clearStoredLogin, storedToken } from "../api/login-storage.ts";

/** The signed-in user, or null when signed out (a 403), which also forgets the stored login. */
export async function fetchMe(): Promise<User | null> {
  const sentToken = storedToken();
  // Every sign-in stores its token, so without one the answer is a known 403: not asked, not logged.
  if (!sentToken) return null;
  try {
    return await call(authContract.getMe, {}, { redirectOn403: false });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      // A stored token the server no longer accepts must not ride along on the next login.
      if (storedToken() === sentToken) clearStoredLogin();
      return null;
    }
    throw error;
  }
}

/** Ends the session on the server; the caller forgets it here (endSession) whatever the answer. */
export function logout() {
  return call(authContract.logout, {}, { redirectOn403: false });
}

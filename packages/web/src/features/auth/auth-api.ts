import type { LoginResponse, MagicLinkResponse, MagicLinkUse, UpdateMe, User } from "@xa/core";
import { isApiError } from "../../api/api-error.ts";
import { http } from "../../api/http-client.ts";
import { clearStoredLogin, storedToken } from "../../api/login-storage.ts";

/** Asks for a login e-mail; the reply's magic code pairs with the e-mailed confirmation code. */
export function requestMagicLink(email: string): Promise<MagicLinkResponse> {
  return http.post<MagicLinkResponse>("/api/user/magic-link/", { email }, { redirectOn403: false });
}

export function confirmMagicLink(body: MagicLinkUse): Promise<LoginResponse> {
  return http.post<LoginResponse>("/api/user/magic-link/use/", body, { redirectOn403: false });
}

/** The signed-in user, or null when signed out (a 403, spec §8), which also forgets the stored login. */
export async function fetchMe(): Promise<User | null> {
  const sentToken = storedToken();
  try {
    return await http.get<User>("/api/user/me/", { redirectOn403: false });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      // A stored token the server no longer accepts must not ride along on the next login.
      if (storedToken() === sentToken) clearStoredLogin();
      return null;
    }
    throw error;
  }
}

export function updateMe(body: UpdateMe): Promise<User> {
  return http.put<User>("/api/user/me/", body);
}

export function logout(): Promise<void> {
  return http.post<void>("/rest-auth/logout/", undefined, { redirectOn403: false });
}

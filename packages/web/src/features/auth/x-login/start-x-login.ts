import type { SocialLoginMode } from "@xa/core/auth/social-login-rules";
import { startXLoginAttempt } from "./x-login-api.ts";
import { writeXLoginAttempt } from "./x-login-storage.ts";

/** Asks the server for an attempt, keeps its state for the callback page, and goes to the provider. */
export async function startXLogin(mode: SocialLoginMode, next: string | null): Promise<void> {
  const started = await startXLoginAttempt(mode);
  writeXLoginAttempt({ state: started.state, mode, next });
  window.location.assign(started.authorize_url);
}

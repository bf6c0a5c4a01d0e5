import type { Deps } from "../../deps.ts";
import { createXOAuthProvider } from "./x-oauth-provider.ts";
import type { XLoginProvider } from "./x-provider.ts";
import { createXSandboxProvider } from "./x-sandbox-provider.ts";

/** The real X when its app keys are configured (X_CLIENT_ID, X_CLIENT_SECRET); else the built-in X sandbox. */
export function chooseXProvider(deps: Pick<Deps, "config" | "db" | "now">): XLoginProvider {
  const { config } = deps;
  return config.xLogin
    ? createXOAuthProvider(config.xLogin, config.publicUrl, { now: deps.now })
    : createXSandboxProvider(deps.db, deps.now);
}

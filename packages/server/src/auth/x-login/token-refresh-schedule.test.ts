import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lazySealedSecrets, loadSecretsKey } from "../../db/sealed-secrets.ts";
import { backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { sandboxSignIn, seedStoreAccounts } from "./test/x-login-flow.ts";
import { REFRESH_AHEAD_MS, refreshExpiringTokens } from "./token-refresh-schedule.ts";
import { createXSandboxProvider } from "./x-sandbox-provider.ts";
import { freshTokens } from "./x-tokens.ts";

const SECRETS_KEY = "e".repeat(64);
const HOUR = 3600_000;

describe.each(backends)("the X token refresh schedule, with the X sandbox (%s)", (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend, { SECRETS_KEY });
    await seedStoreAccounts(t.db);
  });
  afterEach(() => t.close());

  it("refreshes a token before it expires, once, and the new token keeps working past the old one's end", async () => {
    const signedIn = await sandboxSignIn(t, "alice");
    expect(signedIn.status).toBe(200);
    const [account] = signedIn.body.user.social_accounts as { id: number }[];
    const deps = {
      db: t.db,
      secrets: lazySealedSecrets(() => loadSecretsKey({ secretsKey: SECRETS_KEY, dataDir: "/nonexistent" })),
      now: () => t.clock.now,
    };
    const sandbox = createXSandboxProvider(t.db, deps.now);
    const sealed = async () =>
      (await t.db.query<{ s: string }>("SELECT token_sealed AS s FROM social_accounts WHERE id = $1", [account?.id]))[0]
        ?.s;
    const first = await sealed();
    // Well inside its two hours: left alone.
    expect(await refreshExpiringTokens(deps, sandbox)).toEqual({ refreshed: 0, failed: 0 });
    expect(await sealed()).toBe(first);
    // Inside the schedule's window (ahead of a request's margin): refreshed, and only once.
    t.clock.advance(2 * HOUR - REFRESH_AHEAD_MS + 60_000);
    expect(await refreshExpiringTokens(deps, sandbox)).toEqual({ refreshed: 1, failed: 0 });
    expect(await sealed()).not.toBe(first);
    expect(await refreshExpiringTokens(deps, sandbox)).toEqual({ refreshed: 0, failed: 0 });
    // Past the first token's end, the account's token still works with the sandbox's user API.
    t.clock.advance(REFRESH_AHEAD_MS);
    const tokens = await freshTokens(deps, sandbox, account?.id ?? 0, { marginMs: 0 });
    expect(tokens?.expiresAt?.getTime()).toBeGreaterThan(t.clock.now.getTime());
    expect((await sandbox.identify(tokens ?? ({} as never))).username).toBe("alice");
  });

  it("counts a token X refuses to refresh as failed and keeps it for the next request to report", async () => {
    const signedIn = await sandboxSignIn(t, "alice");
    const [account] = signedIn.body.user.social_accounts as { id: number }[];
    const deps = {
      db: t.db,
      secrets: lazySealedSecrets(() => loadSecretsKey({ secretsKey: SECRETS_KEY, dataDir: "/nonexistent" })),
      now: () => t.clock.now,
    };
    const sandbox = createXSandboxProvider(t.db, deps.now);
    const tokens = await freshTokens(deps, sandbox, account?.id ?? 0);
    await sandbox.revoke(tokens ?? ({} as never));
    t.clock.advance(2 * HOUR - 60_000);
    expect(await refreshExpiringTokens(deps, sandbox)).toEqual({ refreshed: 0, failed: 1 });
    expect(await freshTokens(deps, sandbox, account?.id ?? 0, { marginMs: 0 })).toEqual(tokens);
  });
});

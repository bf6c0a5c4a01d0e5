import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lazySealedSecrets, loadSecretsKey } from "../../db/sealed-secrets.ts";
import { backends, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import { loadXRecording, startXApiServer, type XApiServer } from "./test/x-api-server.ts";
import { completeXLogin, countRows, startXLogin } from "./test/x-login-flow.ts";
import { refreshExpiringTokens } from "./token-refresh-schedule.ts";
import { createXOAuthProvider } from "./x-oauth-provider.ts";
import { freshTokens } from "./x-tokens.ts";

const app = {
  clientId: "client-id-1",
  clientSecret: "client-secret-1",
  consumerKey: "consumer-key-1",
  consumerSecret: "consumer-secret-1",
  tokenSecrets: { "RQ-1": "RQ-secret-1", "OA-1": "OA-secret-1" },
};
const SECRETS_KEY = "d".repeat(64);
const PLAINTEXT = ["AT-secret-1", "RT-secret-1", "AT-secret-3", "RT-secret-3"];

describe.each(backends)("sign in with the real X, against recordings on loopback (%s)", (backend) => {
  let server: XApiServer;
  let t: TestApp;
  const env = () => ({
    X_CLIENT_ID: app.clientId,
    X_CLIENT_SECRET: app.clientSecret,
    X_CONSUMER_KEY: app.consumerKey,
    X_CONSUMER_SECRET: app.consumerSecret,
    X_API_BASE: server.baseUrl,
    SECRETS_KEY,
  });
  beforeAll(async () => {
    server = await startXApiServer(app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    t = await createTestApp(backend, env());
  });
  afterEach(async () => {
    await t.close();
    expect(server.problems).toEqual([]);
    expect(server.pending()).toBe(0);
    server.problems.length = 0;
  });

  const signInWithCode = async (code: string) => {
    const started = await startXLogin(t);
    return completeXLogin(t, { code, state: started.state }, started.cookie);
  };

  it("sends the browser to X with the app's client id, scopes and PKCE, and signs in the user X names", async () => {
    const started = await startXLogin(t);
    expect(started.provider).toBe("x");
    expect(`${started.authorizeUrl.origin}${started.authorizeUrl.pathname}`).toBe("https://x.com/i/oauth2/authorize");
    const q = started.authorizeUrl.searchParams;
    expect(q.get("client_id")).toBe(app.clientId);
    expect(q.get("redirect_uri")).toBe("http://localhost:8080/login/x/callback");
    expect(q.get("scope")).toContain("offline.access");
    expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Ann signed in by e-mail before: X confirms her address, so it is her account it reaches.
    const ann = await signIn(t, "dev@example.com");
    server.play(loadXRecording("sign-in"));
    const signedIn = await completeXLogin(t, { code: "x-code-1", state: started.state }, started.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).not.toBe(ann);
    expect(signedIn.body.user).toMatchObject({ email: "dev@example.com", social_accounts: [{ provider: "x" }] });
    expect(await countRows(t.db, "users")).toBe(1);

    // Tokens are never answered nor kept in clear.
    const listed = await t.call({ method: "GET", url: "/rest-auth/socialaccounts/", token: ann });
    expect(listed.body).toEqual([
      expect.objectContaining({ provider: "x", uid: "2244994945", username: "XDevelopers" }),
    ]);
    const [row] = await t.db.query<{ all: string }>("SELECT row_to_json(s)::text AS all FROM social_accounts s");
    for (const said of [JSON.stringify(signedIn.body), JSON.stringify(listed.body), row?.all ?? ""]) {
      for (const secret of PLAINTEXT) expect(said).not.toContain(secret);
    }
    expect(row?.all).toContain("v1:");
  });

  it("creates a user without e-mail when X gives none, and says why a stale code fails", async () => {
    server.play(loadXRecording("sign-in-no-email"));
    const signedIn = await signInWithCode("x-code-2");
    expect(signedIn.body.user).toMatchObject({ email: "", first_name: "X" });

    server.play(loadXRecording("bad-code"));
    const refused = await signInWithCode("stale");
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      "X could not complete the sign-in: X answered 400: Value passed for the authorization code was invalid.",
    );
    expect(await countRows(t.db, "users")).toBe(1);
  });

  it("refreshes a token before it expires, and revokes it at X on disconnect", async () => {
    server.play(loadXRecording("sign-in"));
    const signedIn = await signInWithCode("x-code-1");
    const user = signedIn.body.user;
    const [account] = user.social_accounts;
    const deps = {
      db: t.db,
      secrets: lazySealedSecrets(() => loadSecretsKey({ secretsKey: SECRETS_KEY, dataDir: "/nonexistent" })),
      now: () => t.clock.now,
    };
    const provider = createXOAuthProvider(
      {
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        apiBase: server.baseUrl,
        authorizeUrl: "https://x.com/i/oauth2/authorize",
        consumerKey: null,
        consumerSecret: null,
      },
      "http://localhost:8080",
      { now: deps.now },
    );
    // Well inside its two hours: used as it is, X is not asked.
    expect((await freshTokens(deps, provider, account.id))?.accessToken).toBe("AT-secret-1");
    // Four minutes before it expires: refreshed first, and the new pair is what is kept.
    t.clock.advance(2 * 3600_000 - 4 * 60_000);
    server.play(loadXRecording("refresh"));
    expect((await freshTokens(deps, provider, account.id))?.accessToken).toBe("AT-secret-3");
    expect((await freshTokens(deps, provider, account.id))?.refreshToken).toBe("RT-secret-3");
    const [row] = await t.db.query<{ all: string }>("SELECT row_to_json(s)::text AS all FROM social_accounts s");
    for (const secret of PLAINTEXT) expect(row?.all).not.toContain(secret);

    // Disconnecting (the user has an e-mail) revokes the current pair at X, refresh token first.
    server.play(
      loadXRecording("revoke").map((e) => ({
        ...e,
        request: {
          ...e.request,
          form: { ...e.request.form, token: (e.request.form?.token ?? "").replace("-1", "-3") } as Record<
            string,
            string
          >,
        },
      })),
    );
    // Two hours on, the session has ended: the user comes back by e-mail (theirs now).
    await t.db.query("UPDATE users SET email = 'dev@example.com' WHERE id = $1", [user.id]);
    const token = await signIn(t, "dev@example.com");
    const gone = await t.call({ method: "POST", url: `/rest-auth/socialaccounts/${account.id}/disconnect/`, token });
    expect(gone.status).toBe(200);
    expect(await countRows(t.db, "social_accounts")).toBe(0);
  });

  it("refreshes a token in the background before it expires, once, with X's recorded answer", async () => {
    server.play(loadXRecording("sign-in"));
    const signedIn = await signInWithCode("x-code-1");
    const [account] = signedIn.body.user.social_accounts;
    const deps = {
      db: t.db,
      secrets: lazySealedSecrets(() => loadSecretsKey({ secretsKey: SECRETS_KEY, dataDir: "/nonexistent" })),
      now: () => t.clock.now,
    };
    const provider = createXOAuthProvider(
      {
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        apiBase: server.baseUrl,
        authorizeUrl: "https://x.com/i/oauth2/authorize",
        consumerKey: null,
        consumerSecret: null,
      },
      "http://localhost:8080",
      { now: deps.now },
    );
    // An hour in, X is not asked (the loopback server fails a call it was not told of).
    t.clock.advance(3600_000);
    expect(await refreshExpiringTokens(deps, provider)).toEqual({ refreshed: 0, failed: 0 });
    // Ten minutes before the end: the schedule refreshes with the refresh token, X rotates both.
    t.clock.advance(3600_000 - 10 * 60_000);
    server.play(loadXRecording("refresh"));
    expect(await refreshExpiringTokens(deps, provider)).toEqual({ refreshed: 1, failed: 0 });
    expect(await freshTokens(deps, provider, account.id)).toMatchObject({
      accessToken: "AT-secret-3",
      refreshToken: "RT-secret-3",
    });
    expect(await refreshExpiringTokens(deps, provider)).toEqual({ refreshed: 0, failed: 0 });
    const [row] = await t.db.query<{ all: string }>("SELECT row_to_json(s)::text AS all FROM social_accounts s");
    for (const secret of PLAINTEXT) expect(row?.all).not.toContain(secret);
  });

  it("signs in with OAuth 1.0a: request_token with our callback, access_token with the verifier, each signed", async () => {
    server.play(loadXRecording("oauth1-sign-in"));
    const requested = await t.call({
      method: "GET",
      url: "/rest-auth/x/request_token/?oauth_callback=http://localhost:8080/login/x/callback",
    });
    expect(requested.body).toEqual({
      oauth_token: "RQ-1",
      authorize_url: `${server.baseUrl}/oauth/authenticate?oauth_token=RQ-1`,
      provider: "x",
    });
    const signedIn = await t.call({
      method: "GET",
      url: "/rest-auth/x/access_token/?oauth_token=RQ-1&oauth_verifier=verifier-1",
      headers: { cookie: "xa_social_state=RQ-1" },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.social_accounts).toEqual([expect.objectContaining({ provider: "x" })]);
    const [row] = await t.db.query<{ all: string }>("SELECT row_to_json(s)::text AS all FROM social_accounts s");
    expect(row?.all).not.toContain("OA-secret-1");
    expect(row?.all).not.toContain('OA-1"');
  });
});

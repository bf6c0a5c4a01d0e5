import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import {
  approveInSandbox,
  completeXLogin,
  countRows,
  sandboxSignIn,
  seedStoreAccounts,
  setCookie,
  startXLogin,
} from "./test/x-login-flow.ts";

const UNAUTHORIZED = "Error: Unauthorized login attempt";

describe.each(backends)("sign in with X through the X sandbox (%s)", (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend, { SECRETS_KEY: "c".repeat(64) });
    await seedStoreAccounts(t.db);
  });
  afterEach(() => t.close());

  it("sends the browser to the sandbox's authorize page with PKCE, and signs in as the store account picked", async () => {
    const started = await startXLogin(t);
    expect(started.provider).toBe("x-sandbox");
    expect(started.authorizeUrl.pathname).toBe("/x-sandbox/authorize");
    expect(started.authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(started.authorizeUrl.searchParams.get("state")).toBe(started.state);
    expect(started.cookie).toBe(started.state);

    const back = await approveInSandbox(t, started, "@Alice");
    expect(back.state).toBe(started.state);
    const signedIn = await completeXLogin(t, back, started.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      email: "",
      first_name: "Alice A",
      social_accounts: [{ provider: "x-sandbox" }],
    });
    expect(setCookie(signedIn.headers, "sessionid")).toBe(signedIn.body.token);

    const me = await t.call({ method: "GET", url: "/api/user/me/", token: signedIn.body.token });
    expect(me.status).toBe(200);
    const accounts = await t.call({ method: "GET", url: "/rest-auth/socialaccounts/", token: signedIn.body.token });
    expect(accounts.body).toEqual([
      expect.objectContaining({ provider: "x-sandbox", uid: "1001", username: "alice", name: "Alice A" }),
    ]);

    // The second sign-in with the same X account is the same user.
    const again = await sandboxSignIn(t, "alice");
    expect(again.body.user.id).toBe(signedIn.body.user.id);
    expect(await countRows(t.db, "users")).toBe(1);
  });

  it("refuses a state that does not match, a replayed one and an expired one, creating nothing", async () => {
    const started = await startXLogin(t);
    const back = await approveInSandbox(t, started, "alice");

    const cases = [
      // a state no attempt has, with a cookie to match it
      [{ ...back, state: "f".repeat(64) }, "f".repeat(64)],
      // the right state, from a browser that did not start the attempt
      [back, "someone-else"],
      [back, ""],
    ] as const;
    for (const [payload, cookie] of cases) {
      const refused = await completeXLogin(t, payload, cookie);
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe(UNAUTHORIZED);
    }
    expect(await countRows(t.db, "users")).toBe(0);
    expect(await countRows(t.db, "social_accounts")).toBe(0);
    expect(await countRows(t.db, "sessions")).toBe(0);

    expect((await completeXLogin(t, back, started.cookie)).status).toBe(200);
    // Single use: the same state again fails.
    const replayed = await completeXLogin(t, back, started.cookie);
    expect(replayed.body.detail).toBe(UNAUTHORIZED);

    // Expired after 10 minutes.
    const late = await startXLogin(t);
    const lateBack = await approveInSandbox(t, late, "bob");
    t.clock.advance(10 * 60_000 + 1000);
    const expired = await completeXLogin(t, lateBack, late.cookie);
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toBe(UNAUTHORIZED);
    expect(await countRows(t.db, "users")).toBe(1);
  });

  it("answers the refusal in Japanese to a Japanese caller", async () => {
    const refused = await t.call({
      method: "POST",
      url: "/rest-auth/x/",
      payload: { code: "c", state: "s" },
      headers: { "accept-language": "ja", cookie: "xa_social_state=s" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe("エラー: 不正なログインの試みです");
  });

  it("checks the PKCE verifier: a code approved for another challenge signs no one in", async () => {
    const first = await startXLogin(t);
    const second = await startXLogin(t);
    // The sandbox approves the first attempt's challenge; the code is then sent with the second's state.
    const back = await approveInSandbox(t, first, "alice");
    const mixed = await completeXLogin(t, { code: back.code, state: second.state }, second.cookie);
    expect(mixed.status).toBe(400);
    expect(mixed.body.detail).toMatch(/code verifier/);
    expect(await countRows(t.db, "users")).toBe(0);
  });

  it("says which handle the store lacks, and keeps the sandbox to the app's own callback", async () => {
    const started = await startXLogin(t);
    const q = started.authorizeUrl.searchParams;
    const unknown = await t.call({
      method: "POST",
      url: "/api/x-sandbox/authorize/",
      payload: {
        handle: "nobody",
        redirect_uri: q.get("redirect_uri"),
        state: q.get("state"),
        code_challenge: q.get("code_challenge"),
        code_challenge_method: "S256",
      },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("There is no account @nobody in the store; pick one from the list.");
    const elsewhere = await t.call({
      method: "POST",
      url: "/api/x-sandbox/authorize/",
      payload: {
        handle: "alice",
        redirect_uri: "https://evil.example/cb",
        state: "s",
        code_challenge: "c",
        code_challenge_method: "S256",
      },
    });
    expect(elsewhere.status).toBe(400);
    const listed = await t.call({ method: "GET", url: "/api/x-sandbox/accounts/?search=ali" });
    expect(listed.body).toEqual({
      count: 1,
      results: [{ id: "1001", handle: "alice", name: "Alice A", followers_count: 10 }],
    });
  });

  it("connects X accounts to a signed-in user, lists them, and keeps the last way to sign in", async () => {
    const ann = await signIn(t, "ann@example.com");
    const started = await startXLogin(t, { mode: "connect", token: ann });
    const back = await approveInSandbox(t, started, "bob");
    // Connecting needs the session that started it; a login call with a connect state fails.
    expect((await completeXLogin(t, back, started.cookie)).body.detail).toBe(UNAUTHORIZED);

    const again = await startXLogin(t, { mode: "connect", token: ann });
    const connected = await completeXLogin(t, await approveInSandbox(t, again, "bob"), again.cookie, {
      connectWith: ann,
    });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ provider: "x-sandbox", uid: "1002", username: "bob" });
    // Signing in with that X account now signs Ann in.
    expect((await sandboxSignIn(t, "bob")).body.user.email).toBe("ann@example.com");

    // Another user cannot connect Ann's X account.
    const eve = await signIn(t, "eve@example.com");
    const eves = await startXLogin(t, { mode: "connect", token: eve });
    const taken = await completeXLogin(t, await approveInSandbox(t, eves, "bob"), eves.cookie, { connectWith: eve });
    expect(taken.status).toBe(409);

    // An X-only user keeps their one X account; with a second one, either may go.
    const carol = (await sandboxSignIn(t, "carol")).body.token as string;
    const [own] = (await t.call({ method: "GET", url: "/rest-auth/socialaccounts/", token: carol })).body;
    const kept = await t.call({ method: "POST", url: `/rest-auth/socialaccounts/${own.id}/disconnect/`, token: carol });
    expect(kept.status).toBe(400);
    expect(kept.body.detail).toMatch(/only way to sign in/);
    // Another user's account is not found.
    const foreign = await t.call({
      method: "POST",
      url: `/rest-auth/socialaccounts/${own.id}/disconnect/`,
      token: ann,
    });
    expect(foreign.status).toBe(404);

    // Ann has an e-mail: she may disconnect her only X account, and its tokens stop working at the sandbox.
    const grantsBefore = await countRows(t.db, "x_sandbox_grants");
    const [anns] = (await t.call({ method: "GET", url: "/rest-auth/socialaccounts/", token: ann })).body;
    const gone = await t.call({ method: "POST", url: `/rest-auth/socialaccounts/${anns.id}/disconnect/`, token: ann });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual([]);
    expect(await countRows(t.db, "x_sandbox_grants")).toBe(grantsBefore - 2);
  });

  it("signs in with OAuth 1.0a through the sandbox: request_token, then access_token with the callback parameters", async () => {
    const requested = await t.call({ method: "GET", url: "/rest-auth/x/request_token/" });
    expect(requested.status).toBe(200);
    const cookie = setCookie(requested.headers, "xa_social_state");
    expect(cookie).toBe(requested.body.oauth_token);
    expect(requested.body.authorize_url).toBe(`/x-sandbox/authorize?oauth_token=${requested.body.oauth_token}`);
    const approved = await t.call({
      method: "POST",
      url: "/api/x-sandbox/authorize/",
      payload: { handle: "carol", oauth_token: requested.body.oauth_token },
    });
    const back = new URL(approved.body.redirect_url, "http://localhost:8080");
    expect(back.pathname).toBe("/login/x/callback");
    const query = back.searchParams.toString();
    const wrong = await t.call({
      method: "GET",
      url: `/rest-auth/x/access_token/?${query}`,
      headers: { cookie: "xa_social_state=other" },
    });
    expect(wrong.body.detail).toBe(UNAUTHORIZED);
    // The failed try did not use the attempt up: the browser that started it still signs in.
    const signedIn = await t.call({
      method: "GET",
      url: `/rest-auth/x/access_token/?${query}`,
      headers: { cookie: `xa_social_state=${cookie}` },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ first_name: "Carol C", social_accounts: [{ provider: "x-sandbox" }] });
    const foreign = await t.call({
      method: "GET",
      url: "/rest-auth/x/request_token/?oauth_callback=https://evil.example/cb",
    });
    expect(foreign.status).toBe(400);
  });

  it("connects with OAuth 1.0a too, only for the session that started it", async () => {
    const ann = await signIn(t, "ann@example.com");
    const requested = await t.call({ method: "GET", url: "/rest-auth/x/request_token/?mode=connect", token: ann });
    const cookie = `xa_social_state=${requested.body.oauth_token}`;
    const approved = await t.call({
      method: "POST",
      url: "/api/x-sandbox/authorize/",
      payload: { handle: "bob", oauth_token: requested.body.oauth_token },
    });
    const query = new URL(approved.body.redirect_url, "http://localhost:8080").searchParams.toString();
    // Without Ann's session the connect attempt signs no one in and links nothing.
    const anonymous = await t.call({ method: "GET", url: `/rest-auth/x/access_token/?${query}`, headers: { cookie } });
    expect(anonymous.status).toBe(403);
    expect(await countRows(t.db, "social_accounts")).toBe(0);

    const again = await t.call({ method: "GET", url: "/rest-auth/x/request_token/?mode=connect", token: ann });
    const back = await t.call({
      method: "POST",
      url: "/api/x-sandbox/authorize/",
      payload: { handle: "bob", oauth_token: again.body.oauth_token },
    });
    const connected = await t.call({
      method: "GET",
      url: `/rest-auth/x/access_token/?${new URL(back.body.redirect_url, "http://x").searchParams.toString()}`,
      headers: { cookie: `xa_social_state=${again.body.oauth_token}` },
      token: ann,
    });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({
      token: ann,
      user: { email: "ann@example.com", social_accounts: [{ provider: "x-sandbox" }] },
    });
  });

  it("logs in on another host with a live session token, and not with a dead one", async () => {
    const token = (await sandboxSignIn(t, "alice")).body.token as string;
    const via = await t.call({ method: "POST", url: "/rest-auth/login-via-token/", payload: { token } });
    expect(via.status).toBe(200);
    expect(via.body.user.first_name).toBe("Alice A");
    expect(setCookie(via.headers, "sessionid")).toBe(token);
    const bad = await t.call({ method: "POST", url: "/rest-auth/login-via-token/", payload: { token: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("Invalid token.");
    // 30 minutes idle end the session, for X sign-ins as for any.
    t.clock.advance(31 * 60_000);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token })).status).toBe(403);
    expect((await t.call({ method: "POST", url: "/rest-auth/login-via-token/", payload: { token } })).status).toBe(400);
  });

  it("answers 404 for a network it does not know", async () => {
    expect((await t.call({ method: "GET", url: "/rest-auth/facebook/code-challenge/" })).status).toBe(404);
  });
});

describe("sign-in attempts are counted per network", () => {
  it("answers 429 past the limit, with Retry-After, and saves no more attempts", async () => {
    const t = await createTestApp("pglite", { SECRETS_KEY: "c".repeat(64), SIGNIN_CODES_PER_IP: "2" });
    try {
      for (let i = 0; i < 2; i++) await startXLogin(t);
      const third = await t.call({ method: "GET", url: "/rest-auth/x/code-challenge/" });
      expect(third.status).toBe(429);
      expect(third.body.detail).toMatch(/^Too many sign-ins with X were started from your network/);
      expect(third.headers["retry-after"]).toBeTruthy();
      expect(await countRows(t.db, "social_login_attempts")).toBe(2);
    } finally {
      await t.close();
    }
  });
});

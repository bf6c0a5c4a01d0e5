import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { codeChallengeOf } from "./pkce.ts";
import { seedStoreAccounts } from "./test/x-login-flow.ts";
import { XProviderError } from "./x-provider.ts";
import { authorizeInSandbox, createXSandboxProvider } from "./x-sandbox-provider.ts";

describe.each(backends)("the X sandbox's user API writes to the store (%s)", (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend, { SECRETS_KEY: "e".repeat(64) });
    await seedStoreAccounts(t.db);
  });
  afterEach(() => t.close());

  /** Alice's sandbox tokens, through the same PKCE exchange the sign-in uses. */
  const aliceApi = async () => {
    const sandbox = createXSandboxProvider(t.db, () => t.clock.now);
    const verifier = "v".repeat(43);
    const url = await authorizeInSandbox(t.db, () => t.clock.now, "1001", {
      kind: "code",
      redirectUri: "/login/x/callback",
      state: "s",
      codeChallenge: codeChallengeOf(verifier),
    });
    const code = new URL(url ?? "", "http://x").searchParams.get("code") ?? "";
    const tokens = await sandbox.exchangeCode({ code, codeVerifier: verifier, redirectUri: "/login/x/callback" });
    return { sandbox, tokens, api: sandbox.userApi(tokens) };
  };
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: string }>(sql, params))[0]?.n ?? 0);

  it("follows and unfollows in the store, with the counts the pages show", async () => {
    const { api } = await aliceApi();
    expect(await api.follow("1001", "1002")).toEqual({ following: true, pending: false });
    expect(await count("SELECT count(*) AS n FROM follows WHERE follower_id = '1001' AND followee_id = '1002'")).toBe(
      1,
    );
    expect((await api.followers("1002")).users.map((u) => u.username)).toEqual(["alice"]);
    expect((await api.following("1001")).users.map((u) => u.username)).toEqual(["bob"]);
    expect(await count("SELECT followers_count AS n FROM accounts WHERE id = '1002'")).toBe(6);
    // Following twice changes nothing more.
    await api.follow("1001", "1002");
    expect(await count("SELECT followers_count AS n FROM accounts WHERE id = '1002'")).toBe(6);
    expect(await api.unfollow("1001", "1002")).toEqual({ following: false });
    expect(await count("SELECT count(*) AS n FROM follows")).toBe(0);
    expect(await count("SELECT followers_count AS n FROM accounts WHERE id = '1002'")).toBe(5);
    // X follows only as oneself.
    await expect(api.follow("1002", "1003")).rejects.toMatchObject({ status: 403 });
    await expect(api.follow("1001", "9999")).rejects.toMatchObject({ status: 404 });
  });

  it("creates, changes and deletes lists and their members in the store", async () => {
    const { api } = await aliceApi();
    const list = await api.createList({ name: "Friends", description: "close ones" });
    await api.addListMember(list.id, "1002");
    await api.addListMember(list.id, "1003");
    await api.updateList(list.id, { name: "Best friends" });
    expect(await api.ownedLists("1001")).toEqual([{ ...list, name: "Best friends", member_count: 2 }]);
    expect((await api.listMembers(list.id, { maxResults: 1 })).nextToken).toBe("1");
    await api.removeListMember(list.id, "1002");
    expect((await api.listMembers(list.id)).users.map((u) => u.username)).toEqual(["carol"]);
    await api.deleteList(list.id);
    expect(await count("SELECT count(*) AS n FROM lists")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM list_members")).toBe(0);
  });

  it("stops answering a revoked or expired token, and refreshes into a new pair", async () => {
    const { sandbox, tokens, api } = await aliceApi();
    const next = await sandbox.refresh(tokens.refreshToken ?? "");
    // The refresh token is rotated: the old one is spent.
    await expect(sandbox.refresh(tokens.refreshToken ?? "")).rejects.toBeInstanceOf(XProviderError);
    expect((await sandbox.identify(next)).username).toBe("alice");
    t.clock.advance(2 * 3600_000 + 1000);
    await expect(api.followers("1001")).rejects.toMatchObject({ status: 401 });
    await sandbox.revoke(next);
    await expect(sandbox.refresh(next.refreshToken ?? "")).rejects.toBeInstanceOf(XProviderError);
  });
});

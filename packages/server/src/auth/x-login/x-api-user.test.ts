import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadXRecording, startXApiServer, type XApiServer } from "./test/x-api-server.ts";
import { createXOAuthProvider } from "./x-oauth-provider.ts";
import { XProviderError, type XTokenSet } from "./x-provider.ts";

const app = {
  clientId: "client-id-1",
  clientSecret: "client-secret-1",
  consumerKey: "consumer-key-1",
  consumerSecret: "consumer-secret-1",
  tokenSecrets: { "OA-1": "OA-secret-1" },
};
const ME = "2244994945";
const bearer: XTokenSet = { accessToken: "AT-secret-1", refreshToken: null, expiresAt: null, tokenSecret: null };
// Recorded 2025-12-06T06:00:00Z minus 5 minutes: the rate limit's window reopens 5 minutes later.
const NOW = new Date((1765000900 - 300) * 1000);

describe("the X API v2 user-context client, against recordings on loopback", () => {
  let server: XApiServer;
  let api: ReturnType<ReturnType<typeof createXOAuthProvider>["userApi"]>;
  let provider: ReturnType<typeof createXOAuthProvider>;
  beforeAll(async () => {
    server = await startXApiServer(app);
    provider = createXOAuthProvider(
      { ...app, apiBase: server.baseUrl, authorizeUrl: "https://x.com/i/oauth2/authorize" },
      "http://localhost:8080",
      { now: () => NOW },
    );
    api = provider.userApi(bearer);
  });
  afterAll(() => server.close());
  afterEach(() => {
    expect(server.problems).toEqual([]);
    expect(server.pending()).toBe(0);
  });

  it("follows, lists, changes lists and reads engagement with the user's bearer token", async () => {
    server.play(loadXRecording("user-api"));
    expect(await api.follow(ME, "6253282")).toEqual({ following: true, pending: false });
    expect(await api.unfollow(ME, "6253282")).toEqual({ following: false });
    const followers = await api.followers(ME);
    expect(followers.users.map((u) => u.username)).toEqual(["API", "X"]);
    expect(followers.users[0]).toEqual({
      id: "6253282",
      username: "API",
      name: "X API",
      followers_count: 6100000,
      following_count: 12,
    });
    expect(followers.nextToken).toBe("DFEDBNRFT3MHCZZZ");
    const following = await api.following(ME, { paginationToken: followers.nextToken ?? "" });
    expect(following).toEqual({ users: [expect.objectContaining({ username: "API" })], nextToken: null });
    expect(await api.ownedLists(ME)).toEqual([
      { id: "1441162269824405510", name: "Dev friends", description: "", private: false, member_count: 2 },
    ]);
    const list = await api.createList({ name: "Launch", description: "people to tell", private: true });
    expect(list).toEqual({
      id: "1441162269824405599",
      name: "Launch",
      description: "people to tell",
      private: true,
      member_count: 0,
    });
    await api.updateList(list.id, { name: "Launch day" });
    await api.addListMember(list.id, "6253282");
    expect((await api.listMembers(list.id)).users.map((u) => u.id)).toEqual(["6253282"]);
    await api.removeListMember(list.id, "6253282");
    await api.deleteList(list.id);
    expect((await api.likingUsers("1460323737035677698")).users).toHaveLength(2);
    expect(await api.postMetrics("1460323737035677698")).toEqual({
      id: "1460323737035677698",
      like_count: 48,
      repost_count: 12,
      reply_count: 3,
      quote_count: 2,
      impression_count: 5021,
    });
  });

  it("reads a 429 as a rate limit with the seconds until x-rate-limit-reset", async () => {
    server.play(loadXRecording("rate-limited"));
    const error = await api.follow(ME, "6253282").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XProviderError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 300 });
  });

  it("keeps X's own words and status from an error reply", async () => {
    server.play(loadXRecording("error"));
    const error = await api.follow(ME, "1").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, message: "X answered 403: You are not permitted to follow this user." });
  });

  it("signs with OAuth 1.0a when the tokens are an access token pair", async () => {
    server.play(loadXRecording("oauth1-follow"));
    const oauth1 = provider.userApi({
      accessToken: "OA-1",
      tokenSecret: "OA-secret-1",
      refreshToken: null,
      expiresAt: null,
    });
    expect(await oauth1.follow(ME, "6253282")).toEqual({ following: true, pending: false });
  });
});

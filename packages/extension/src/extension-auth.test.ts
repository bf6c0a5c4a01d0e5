import { describe, expect, it, vi } from "vitest";
import { type ExtensionAuth, linkStateOf } from "./extension-auth.ts";

const auth: ExtensionAuth = { origin: "http://localhost:8181", token: "tok", team: "coffee-team" };
const account = { id: "18CE54d4x5t", name: "Coffee", handle: "coffee" };
const linked = (accountId: string) => ({
  id: 1,
  team_id: 1,
  account_id: accountId,
  name: "Coffee",
  network: "x",
  purpose: "targeting",
  access: true,
  checked_at: null,
  platform: "sandbox",
  created_at: "2026-11-27T00:00:00.000Z",
});
const page = (results: unknown[]) => ({ count: results.length, results });
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("whether the announced ad account is linked to the token's team", () => {
  it("asks the team's ad accounts with the extension token, narrowed to the announced one", async () => {
    const fetcher = answer(200, page([linked("18ce54d4x5t")]));
    await expect(linkStateOf(account, auth, fetcher)).resolves.toBe("linked");
    const [url, init] = fetcher.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.href).toBe("http://localhost:8181/api/external/ad-accounts/?team=coffee-team&account_id=18CE54d4x5t");
    expect(init.headers).toEqual({ Authorization: "Token tok" });
  });

  it.each([
    ["not-linked", 200, page([])],
    ["signed-out", 403, { detail: "no" }],
    ["signed-out", 401, { detail: "no" }],
    ["unknown", 500, { detail: "oops" }],
    ["unknown", 200, { not: "a list" }],
    ["unknown", 200, [linked("18ce54d4x5t")]],
  ])("is %s when the API answers %i", async (state, status, body) => {
    await expect(linkStateOf(account, auth, answer(status, body))).resolves.toBe(state);
  });

  it("is signed-out without a token, and unknown when the app cannot be reached", async () => {
    await expect(linkStateOf(account, null)).resolves.toBe("signed-out");
    const failing = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(linkStateOf(account, auth, failing)).resolves.toBe("unknown");
  });
});

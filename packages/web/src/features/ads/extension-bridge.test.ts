import { PAGE_SOURCE } from "@xa/core/ads/extension-messages";
import { describe, expect, it, vi } from "vitest";
import { FILL_SILENCE_MS, FillSilentError, HELLO_WAIT_MS, INSTALL_PAGE, openInstallPage } from "./extension-bridge.ts";
import { bridgePerTest, fromExtension, pagePosts, TARGETING } from "./extension-messages.test-support.ts";

describe("the extension bridge", () => {
  const current = bridgePerTest();

  it("says hello to its own origin on the first subscriber, once", () => {
    current().subscribe(() => {});
    current().subscribe(() => {});
    expect(pagePosts()).toEqual([{ source: PAGE_SOURCE, type: "hello" }]);
    expect(vi.mocked(window.postMessage).mock.calls[0]?.[1]).toBe(window.location.origin);
  });

  it("waits a second for an answer, then says the extension is not installed", () => {
    current().subscribe(() => {});
    expect(current().getState().installed).toBeUndefined();
    vi.advanceTimersByTime(HELLO_WAIT_MS - 1);
    expect(current().getState().installed).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(current().getState().installed).toBe(false);
  });

  it("takes the state announcement, even one that comes late", () => {
    const listener = vi.fn();
    current().subscribe(listener);
    vi.advanceTimersByTime(HELLO_WAIT_MS);
    fromExtension({ type: "state", installed: true, version: "0.1.0", signed_in: true });
    expect(current().getState()).toEqual({ installed: true, signedIn: true, adAccount: null, version: "0.1.0" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps the announced ad account, and forgets it when the extension says none is open", () => {
    current().subscribe(() => {});
    const account = { id: "18ce54d4x5t", name: "Coffee JP", handle: "coffeejp" };
    fromExtension({ type: "ad-account", ad_account: account });
    expect(current().getState().adAccount).toEqual(account);
    fromExtension({ type: "ad-account", ad_account: null });
    expect(current().getState().adAccount).toBeNull();
  });

  it.each([
    ["another window", { source: null }],
    ["another origin", { origin: "https://evil.example" }],
  ])("ignores a message from %s", (_, init) => {
    current().subscribe(() => {});
    fromExtension({ type: "state", installed: true, version: "1", signed_in: true }, init);
    expect(current().getState().installed).toBeUndefined();
  });

  it("ignores its own messages and ones that do not match the schema", () => {
    current().subscribe(() => {});
    fromExtension({ source: PAGE_SOURCE, type: "state", installed: true, version: "1", signed_in: true });
    fromExtension({ type: "state", installed: "yes", version: "1", signed_in: true });
    fromExtension({ type: "ad-account", ad_account: { id: 7 } });
    expect(current().getState()).toMatchObject({ installed: undefined, adAccount: null });
  });

  it("sends a fill request and resolves with the matching result only", async () => {
    const fill = current().fill("18ce54d4x5t", TARGETING);
    const request = pagePosts().find((message) => message.type === "fill-targeting");
    expect(request).toMatchObject({ source: PAGE_SOURCE, ad_account_id: "18ce54d4x5t", targeting: TARGETING });
    const requestId = request?.request_id as string;
    fromExtension({ type: "fill-result", request_id: "someone-else", ok: false, filled: {} });
    fromExtension({ type: "fill-result", request_id: requestId, ok: true, filled: { keywords: 1, hashtags: 1 } });
    await expect(fill).resolves.toEqual({ ok: true, filled: { keywords: 1, hashtags: 1 }, refused: {} });
  });

  it("passes on why a fill failed", async () => {
    const fill = current().fill("18ce54d4x5t", TARGETING);
    const requestId = pagePosts().find((message) => message.type === "fill-targeting")?.request_id;
    fromExtension({ type: "fill-result", request_id: requestId, ok: false, filled: {}, error: "no-ad-platform-tab" });
    await expect(fill).resolves.toEqual({ ok: false, filled: {}, refused: {}, error: "no-ad-platform-tab" });
  });

  it("gives each fill its own request id", () => {
    void current()
      .fill("a", TARGETING)
      .catch(() => {});
    void current()
      .fill("a", TARGETING)
      .catch(() => {});
    const ids = pagePosts()
      .filter((message) => message.type === "fill-targeting")
      .map((message) => message.request_id);
    expect(new Set(ids).size).toBe(2);
  });

  it("passes on what was refused in each field, and why", async () => {
    const fill = current().fill("18ce54d4x5t", TARGETING);
    const requestId = pagePosts().find((message) => message.type === "fill-targeting")?.request_id;
    const refused = { handles: [{ value: "nobody_knows_me", reason: "not-suggested" }] };
    fromExtension({ type: "fill-result", request_id: requestId, ok: true, filled: { handles: 1 }, refused });
    await expect(fill).resolves.toEqual({ ok: true, filled: { handles: 1 }, refused });
  });

  it("hands on the fill's progress, its own request's only", () => {
    const onProgress = vi.fn();
    void current()
      .fill("18ce54d4x5t", TARGETING, onProgress)
      .catch(() => {});
    const requestId = pagePosts().find((message) => message.type === "fill-targeting")?.request_id;
    const progress = { handles: { filled: 40, refused: 1, total: 100 } };
    fromExtension({ type: "fill-progress", request_id: "someone-else", progress });
    fromExtension({ type: "fill-progress", request_id: requestId, progress });
    fromExtension({ type: "fill-progress", request_id: requestId, progress: { handles: { filled: "many" } } });
    expect(onProgress.mock.calls).toEqual([[progress]]);
  });

  it("waits as long as the extension keeps reporting, with no limit on the whole fill", async () => {
    const fill = current().fill("18ce54d4x5t", TARGETING);
    const settled = vi.fn();
    fill.then(settled, settled);
    const requestId = pagePosts().find((message) => message.type === "fill-targeting")?.request_id;
    // ten minutes of progress, a word every heartbeat
    for (let i = 0; i < 300; i += 1) {
      await vi.advanceTimersByTimeAsync(2000);
      fromExtension({
        type: "fill-progress",
        request_id: requestId,
        progress: { keywords: { filled: i, refused: 0, total: 300 } },
      });
    }
    expect(settled).not.toHaveBeenCalled();
    fromExtension({ type: "fill-result", request_id: requestId, ok: true, filled: { keywords: 300 } });
    await expect(fill).resolves.toMatchObject({ ok: true, filled: { keywords: 300 } });
  });

  it("takes a fill the extension goes silent on as gone", async () => {
    const fill = current().fill("18ce54d4x5t", TARGETING);
    const settled = vi.fn();
    fill.then(settled, settled);
    const requestId = pagePosts().find((message) => message.type === "fill-targeting")?.request_id;
    await vi.advanceTimersByTimeAsync(FILL_SILENCE_MS - 1);
    fromExtension({ type: "fill-progress", request_id: requestId, progress: {} });
    await vi.advanceTimersByTimeAsync(FILL_SILENCE_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(fill).rejects.toBeInstanceOf(FillSilentError);
    // a late result changes nothing
    fromExtension({ type: "fill-result", request_id: requestId, ok: true, filled: {} });
  });

  it("hands the extension its token and team", () => {
    current().sendToken("tok123", "coffee-team");
    expect(pagePosts()).toContainEqual({
      source: PAGE_SOURCE,
      type: "extension-token",
      token: "tok123",
      team: "coffee-team",
    });
  });

  it("tells the extension to forget its token", () => {
    current().signOut();
    expect(pagePosts()).toContainEqual({ source: PAGE_SOURCE, type: "extension-sign-out" });
  });
});

describe("the install page, opened when the extension is missing", () => {
  it("opens in a new tab", () => {
    const open = vi.fn();
    openInstallPage({ open } as unknown as Window);
    expect(open).toHaveBeenCalledWith(INSTALL_PAGE, "_blank", "noopener");
  });
});

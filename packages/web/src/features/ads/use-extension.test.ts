import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HELLO_WAIT_MS } from "./extension-bridge.ts";
import { bridgePerTest, fromExtension, pagePosts, TARGETING } from "./extension-messages.test-support.ts";
import { useExtension } from "./use-extension.ts";

describe("useExtension", () => {
  const current = bridgePerTest();

  it("is undefined while waiting, then false without an extension", () => {
    const { result } = renderHook(() => useExtension(current()));
    expect(result.current.installed).toBeUndefined();
    act(() => vi.advanceTimersByTime(HELLO_WAIT_MS));
    expect(result.current.installed).toBe(false);
    expect(result.current.adAccount).toBeNull();
  });

  it("follows the extension's state and ad account", () => {
    const { result } = renderHook(() => useExtension(current()));
    act(() => fromExtension({ type: "state", installed: true, version: "0.1.0", signed_in: false }));
    expect(result.current).toMatchObject({ installed: true, signedIn: false, version: "0.1.0" });
    act(() => fromExtension({ type: "ad-account", ad_account: { id: "abc", name: "Coffee", handle: "coffee" } }));
    expect(result.current.adAccount).toEqual({ id: "abc", name: "Coffee", handle: "coffee" });
  });

  it("keeps the same object between renders when nothing changed", () => {
    const { result, rerender } = renderHook(() => useExtension(current()));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it("fills through the bridge", async () => {
    const { result } = renderHook(() => useExtension(current()));
    const fill = result.current.fill("abc", TARGETING);
    const request = pagePosts().find((message) => message.type === "fill-targeting");
    act(() =>
      fromExtension({ type: "fill-result", request_id: request?.request_id, ok: true, filled: { keywords: 1 } }),
    );
    await expect(fill).resolves.toEqual({ ok: true, filled: { keywords: 1 }, refused: {} });
  });
});

import { appliedTargetingSample } from "@xa/core/ads/applied-targeting.test-support";
import { EXTENSION_SOURCE } from "@xa/core/ads/extension-messages";
import { afterEach, beforeEach, vi } from "vitest";
import { createExtensionBridge, type ExtensionBridge } from "./extension-bridge.ts";

/** A package as the apply rules hand it over, for tests that talk to the extension. */
export const TARGETING = appliedTargetingSample();

/** What the extension's content script would post: same window, same origin. */
export function fromExtension(data: Record<string, unknown>, init: MessageEventInit = {}) {
  window.dispatchEvent(
    new MessageEvent("message", {
      data: { source: EXTENSION_SOURCE, ...data },
      source: window,
      origin: window.location.origin,
      ...init,
    }),
  );
}

/** What the page posted, read from a postMessage the test replaced with a spy. */
export function pagePosts(): Record<string, unknown>[] {
  return vi.mocked(window.postMessage).mock.calls.map((call) => call[0] as Record<string, unknown>);
}

/**
 * A fresh bridge on this window for each test of the calling describe, with fake timers and the
 * page's posts caught by a spy; all undone after the test. Call the answer to get the current bridge.
 */
export function bridgePerTest(): () => ExtensionBridge {
  let bridge: ExtensionBridge | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    bridge = createExtensionBridge(window);
  });
  afterEach(() => {
    bridge?.stop();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  return () => {
    if (!bridge) throw new Error("bridgePerTest: no test is running");
    return bridge;
  };
}

import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import { EXTENSION_SOURCE } from "@xa/core/ads/extension-messages";
import { vi } from "vitest";

/** A small package as the apply rules hand it over, for tests that talk to the extension. */
export const TARGETING: AppliedTargeting = {
  keywords: ["coffee"],
  hashtags: ["latte"],
  handles: [{ handle: "bluebottle", account_id: null }],
  languages: [{ id: "ja", label: "Japanese" }],
  network_operators: [],
  interests: [],
  conversation_topics: [],
  movies_tv_shows: [],
  custom_audiences: [],
  placements: [],
  age: "AGE_ANY",
  gender: "ANY",
  locations: [],
  countries: ["JP"],
};

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

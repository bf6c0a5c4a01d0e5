import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { announcedAdTabs, currentAdAccount, isAdTab, recordAdTab, tabsShowing } from "./ad-account-tabs.ts";

/** chrome.storage.session as the service worker sees it: a store that outlives the worker. */
function fakeSessionStorage() {
  const store: Record<string, unknown> = {};
  return {
    get: async (key: string) => (key in store ? { [key]: structuredClone(store[key]) } : {}),
    set: async (items: Record<string, unknown>) => {
      Object.assign(store, structuredClone(items));
    },
  };
}

const coffee = { id: "18ce54d4x5t", name: "Coffee", handle: "coffee" };
const tea = { id: "99tea", name: "Tea", handle: "tea" };

describe("the ad accounts the ad platform's tabs announced", () => {
  beforeEach(() => {
    vi.stubGlobal("chrome", { storage: { session: fakeSessionStorage() } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is none at first", async () => {
    await expect(currentAdAccount()).resolves.toBeNull();
    await expect(tabsShowing("18ce54d4x5t")).resolves.toEqual([]);
  });

  it("shows the app the account announced last, and the one before when that tab leaves", async () => {
    await expect(recordAdTab(7, coffee)).resolves.toEqual(coffee);
    await expect(recordAdTab(9, tea)).resolves.toEqual(tea);
    await expect(currentAdAccount()).resolves.toEqual(tea);
    await expect(recordAdTab(9, null)).resolves.toEqual(coffee);
    await expect(isAdTab(9)).resolves.toBe(false);
    await expect(isAdTab(7)).resolves.toBe(true);
    await expect(recordAdTab(7, null)).resolves.toBeNull();
    await expect(announcedAdTabs()).resolves.toEqual([]);
  });

  it("finds the tabs showing an account, whatever its case, the last announced first", async () => {
    await recordAdTab(3, coffee);
    await recordAdTab(5, tea);
    await recordAdTab(8, { ...coffee, id: "18CE54D4X5T" });
    await expect(tabsShowing("18ce54d4x5t")).resolves.toEqual([8, 3]);
    await recordAdTab(3, coffee);
    await expect(tabsShowing("18ce54d4x5t")).resolves.toEqual([3, 8]);
    await expect(tabsShowing("nope")).resolves.toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";

// isPopupWindow reads the address once per page load: each case loads the modules afresh.
async function alertedText(search: string): Promise<string> {
  vi.resetModules();
  sessionStorage.clear();
  window.history.replaceState(null, "", `/${search}`);
  const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  const { alertNewVersion } = await import("./new-version-alert.ts");
  alertNewVersion();
  return String(alert.mock.calls[0]?.[0]);
}

describe("new-version alert", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for a refresh in the app", async () => {
    expect(await alertedText("")).toBe(
      "A new version of the app is available and a refresh is required to continue. Please refresh this page...",
    );
  });

  it("adds the advice to close and reopen the extension in its popup window", async () => {
    const text = await alertedText("?popup=1");
    expect(text).toMatch(/^A new version of the app is available/);
    expect(text).toContain("close the extension and open it again");
  });
});

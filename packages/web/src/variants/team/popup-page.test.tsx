import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testAudienceSummary, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const extension = vi.hoisted(() => ({ installed: undefined as boolean | undefined }));
vi.mock("../../features/ads/use-extension.ts", () => ({
  useExtension: () => ({
    installed: extension.installed,
    signedIn: false,
    adAccount: extension.installed ? { id: "18ce54d4x5t", name: "Brand", handle: "brand" } : null,
    version: extension.installed ? "0.1.0" : null,
    fill: vi.fn(),
    sendToken: vi.fn(),
  }),
}));
// The popup window is chosen by the address of the page load.
vi.mock("../../app-variant/current-variant.ts", async (original) => ({
  ...(await original<object>()),
  isPopupWindow: () => true,
}));

describe("the extension's popup and install page", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("opens the popup window on its compact view: the team's audiences, each with the apply action", async () => {
    extension.installed = true;
    mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/acme/": { body: testTeam() },
      "GET /api/audience-configs/?team=acme&limit=100&offset=0&sort=-modified_at": {
        body: { count: 1, results: [testAudienceSummary()] },
      },
    });
    const { router } = await renderRoutes(routes, "/");
    const list = await screen.findByRole("list", { name: "Your audiences" }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe("/popup");
    expect(within(list).getByText("Coffee at home")).toBeTruthy();
    expect(await within(list).findByRole("button", { name: "Apply to ad account: Coffee at home" })).toBeTruthy();
    expect(screen.getByText("Ad platform tab: Brand (18ce54d4x5t)")).toBeTruthy();
    // No side navigation in the compact view.
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("says on the install page how to load the unpacked extension, and that it is not detected", async () => {
    extension.installed = false;
    mockFetch({ "GET /api/user/me/": { body: testUser() } });
    await renderRoutes(routes, "/extension");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Companion browser extension" }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText("Extension not detected")).toBeTruthy();
    expect(screen.getByText("chrome://extensions")).toBeTruthy();
    expect(screen.getByText("packages/extension/dist")).toBeTruthy();
  });
});

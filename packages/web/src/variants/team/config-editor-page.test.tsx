import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { AudienceConfig } from "@xa/core/targeting/audience-contract";
import { targetingPackage } from "@xa/core/targeting/targeting-package";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const user = testUser();
const team = testTeam();
const config = (over: Partial<AudienceConfig> = {}): AudienceConfig => ({
  id: 5,
  team_id: 3,
  name: "Coffee at home",
  categories: [],
  type: "targeting",
  size: 14_000,
  generation_id: null,
  created_by: null,
  created_at: "2025-01-10T00:00:00.000Z",
  modified_at: "2025-01-10T00:00:00.000Z",
  version: 2,
  status: "targetable",
  access: "member",
  can_edit: true,
  can_delete: true,
  targeting_package: targetingPackage.parse({ keywords: [{ label: "pour over" }, { label: "v60" }] }),
  countries: ["US"],
  ...over,
});
const STALE =
  "Someone else saved this audience after you opened it (you edited version 2, it is now version 3). Reload it to see their changes, then make yours again.";

type Sent = { targeting_package: { keywords: { label: string; deselected: boolean }[] } };

/** The server's count, stood in for: 7,000 on the platform per selected keyword. */
function measured(init: RequestInit) {
  const body = JSON.parse(String(init.body)) as Sent;
  const kept = body.targeting_package.keywords.filter((k) => !k.deselected).length;
  return {
    body: {
      core_audience: kept * 70,
      total_native: kept * 7_000,
      pro_targeting_size: kept * 7_000,
      store_accounts: 20_000,
      scaling_factor: 100,
      handle_followers: 0,
      budget: kept * 136.5,
      cpm: 6.5,
      currency: "USD",
      method: `${kept * 70} accounts in the store are reached by the selected keywords.`,
    },
  };
}

function serve(found: AudienceConfig, saved?: AudienceConfig) {
  return mockFetch({
    "POST /api/audience-configs/measure/": measured,
    "GET /api/user/me/": { body: user },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    "GET /api/audience-categories/": { body: [] },
    "GET /api/audience-configs/5/": { body: found },
    "PUT /api/audience-configs/5/": saved ? { body: saved } : { status: 409, body: { detail: STALE } },
  });
}

describe("an audience in the package editor", { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("saves over the version it opened, and says so when someone else saved meanwhile", async () => {
    const calls = serve(config());
    await renderRoutes(routes, "/acme/audiences/5");
    expect(await screen.findByRole("heading", { level: 1, name: "Coffee at home" }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Keep v60" }));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Someone else saved this audience")).toBeTruthy();
    expect(screen.getByText(STALE)).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toMatchObject({ version: 2, name: "Coffee at home" });
    const body = put?.body as { targeting_package: { keywords: { label: string; deselected: boolean }[] } } | undefined;
    const keywords = body?.targeting_package.keywords ?? [];
    expect(keywords.map((k) => [k.label, k.deselected])).toEqual([
      ["pour over", false],
      ["v60", true],
    ]);
  });

  it("recounts the size and budget as entries change, and saves the size it showed", async () => {
    const after = config({ version: 3, size: 7_000 });
    const calls = serve(config(), after);
    await renderRoutes(routes, "/acme/audiences/5");
    const estimate = await screen.findByTestId("package-estimate", {}, { timeout: 5000 });
    expect(estimate.textContent).toContain("14,000");
    expect(estimate.textContent).toContain("273 USD");
    expect(estimate.textContent).toContain("140 of the store's 20,000 accounts × 100");
    fireEvent.click(screen.getByRole("checkbox", { name: "Keep v60" }));
    await waitFor(() => expect(screen.getByTestId("package-estimate").textContent).toContain("7,000"));
    expect(screen.getByTestId("package-estimate").textContent).toContain("136.5 USD");
    const sent = calls.filter((c) => c.url === "/api/audience-configs/measure/").map((c) => c.body as Sent);
    expect(sent.at(-1)?.targeting_package.keywords.map((k) => k.deselected)).toEqual([false, true]);
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Size when saved: 7,000 · version 3")).toBeTruthy();
  });

  it("lets a reader of a shared audience download it but not save it", async () => {
    serve(config({ access: "shared", can_edit: false, can_delete: false }));
    await renderRoutes(routes, "/acme/audiences/5");
    await screen.findByRole("heading", { level: 1, name: "Coffee at home" }, { timeout: 5000 });
    expect(screen.getByRole("button", { name: "Download targeting package" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull());
    expect(screen.getByText(/shared with you to read/)).toBeTruthy();
  });

  it("keeps unsaved edits as a draft, restores them after a reload and can discard them", async () => {
    serve(config());
    await renderRoutes(routes, "/acme/audiences/5");
    const v60 = await screen.findByRole("checkbox", { name: "Keep v60" }, { timeout: 5000 });
    fireEvent.click(v60);
    await waitFor(() => expect(Object.keys(localStorage).some((k) => k.startsWith("xa.packageDraft:"))).toBe(true));
    cleanup();
    // A reload: the same page opens again on the same version.
    serve(config());
    await renderRoutes(routes, "/acme/audiences/5");
    const notice = await screen.findByTestId("draft-notice", {}, { timeout: 5000 });
    expect(notice.textContent).toContain("Draft restored");
    expect((screen.getByRole("checkbox", { name: "Keep v60" }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Discard draft" }));
    expect((screen.getByRole("checkbox", { name: "Keep v60" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId("draft-notice")).toBeNull();
    await waitFor(() => expect(Object.keys(localStorage).some((k) => k.startsWith("xa.packageDraft:"))).toBe(false));
  });

  it("does not restore a draft of an older version", async () => {
    serve(config());
    await renderRoutes(routes, "/acme/audiences/5");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Keep v60" }, { timeout: 5000 }));
    cleanup();
    serve(config({ version: 3 }));
    await renderRoutes(routes, "/acme/audiences/5");
    await screen.findByRole("heading", { level: 1, name: "Coffee at home" }, { timeout: 5000 });
    expect(screen.queryByTestId("draft-notice")).toBeNull();
    expect((screen.getByRole("checkbox", { name: "Keep v60" }) as HTMLInputElement).checked).toBe(true);
  });

  it("asks before leaving with unsaved changes, in the app and on a reload", async () => {
    serve(config());
    const { router } = await renderRoutes(routes, "/acme/audiences/5");
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Keep v60" }, { timeout: 5000 }));
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByRole("link", { name: "← All audiences" }));
    expect(await screen.findByText("Leave without saving?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByText("Leave without saving?")).toBeNull());
    expect(router.state.location.pathname).toBe("/acme/audiences/5");
    fireEvent.click(screen.getByRole("link", { name: "← All audiences" }));
    fireEvent.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/audiences"));
  });
});

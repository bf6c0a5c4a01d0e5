import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import type { AdSet } from "@xa/core/campaigns/adset-entities";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { pageOf, testAudienceSummary, testCampaign, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const campaign = testCampaign({ ad_groups: 1 });

const saved: AdSet = {
  id: 11,
  campaign_id: 1,
  name: "Timelines",
  status: "draft",
  audience_config_id: 5,
  audience_name: "Coffee lovers",
  targeting: emptyTargeting({ keywords: ["pour over"], countries: ["US"] }),
  placements: ["homeTimelines"],
  bid_strategy: "AUTO",
  bid_amount: null,
  start_time: null,
  end_time: null,
  alerts: [],
  ads: 0,
  created_by: "ada@example.com",
  created_at: "2026-10-01T00:00:00Z",
  updated_at: "2026-10-01T00:00:00Z",
};

function serve(adset: () => AdSet, extra: Parameters<typeof mockFetch>[0] = {}) {
  const team = testTeam({ level: "admin" });
  return mockFetch({
    "GET /api/user/me/": { body: testUser() },
    "GET /api/teams/": { body: [team] },
    "GET /api/teams/acme/": { body: team },
    "GET /api/campaigns/1/": { body: campaign },
    "GET /api/campaigns/1/adsets/": () => ({ body: [adset()] }),
    "GET /api/audience-configs/?team=acme&limit=100&sort=-modified_at": {
      body: pageOf([
        testAudienceSummary({ id: 6, name: "Tea drinkers" }),
        testAudienceSummary({ name: "Coffee lovers" }),
      ]),
    },
    ...extra,
  });
}

async function openEditor() {
  const table = await screen.findByRole("table", { name: "Ad sets" }, { timeout: 15_000 });
  fireEvent.click(within(table).getByRole("button", { name: "Edit Timelines" }));
  const form = await screen.findByRole("form", { name: "Edit ad set Timelines" });
  await within(form).findByRole("option", { name: "Tea drinkers" });
  return { table, form };
}

describe("team dashboard: editing a campaign's ad set", { timeout: 20_000 }, () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(cleanup);

  it("opens with what is saved, sends only what changed, and shows the new values", async () => {
    let current = saved;
    const start = "2026-11-05T09:00";
    const calls = serve(() => current, {
      "PATCH /api/adsets/11/": () => {
        current = {
          ...saved,
          name: "Timelines JP",
          status: "paused",
          audience_config_id: 6,
          audience_name: "Tea drinkers",
          targeting: emptyTargeting({
            keywords: ["matcha", "sencha"],
            handles: [{ handle: "teahouse", account_id: "77" }],
            countries: ["JP"],
          }),
          placements: ["homeTimelines", "profiles"],
          bid_strategy: "MAX",
          bid_amount: 2.5,
          start_time: new Date(start).toISOString(),
          alerts: ["Countries were sent empty: the audience lists more than 50."],
        };
        return { body: current };
      },
    });
    await renderRoutes(routes, "/acme/campaigns/1");
    const { table, form } = await openEditor();
    // The form starts from the saved ad set.
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("Timelines");
    expect((within(form).getByLabelText("Status") as HTMLSelectElement).value).toBe("draft");
    expect((within(form).getByLabelText("Saved audience") as HTMLSelectElement).value).toBe("5");
    expect((within(form).getByLabelText("Home timelines") as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText("Profiles") as HTMLInputElement).checked).toBe(false);
    expect((within(form).getByLabelText("Bid amount (USD)") as HTMLInputElement).disabled).toBe(true);

    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Timelines JP" } });
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "paused" } });
    fireEvent.change(within(form).getByLabelText("Saved audience"), { target: { value: "6" } });
    fireEvent.click(within(form).getByLabelText("Profiles"));
    fireEvent.change(within(form).getByLabelText("Bid"), { target: { value: "MAX" } });
    fireEvent.change(within(form).getByLabelText("Bid amount (USD)"), { target: { value: "2.5" } });
    fireEvent.change(within(form).getByLabelText("Starts"), { target: { value: start } });
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.url).toBe("/api/adsets/11/");
    // The end date was left alone, so it is not sent.
    expect(patch?.body).toEqual({
      name: "Timelines JP",
      status: "paused",
      audience_config_id: 6,
      placements: ["homeTimelines", "profiles"],
      bid_strategy: "MAX",
      bid_amount: 2.5,
      start_time: new Date(start).toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit ad set Timelines" })).toBeNull());
    const row = (await within(table).findByText("Timelines JP")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Paused")).toBeTruthy();
    expect(within(row).getByText("Tea drinkers")).toBeTruthy();
    expect(within(row).getByText("2 keywords · 1 handle · 1 country")).toBeTruthy();
    expect(within(row).getByText("Home timelines, Profiles")).toBeTruthy();
    expect(within(row).getByText("Maximum 2.5 USD")).toBeTruthy();
    const notes = useNotificationStore.getState().items.map((n) => n.text);
    expect(notes).toContain("Ad set Timelines JP was saved.");
    // A new audience's targeting comes with what the apply limits changed.
    expect(notes).toContain("Countries were sent empty: the audience lists more than 50.");
  });

  it("shows the server's reason in the form and keeps it open with what was typed", async () => {
    const detail = "end_time must be after start_time.";
    const calls = serve(() => saved, { "PATCH /api/adsets/11/": { status: 400, body: { detail } } });
    await renderRoutes(routes, "/acme/campaigns/1");
    const { table, form } = await openEditor();
    fireEvent.change(within(form).getByLabelText("Starts"), { target: { value: "2026-12-20T09:00" } });
    fireEvent.change(within(form).getByLabelText("Ends"), { target: { value: "2026-12-10T09:00" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect((await within(form).findByRole("alert")).textContent).toContain(detail);
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1);
    expect((within(form).getByLabelText("Ends") as HTMLInputElement).value).toBe("2026-12-10T09:00");
    expect(within(table).getByText("Timelines")).toBeTruthy();
    expect(useNotificationStore.getState().items.map((n) => n.text)).not.toContain("Ad set Timelines was saved.");
  });

  it("closes without a request when nothing changed, and by Escape", async () => {
    const calls = serve(() => saved);
    await renderRoutes(routes, "/acme/campaigns/1");
    let { form } = await openEditor();
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit ad set Timelines" })).toBeNull());
    ({ form } = await openEditor());
    fireEvent.keyDown(within(form).getByLabelText("Name"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit ad set Timelines" })).toBeNull());
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
  });

  it("reads in Japanese", async () => {
    serve(() => saved);
    await renderRoutes(routes, "/acme/campaigns/1", "ja");
    const table = await screen.findByRole("table", { name: "広告グループ" }, { timeout: 15_000 });
    fireEvent.click(within(table).getByRole("button", { name: "Timelines を編集" }));
    const form = await screen.findByRole("form", { name: "広告グループ Timelines を編集" });
    expect(within(form).getByRole("button", { name: "変更を保存" })).toBeTruthy();
  });

  it("offers no Edit or Delete to a member without the ad account's grant", async () => {
    serve(() => saved, { "GET /api/campaigns/1/": { body: { ...campaign, can_manage: false } } });
    await renderRoutes(routes, "/acme/campaigns/1");
    const table = await screen.findByRole("table", { name: "Ad sets" }, { timeout: 15_000 });
    expect(within(table).getByText("Timelines")).toBeTruthy();
    expect(within(table).queryByRole("button", { name: "Edit Timelines" })).toBeNull();
    expect(within(table).queryByRole("button", { name: "Delete Timelines" })).toBeNull();
  });
});

describe("team dashboard: deleting a campaign's ad set", { timeout: 20_000 }, () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(cleanup);

  it("asks first, deletes, and shows the tab empty", async () => {
    let gone = false;
    const calls = mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/": { body: [testTeam({ level: "admin" })] },
      "GET /api/teams/acme/": { body: testTeam({ level: "admin" }) },
      "GET /api/campaigns/1/": { body: campaign },
      "GET /api/campaigns/1/adsets/": () => ({ body: gone ? [] : [{ ...saved, ads: 2 }] }),
      "DELETE /api/adsets/11/": () => {
        gone = true;
        return { status: 204 };
      },
    });
    await renderRoutes(routes, "/acme/campaigns/1");
    const table = await screen.findByRole("table", { name: "Ad sets" }, { timeout: 15_000 });
    fireEvent.click(within(table).getByRole("button", { name: "Delete Timelines" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete ad set" });
    expect(
      within(dialog).getByText("Delete ad set Timelines and its 2 ads? Their delivery results are deleted with them."),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/adsets/11/")).toBe(true));
    expect(await screen.findByText("No ad sets yet")).toBeTruthy();
    expect(useNotificationStore.getState().items.map((n) => n.text)).toContain("Ad set Timelines was deleted.");
  });

  it("says why when the server refuses, and keeps the ad set", async () => {
    const detail = "This ad set is not known, or is not one of your teams'.";
    serve(() => saved, { "DELETE /api/adsets/11/": { status: 404, body: { detail } } });
    await renderRoutes(routes, "/acme/campaigns/1");
    const table = await screen.findByRole("table", { name: "Ad sets" }, { timeout: 15_000 });
    fireEvent.click(within(table).getByRole("button", { name: "Delete Timelines" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete ad set" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await screen.findByRole("alert")).textContent).toContain(detail);
    expect(within(table).getByText("Timelines")).toBeTruthy();
  });
});

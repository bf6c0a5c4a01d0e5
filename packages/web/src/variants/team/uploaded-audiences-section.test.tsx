import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AdAccount } from "@xa/core/ads/ads-contract";
import type { UploadedAudience } from "@xa/core/ads/uploaded-audience-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const account: AdAccount = {
  id: 8,
  team_id: 3,
  account_id: "aud-1",
  name: "Audiences account",
  network: "x",
  purpose: "audiences",
  access: true,
  checked_at: null,
  platform: "sandbox",
  created_at: "2026-01-02T03:04:05Z",
};
const audience: UploadedAudience = {
  id: 5,
  team_id: 3,
  ad_account_id: "aud-1",
  ad_account_name: "Audiences account",
  name: "Sneaker fans",
  kind: "handles",
  member_count: 12_345,
  platform_audience_id: "9",
  targetable: false,
  platform: "sandbox",
  created_by: "ada@example.com",
  created_at: "2026-01-03T00:00:00Z",
};
const active = [
  {
    start: "2026-01-01T00:00:00Z",
    active: true,
    granted: false,
    plan: { name: "Pro", features: ["audience_upload" as const] },
  },
];

function serve(subscriptions = active, extra: Parameters<typeof mockFetch>[0] = {}) {
  const team = testTeam({ subscriptions });
  return mockFetch({
    "GET /api/user/me/": { body: testUser() },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    "GET /api/teams/acme/members/?limit=100&offset=0": { body: pageOf([]) },
    "GET /api/teams/acme/invites/?limit=100&offset=0": { body: pageOf([]) },
    "GET /api/external/ad-accounts/?team=acme&limit=100&offset=0": { body: pageOf([account]) },
    "GET /api/user/granted-accounts/?team=acme&limit=100&offset=0": { body: pageOf([]) },
    "GET /api/uploaded-audiences/?team=acme&limit=100&offset=0": { body: pageOf([audience]) },
    ...extra,
  });
}

const section = async () =>
  within(
    (await screen.findByRole("heading", { name: "Custom audiences" }, { timeout: 15_000 })).closest(
      "section",
    ) as HTMLElement,
  );
const notifications = () => useNotificationStore.getState().items.map((n) => n.text);

// The first test loads the settings page and the section, each a chunk of its own.
describe("team settings: custom audiences", { timeout: 20_000 }, () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(cleanup);

  it("lists the team's audiences with member count and state, and offers the upload form", async () => {
    serve();
    await renderRoutes(routes, "/acme/team");
    const uploads = await section();
    expect(await uploads.findByText("Sneaker fans")).toBeTruthy();
    expect(uploads.getByText("12,345")).toBeTruthy();
    expect(uploads.getByText("Not ready")).toBeTruthy();
    expect(uploads.getByText("X handles", { selector: "td" })).toBeTruthy();
    expect(uploads.getByRole("form", { name: "Upload a custom audience" })).toBeTruthy();
    expect(uploads.queryByText("You need an active subscription to upload audiences to X.")).toBeNull();
  });

  it("shows the subscription message instead of the form when the team has none", async () => {
    serve([
      {
        start: "2026-01-01T00:00:00Z",
        active: false,
        granted: false,
        plan: { name: "Pro", features: ["audience_upload"] },
      },
    ]);
    await renderRoutes(routes, "/acme/team");
    const uploads = await section();
    expect(await uploads.findByText("You need an active subscription to upload audiences to X.")).toBeTruthy();
    expect(uploads.queryByRole("form", { name: "Upload a custom audience" })).toBeNull();
    // What was uploaded before stays listed.
    expect(await uploads.findByText("Sneaker fans")).toBeTruthy();
  });

  it("uploads the chosen file as the raw body with the fields in the query", async () => {
    const created = { ...audience, id: 6, name: "Customers", kind: "emails", member_count: 2 };
    const calls = serve(active, {
      "POST /api/uploaded-audiences/?name=Customers&ad_account_id=aud-1&kind=emails&team=acme": {
        status: 201,
        body: { ...created, skipped: { invalid: 1, duplicates: 0 } },
      },
    });
    await renderRoutes(routes, "/acme/team");
    const uploads = await section();
    const form = within(await uploads.findByRole("form", { name: "Upload a custom audience" }));
    fireEvent.change(form.getByLabelText("Audience name"), { target: { value: "Customers" } });
    fireEvent.change(form.getByLabelText("The file lists"), { target: { value: "emails" } });
    const file = new File(["email\nann@example.com\nbob@example.com\nnope\n"], "list.csv", { type: "text/csv" });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(form.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(notifications()).toContain("Uploaded “Customers” with 2 members."));
    expect(notifications()).toContain("1 line was left out: not valid, or listed twice.");
    const sent = calls.find((c) => c.method === "POST");
    expect(sent?.headers.get("Content-Type")).toBe("application/octet-stream");
  });

  it("shows the server's refusal beside the form", async () => {
    serve(active, {
      "POST /api/uploaded-audiences/?name=Fans&ad_account_id=aud-1&kind=handles&team=acme": {
        status: 403,
        body: { detail: "You have no access to ad account aud-1. Ask a team admin to grant it to you." },
      },
    });
    await renderRoutes(routes, "/acme/team");
    const uploads = await section();
    const form = within(await uploads.findByRole("form", { name: "Upload a custom audience" }));
    fireEvent.change(form.getByLabelText("Audience name"), { target: { value: "Fans" } });
    fireEvent.click(form.getByRole("button", { name: "Upload" }));
    expect(await form.findByText("Choose a file to upload")).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["nike\n"], "l.txt")] } });
    fireEvent.click(form.getByRole("button", { name: "Upload" }));
    expect(await form.findByText(/You have no access to ad account aud-1/)).toBeTruthy();
  });

  it("checks again whether an audience is targetable, and deletes one after confirming", async () => {
    const calls = serve(active, {
      "POST /api/uploaded-audiences/5/refresh/": { body: { ...audience, targetable: true } },
      "DELETE /api/uploaded-audiences/5/": { status: 204 },
    });
    await renderRoutes(routes, "/acme/team");
    const uploads = await section();
    fireEvent.click(await uploads.findByRole("button", { name: "Check again whether Sneaker fans is targetable" }));
    await waitFor(() => expect(notifications()).toContain("“Sneaker fans” is targetable."));
    fireEvent.click(uploads.getByRole("button", { name: "Delete Sneaker fans" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/deleted from the ad account Audiences account/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(notifications()).toContain("Deleted “Sneaker fans”."));
    expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/uploaded-audiences/5/")).toBe(true);
  });
});

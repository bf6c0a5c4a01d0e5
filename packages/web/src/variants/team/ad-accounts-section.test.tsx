import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { GrantedAdAccount } from "@xa/core/ads/ads-contract";
import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { testAdAccount } from "../../features/ads/ads-fixtures.test-support.ts";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const sandbox = testAdAccount();
const grant: GrantedAdAccount = {
  id: 4,
  team_id: 3,
  member: 11,
  member_email: "ken@example.jp",
  account: { account_id: "sbx-1", network: "x", name: "Brand sandbox" },
  created_at: "2026-01-03T00:00:00Z",
};
const SANDBOX_CONNECTION = {
  platform: "sandbox",
  required: false,
  connected: false,
  screen_name: null,
  connected_by: null,
  connected_at: null,
};
const X_CONNECTED = {
  ...SANDBOX_CONNECTION,
  platform: "x",
  required: true,
  connected: true,
  screen_name: "acme_ads",
  connected_by: "ada@example.com",
  connected_at: "2026-01-02T00:00:00Z",
};
const members = [
  { id: 10, level: "admin", user: { id: 1, email: "ada@example.com", first_name: "Ada", last_name: "" } },
  { id: 11, level: "member", user: { id: 2, email: "ken@example.jp", first_name: "", last_name: "" } },
];

function serve(level: "admin" | "member", extra: Parameters<typeof mockFetch>[0] = {}) {
  const team = testTeam({ level });
  return mockFetch({
    "GET /api/user/me/": { body: testUser() },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    "GET /api/teams/acme/members/?limit=100&offset=0": { body: pageOf(members) },
    "GET /api/teams/acme/invites/?limit=100&offset=0": { body: pageOf([]) },
    "GET /api/external/ad-accounts/?team=acme&limit=100&offset=0": { body: pageOf([sandbox]) },
    "GET /api/user/granted-accounts/?team=acme&limit=100&offset=0": { body: pageOf(level === "admin" ? [grant] : []) },
    "GET /api/ads/connection/?team=acme": { body: SANDBOX_CONNECTION },
    ...extra,
  });
}

const section = async () =>
  within(
    (await screen.findByRole("heading", { name: "Ad accounts" }, { timeout: 15_000 })).closest(
      "section",
    ) as HTMLElement,
  );
const notifications = () => useNotificationStore.getState().items.map((n) => n.text);

// The first test loads the settings page and the ads section, each a chunk of its own.
describe("team settings: ad accounts", { timeout: 20_000 }, () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(cleanup);

  it("shows an admin the accounts with their access, the sandbox label, the link form and the grants", async () => {
    serve("admin");
    await renderRoutes(routes, "/acme/team");
    const ads = await section();
    expect(await ads.findByText("Brand sandbox", { selector: "p" })).toBeTruthy();
    expect(ads.getByText("sbx-1")).toBeTruthy();
    expect(ads.getByText("Not checked")).toBeTruthy();
    expect(ads.getAllByText("Sandbox").length).toBeGreaterThan(0);
    expect(ads.getByText(/nothing is sent to X/)).toBeTruthy();
    expect(ads.getByRole("form", { name: "Link an ad account" })).toBeTruthy();
    expect(ads.getByRole("button", { name: "Unlink Brand sandbox" })).toBeTruthy();
    expect(await ads.findByText("ken@example.jp")).toBeTruthy();
    expect(ads.getByRole("button", { name: "Withdraw access of ken@example.jp to Brand sandbox" })).toBeTruthy();
  });

  it("shows a member the accounts and their own access, without linking, unlinking or granting", async () => {
    serve("member");
    await renderRoutes(routes, "/acme/team");
    const ads = await section();
    expect(await ads.findByText("Brand sandbox", { selector: "p" })).toBeTruthy();
    expect(ads.getByRole("button", { name: "Check access to Brand sandbox" })).toBeTruthy();
    expect(ads.queryByRole("form", { name: "Link an ad account" })).toBeNull();
    expect(ads.queryByRole("button", { name: "Unlink Brand sandbox" })).toBeNull();
    expect(ads.queryByRole("form", { name: "Grant access" })).toBeNull();
    expect(await ads.findByText("No ad account has been granted to you yet.")).toBeTruthy();
  });

  it("says 'No ad account id provided' beside the form when the id is missing", async () => {
    const calls = serve("admin", {
      "POST /api/external/ad-accounts/": { status: 400, body: { detail: "No ad account id provided" } },
    });
    await renderRoutes(routes, "/acme/team");
    const ads = await section();
    fireEvent.change(await ads.findByLabelText("Name"), { target: { value: "Main" } });
    fireEvent.click(ads.getByRole("button", { name: "Link account" }));
    expect((await ads.findByRole("alert")).textContent).toContain("No ad account id provided");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ team: "acme", account_id: "", name: "Main" });
  });

  it("checks access with the ad platform and shows the answer", async () => {
    let checked = false;
    const calls = serve("member", {
      "GET /api/external/ad-accounts/?team=acme&limit=100&offset=0": () => ({
        body: pageOf([
          { ...sandbox, access: checked ? true : null, checked_at: checked ? "2026-01-04T00:00:00Z" : null },
        ]),
      }),
      "POST /api/external/audience-request/validate-ad-account/": () => {
        checked = true;
        return { body: { access: true } };
      },
    });
    await renderRoutes(routes, "/acme/team");
    const ads = await section();
    fireEvent.click(await ads.findByRole("button", { name: "Check access to Brand sandbox" }));
    expect(await ads.findByText("Access")).toBeTruthy();
    expect(calls.find((c) => c.url.includes("validate-ad-account"))?.body).toEqual({
      team: "acme",
      ad_account_id: "sbx-1",
    });
    await waitFor(() => expect(notifications()).toContain("Brand sandbox: access confirmed."));
  });

  it("lists what was applied to a sandbox account, every criterion in words", async () => {
    serve("admin", {
      "GET /api/external/ad-accounts/7/sandbox-applications/?limit=100&offset=0": {
        body: pageOf([
          {
            id: 1,
            line_item_id: "li-1",
            targeting: emptyTargeting({
              keywords: ["coffee"],
              age: "AGE_18_TO_34",
              gender: "FEMALE",
              countries: ["JP"],
            }),
            criteria: [
              { type: "KEYWORD", value: "coffee", label: "coffee" },
              { type: "COUNTRY", value: "JP", label: "Japan" },
              { type: "AGE", value: "AGE_18_TO_34", label: "AGE_18_TO_34" },
              { type: "GENDER", value: "2", label: "FEMALE" },
            ],
            applied_by: "ada@example.com",
            applied_at: "2026-01-05T10:00:00Z",
          },
        ]),
      },
    });
    await renderRoutes(routes, "/acme/team");
    const ads = await section();
    fireEvent.click(await ads.findByRole("button", { name: "What was applied to Brand sandbox" }));
    const dialog = await screen.findByRole("dialog", { name: "What was applied to Brand sandbox" });
    expect(await within(dialog).findByText("Line item li-1")).toBeTruthy();
    expect(within(dialog).getByText("4 criteria")).toBeTruthy();
    for (const text of ["Keyword", "coffee", "Country", "Japan", "18 to 34", "Women"]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
  });

  it("speaks Japanese with the rest of the app", async () => {
    serve("member");
    await renderRoutes(routes, "/acme/team", "ja");
    const heading = await screen.findByRole("heading", { name: "広告アカウント" }, { timeout: 15_000 });
    const ads = within(heading.closest("section") as HTMLElement);
    expect(await ads.findByText("未確認")).toBeTruthy();
    expect(ads.getByRole("button", { name: "Brand sandbox へのアクセスを確認" })).toBeTruthy();
  });

  it("with X Ads, asks an admin to connect the team's own login before linking, and sends them to X", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    try {
      const calls = serve("admin", {
        "GET /api/ads/connection/?team=acme": { body: { ...X_CONNECTED, connected: false, screen_name: null } },
        "POST /api/ads/connection/start/": {
          body: { authorize_url: "https://api.x.com/oauth/authorize?oauth_token=rq" },
        },
      });
      await renderRoutes(routes, "/acme/team");
      const ads = await section();
      expect(await ads.findByText(/Connect the team's X Ads login first/)).toBeTruthy();
      expect(ads.queryByRole("form", { name: "Link an ad account" })).toBeNull();
      fireEvent.click(ads.getByRole("button", { name: "Connect X Ads" }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith("https://api.x.com/oauth/authorize?oauth_token=rq"));
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ team: "acme" });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("with X Ads connected, links only an account the login manages, picked from X's list", async () => {
    const calls = serve("admin", {
      "GET /api/ads/connection/?team=acme": { body: X_CONNECTED },
      "GET /api/ads/connection/accounts/?team=acme": {
        body: [
          { account_id: "18ce54d4x5t", name: "Acme US" },
          { account_id: "5gvk9h", name: "Acme Japan" },
        ],
      },
      "POST /api/external/ad-accounts/": {
        status: 201,
        body: { ...sandbox, account_id: "5gvk9h", name: "Acme Japan" },
      },
    });
    await renderRoutes(routes, "/acme/team");
    const ads = await section();
    expect(await ads.findByText(/Connected as @acme_ads/)).toBeTruthy();
    const picker = await ads.findByLabelText("Ad account id");
    await ads.findByRole("option", { name: "Acme Japan (5gvk9h)" });
    fireEvent.change(picker, { target: { value: "5gvk9h" } });
    expect((ads.getByLabelText("Name") as HTMLInputElement).value).toBe("Acme Japan");
    fireEvent.click(ads.getByRole("button", { name: "Link account" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        team: "acme",
        account_id: "5gvk9h",
        name: "Acme Japan",
      }),
    );
  });

  it("finishes the connection when X sends the admin back, and takes X's parameters out of the address", async () => {
    let connected = false;
    const calls = serve("admin", {
      "GET /api/ads/connection/?team=acme": () => ({
        body: connected ? X_CONNECTED : { ...X_CONNECTED, connected: false, screen_name: null },
      }),
      "GET /api/ads/connection/accounts/?team=acme": { body: [] },
      "POST /api/ads/connection/complete/": () => {
        connected = true;
        return { body: X_CONNECTED };
      },
    });
    await renderRoutes(routes, "/acme/team?oauth_token=rq&oauth_verifier=vf");
    const ads = await section();
    await waitFor(() => expect(notifications()).toContain("X Ads login @acme_ads connected."));
    expect(calls.filter((c) => c.url.endsWith("/complete/")).map((c) => c.body)).toEqual([
      { team: "acme", oauth_token: "rq", oauth_verifier: "vf" },
    ]);
    expect(await ads.findByText(/Connected as @acme_ads/)).toBeTruthy();
  });
});

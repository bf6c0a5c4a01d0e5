import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Team, TeamMember } from "@xa/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { testAdAccount } from "../../features/ads/ads-fixtures.test-support.ts";
import { pageOf, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const user = testUser({ memberships: [] });
const baseTeam: Team = {
  id: 3,
  name: "Acme",
  slug: "acme",
  logo: "",
  member_count: 2,
  invoice_email: "",
  country: "",
  invoice_name: "",
  has_billing_details: false,
  subscriptions: [],
  level: "admin",
};
const members: TeamMember[] = [
  { id: 10, level: "admin", user: { id: 1, email: "ada@example.com", first_name: "Ada", last_name: "" } },
  { id: 11, level: "member", user: { id: 2, email: "ken@example.jp", first_name: "", last_name: "" } },
];

function serve(team: Team, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/user/me/": { body: user },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    "GET /api/teams/acme/members/?limit=100&offset=0": { body: pageOf(members) },
    "GET /api/teams/acme/invites/?limit=100&offset=0": { body: pageOf([]) },
    ...extra,
  });
}

/** The billing country's text box (its suggestion list bears the same label). */
const countryInput = () => screen.getAllByLabelText("Country").find((e) => e.tagName === "INPUT") as HTMLInputElement;

const notifications = () => useNotificationStore.getState().items.map((n) => n.text);

describe("team settings", () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(cleanup);

  it("offers United Kingdom for a billing country typed as UK", { timeout: 20_000 }, async () => {
    serve(baseTeam);
    await renderRoutes(routes, "/acme/team");
    expect(await screen.findByText("Billing details missing")).toBeTruthy();
    const input = countryInput();
    act(() => input.focus());
    fireEvent.change(input, { target: { value: "UK" } });
    fireEvent.click(await screen.findByRole("option", { name: "United Kingdom", hidden: true }));
    await waitFor(() => expect(countryInput().value).toBe("United Kingdom"));
  });

  it("checks billing details with core's rules, then saves them", { timeout: 20_000 }, async () => {
    const saved = { ...baseTeam, invoice_email: "bill@acme.test", country: "Japan", invoice_name: "Acme KK" };
    const calls = serve(baseTeam, {
      "PATCH /api/teams/acme/": { body: { ...saved, has_billing_details: true } },
    });
    await renderRoutes(routes, "/acme/team");
    expect(await screen.findByText("Billing details missing")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Invoice email"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Save billing details" }));
    expect(await screen.findByText("Invoice email is not valid")).toBeTruthy();
    expect(screen.getByText("Country is required")).toBeTruthy();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);

    fireEvent.change(screen.getByLabelText("Invoice email"), { target: { value: "Bill@Acme.test" } });
    act(() => countryInput().focus());
    fireEvent.change(countryInput(), { target: { value: "Japan" } });
    fireEvent.click(await screen.findByRole("option", { name: "Japan", hidden: true }));
    fireEvent.change(screen.getByLabelText("Invoice name"), { target: { value: "Acme KK" } });
    fireEvent.click(screen.getByRole("button", { name: "Save billing details" }));
    expect(await screen.findByText("Billing details present")).toBeTruthy();
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      invoice_email: "bill@acme.test",
      country: "Japan",
      invoice_name: "Acme KK",
    });
  });

  it("invites several addresses at once and names the bad ones", async () => {
    const calls = serve(baseTeam, {
      "POST /api/teams/acme/invites/": {
        status: 201,
        body: [
          { id: 1, code: "C1", email: "a@x.test", status: "pending", created_at: "2025-01-01T00:00:00Z" },
          { id: 2, code: "C2", email: "b@y.test", status: "pending", created_at: "2025-01-01T00:00:00Z" },
        ],
      },
    });
    await renderRoutes(routes, "/acme/team");
    const box = await screen.findByLabelText("Email addresses");
    fireEvent.change(box, { target: { value: "a@x.test, b@y.test\nbad" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invites" }));
    expect(await screen.findByText("Not a valid e-mail address: bad")).toBeTruthy();

    fireEvent.change(box, { target: { value: "a@x.test, b@y.test" } });
    fireEvent.change(screen.getByLabelText("Message (optional)"), { target: { value: "Welcome!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invites" }));
    await waitFor(() => expect(notifications()).toContain("2 invites sent."));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      emails: ["a@x.test", "b@y.test"],
      message: "Welcome!",
    });
  });

  it("says the message is plain text of at most 500 characters, and refuses a longer one before sending", async () => {
    const calls = serve(baseTeam, {});
    await renderRoutes(routes, "/acme/team");
    fireEvent.change(await screen.findByLabelText("Email addresses"), { target: { value: "a@x.test" } });
    expect(screen.getByText(/Plain text, up to 500 characters/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Message (optional)"), { target: { value: "x".repeat(501) } });
    fireEvent.click(screen.getByRole("button", { name: "Send invites" }));
    expect(await screen.findByText("Message must be less than 500 characters")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("says which addresses already had an invite, and shows the server's limit", async () => {
    let replies = 0;
    const calls = serve(baseTeam, {
      "POST /api/teams/acme/invites/": () =>
        replies++ === 0
          ? {
              status: 201,
              body: [{ id: 3, code: "C3", email: "new@x.test", status: "pending", created_at: "2025-01-01T00:00:00Z" }],
            }
          : { status: 429, body: { detail: "Too many invites: a team can send 50 in 24 hours." } },
    });
    await renderRoutes(routes, "/acme/team");
    const box = await screen.findByLabelText("Email addresses");
    fireEvent.change(box, { target: { value: "new@x.test, Old@x.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invites" }));
    await waitFor(() => expect(notifications()).toContain("1 invite sent."));
    expect(notifications()).toContain("Already invited, no new e-mail sent: old@x.test");

    fireEvent.change(box, { target: { value: "more@x.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invites" }));
    await waitFor(() => expect(notifications()).toContain("Too many invites: a team can send 50 in 24 hours."));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(2);
  });

  it("shows a server's field error beside the field", async () => {
    serve(baseTeam, { "PATCH /api/teams/acme/": { status: 400, body: { name: ["A team with this name exists"] } } });
    await renderRoutes(routes, "/acme/team");
    const name = await screen.findByLabelText("Team name");
    fireEvent.change(name, { target: { value: "Beta" } });
    fireEvent.submit(name.closest("form") as HTMLFormElement);
    expect(await screen.findByText("A team with this name exists")).toBeTruthy();
  });

  it("is read-only for members and never asks for invites", async () => {
    const calls = serve({ ...baseTeam, level: "member" });
    await renderRoutes(routes, "/acme/team");
    expect(await screen.findByText("Only team admins can change these settings.")).toBeTruthy();
    expect(await screen.findByText("ken@example.jp")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete team" })).toBeNull();
    expect(screen.queryByLabelText("Email addresses")).toBeNull();
    expect(screen.queryByLabelText("Team name")).toBeNull();
    expect(calls.some((c) => c.url.includes("/invites/"))).toBe(false);
  });

  // Every admin action of the page and of the ads sections it shows: a member sees none of them.
  it("shows a member no admin action in any section", async () => {
    serve(
      { ...baseTeam, level: "member" },
      {
        "GET /api/external/ad-accounts/?team=acme&limit=100&offset=0": { body: pageOf([testAdAccount()]) },
        "GET /api/user/granted-accounts/?team=acme&limit=100&offset=0": { body: pageOf([]) },
        "GET /api/uploaded-audiences/?team=acme&limit=100&offset=0": { body: pageOf([]) },
      },
    );
    await renderRoutes(routes, "/acme/team");
    const ads = within(
      (await screen.findByRole("heading", { name: "Ad accounts" }, { timeout: 15_000 })).closest(
        "section",
      ) as HTMLElement,
    );
    expect(await ads.findByText("Brand sandbox", { selector: "p" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: /Level for/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete team" })).toBeNull();
    expect(screen.queryByLabelText("Email addresses")).toBeNull();
    expect(ads.queryByRole("form", { name: "Link an ad account" })).toBeNull();
    expect(ads.queryByRole("button", { name: /^Unlink/ })).toBeNull();
    expect(ads.queryByRole("form", { name: "Grant access" })).toBeNull();
    expect(ads.queryByRole("button", { name: /^Withdraw access/ })).toBeNull();
  });
});

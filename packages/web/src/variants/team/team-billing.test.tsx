import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Team } from "@xa/core";
import type { TeamBilling } from "@xa/core/billing/billing-contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import {
  PLANS,
  testInvoice,
  testSubscription,
  testTeamBilling,
} from "../../features/billing/billing-fixtures.test-support.ts";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const DETAILS = {
  invoice_email: "bills@acme.jp",
  country: "Japan",
  invoice_name: "Acme KK",
  has_billing_details: true,
};

function serve(team: Team, billing: TeamBilling | (() => TeamBilling), extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/user/me/": { body: testUser() },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    "GET /api/teams/acme/members/?limit=100&offset=0": { body: pageOf([]) },
    "GET /api/teams/acme/invites/?limit=100&offset=0": { body: pageOf([]) },
    "GET /api/customer/plans/": { body: PLANS },
    "GET /api/customer/invoices/?team=acme": { body: [] },
    "GET /api/customer/subscriptions/?team=acme": () => ({
      body: typeof billing === "function" ? billing() : billing,
    }),
    ...extra,
  });
}

const section = async () => {
  const heading = await screen.findByRole("heading", { name: "Plan and invoices" }, { timeout: 15_000 });
  return heading.closest("section") as HTMLElement;
};
const plan = (name: string) => screen.getByRole("article", { name });
/** The currency picker's input (its option list bears the same label). */
const currencyInput = () => screen.getAllByLabelText("Currency").find((e) => e.tagName === "INPUT") as HTMLElement;
const notes = () => useNotificationStore.getState().items.map((n) => n.text);

describe("team settings: plan and invoices", { timeout: 30_000 }, () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("says which billing details are missing and keeps Buy shut until they are filled", async () => {
    serve(testTeam({ invoice_email: "bills@acme.jp" }), testTeamBilling());
    await renderRoutes(routes, "/acme/team");
    const own = await section();
    expect(await within(own).findByText("No plan", { selector: "p" })).toBeTruthy();
    expect(within(own).getByText("Test billing", { selector: ".mantine-Alert-title *" })).toBeTruthy();
    expect(screen.getByTestId("billing-missing-fields").textContent).toBe("Missing: Country, Invoice name.");
    expect((await within(own).findByTestId("billing-details-needed")).textContent).toContain(
      "Missing: Country, Invoice name.",
    );
    expect((within(plan("Team")).getByRole("button", { name: "Buy Team" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(own).getByText("No invoices yet")).toBeTruthy();
  });

  it("prices the catalogue in the team's currency, says what each plan opens and shows the fee terms with segments", async () => {
    serve(testTeam(DETAILS), testTeamBilling());
    await renderRoutes(routes, "/acme/team");
    await section();
    const team = await screen.findByRole("article", { name: "Team" });
    expect(team.textContent).toContain("¥7,500 / month");
    expect(team.textContent).toContain("Audience uploads and segments");
    expect(within(team).getByTestId("fee-agreement").textContent).toContain("純広告費の10%");
    // Another currency can be chosen; plans priced in it show that price.
    fireEvent.click(currencyInput());
    fireEvent.click(await screen.findByRole("option", { name: "USD", hidden: true }));
    await waitFor(() => expect(plan("Team").textContent).toContain("$49.00 / month"));
    expect(plan("Premium suite").textContent).toContain("$29.00 / month");
    fireEvent.click(currencyInput());
    fireEvent.click(await screen.findByRole("option", { name: "YEN", hidden: true }));
    await waitFor(() => expect(plan("Team").textContent).toContain("¥7,500 / month"));
    const premium = plan("Premium suite");
    expect(premium.textContent).toContain("Not sold in YEN");
    expect(within(premium).queryByTestId("fee-agreement")).toBeNull();
    expect(within(premium).queryByRole("button")).toBeNull();
    // Plans no longer sold are not offered.
    expect(screen.queryByRole("article", { name: "Legacy" })).toBeNull();
  });

  it("buys a plan: starts checkout in the chosen currency and goes to the address it answers", async () => {
    const calls = serve(testTeam(DETAILS), testTeamBilling(), {
      "POST /api/customer/subscriptions/checkout/": {
        status: 201,
        body: {
          url: `${window.location.origin}/billing/local-checkout/cs_local_1`,
          provider: "local",
          session: "cs_local_1",
        },
      },
      "GET /api/customer/local-checkout/cs_local_1/": { status: 404, body: { detail: "gone" } },
    });
    const { router } = await renderRoutes(routes, "/acme/team");
    await section();
    fireEvent.click(
      within(await screen.findByRole("article", { name: "Pro" })).getByRole("button", { name: "Buy Pro" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/billing/local-checkout/cs_local_1"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ team: "acme", plan: 3, currency: "YEN" });
  });

  it("says why checkout did not start", async () => {
    serve(testTeam(DETAILS), testTeamBilling(), {
      "POST /api/customer/subscriptions/checkout/": {
        status: 409,
        body: { detail: "The team already has an active subscription to Team." },
      },
    });
    await renderRoutes(routes, "/acme/team");
    await section();
    fireEvent.click(
      within(await screen.findByRole("article", { name: "Team" })).getByRole("button", { name: "Buy Team" }),
    );
    await waitFor(() =>
      expect(notes()).toContain("Checkout could not start: The team already has an active subscription to Team."),
    );
  });

  it("shows the active plan's next invoice, downloads an invoice's PDF and cancels with the end date named", async () => {
    const current = testSubscription();
    let billing = testTeamBilling({ current });
    const calls = serve(testTeam(DETAILS), () => billing, {
      "GET /api/customer/invoices/?team=acme": { body: [testInvoice()] },
      "GET /api/customer/invoices/7/pdf/?language=en": { body: "%PDF-1.7" },
      "POST /api/customer/subscriptions/cancel/": () => {
        billing = testTeamBilling({ current: { ...current, cancel_at_period_end: true } });
        return { body: { subscription: billing.current, effective_date: "2099-01-05T10:00:00.000Z" } };
      },
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => "blob:invoice");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderRoutes(routes, "/acme/team");
    const own = await section();
    const summary = await within(own).findByTestId("current-plan");
    expect(summary.textContent).toContain("Active");
    expect(summary.textContent).toMatch(/Next invoice on Jan 5, 2099/);
    expect(within(plan("Team")).getByText("Current plan")).toBeTruthy();
    expect(within(plan("Pro")).getByRole("button", { name: "Switch to Pro" })).toBeTruthy();

    const table = await within(own).findByRole("table", { name: "Invoices" });
    expect(table.textContent).toContain("LOCAL-0003-0001");
    const [, row] = within(table).getAllByRole("row");
    const cells = within(row as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    // Tax with the rate it was charged at, then the total with it.
    expect(cells.slice(3, 5)).toEqual(["¥750Consumption tax 10%", "¥8,250"]);
    fireEvent.click(within(table).getByRole("button", { name: "Download invoice LOCAL-0003-0001 as PDF" }));
    await waitFor(() => expect(saved).toEqual(["invoice-LOCAL-0003-0001.pdf"]));

    fireEvent.click(within(own).getByRole("button", { name: "Cancel plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Team?" });
    expect(dialog.textContent).toContain("The plan ends on Jan 5, 2099.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel plan" }));
    await waitFor(() => expect(notes()).toContain("The plan is cancelled; it stays open until Jan 5, 2099."));
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/customer/subscriptions/cancel/")).toBe(true);
    await waitFor(() =>
      expect(within(own).getByTestId("current-plan").textContent).toContain("Cancelling on Jan 5, 2099"),
    );
    expect(within(own).queryByRole("button", { name: "Cancel plan" })).toBeNull();
  });

  it("with Stripe, drops the test billing label and offers Stripe's page for cards", async () => {
    const current = testSubscription({ provider: "stripe" });
    const calls = serve(testTeam(DETAILS), testTeamBilling({ provider: "stripe", test_billing: false, current }), {
      "POST /api/customer/subscriptions/portal/": { status: 502, body: { detail: "Stripe is unreachable." } },
    });
    await renderRoutes(routes, "/acme/team");
    const own = await section();
    await within(own).findByTestId("current-plan");
    expect(within(own).queryByText("Test billing")).toBeNull();
    fireEvent.click(within(own).getByRole("button", { name: "Cards and invoices at Stripe" }));
    await waitFor(() => expect(notes()).toContain("Stripe's page could not be opened: Stripe is unreachable."));
    expect(calls.find((c) => c.url === "/api/customer/subscriptions/portal/")?.body).toEqual({ team: "acme" });
  });

  it("changes plan after confirming", async () => {
    const calls = serve(testTeam(DETAILS), testTeamBilling({ current: testSubscription() }), {
      "POST /api/customer/subscriptions/upgrade/": {
        body: testSubscription({
          plan: { id: 3, name: "Pro", features: ["audience_upload", "pro_toolkit"], interval: "month" },
        }),
      },
    });
    await renderRoutes(routes, "/acme/team");
    await section();
    fireEvent.click(
      within(await screen.findByRole("article", { name: "Pro" })).getByRole("button", { name: "Switch to Pro" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Change the plan?" });
    expect(dialog.textContent).toContain("from Team to Pro");
    fireEvent.click(within(dialog).getByRole("button", { name: "Change plan" }));
    await waitFor(() => expect(notes()).toContain("The team is now on Pro."));
    expect(calls.find((c) => c.url === "/api/customer/subscriptions/upgrade/")?.body).toEqual({
      team: "acme",
      plan: 3,
    });
  });

  it("shows a member the plan granted by staff with its reason, and no buttons", async () => {
    const granted = testSubscription({ provider: "grant", grant_reason: "Agency pilot", currency: null });
    serve(testTeam({ ...DETAILS, level: "member" }), testTeamBilling({ current: granted, can_manage: false }));
    await renderRoutes(routes, "/acme/team");
    const own = await section();
    const summary = await within(own).findByTestId("current-plan");
    expect(summary.textContent).toContain("Granted by staff");
    expect(summary.textContent).toContain("Reason: Agency pilot");
    await screen.findByRole("article", { name: "Team" });
    expect(
      within(own)
        .queryAllByRole("button")
        .map((b) => b.textContent),
    ).not.toContain("Buy");
    expect(within(own).queryByRole("button", { name: /Buy|Switch|Cancel plan/ })).toBeNull();
    expect(within(own).getByText("Only team admins can buy, change or cancel the plan.")).toBeTruthy();
  });

  it("tells an admin the bought plan is paused until the grant's end, offering nothing to buy meanwhile", async () => {
    const granted = testSubscription({
      id: 30,
      provider: "grant",
      plan: { id: 5, name: "Enterprise", features: ["audience_upload", "premium_suite"], interval: null },
      grant_reason: "Agency pilot",
      currency: null,
      start: "2026-12-01T10:00:00.000Z",
      current_period_end: "2099-02-01T10:00:00.000Z",
    });
    const bought = testSubscription({ collection_paused_until: "2099-02-01T10:00:00.000Z" });
    serve(testTeam(DETAILS), testTeamBilling({ current: granted, subscriptions: [granted, bought] }));
    await renderRoutes(routes, "/acme/team");
    const own = await section();
    const summary = await within(own).findByTestId("current-plan");
    expect(within(summary).getByText("Enterprise")).toBeTruthy();
    expect(summary.textContent).toContain("Granted by staff until Feb 1, 2099. Reason: Agency pilot");
    expect(within(summary).getByTestId("paused-plan").textContent).toBe(
      "Your Team plan is paused until Feb 1, 2099 because of this grant: no invoices or charges until then, and it is the team's plan again after.",
    );
    await screen.findByRole("article", { name: "Team" });
    expect(within(own).queryByRole("button", { name: /Buy|Switch|Cancel plan/ })).toBeNull();
  });

  it("says the same in Japanese", async () => {
    const granted = testSubscription({ id: 30, provider: "grant", grant_reason: "代理店パイロット", currency: null });
    const bought = testSubscription({
      start: "2026-10-01T10:00:00.000Z",
      collection_paused_until: "2099-02-01T10:00:00.000Z",
    });
    serve(testTeam(DETAILS), testTeamBilling({ current: granted, subscriptions: [granted, bought] }));
    await renderRoutes(routes, "/acme/team", "ja");
    const paused = await screen.findByTestId("paused-plan", {}, { timeout: 15_000 });
    expect(paused.textContent).toBe(
      "購入済みの Team プランは、この付与のため 2099年2月1日 まで一時停止しています。それまで請求や課金はなく、その後は再びチームのプランになります。",
    );
  });

  it("says when the team's billing cannot be read, and reads it again on Retry", async () => {
    let fail = true;
    serve(testTeam(DETAILS), () => testTeamBilling({ current: testSubscription({ status: "past_due" }) }), {
      "GET /api/customer/subscriptions/?team=acme": () =>
        fail
          ? { status: 503, body: { detail: "The database cannot be reached right now." } }
          : { body: testTeamBilling({ current: testSubscription({ status: "past_due" }) }) },
    });
    await renderRoutes(routes, "/acme/team");
    const own = await section();
    expect((await within(own).findByRole("alert")).textContent).toContain("The database cannot be reached right now.");
    fail = false;
    fireEvent.click(within(own).getByRole("button", { name: "Retry" }));
    expect((await within(own).findByTestId("current-plan")).textContent).toContain("The last payment failed.");
  });

  it("back from checkout, reads the billing again until the plan is active", async () => {
    let reads = 0;
    serve(testTeam(DETAILS), () => {
      reads += 1;
      return testTeamBilling({ current: reads < 2 ? null : testSubscription() });
    });
    await renderRoutes(routes, "/acme/team?checkout=success&session=cs_local_1");
    const own = await section();
    expect(await within(own).findByText("Confirming the payment")).toBeTruthy();
    expect(await within(own).findByText("Payment received", {}, { timeout: 5000 })).toBeTruthy();
    expect(within(own).getByTestId("current-plan").textContent).toContain("Active");
  });

  it("says a cancelled checkout charged nothing, in Japanese too", async () => {
    serve(testTeam(DETAILS), testTeamBilling());
    await renderRoutes(routes, "/acme/team?checkout=cancel", "ja");
    const heading = await screen.findByRole("heading", { name: "プランと請求書" }, { timeout: 15_000 });
    const own = heading.closest("section") as HTMLElement;
    expect(await within(own).findByText("購入手続きをキャンセルしました")).toBeTruthy();
    const team = await within(own).findByRole("article", { name: "Team" });
    expect(team.textContent).toContain("￥7,500 / 月");
    expect(within(team).getByTestId("fee-agreement").textContent).not.toContain("English reading aid");
  });
});

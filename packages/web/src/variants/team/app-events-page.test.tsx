import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { AppEventsPage } from "../../features/events/app-events-page.tsx";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { TeamDashboard } from "./team-dashboard.tsx";

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: "/:teamId", element: <TeamDashboard />, children: [{ path: "app-events", element: <AppEventsPage /> }] },
    ],
  },
];
const team = testTeam();
const report = {
  from: "2026-03-01",
  to: "2026-03-10",
  counts: [
    { day: "2026-03-08", name: "landing_viewed", count: 3 },
    { day: "2026-03-09", name: "landing_viewed", count: 1 },
    { day: "2026-03-09", name: "signup_started", count: 1 },
  ],
  funnel: [
    { name: "landing_viewed", users: 4 },
    { name: "signup_started", users: 1 },
  ],
};

function serve(staff: boolean) {
  return mockFetch({
    "GET /api/user/me/": { body: { ...testUser(), is_staff: staff } },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    "GET /api/app-events/": { body: { ...report, funnel: [] } },
    "GET /api/app-events/?from=2026-03-01&funnel=landing_viewed%2Csignup_started": { body: report },
  });
}
const nav = () => within(screen.getByRole("navigation", { name: "Main navigation" }));

describe("app events page", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows staff the totals, and a funnel from the steps they ask for", async () => {
    const calls = serve(true);
    await renderRoutes(routes, "/acme/app-events");
    const totals = await screen.findByTestId("event-totals");
    expect(nav().getByRole("link", { name: "App events" })).toBeTruthy();
    expect(totals.textContent).toContain("landing_viewed4");
    expect(totals.textContent).toContain("signup_started1");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-01" } });
    fireEvent.change(screen.getByLabelText(/Funnel steps/), { target: { value: "landing_viewed,signup_started" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(screen.getAllByTestId("funnel-step")).toHaveLength(2));
    const steps = screen.getAllByTestId("funnel-step").map((s) => s.textContent);
    expect(steps[0]).toContain("4 people (100%)");
    expect(steps[1]).toContain("1 person (25%)");
    expect(calls.some((c) => c.url.includes("funnel=landing_viewed"))).toBe(true);
  });

  it("tells a member it is staff-only, with no nav entry and no call", async () => {
    const calls = serve(false);
    await renderRoutes(routes, "/acme/app-events");
    expect((await screen.findByTestId("staff-only")).textContent).toContain("Only staff");
    expect(nav().queryByRole("link", { name: "App events" })).toBeNull();
    expect(calls.some((c) => c.url.startsWith("/api/app-events/"))).toBe(false);
  });
});

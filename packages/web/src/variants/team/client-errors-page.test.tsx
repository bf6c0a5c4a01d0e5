import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { ClientErrorsPage } from "../../features/events/client-errors-page.tsx";
import { i18n } from "../../i18n/setup.ts";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { TeamDashboard } from "./team-dashboard.tsx";

const routes = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: "/:teamId",
        element: <TeamDashboard />,
        children: [{ path: "client-errors", element: <ClientErrorsPage /> }],
      },
    ],
  },
];
const team = testTeam();
const group = (message: string, count: number, users: number) => ({
  message,
  count,
  users,
  first_seen: "2026-03-08T09:00:00.000Z",
  last_seen: "2026-03-10T09:00:00.000Z",
  latest: {
    source: "router",
    url: "https://app.example.com/acme/campaigns",
    stack: `Error: ${message}\n    at Campaigns (app.js:10:5)`,
    user_agent: "Mozilla/5.0 (test browser)",
    release: "30.7.3",
    user_email: users > 0 ? "ann@example.com" : null,
  },
});

function serve(staff: boolean, total = 2, language = "en") {
  const first = [group("x is undefined", 12, 3), group("Failed to fetch", 1, 0)];
  return mockFetch({
    "GET /api/user/me/": { body: { ...testUser(), is_staff: staff, language } },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    "GET /api/client-errors/?limit=50&offset=0": { body: { count: total, results: first } },
    "GET /api/client-errors/?limit=50&offset=50": { body: { count: total, results: [group("later page", 1, 1)] } },
  });
}
const nav = () => within(screen.getByRole("navigation", { name: "Main navigation" }));

describe("client errors page", () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage("en");
  });

  it("shows staff each message with its counts and latest report, and pages on", async () => {
    const calls = serve(true, 52);
    await renderRoutes(routes, "/acme/client-errors");
    const rows = await screen.findAllByTestId("client-error");
    expect(nav().getByRole("link", { name: "Client errors" })).toBeTruthy();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("x is undefined");
    expect(rows[0]?.textContent).toContain("Page error");
    expect(rows[0]?.textContent).toContain("Release 30.7.3");
    expect(rows[0]?.textContent).toContain("ann@example.com");
    expect(rows[0]?.textContent).toContain("12");
    expect(rows[0]?.textContent).toContain("3 people");
    expect(rows[1]?.textContent).toContain("Signed out");
    expect(screen.getByTestId("client-errors-count").textContent).toBe("1 to 2 of 52 messages");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getAllByTestId("client-error")[0]?.textContent).toContain("later page"));
    expect(calls.some((c) => c.url === "/api/client-errors/?limit=50&offset=50")).toBe(true);
  });

  it("says so in Japanese too", async () => {
    serve(true, 2, "ja");
    await renderRoutes(routes, "/acme/client-errors", "ja");
    const rows = await screen.findAllByTestId("client-error");
    expect(rows[0]?.textContent).toContain("ページのエラー");
    expect(rows[0]?.textContent).toContain("3 人");
    expect(screen.getByTestId("client-errors-count").textContent).toBe("2 件のメッセージのうち 1〜2 件目");
  });

  it("tells a member it is staff-only, with no nav entry and no call", async () => {
    const calls = serve(false);
    await renderRoutes(routes, "/acme/client-errors");
    expect((await screen.findByTestId("staff-only")).textContent).toContain("Only staff");
    expect(nav().queryByRole("link", { name: "Client errors" })).toBeNull();
    expect(calls.some((c) => c.url.startsWith("/api/client-errors/"))).toBe(false);
  });
});

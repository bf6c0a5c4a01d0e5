import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Monitor, MonitorAlert, MonitorRun } from "@xa/core/monitors/monitors-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const LIST = "GET /api/monitors/?team=acme&limit=25&offset=0";
const ALERTS = "GET /api/monitors/alerts/?team=acme&limit=50&offset=0";

const run = (id: number, posts: number, over: Partial<MonitorRun> = {}): MonitorRun => ({
  id,
  trigger: "schedule",
  ran_at: "2026-12-05T10:00:00.000Z",
  window_start: "2026-12-04T10:00:00.000Z",
  window_end: "2026-12-05T10:00:00.000Z",
  figures: {
    posts,
    authors: posts,
    engagements: posts * 3,
    positive: posts,
    neutral: 0,
    negative: 0,
    net_sentiment: posts > 0 ? 100 : null,
    top_hashtags: [{ term: "espresso", count: posts }],
  },
  volume_change_pct: null,
  sentiment_change: null,
  alerted: false,
  ...over,
});

const monitor = (over: Partial<Monitor> = {}): Monitor => ({
  id: 7,
  team_id: 3,
  name: "Espresso talk",
  kind: "query",
  subject: "espresso",
  country: null,
  cadence: "hourly",
  status: "active",
  volume_threshold_pct: 50,
  sentiment_threshold: null,
  email_alerts: true,
  created_by: "ann@acme.test",
  can_delete: true,
  last_run: run(2, 7, { trigger: "import", volume_change_pct: 75, alerted: true }),
  recent: [
    { ran_at: "2026-12-05T09:00:00.000Z", posts: 4, net_sentiment: 100 },
    { ran_at: "2026-12-05T10:00:00.000Z", posts: 7, net_sentiment: 100 },
  ],
  next_run_at: "2026-12-05T11:00:00.000Z",
  created_at: "2026-12-05T09:00:00.000Z",
  ...over,
});

const alert: MonitorAlert = {
  id: 1,
  monitor_id: 7,
  monitor_name: "Espresso talk",
  run_id: 2,
  created_at: "2026-12-05T10:00:00.000Z",
  reasons: [{ metric: "volume", before: 4, after: 7, change: 75, threshold: 50 }],
  read: false,
};

const base = () => ({
  "GET /api/user/me/": { body: testUser() },
  "GET /api/teams/?limit=100&offset=0": { body: pageOf([testTeam()]) },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("monitors page", { timeout: 30_000 }, () => {
  it("says when the team has no monitors or alerts yet", async () => {
    mockFetch({ ...base(), [LIST]: { body: pageOf([]) }, [ALERTS]: { body: { ...pageOf([]), unread: 0 } } });
    await renderRoutes(routes, "/monitors");
    expect(await screen.findByText("No monitors yet")).toBeTruthy();
    expect(screen.getByText("No alerts")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save monitor" })).toBeTruthy();
  });

  it("lists monitors with their last run, recent runs and unread alerts; pauses one", async () => {
    const calls = mockFetch({
      ...base(),
      [LIST]: { body: pageOf([monitor()]) },
      [ALERTS]: { body: { ...pageOf([alert]), unread: 1 } },
      "PATCH /api/monitors/7/": { body: { ...monitor({ status: "paused", next_run_at: null }), runs: [] } },
    });
    await renderRoutes(routes, "/monitors");
    const table = await screen.findByRole("table", { name: "The team's monitors" });
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByText("Espresso talk")).toBeTruthy();
    expect(within(row).getByText("Every hour")).toBeTruthy();
    expect(within(row).getByText("7")).toBeTruthy();
    expect(within(row).getByText("+100 pts")).toBeTruthy();
    expect(within(row).getByText("Posts +75%")).toBeTruthy();
    expect(within(row).getByRole("img", { name: "Posts in the recent runs: 4, 7" })).toBeTruthy();
    expect(screen.getByLabelText("1 unread alert")).toBeTruthy();
    expect(screen.getByText("Posts 4 → 7 (+75%; threshold 50%)")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Pause Espresso talk" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ status: "paused" }));
  });

  it("shows why a monitor was not saved, and sends what was typed", async () => {
    const calls = mockFetch({
      ...base(),
      [LIST]: { body: pageOf([]) },
      [ALERTS]: { body: { ...pageOf([]), unread: 0 } },
      "POST /api/monitors/": {
        status: 400,
        body: { detail: "There is no account @nobody in the store yet: import its posts first." },
      },
    });
    await renderRoutes(routes, "/monitors");
    await screen.findByText("No monitors yet");
    fireEvent.click(screen.getByRole("radio", { name: "Handle" }));
    fireEvent.change(screen.getByRole("textbox", { name: /^Handle/ }), { target: { value: "@nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "Save monitor" }));
    const shown = await screen.findByRole("alert");
    expect(shown.textContent).toContain("There is no account @nobody in the store yet");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "handle",
      handle: "@nobody",
      team: "acme",
      name: "",
      country: "",
      cadence: "daily",
      volume_threshold_pct: 50,
      sentiment_threshold: null,
      email_alerts: true,
    });
  });

  it("takes a threshold with at most one decimal place", async () => {
    const calls = mockFetch({
      ...base(),
      [LIST]: { body: pageOf([]) },
      [ALERTS]: { body: { ...pageOf([]), unread: 0 } },
      "POST /api/monitors/": { status: 201, body: monitor({ id: 9 }) },
    });
    await renderRoutes(routes, "/monitors");
    await screen.findByText("No monitors yet");
    fireEvent.change(screen.getByRole("textbox", { name: /^Keyword query/ }), { target: { value: "espresso" } });
    const volume = screen.getByRole("textbox", { name: /^Posts change/ });
    fireEvent.change(volume, { target: { value: "12.55" } });
    fireEvent.click(screen.getByRole("button", { name: "Save monitor" }));
    expect(await screen.findByText("Posts change threshold can have at most one decimal place")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(volume, { target: { value: "12.5" } });
    expect(screen.queryByText(/at most one decimal place/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save monitor" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ volume_threshold_pct: 12.5 }),
    );
  });
});

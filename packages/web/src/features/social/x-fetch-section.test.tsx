import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { XFetchJob } from "@xa/core/social/social-contract";
import { afterEach, describe, expect, it } from "vitest";
import { pageOf } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { storeStatus } from "./social-fixtures.test-support.ts";
import { XFetchSection } from "./x-fetch-section.tsx";

const queued: XFetchJob = {
  id: "9",
  kind: "social.x-fetch",
  request: { kind: "followers", username: "TheUser", max_pages: 20 },
  status: "queued",
  progress: {},
  result: null,
  cancel_requested: false,
  error: null,
  created_at: "2026-03-01T10:00:00.000Z",
  finished_at: null,
};
const done: XFetchJob = {
  ...queued,
  status: "done",
  result: {
    phase: "done",
    pages: 3,
    written: { posts: { inserted: 120, updated: 4 }, accounts: { inserted: 10, updated: 0 } },
    skipped: {},
  },
  finished_at: "2026-03-01T10:00:09.000Z",
};

function serve(connected: boolean) {
  return mockFetch({
    "GET /api/social/store/": { body: storeStatus({ x_connector: connected }) },
    "POST /api/social/x-fetch/": { status: 201, body: queued },
    "GET /api/social/x-fetch/9/": { body: done },
    "GET /api/social/x-fetch/": { body: pageOf([]) },
  });
}

const render = (path = "/", language: "en" | "ja" = "en") =>
  renderRoutes([{ path: "/", element: <XFetchSection /> }], path, language);
const fetchButton = () => screen.getByRole("button", { name: "Fetch" });

describe("fetch from the X API", () => {
  afterEach(cleanup);

  it("says the connector is off and offers no fetch when the server has no token", async () => {
    const calls = serve(false);
    await render();
    expect((await screen.findByTestId("x-connector-off")).textContent).toContain("X_BEARER_TOKEN");
    expect(fetchButton()).toHaveProperty("disabled", true);
    fireEvent.click(fetchButton());
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("checks what to fetch, starts the job, and follows it to its end", async () => {
    const calls = serve(true);
    await render();
    await waitFor(() => expect(fetchButton()).toHaveProperty("disabled", false));
    expect(screen.queryByTestId("x-connector-off")).toBeNull();
    fireEvent.click(fetchButton());
    expect(await screen.findByText("Enter a search query.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("What to fetch"), { target: { value: "followers" } });
    fireEvent.change(screen.getByLabelText("Account handle"), { target: { value: "no spaces!" } });
    fireEvent.click(fetchButton());
    expect(await screen.findByText(/Enter a handle/)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    fireEvent.change(screen.getByLabelText("Account handle"), { target: { value: "@TheUser" } });
    fireEvent.change(screen.getByLabelText("How many at most"), { target: { value: "20" } });
    expect(screen.getByRole("option", { name: "Up to 2,000" })).toBeTruthy();
    fireEvent.click(fetchButton());
    await waitFor(() =>
      expect(screen.getByTestId("x-fetch-stage").textContent).toBe("Finished: 3 pages, 130 new, 4 updated."),
    );
    expect(screen.getByTestId("x-fetch-subject").textContent).toBe("Followers of @TheUser");
    expect(within(screen.getByTestId("x-fetch-job")).getByTestId("import-status").textContent).toBe("Done");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "followers",
      username: "TheUser",
      max_pages: 20,
    });
  });

  it("asks for one account without pages: a lookup is a single call", async () => {
    const calls = serve(true);
    await render();
    await waitFor(() => expect(fetchButton()).toHaveProperty("disabled", false));
    expect(screen.getByLabelText("How many at most")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("What to fetch"), { target: { value: "user" } });
    expect(screen.queryByLabelText("How many at most")).toBeNull();
    fireEvent.change(screen.getByLabelText("Account handle"), { target: { value: "@nasa" } });
    fireEvent.click(fetchButton());
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ kind: "user", username: "nasa" }),
    );
  });

  it("tells a failed attempt that will be tried again from a fetch that failed", async () => {
    const error = "X API unreachable: fetch failed";
    let job: XFetchJob = { ...queued, request: { kind: "search", query: "coffee" }, status: "queued", error };
    mockFetch({
      "GET /api/social/store/": { body: storeStatus({ x_connector: true }) },
      "POST /api/social/x-fetch/": { status: 201, body: { ...queued } },
      "GET /api/social/x-fetch/9/": () => ({ body: job }),
      "GET /api/social/x-fetch/": { body: pageOf([]) },
    });
    await render();
    await waitFor(() => expect(fetchButton()).toHaveProperty("disabled", false));
    fireEvent.change(screen.getByLabelText("Search query"), { target: { value: "coffee" } });
    fireEvent.click(fetchButton());
    const retrying = await screen.findByRole("alert");
    expect(retrying.textContent).toContain("The last attempt failed; it will be tried again");
    expect(screen.getByTestId("x-fetch-stage").textContent).toBe("Waiting to try the fetch again…");
    expect(retrying.textContent).toContain(error);
    // Run again: the reason stays until the attempt ends.
    job = { ...job, status: "running" };
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("trying again now"), { timeout: 3000 });
    expect(screen.getByRole("alert").textContent).toContain(error);
    job = { ...job, status: "failed" };
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Why it failed"), { timeout: 3000 });
    expect(screen.getByTestId("x-fetch-stage").textContent).toBe("The fetch failed.");
  });

  it("cancels a running fetch when asked twice, showing it stopping and then what it stored", async () => {
    const fetching: XFetchJob = {
      ...queued,
      status: "running",
      progress: { phase: "waiting", pages: 2, written: { posts: { inserted: 150, updated: 3 } }, waiting: "x" },
    };
    let job = fetching;
    const calls = mockFetch({
      "GET /api/social/store/": { body: storeStatus({ x_connector: true }) },
      "GET /api/social/x-fetch/": { body: pageOf([]) },
      "GET /api/social/x-fetch/9/": () => ({ body: job }),
      "POST /api/social/x-fetch/9/cancel/": () => {
        job = { ...fetching, cancel_requested: true };
        return { body: job };
      },
    });
    await render("/?fetch=9");
    fireEvent.click(await screen.findByRole("button", { name: "Cancel fetch" }));
    expect(screen.getByTestId("cancel-job-confirm").textContent).toContain("Stop this fetch?");
    fireEvent.click(screen.getByRole("button", { name: "Stop the fetch" }));
    await waitFor(() =>
      expect(screen.getByTestId("x-fetch-stage").textContent).toBe("Stopping after the page under way…"),
    );
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/social/x-fetch/9/cancel/"]);
    expect(screen.getByTestId("import-status").textContent).toBe("Stopping");
    expect(screen.queryByRole("button", { name: "Cancel fetch" })).toBeNull();
    job = { ...job, status: "cancelled", finished_at: "2026-03-01T10:00:05.000Z" };
    await waitFor(
      () =>
        expect(screen.getByTestId("x-fetch-stage").textContent).toBe(
          "Cancelled after 2 pages. What it stored stays: 150 new, 3 updated.",
        ),
      { timeout: 3000 },
    );
    expect(screen.getByTestId("import-status").textContent).toBe("Cancelled");
  });

  it("lists past fetches with what each asked for, and shows the one picked, kept in the URL", async () => {
    const timeline: XFetchJob = {
      ...done,
      id: "12",
      request: { kind: "timeline", username: "nasa", max_pages: 5 },
      created_at: "2026-03-02T08:00:00.000Z",
    };
    const search: XFetchJob = {
      ...queued,
      id: "11",
      status: "running",
      request: { kind: "search", query: "coffee lang:ja", max_pages: 10 },
      progress: { phase: "fetching", pages: 4, written: { posts: { inserted: 380, updated: 0 } } },
    };
    const retry: XFetchJob = {
      ...queued,
      id: "10",
      request: { kind: "user", username: "jaxa" },
      error: "X API unreachable: fetch failed",
    };
    mockFetch({
      "GET /api/social/store/": { body: storeStatus({ x_connector: true }) },
      "GET /api/social/x-fetch/": { body: pageOf([timeline, search, retry]) },
      "GET /api/social/x-fetch/11/": { body: search },
    });
    const { router } = await render("/?job=7");
    const table = await screen.findByTestId("x-fetches-table");
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 5)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["Posts of @nasa", "Done", "3", "130", "4"],
      ["Recent posts for “coffee lang:ja”", "Running", "4", "380", "0"],
      // An attempt failed: it is waiting to be tried again.
      ["The account @jaxa", "Retry queued", "0", "0", "0"],
    ]);
    expect(screen.queryByTestId("x-fetch-job")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show the fetch of Recent posts for “coffee lang:ja”" }));
    expect((await screen.findByTestId("x-fetch-subject")).textContent).toBe("Recent posts for “coffee lang:ja”");
    expect(screen.getByTestId("x-fetch-stage").textContent).toBe("Fetching: 4 pages stored so far…");
    // The import picked before stays picked.
    expect(router.state.location.search).toBe("?job=7&fetch=11");
    expect(document.activeElement?.contains(screen.getByTestId("x-fetch-job"))).toBe(true);
  });

  it("says so when there are no fetches yet, in Japanese too", async () => {
    mockFetch({
      "GET /api/social/store/": { body: storeStatus({ x_connector: false }) },
      "GET /api/social/x-fetch/": { body: pageOf([]) },
    });
    await render("/", "ja");
    expect(await screen.findByText("取得はまだありません")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "過去の取得" })).toBeTruthy();
  });

  it("opens the fetch a link names, and says when it does not exist", async () => {
    mockFetch({
      "GET /api/social/store/": { body: storeStatus({ x_connector: true }) },
      "GET /api/social/x-fetch/": { body: pageOf([done]) },
      "GET /api/social/x-fetch/9/": { body: done },
    });
    await render("/?fetch=9", "ja");
    expect((await screen.findByTestId("x-fetch-subject")).textContent).toBe("@TheUser のフォロワー");
    expect(screen.getByTestId("x-fetch-stage").textContent).toBe("完了：3 ページ、新規 130 件、更新 4 件。");
    cleanup();
    mockFetch({
      "GET /api/social/store/": { body: storeStatus({ x_connector: true }) },
      "GET /api/social/x-fetch/": { body: pageOf([]) },
    });
    await render("/?fetch=404");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Not found.");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});

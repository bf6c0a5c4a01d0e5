import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { SocialJob } from "@xa/core/social/api";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { storeStatus } from "./test-fixtures.ts";
import { XFetchSection } from "./x-fetch-section.tsx";

const queued: SocialJob = {
  id: "9",
  kind: "social.x-fetch",
  status: "queued",
  progress: {},
  result: null,
  error: null,
  created_at: "2026-03-01T10:00:00.000Z",
  finished_at: null,
};
const done: SocialJob = {
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
    "GET /api/social/jobs/9/": { body: done },
  });
}

const render = () => renderRoutes([{ path: "/", element: <XFetchSection /> }], "/");
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
    expect(screen.getByTestId("import-status").textContent).toBe("Done");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "followers",
      username: "TheUser",
      max_pages: 20,
    });
  });

  it("tells a failed attempt that will be tried again from a fetch that failed", async () => {
    const error = "X API unreachable: fetch failed";
    let job: SocialJob = { ...queued, status: "queued", error };
    mockFetch({
      "GET /api/social/store/": { body: storeStatus({ x_connector: true }) },
      "POST /api/social/x-fetch/": { status: 201, body: { ...queued } },
      "GET /api/social/jobs/9/": () => ({ body: job }),
    });
    await render();
    await waitFor(() => expect(fetchButton()).toHaveProperty("disabled", false));
    fireEvent.change(screen.getByLabelText("Search query"), { target: { value: "coffee" } });
    fireEvent.click(fetchButton());
    const retrying = await screen.findByRole("alert");
    expect(retrying.textContent).toContain("The last attempt failed; it will be tried again");
    expect(retrying.textContent).toContain(error);
    job = { ...job, status: "failed" };
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Why it failed"), { timeout: 3000 });
    expect(screen.getByTestId("x-fetch-stage").textContent).toBe("The fetch failed.");
  });
});

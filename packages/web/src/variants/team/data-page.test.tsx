import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ImportJob, StoreStatus } from "@xa/core/social/social-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { DataPage } from "../../features/social/data-page.tsx";
import { doneJob, runningJob, staffUser, storeStatus } from "../../features/social/social-fixtures.test-support.ts";
import { pageOf, testTeam } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { TeamDashboard } from "./team-dashboard.tsx";

// The team variant's layout around the page (not its whole route table, so other pages stay out of this test).
const routes = [
  {
    element: <RequireAuth />,
    children: [{ path: "/:teamId", element: <TeamDashboard />, children: [{ path: "data", element: <DataPage /> }] }],
  },
];

const team = testTeam();

/**
 * A server whose store and job answers the test changes as it goes; an upload creates job 7.
 * `listed`: job 7 is in the list from the start (started elsewhere, as by the command line).
 */
function serve({
  staff,
  store,
  job,
  listed = false,
}: {
  staff: boolean;
  store: () => StoreStatus;
  job?: () => ImportJob;
  listed?: boolean;
}) {
  let uploaded = listed;
  return mockFetch(
    {
      "GET /api/user/me/": { body: { ...staffUser, is_staff: staff } },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
      "GET /api/teams/acme/": { body: team },
      "GET /api/social/store/": () => ({ body: store() }),
      "GET /api/social/imports/": () => ({ body: pageOf(uploaded && job ? [job()] : []) }),
      "GET /api/social/imports/7/": () => ({ body: job?.() }),
    },
    (url, init) => {
      if (init.method !== "POST" || !url.startsWith("/api/social/imports/?")) return undefined;
      uploaded = true;
      return { status: 201, body: runningJob };
    },
  );
}

const nav = () => within(screen.getByRole("navigation", { name: "Main navigation" }));

describe("data page", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("is staff-only: no nav entry, a clear state, and no staff calls", async () => {
    const calls = serve({ staff: false, store: () => storeStatus({ accounts: 3, posts: 5, snapshots: 1250 }) });
    await renderRoutes(routes, "/acme/data");
    expect(await screen.findByRole("heading", { level: 1, name: "Data" })).toBeTruthy();
    expect(screen.getByTestId("staff-only").textContent).toContain("Only staff can upload data");
    expect(nav().queryByRole("link", { name: "Data" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Upload and import" })).toBeNull();
    expect((await screen.findByTestId("store-posts")).textContent).toBe("5");
    expect(screen.getByTestId("store-snapshots").textContent).toBe("1,250");
    expect(screen.getByText("Daily follower counts")).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith("/api/social/imports/"))).toBe(false);
  });

  it("uploads, polls the job every second until done, then shows the new store counts", async () => {
    let polls = 0;
    let finished = false;
    const job = () => {
      polls++;
      finished = polls >= 3;
      return finished ? doneJob : runningJob;
    };
    const store = () => storeStatus(finished ? { accounts: 8, posts: 30 } : {});
    serve({ staff: true, store, job });
    const { router } = await renderRoutes(routes, "/acme/data");
    await screen.findByRole("heading", { level: 1, name: "Data" });
    expect(nav().getByRole("link", { name: "Data" }).getAttribute("aria-current")).toBe("page");
    expect(await screen.findByText("The store is empty. Upload a file to fill it.")).toBeTruthy();
    expect(await screen.findByText("No imports yet")).toBeTruthy();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["{}"], "two_tweets.jsonl")] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload and import" }));

    await waitFor(() => expect(router.state.location.search).toBe("?job=7"));
    expect(await screen.findByTestId("import-progress")).toBeTruthy();
    // Three polls a second apart, with room for a machine busy with other suites.
    await waitFor(() => expect(screen.getByTestId("progress-stage").textContent).toBe("Finished: 38 new, 4 updated."), {
      timeout: 8000,
    });
    await waitFor(() => expect(screen.getByTestId("store-posts").textContent).toBe("30"), { timeout: 3000 });
    expect(screen.getByTestId("store-imported-source").textContent).toContain("8 accounts, 30 posts");
    expect(within(screen.getByTestId("imports-table")).getByText("two_tweets.jsonl")).toBeTruthy();
  });

  it("says the counts wait for a running import started elsewhere, and reads them again when it ends", async () => {
    let finished = false;
    let storeReads = 0;
    serve({
      staff: true,
      listed: true,
      job: () => (finished ? doneJob : runningJob),
      store: () => {
        storeReads++;
        return storeStatus(finished ? { accounts: 8, posts: 30 } : {});
      },
    });
    await renderRoutes(routes, "/acme/data");
    expect((await screen.findByTestId("store-updating")).textContent).toBe(
      "An import or a fetch is running: these counts are read again when it ends.",
    );
    // Not "empty" while an import fills the store.
    expect(screen.queryByText("The store is empty. Upload a file to fill it.")).toBeNull();
    expect(screen.getByTestId("store-posts").textContent).toBe("0");
    finished = true;
    // The list is re-read every 3 s while a job runs; then the store once.
    await waitFor(() => expect(screen.getByTestId("store-posts").textContent).toBe("30"), { timeout: 8000 });
    expect(screen.queryByTestId("store-updating")).toBeNull();
    expect(storeReads).toBe(2);
  }, 15_000);

  it("labels demo data in the header, and shows the demo world loading", async () => {
    serve({
      staff: true,
      store: () => storeStatus({ accounts: 1200, posts: 5000 }, { accounts: 1200, posts: 5000, seed: 42 }),
    });
    await renderRoutes(routes, "/acme/data");
    expect(await screen.findByText("Generating the demo world")).toBeTruthy();
    expect(screen.getByTestId("store-demo-source").textContent).toContain("Demo world (seed 42): 1,200 accounts");
    const badge = within(screen.getByRole("banner")).getByTestId("demo-data-badge");
    expect(badge.textContent).toBe("Demo data");
    fireEvent.focus(badge);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toContain("Generated demo world, not real X data");
    expect(tooltip.textContent).toContain("still loading (1,200 accounts, 5,000 posts so far)");
  });

  it("shows no demo label when the store holds imported data only", async () => {
    serve({ staff: false, store: () => storeStatus({ accounts: 3, posts: 5 }) });
    await renderRoutes(routes, "/acme/data");
    expect(await screen.findByTestId("store-imported-source")).toBeTruthy();
    expect(screen.queryByTestId("demo-data-badge")).toBeNull();
  });
});

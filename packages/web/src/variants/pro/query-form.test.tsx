import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXPLAIN_DEBOUNCE_MS } from "../../features/analysis/query-form/explain-counts.tsx";
import { installSignedOutRedirect } from "../../session/signed-out-redirect.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes as proRoutes } from "./routes.tsx";

const user = testUser({ memberships: [] });

const explainAnswer = {
  query: "kpop",
  start_date: "2026-01-01T00:00:00.000Z",
  end_date: "2026-01-31T00:00:00.000Z",
  total: 3,
  groups: [{ query: "kpop", count: 3 }],
  exclusions: [],
};

/** The analysis calls (counts, sections): what the form sent. */
const sent = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith("/api/external/"));
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const queryText = () => screen.getByLabelText("Query text") as HTMLTextAreaElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("the analysis form checks before it sends", { timeout: 20_000 }, () => {
  it("shows an end before the start at the date fields, in the interface language, and sends nothing", async () => {
    const calls = mockFetch({ "GET /api/user/me/": { body: user } });
    await renderRoutes(proRoutes, "/explore/keyword?start=2026-01-20&end=2026-01-10", "ja");
    expect(await screen.findByText("終了日が開始日より前になっています。")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("クエリ文字列"), { target: { value: "kpop" } });
    fireEvent.click(screen.getByRole("button", { name: "分析する" }));
    await pause(EXPLAIN_DEBOUNCE_MS + 300);
    expect(sent(calls)).toEqual([]);
  });

  it("flags a day in the future at its field, and sends nothing", async () => {
    const calls = mockFetch({ "GET /api/user/me/": { body: user } });
    await renderRoutes(proRoutes, "/explore/keyword");
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2099-01-01" } });
    const today = new Date().toISOString().slice(0, 10);
    expect(await screen.findByText(`Choose a day up to today (${today}, UTC).`)).toBeTruthy();
    fireEvent.change(queryText(), { target: { value: "kpop" } });
    fireEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await pause(EXPLAIN_DEBOUNCE_MS + 300);
    expect(sent(calls)).toEqual([]);
  });

  it("does not count a query it flags as invalid", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      "POST /api/external/keyword-explain/": { body: explainAnswer },
    });
    await renderRoutes(proRoutes, "/explore/keyword");
    fireEvent.change(queryText(), { target: { value: "kpop AND" } });
    expect(await screen.findByText(/"AND" needs a term after it/, {}, { timeout: 3000 })).toBeTruthy();
    await pause(EXPLAIN_DEBOUNCE_MS);
    expect(sent(calls)).toEqual([]);
    fireEvent.change(queryText(), { target: { value: "kpop" } });
    expect(await screen.findByText("3 matching posts in total", {}, { timeout: 3000 })).toBeTruthy();
    // A readable query is counted, and its related keywords asked for.
    await waitFor(() =>
      expect(new Set(sent(calls).map((call) => call.url))).toEqual(
        new Set(["/api/external/keyword-explain/", "/api/external/related-keywords/"]),
      ),
    );
  });

  it("signed out, keeps the typed query across the sign-in redirect", async () => {
    mockFetch({}, (url) => (url.startsWith("/api/") ? { status: 403, body: { detail: "Not signed in." } } : undefined));
    const { router, queryClient } = await renderRoutes(proRoutes, "/explore/keyword");
    installSignedOutRedirect(queryClient, router);
    fireEvent.change(queryText(), { target: { value: "kpop OR lisa" } });
    await pause(EXPLAIN_DEBOUNCE_MS + 300);
    // Typing alone does not send the visitor away.
    expect(router.state.location.pathname).toBe("/explore/keyword");
    expect(screen.getByText("Sign in to see how many posts match.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    const next = new URLSearchParams(router.state.location.search).get("next") ?? "";
    expect(new URLSearchParams(next.split("?")[1]).get("q")).toBe("kpop OR lisa");
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { CountryStats } from "@xa/core/analysis/country-stats";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { recordedPrompts, suggestionRoutes } from "../../test/suggestion-fixtures.ts";
import { routes as premiumRoutes } from "../premium/routes.tsx";
import { routes as proRoutes } from "./routes.tsx";

const user = testUser({ memberships: [] });
const STATS_URL = "/api/external/deepthought/x-stats/";

const stats = (over: Partial<CountryStats> = {}): CountryStats => ({
  country: "JP",
  start: "2026-02-05T16:00:00.000Z",
  end: "2026-03-07T16:00:00.000Z",
  time_zone: "Asia/Tokyo",
  totals: { posts: 1234, authors: 56, engagements: 7890 },
  hashtags: [{ term: "コーヒー", posts: 40, authors: 12 }],
  keywords: [{ term: "浅煎り", posts: 22, authors: 9 }],
  accounts: [{ id: "1", handle: "kissa", name: "喫茶ミモザ", followers_count: 4200, posts: 8, engagements: 950 }],
  languages: [
    { language: "ja", posts: 1200 },
    { language: "und", posts: 34 },
  ],
  hours: Array.from({ length: 24 }, (_, h) => (h === 8 ? 200 : 40)),
  trending: [{ topic: "水出し", kind: "keyword", count: 9, baseline: 2, growth: 3.5, series: [] }],
  ...over,
});

const statsCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith(STATS_URL)).map((c) => c.url);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("X stats: one country's posting", { timeout: 20_000 }, () => {
  it("asks for a country first and reads nothing until one is chosen", async () => {
    const calls = mockFetch({ "GET /api/user/me/": { body: user } });
    await renderRoutes(proRoutes, "/xstats");
    expect(await screen.findByText("Choose a country", { selector: "p" })).toBeTruthy();
    expect(statsCalls(calls)).toEqual([]);
  });

  it("suggests a package on the 5th use in the toolkit, never in the premium suite", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      [`GET ${STATS_URL}?country=JP&days=7&limit=20`]: { body: stats() },
      ...suggestionRoutes(5),
    });
    const { router } = await renderRoutes(proRoutes, "/xstats/jp");
    const prompt = await screen.findByTestId("tool-suggestion", {}, { timeout: 10_000 });
    expect(prompt.textContent).toMatch(/You found 1,?234 results/);
    await waitFor(() =>
      expect(recordedPrompts(calls)).toEqual([{ action: "suggestion_shown", context: "country_stats" }]),
    );
    // A country is no brief: the package builder opens empty.
    fireEvent.click(within(prompt).getByRole("link", { name: "Build a package" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaigns/new"));
    cleanup();
    const premium = mockFetch({
      "GET /api/user/me/": { body: user },
      [`GET ${STATS_URL}?country=JP&days=7&limit=20`]: { body: stats() },
      ...suggestionRoutes(5),
    });
    await renderRoutes(premiumRoutes, "/premium-suite/xstats/jp");
    expect(await screen.findByText("1,234")).toBeTruthy();
    expect(screen.queryByTestId("tool-suggestion")).toBeNull();
    expect(premium.some((c) => c.url === "/api/user-activity/usage/")).toBe(false);
  });

  it("draws the country's figures, lists, hours and rising topics for the days in the link", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      [`GET ${STATS_URL}?country=JP&days=30&limit=20`]: { body: stats() },
    });
    await renderRoutes(proRoutes, "/xstats/jp?days=30");
    expect(await screen.findByText("1,234")).toBeTruthy();
    expect(screen.getByText("7,890")).toBeTruthy();
    expect(screen.getByText("#コーヒー")).toBeTruthy();
    expect(screen.getByText("浅煎り")).toBeTruthy();
    expect(screen.getByText("喫茶ミモザ")).toBeTruthy();
    expect(screen.getByText(/local time in Asia\/Tokyo/)).toBeTruthy();
    const rising = screen.getByText("水出し").closest("tr") as HTMLElement;
    expect(within(rising).getByText("+350%")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "30 days" })).toHaveProperty("checked", true);
    expect(statsCalls(calls)).toEqual([`${STATS_URL}?country=JP&days=30&limit=20`]);
  });

  it("keeps a new window in the link and asks for it", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      [`GET ${STATS_URL}?country=JP&days=7&limit=20`]: { body: stats() },
      [`GET ${STATS_URL}?country=JP&days=90&limit=20`]: {
        body: stats({ totals: { posts: 9999, authors: 1, engagements: 0 } }),
      },
    });
    const { router } = await renderRoutes(proRoutes, "/xstats/JP");
    await screen.findByText("1,234");
    fireEvent.click(screen.getByRole("radio", { name: "90 days" }));
    expect(await screen.findByText("9,999")).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe("/xstats/JP?days=90");
    expect(statsCalls(calls)).toContain(`${STATS_URL}?country=JP&days=90&limit=20`);
  });

  it("says when the store holds no posts of the country, offering a wider window, in Japanese", async () => {
    mockFetch({
      "GET /api/user/me/": { body: user },
      [`GET ${STATS_URL}?country=FR&days=7&limit=20`]: {
        body: stats({ country: "FR", totals: { posts: 0, authors: 0, engagements: 0 }, hashtags: [], accounts: [] }),
      },
    });
    await renderRoutes(premiumRoutes, "/premium-suite/xstats/FR", "ja");
    expect(await screen.findByText("この期間に フランス のアカウントによる投稿はありません")).toBeTruthy();
    expect(screen.getByText(/期間を広げるか/)).toBeTruthy();
    expect(screen.queryByText("上位のハッシュタグ")).toBeNull();
  });

  it("shows a failure with a retry that asks again", async () => {
    let fail = true;
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      [`GET ${STATS_URL}?country=US&days=7&limit=20`]: () =>
        fail
          ? { status: 503, body: { detail: "The database cannot be reached right now." } }
          : { body: stats({ country: "US" }) },
    });
    await renderRoutes(proRoutes, "/xstats/US");
    expect(await screen.findByText("The database cannot be reached right now.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: /retry|try again/i }));
    await waitFor(() => expect(screen.getByText("1,234")).toBeTruthy());
    expect(statsCalls(calls)).toHaveLength(2);
  });
});

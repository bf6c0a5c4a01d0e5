import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Competitor, CompetitorAnalysis } from "@xa/core/analysis/competitor-analysis";
import i18n from "i18next";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { competitorSheets } from "../../features/competitors/competitor-sheets.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { recordedPrompts, suggestionRoutes } from "../../test/suggestion-fixtures.ts";
import { routes } from "./routes.tsx";

const user = testUser({ memberships: [] });
const URL = "/api/external/competitor-analysis/";
const SUGGESTIONS = {
  handles: [{ term: "kumo_roasters", name: "Kumo Roasters", count: 52_000 }],
  keywords: [],
  hashtags: [],
  demo: false,
};

const distribution = (items: [string, string, number, number][], method: string) => ({
  kind: "distribution" as const,
  base: { unit: "accounts" as const, count: 100, description: "followers" },
  method,
  items: items.map(([key, label, count, share]) => ({ key, label, count, share })),
  unknown: { count: 10, share: 0.1 },
});

const competitor = (id: string, handle: string, over: Partial<Competitor> = {}): Competitor => ({
  id,
  handle,
  name: handle.toUpperCase(),
  avatar_url: null,
  verified: true,
  followers_count: 40_000,
  audience: 150,
  unique: 80,
  unique_share: 0.5333,
  posts: 10,
  engagements: 625,
  share_of_voice: 0.6667,
  engagement_share: 0.6443,
  engagement_rate: 0.0015625,
  timeline: [
    { t: "2026-01-10T00:00:00Z", posts: 1, engagements: 20, share_of_voice: 1, engagement_rate: 0.0005 },
    { t: "2026-01-11T00:00:00Z", posts: 1, engagements: 24, share_of_voice: 0.5, engagement_rate: 0.0006 },
  ],
  demographics: {
    countries: distribution([["US", "United States", 40, 0.4]], "Inferred from the profile location"),
    languages: distribution([["en", "English", 60, 0.6]], "Languages of their posts"),
    genders: distribution([["female", "Female", 30, 0.3]], "Inferred from the profile name"),
    age_groups: distribution([["25-34", "25-34", 20, 0.2]], "Inferred from the bio"),
  },
  best_posts: [
    {
      id: `${id}-10`,
      text: `Best of ${handle}`,
      created_at: "2026-01-19T12:00:00Z",
      lang: "en",
      kind: "post",
      author: { id, handle, name: null, avatar_url: null, verified: true },
      like_count: 101,
      repost_count: 10,
      reply_count: 1,
      quote_count: 0,
      view_count: null,
      sentiment: null,
      sentiment_score: null,
      hashtags: [],
      url: null,
    },
  ],
  exclusive_followees: [
    {
      id: `x_${id}`,
      handle: `only_${handle}`,
      name: null,
      followers_count: 5,
      verified: false,
      audience_followers: 15,
    },
  ],
  ...over,
});

const analysis = (over: Partial<CompetitorAnalysis> = {}): CompetitorAnalysis => ({
  start_date: "2026-01-01T00:00:00.000Z",
  end_date: "2026-01-30T23:55:00.000Z",
  interval: "day",
  competitors: [competitor("c1", "brew_a"), competitor("c2", "brew_b", { unique: 30, audience: 100, posts: 5 })],
  overlap: [
    { members: [0], count: 80 },
    { members: [1], count: 30 },
    { members: [0, 1], count: 70 },
  ],
  union: 180,
  exclusive_base: 180,
  demo_data: false,
  ...over,
});

const posts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === "POST" && c.url === URL).map((c) => c.body);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("competitor analysis page", { timeout: 30_000 }, () => {
  it("asks for handles first and compares nothing until two are typed", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      "GET /api/social/suggestions/": { body: SUGGESTIONS },
    });
    const { router } = await renderRoutes(routes, "/competitor-analysis");
    expect(await screen.findByText("Choose the accounts to compare")).toBeTruthy();
    expect(screen.queryByText(/coming\s+soon/i)).toBeNull();
    const compare = screen.getByRole("button", { name: "Compare" });
    expect(compare).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByLabelText("Handle 1"), { target: { value: "@brew_a" } });
    // A handle picked from the store's suggestions fills the next empty field.
    fireEvent.click(await screen.findByRole("button", { name: /kumo_roasters/ }));
    expect(screen.getByLabelText("Handle 2")).toHaveProperty("value", "kumo_roasters");
    expect(posts(calls)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Compare" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?${new URLSearchParams({ handles: "brew_a,kumo_roasters" })}`),
    );
    await waitFor(() => expect(posts(calls)).toEqual([{ handles: ["brew_a", "kumo_roasters"], days: 30 }]));
  });

  it("suggests a package on the 5th use, with the competitors' followers as the brief", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      "GET /api/social/suggestions/": { body: SUGGESTIONS },
      [`POST ${URL}`]: { body: analysis() },
      ...suggestionRoutes(5),
    });
    const { router } = await renderRoutes(routes, "/competitor-analysis?handles=brew_a,brew_b");
    const prompt = await screen.findByTestId("tool-suggestion", {}, { timeout: 10_000 });
    expect(prompt.textContent).toContain("You found 180 results.");
    await waitFor(() =>
      expect(recordedPrompts(calls)).toEqual([{ action: "suggestion_shown", context: "competitor_analysis" }]),
    );
    // Drawn above the comparison, after the page's own content has loaded.
    expect(await screen.findByRole("table", { name: "Audience overlap" })).toBeTruthy();
    fireEvent.click(within(prompt).getByRole("link", { name: "Build a package" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaigns/new"));
    expect(router.state.location.state).toEqual({
      preset: { audience_builder: { join: "or", criteria: [{ kind: "followers_of", handles: ["brew_a", "brew_b"] }] } },
    });
  });

  it("draws the figures, every overlap region, demographics, best posts and exclusive accounts", async () => {
    mockFetch({
      "GET /api/user/me/": { body: user },
      "GET /api/social/suggestions/": { body: SUGGESTIONS },
      [`POST ${URL}`]: { body: analysis() },
    });
    await renderRoutes(routes, "/competitor-analysis?handles=brew_a,brew_b");
    const overlap = (await screen.findByRole("table", { name: "Audience overlap" })) as HTMLElement;
    const rows = within(overlap).getAllByRole("row").slice(1);
    // Largest region first; each row says its combination in words.
    expect(rows.map((r) => within(r).getAllByRole("cell").at(-2)?.textContent)).toEqual(["80", "70", "30"]);
    expect(within(rows[1] as HTMLElement).getByText("Follow exactly @brew_a + @brew_b")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("Follow only @brew_a")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("38.9%")).toBeTruthy();
    expect(screen.getByText("80 (53.3%)")).toBeTruthy();
    expect(screen.getAllByText("66.7%", { selector: "td" })).toHaveLength(2);
    expect(screen.getAllByText("United States").length).toBeGreaterThan(0);
    expect(screen.getByText("Inferred from the profile location")).toBeTruthy();
    expect(screen.getByText("Best of brew_b")).toBeTruthy();
    // Posting over time, per day as the answer's interval says.
    expect(screen.getByText("The accounts' own posts per day of the window (UTC).")).toBeTruthy();
    expect(screen.getByText("@only_brew_a")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download XLSX" })).toBeTruthy();
  });

  it("shows a failure in Japanese with a retry that asks again, for the days in the link", async () => {
    let fail = true;
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      "GET /api/social/suggestions/": { body: SUGGESTIONS },
      [`POST ${URL}`]: () =>
        fail ? { status: 503, body: { detail: "データベースに接続できません。" } } : { body: analysis() },
    });
    await renderRoutes(routes, "/competitor-analysis?handles=brew_a,brew_b&days=7", "ja");
    expect(await screen.findByText("データベースに接続できません。", {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "再試行" }));
    expect(await screen.findByRole("table", { name: "オーディエンスの重なり" })).toBeTruthy();
    expect(posts(calls).at(-1)).toEqual({ handles: ["brew_a", "brew_b"], days: 7 });
  });

  it("says when the exclusive accounts come from a sample, and asks again when the language changes", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      "GET /api/social/suggestions/": { body: SUGGESTIONS },
      [`POST ${URL}`]: { body: analysis({ union: 250_000, exclusive_base: 20_000 }) },
    });
    await renderRoutes(routes, "/competitor-analysis?handles=brew_a,brew_b");
    expect(await screen.findByText(/fixed sample of 20,000 of the 250,000 followers/)).toBeTruthy();
    const languages = () => calls.filter((c) => c.method === "POST").map((c) => c.headers.get("Accept-Language"));
    expect(languages()).toEqual(["en"]);
    await act(() => i18n.changeLanguage("ja"));
    await waitFor(() => expect(languages()).toEqual(["en", "ja"]));
    expect(await screen.findByText(/固定の 20,000 人/)).toBeTruthy();
    await act(() => i18n.changeLanguage("en"));
  });

  it("says so when the store holds neither followers nor posts of the accounts", async () => {
    const none = analysis({
      competitors: [
        competitor("c1", "brew_a", { posts: 0, audience: 0 }),
        competitor("c2", "brew_b", { posts: 0, audience: 0 }),
      ],
      overlap: [
        { members: [0], count: 0 },
        { members: [1], count: 0 },
        { members: [0, 1], count: 0 },
      ],
      union: 0,
      exclusive_base: 0,
    });
    mockFetch({
      "GET /api/user/me/": { body: user },
      "GET /api/social/suggestions/": { body: SUGGESTIONS },
      [`POST ${URL}`]: { body: none },
    });
    await renderRoutes(routes, "/competitor-analysis?handles=brew_a,brew_b");
    expect(await screen.findByText("The data store holds no followers or posts of these accounts")).toBeTruthy();
  });

  it("lays the tables out as worksheets with shares kept as numbers", () => {
    const sheets = competitorSheets(analysis(), (key) => key);
    expect(sheets.map((s) => s.name)).toEqual([
      "summaryTitle",
      "overlapTitle",
      "demographicsTitle",
      "timelineTitle",
      "bestPostsTitle",
      "exclusiveTitle",
    ]);
    expect(sheets[1]?.rows).toEqual([
      ["@brew_a", 80, 80 / 180],
      ["@brew_b", 30, 30 / 180],
      ["@brew_a + @brew_b", 70, 70 / 180],
    ]);
    expect(sheets[2]?.rows).toContainEqual(["dimension.countries", "United States", "@brew_b", 40, 0.4]);
    expect(sheets[5]?.rows).toEqual([
      ["@brew_a", "@only_brew_a", 15],
      ["@brew_b", "@only_brew_b", 15],
    ]);
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ActivityEntry } from "@xa/core/activity/activity-contract";
import type { CreatorsResult } from "@xa/core/creators/creators";
import type { Influencers } from "@xa/core/creators/influencers-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const entry = (id: number, over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  action_at: "2026-12-06 04:41:00",
  action: "explore",
  context: "keyword: nike",
  audience_creator_query_id: null,
  classifier_id: null,
  ...over,
});
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("the activity page", { timeout: 20_000 }, () => {
  it("lists the user's own entries in UTC, a page at a time", async () => {
    const first = Array.from({ length: 25 }, (_, i) => entry(100 - i));
    mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/user-activity/?limit=25&offset=0": { body: { count: 26, results: first } },
      "GET /api/user-activity/?limit=25&offset=25": {
        body: { count: 26, results: [entry(1, { action: "country_stats", context: "JP" })] },
      },
    });
    await renderRoutes(routes, "/account/activity");
    expect(await screen.findByRole("heading", { level: 1, name: "Your activity" })).toBeTruthy();
    expect(await screen.findByText("26 entries")).toBeTruthy();
    expect(screen.getAllByTestId("activity-entry")).toHaveLength(25);
    expect(screen.getAllByText("2026-12-06 04:41:00 UTC").length).toBe(25);
    expect(screen.getAllByText("Exploration").length).toBe(25);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Country stats")).toBeTruthy();
    expect(screen.getAllByTestId("activity-entry")).toHaveLength(26);
    expect(screen.queryByRole("region", { name: /staff/ })).toBeNull();
  });

  it("says when there is nothing yet, in Japanese", async () => {
    mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/user-activity/?limit=25&offset=0": { body: pageOf([]) },
    });
    await renderRoutes(routes, "/account/activity", "ja");
    expect(await screen.findByText("アクティビティはまだありません")).toBeTruthy();
  });

  it("lets staff read a user's activity by e-mail, and says when no user has it", async () => {
    mockFetch({
      "GET /api/user/me/": { body: testUser({ is_staff: true }) },
      "GET /api/user-activity/?limit=25&offset=0": { body: pageOf([]) },
      "GET /api/user-activity/staff/?email=ann%40example.com&limit=25&offset=0": {
        body: pageOf([entry(7, { action: "creators", context: "running shoes" })]),
      },
      "GET /api/user-activity/staff/?email=nobody%40example.com&limit=25&offset=0": {
        status: 404,
        body: { detail: "No user has the e-mail nobody@example.com." },
      },
    });
    await renderRoutes(routes, "/account/activity");
    const staff = await screen.findByRole("region", { name: "A user's activity (staff)" });
    fireEvent.change(within(staff).getByLabelText(/User's e-mail/), { target: { value: "Ann@Example.com" } });
    fireEvent.click(within(staff).getByRole("button", { name: "Show activity" }));
    expect(await within(staff).findByText("running shoes")).toBeTruthy();
    expect(within(staff).getByText("Creators")).toBeTruthy();
    fireEvent.change(within(staff).getByLabelText(/User's e-mail/), { target: { value: "nobody@example.com" } });
    fireEvent.click(within(staff).getByRole("button", { name: "Show activity" }));
    expect(await within(staff).findByText("No user has the e-mail nobody@example.com.")).toBeTruthy();
  });
});

const CREATORS = "POST /api/external/creators/?limit=50&offset=0";
const found: CreatorsResult = {
  count: 2,
  results: [],
  start_date: "2025-12-15T16:00:00.000Z",
  end_date: "2026-01-14T16:00:00.000Z",
  weeks: 4.286,
  audience: { kind: "query_authors", size: 6 },
  sort: "relevance",
};
const influencers: Influencers = {
  kind: "query",
  audience: 6,
  results: [
    {
      id: "a01",
      handle: "nike",
      name: "Nike",
      avatar_url: null,
      followers_count: 1000,
      topical_share: 0.3333,
      topical: 1,
      base: 3,
      influence: 333,
    },
  ],
  method: "The 6 accounts that posted matching posts.",
};
const creatorsWorld = (usage: number, lastPrompt: string | null = null) => ({
  "GET /api/user/me/": { body: testUser() },
  "GET /api/teams/?limit=100&offset=0": { body: pageOf([testTeam()]) },
  [CREATORS]: { body: found },
  "GET /api/external/insights-influencer/?query=nike&days=30&limit=10": { body: influencers },
  "GET /api/user-activity/usage/": {
    body: { usage, last_request_at: "2026-12-06T04:00:00.000Z", last_prompt_at: lastPrompt },
  },
  "POST /api/user-activity/": (init: RequestInit) => ({
    status: 201,
    body: entry(9, { action: JSON.parse(String(init.body)).action, context: "creators" }),
  }),
});
const recorded = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === "POST" && c.url === "/api/user-activity/").map((c) => c.body);

describe("the package suggestion after a tool's results", { timeout: 20_000 }, () => {
  it("shows on the 5th use, records that it was shown, and records its dismissal", async () => {
    const calls = mockFetch(creatorsWorld(5));
    await renderRoutes(routes, "/creators?q=nike");
    const prompt = await screen.findByTestId("tool-suggestion");
    expect(prompt.textContent).toContain("Turn this into a targeting package?");
    expect(prompt.textContent).toContain("You found 2 results.");
    expect(within(prompt).getByRole("link", { name: "Build a package" }).getAttribute("href")).toBe("/campaigns/new");
    await waitFor(() => expect(recorded(calls)).toEqual([{ action: "suggestion_shown", context: "creators" }]));
    fireEvent.click(within(prompt).getByRole("button", { name: "Not now" }));
    expect(screen.queryByTestId("tool-suggestion")).toBeNull();
    await waitFor(() => expect(recorded(calls)).toHaveLength(2));
    expect(recorded(calls)[1]).toEqual({ action: "suggestion_dismissed", context: "creators" });
  });

  it("stays away on the 4th use, and on the 10th when the last prompt was an hour ago", async () => {
    const calls = mockFetch(creatorsWorld(4));
    await renderRoutes(routes, "/creators?q=nike");
    expect(await screen.findByText("2 creators")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === "/api/user-activity/usage/")).toBe(true));
    await pause(50);
    expect(screen.queryByTestId("tool-suggestion")).toBeNull();
    cleanup();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const again = mockFetch(creatorsWorld(10, hourAgo));
    await renderRoutes(routes, "/creators?q=nike");
    expect(await screen.findByText("2 creators")).toBeTruthy();
    await waitFor(() => expect(again.some((c) => c.url === "/api/user-activity/usage/")).toBe(true));
    await pause(50);
    expect(screen.queryByTestId("tool-suggestion")).toBeNull();
    expect(recorded(again)).toEqual([]);
  });

  it("shows the topic's influencers beside the creators", async () => {
    mockFetch(creatorsWorld(1));
    await renderRoutes(routes, "/creators?q=nike");
    const card = await screen.findByRole("region", { name: "Influencers on this topic" });
    const row = await within(card).findByTestId("influencer");
    expect(within(row).getByText("@nike")).toBeTruthy();
    expect(within(row).getByText("1,000")).toBeTruthy();
    expect(within(row).getByText("33.3%")).toBeTruthy();
    expect(within(row).getByText("333")).toBeTruthy();
    expect(within(card).getByText("The 6 accounts that posted matching posts.")).toBeTruthy();
  });
});

describe("keyword suggestions and related keywords in the analysis form", { timeout: 20_000 }, () => {
  const user = testUser({ memberships: [] });
  const suggestions = {
    prefix: "ai",
    keywords: [{ term: "air", accounts: 7 }],
    hashtags: [{ term: "airmax", accounts: 6 }],
    sampled_posts: 12,
  };
  const related = {
    query: "nike",
    start_date: "2026-01-01T00:00:00.000Z",
    end_date: "2026-01-31T00:00:00.000Z",
    authors: 9,
    store_accounts: 40,
    results: [{ term: "#running", kind: "hashtag", accounts: 3, store_accounts: 4, lift: 3.33, lift_bound: 1.8 }],
    method: "The 9 accounts that posted matching posts.",
  };
  const queryText = () => screen.getByLabelText("Query text") as HTMLTextAreaElement;

  it("suggests words as they are typed; the arrow keys and Enter add one to the query", async () => {
    const calls = mockFetch({ "GET /api/user/me/": { body: user } }, (url, init) => {
      if (url === "/api/external/keyword-suggestion/") {
        expect(JSON.parse(String(init.body))).toMatchObject({ keyword: "ai" });
        return { body: suggestions };
      }
      if (url === "/api/external/related-keywords/") return { body: { ...related, results: [] } };
      return undefined;
    });
    await renderRoutes(routes, "/explore/keyword");
    fireEvent.change(queryText(), { target: { value: "nike" } });
    const field = screen.getAllByLabelText("Suggest keywords").find((e) => e.tagName === "INPUT") as HTMLInputElement;
    fireEvent.change(field, { target: { value: "a" } });
    fireEvent.change(field, { target: { value: "ai" } });
    // One request once typing pauses, not one per key.
    await waitFor(() => expect(calls.some((c) => c.url === "/api/external/keyword-suggestion/")).toBe(true));
    // jsdom never runs the dropdown's transition, so its options count as hidden (as in the other option tests).
    expect(await screen.findByRole("option", { name: /#airmax/, hidden: true })).toBeTruthy();
    expect(calls.filter((c) => c.url === "/api/external/keyword-suggestion/")).toHaveLength(1);
    expect(screen.getByText("6 accounts")).toBeTruthy();
    fireEvent.keyDown(field, { key: "ArrowDown", code: "ArrowDown" });
    fireEvent.keyDown(field, { key: "ArrowDown", code: "ArrowDown" });
    fireEvent.keyDown(field, { key: "Enter", code: "Enter" });
    await waitFor(() => expect(queryText().value).toBe("nike OR #airmax"));
    expect(field.value).toBe("");
  });

  it("offers related keywords as chips that add to the query, in Japanese too", async () => {
    mockFetch({ "GET /api/user/me/": { body: user } }, (url) =>
      url === "/api/external/related-keywords/" ? { body: related } : undefined,
    );
    await renderRoutes(routes, "/explore/keyword", "ja");
    fireEvent.change(screen.getByLabelText("クエリ文字列"), { target: { value: "nike" } });
    const section = await screen.findByRole("region", { name: "関連キーワード" }, { timeout: 3000 });
    const chip = await within(section).findByRole("button", { name: "+ #running" });
    expect(chip.getAttribute("title")).toBe("投稿者 9 人のうち 3 人が使用、リフト 3.33");
    fireEvent.click(chip);
    await waitFor(() =>
      expect((screen.getByLabelText("クエリ文字列") as HTMLTextAreaElement).value).toBe("nike OR #running"),
    );
  });
});

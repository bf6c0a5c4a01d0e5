import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Creator, CreatorsResult } from "@xa/core/creators/creators";
import type { AudienceConfig } from "@xa/core/targeting/audience-contract";
import { targetingPackage } from "@xa/core/targeting/targeting-package";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { pageOf, testAudienceSummary, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const URL = "/api/external/creators/?limit=50&offset=0";
const quiet = { value: 0, raised: false };

const creator = (id: string, handle: string, over: Partial<Creator> = {}): Creator => ({
  id,
  handle,
  name: handle.toUpperCase(),
  avatar_url: null,
  verified: false,
  followers_count: 1000,
  following_count: 10,
  matching_posts: 3,
  posts: 5,
  relevance: 0.6,
  engagements: 50,
  engagement_rate: 0.01,
  store_followers: 5,
  audience_followers: 3,
  audience_fit: 0.6,
  growth: { from_day: "2026-01-05", to_day: "2026-01-14", from: 990, to: 1000, change: 10, rate: 0.0101 },
  posts_per_week: 1.17,
  signals: {
    follower_ratio: { value: 100, raised: false },
    burst_follows: { ...quiet, value: null, dated_follows: 0 },
    default_profiles: { ...quiet, profiled_followers: 5 },
  },
  ...over,
});

const result = (results: Creator[], over: Partial<CreatorsResult> = {}): CreatorsResult => ({
  count: results.length,
  results,
  start_date: "2025-12-15T16:00:00.000Z",
  end_date: "2026-01-14T16:00:00.000Z",
  weeks: 4.286,
  audience: { kind: "query_authors", size: 6 },
  sort: "relevance",
  ...over,
});

const nike = creator("a01", "nike");
const dave = creator("a06", "dave", {
  growth: null,
  engagement_rate: 0.0004,
  audience_fit: 0,
  audience_followers: 0,
  store_followers: 24,
  signals: {
    follower_ratio: { value: 4, raised: false },
    burst_follows: { value: 1, raised: true, dated_follows: 24 },
    default_profiles: { value: 1, raised: true, profiled_followers: 24 },
  },
});

const list = (): AudienceConfig => ({
  ...testAudienceSummary(),
  targeting_package: targetingPackage.parse({ handles: [{ handle: "nike", account_id: "a01" }] }),
});

const CONFIGS = "GET /api/audience-configs/?team=acme&limit=100&offset=0&sort=-modified_at";
const base = () => ({
  "GET /api/user/me/": { body: testUser() },
  "GET /api/teams/?limit=100&offset=0": { body: pageOf([testTeam()]) },
  [CONFIGS]: { body: pageOf([]) },
});
const posts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === "POST" && c.url.startsWith("/api/external/creators/")).map((c) => c.body);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("creators page", { timeout: 30_000 }, () => {
  it("asks for a topic, then sends the query, window, order and audience from the link", async () => {
    const calls = mockFetch({ ...base(), [`POST ${URL}`]: { body: result([nike]) } });
    const { router } = await renderRoutes(routes, "/creators");
    expect(await screen.findByText("Type a topic to find its creators")).toBeTruthy();
    expect(screen.queryByText(/coming\s+soon/i)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Topic/), { target: { value: "nike" } });
    fireEvent.click(screen.getByRole("radio", { name: "Followers of accounts" }));
    fireEvent.change(await screen.findByLabelText(/Handles/), { target: { value: "@adidas, puma" } });
    fireEvent.click(screen.getByRole("button", { name: "Find creators" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=nike&followers=adidas%2Cpuma"));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        {
          query: "nike",
          days: 30,
          sort: "relevance",
          audience: { join: "or", criteria: [{ kind: "followers_of", handles: ["adidas", "puma"] }] },
        },
      ]),
    );
    // The X-Team header names the team the pro gate picked.
    expect(calls.find((c) => c.method === "POST")?.headers.get("X-Team")).toBe("acme");
  });

  it("draws each creator's figures with units, and the signals as badges with their numbers", async () => {
    mockFetch({ ...base(), [`POST ${URL}`]: { body: result([nike, dave]) } });
    await renderRoutes(routes, "/creators?q=nike");
    const table = await screen.findByRole("table", { name: "Creators ranked for the topic" });
    const rows = within(table).getAllByRole("row").slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText("@nike")).toBeTruthy();
    expect(first.getByText("3 of 5 posts")).toBeTruthy();
    expect(first.getByText("60%", { selector: "td" })).toBeTruthy();
    expect(first.getByText("1%")).toBeTruthy();
    expect(first.getByText("3 of 5 followers")).toBeTruthy();
    expect(first.getByText("+10")).toBeTruthy();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText("0.04%")).toBeTruthy();
    expect(second.getAllByText("not known").length).toBeGreaterThan(0);
    expect(second.getByLabelText("Burst 100%, over its threshold")).toBeTruthy();
    expect(second.getByLabelText("Default profiles 100%, over its threshold")).toBeTruthy();
    expect(first.getByLabelText("Ratio 100")).toBeTruthy();
    expect(screen.getByText("2 creators")).toBeTruthy();
    expect(screen.getByText(/Audience: 6 accounts who posted about the topic/)).toBeTruthy();
    expect(screen.getByText(/never a finding that an audience is fake/)).toBeTruthy();
  });

  it("adds the selected creators to a saved list of the team, with the list's version", async () => {
    const calls = mockFetch({
      ...base(),
      [`POST ${URL}`]: { body: result([nike, dave]) },
      [CONFIGS]: { body: pageOf([testAudienceSummary()]) },
      "GET /api/audience-configs/5/": { body: list() },
      "PUT /api/audience-configs/5/": { body: { ...list(), version: 3 } },
    });
    await renderRoutes(routes, "/creators?q=nike");
    await screen.findByRole("table", { name: "Creators ranked for the topic" });
    expect(screen.getByRole("button", { name: "Add 0 to list" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByLabelText("Select all rows"));
    fireEvent.click(screen.getByRole("button", { name: "Add 2 to list" }));
    const dialog = await screen.findByRole("dialog");
    const listField = await within(dialog).findByLabelText(/Saved list/);
    fireEvent.click(listField);
    // The saved-audience picker beside the query offers the same config: take the dialog's option.
    const listbox = await screen.findByRole("listbox", { name: /Saved list/, hidden: true });
    fireEvent.click(within(listbox).getByRole("option", { name: "Coffee at home", hidden: true }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add to list", hidden: true }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const sent = calls.find((c) => c.method === "PUT")?.body as {
      version: number;
      targeting_package: { handles: { handle: string; account_id: string }[] };
    };
    expect(sent.version).toBe(2);
    // nike was in the list already: only dave is added.
    expect(sent.targeting_package.handles.map((h) => [h.handle, h.account_id])).toEqual([
      ["nike", "a01"],
      ["dave", "a06"],
    ]);
    await waitFor(() =>
      expect(useNotificationStore.getState().items.map((n) => n.text)).toContain(
        "Added 1 account to “Coffee at home”.",
      ),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("finds creators for a saved audience picked beside the query, and names it in the result", async () => {
    const saved = testAudienceSummary({ id: 7, name: "Sneaker fans" });
    const exclusion = testAudienceSummary({ id: 8, name: "Not these", type: "exclusion" });
    const calls = mockFetch({
      ...base(),
      [CONFIGS]: { body: pageOf([saved, exclusion]) },
      [`POST ${URL}`]: {
        body: result([nike], {
          audience: { kind: "saved", size: 1234, saved: { id: 7, name: "Sneaker fans" } },
          sort: "audience_fit",
        }),
      },
    });
    const { router } = await renderRoutes(routes, "/creators");
    const picker = await screen.findByLabelText("Saved audience", { selector: "input" });
    await waitFor(() => expect(picker).toHaveProperty("disabled", false));
    // Keyboard only: open the list, move to the first option, choose it.
    picker.focus();
    fireEvent.keyDown(picker, { key: "ArrowDown", code: "ArrowDown" });
    const listbox = await screen.findByRole("listbox", { name: "Saved audience", hidden: true });
    const options = within(listbox).getAllByRole("option", { hidden: true });
    // Exclusion audiences name whom not to reach: they are not offered.
    expect(options.map((o) => o.textContent)).toEqual(["Sneaker fans"]);
    fireEvent.keyDown(picker, { key: "ArrowDown", code: "ArrowDown" });
    fireEvent.keyDown(picker, { key: "Enter", code: "Enter" });
    await waitFor(() => expect(screen.getByLabelText(/Topic/)).toHaveProperty("disabled", true));
    expect(screen.queryByRole("radio", { name: "Followers of accounts" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Find creators" }));
    await waitFor(() => expect(router.state.location.search).toBe("?audience=7"));
    await waitFor(() => expect(posts(calls)).toEqual([{ audience_id: 7, days: 30, sort: "relevance" }]));
    expect(
      await screen.findByText(/Audience: 1,234 accounts reached by the saved audience “Sneaker fans”/),
    ).toBeTruthy();
    expect(screen.getByText(/With a saved audience, creators are the accounts whose posts use/)).toBeTruthy();
  });

  it("says when the team has no saved audience yet, in English and Japanese", async () => {
    mockFetch(base());
    await renderRoutes(routes, "/creators");
    expect(await screen.findByText(/Your team has no saved audiences yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open saved lists" }).getAttribute("href")).toBe("/saved-lists");
    cleanup();
    mockFetch(base());
    await renderRoutes(routes, "/creators", "ja");
    expect(await screen.findByText(/チームにはまだ保存済みオーディエンスがありません/)).toBeTruthy();
  });

  it("says when no account posted on the topic, and shows a failure in Japanese with a retry", async () => {
    let fail = true;
    mockFetch({
      ...base(),
      [`POST ${URL}`]: () =>
        fail ? { status: 503, body: { detail: "データベースに接続できません。" } } : { body: result([]) },
    });
    await renderRoutes(routes, "/creators?q=nike", "ja");
    expect(await screen.findByText("データベースに接続できません。", {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "再試行" }));
    expect(await screen.findByText("この期間にこのトピックについて投稿したアカウントはありません")).toBeTruthy();
  });
});

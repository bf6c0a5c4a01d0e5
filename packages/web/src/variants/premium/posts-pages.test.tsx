import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Engagers } from "@xa/core/premium/engagers-contract";
import type { PayoutPrediction } from "@xa/core/premium/payout-contract";
import type { AccountPost, AccountPosts, PostPerformance } from "@xa/core/premium/posts-contract";
import type { PremiumAccountStats } from "@xa/core/premium/premium-contract";
import type { AccountTopics } from "@xa/core/premium/topics-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alice } from "../../features/premium/premium-fixtures.test-support.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes as premiumRoutes } from "./routes.tsx";

const API = "/api/external/deepthought";
const p3: AccountPost = {
  id: "p3",
  text: "My grinder review",
  created_at: "2026-11-20T18:00:00.000Z",
  kind: "post",
  likes: 30,
  reposts: 5,
  replies: 4,
  quotes: 1,
  engagements: 40,
  views: 1000,
  engagement_rate: 0.04,
  vs_median: 4,
};
const p2: AccountPost = {
  ...p3,
  id: "p2",
  text: "Cold brew again",
  engagements: 4,
  likes: 4,
  reposts: 0,
  replies: 0,
  quotes: 0,
  views: null,
  engagement_rate: null,
  vs_median: 0.4,
};
const median = { posts: 3, engagements: 10, engagement_rate: 0.045 };

const engager: Engagers["results"][number] = {
  id: "2001",
  handle: "fan1",
  name: "Fan One",
  avatar_url: null,
  likes: 2,
  reposts: 0,
  replies: 1,
  quotes: 0,
  engagements: 3,
  posts: 2,
  follows_account: true,
  you_follow: false,
  followers_count: 10,
  verified: false,
  country: "JP",
  city: "Tokyo",
  gender: "female",
  age_band: "25-34",
  account_type: "person",
  job_group: "Artist",
  interests: ["coffee"],
};
const engagersOf = (results: Engagers["results"]): Engagers => ({
  count: results.length,
  posts: 3,
  window: { start: "2026-10-21T18:00:00.000Z", end: "2026-11-20T18:00:00.000Z", days: 30 },
  results,
});

/** Answers the suite's calls by path, recording each URL's query. */
function serve(extra: Record<string, (q: URLSearchParams) => unknown>) {
  return mockFetch(
    {
      "GET /api/user/me/": { body: testUser() },
      [`GET ${API}/accounts/`]: { body: { accounts: [alice], premium: true } },
    },
    (url) => {
      const parsed = new URL(url, "http://localhost");
      const answer = extra[parsed.pathname];
      return answer ? { body: answer(parsed.searchParams) } : undefined;
    },
  );
}
const queries = (calls: { url: string }[], path: string) =>
  calls.filter((c) => c.url.startsWith(`${API}${path}`)).map((c) => new URL(c.url, "http://localhost").searchParams);

describe("the premium suite's posts pages", { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("lists the posts against the median, and asks the server to sort and search", async () => {
    const calls = serve({
      [`${API}/posts/`]: (q): AccountPosts => ({
        count: q.get("q") ? 1 : 2,
        results: q.get("q") ? [p2] : q.get("sort") === "engagements" ? [p2, p3] : [p3, p2],
        median,
      }),
    });
    await renderRoutes(premiumRoutes, "/posts");
    const table = await screen.findByRole("table", { name: "The account's posts" }, { timeout: 10_000 });
    expect(within(table).getByRole("link", { name: "My grinder review" }).getAttribute("href")).toBe("/post/p3");
    expect(within(table).getByText("×4")).toBeTruthy();
    expect(within(table).getByText("4%")).toBeTruthy();
    expect(screen.getByText(/Median post: 10 engagements, engagement rate 4.5% \(3 posts\)/)).toBeTruthy();
    fireEvent.click(within(table).getByRole("button", { name: "Engagements" }));
    await waitFor(() => expect(queries(calls, "/posts/").some((q) => q.get("sort") === "engagements")).toBe(true));
    expect(queries(calls, "/posts/").at(-1)?.get("order")).toBe("asc");
    fireEvent.change(screen.getByLabelText(/Search the posts/), { target: { value: "brew" } });
    await waitFor(() => expect(queries(calls, "/posts/").some((q) => q.get("q") === "brew")).toBe(true));
    expect(await screen.findByText("1 post", { exact: false })).toBeTruthy();
  });

  it("says when the store holds no posts of the account", async () => {
    serve({
      [`${API}/posts/`]: () => ({
        count: 0,
        results: [],
        median: { posts: 0, engagements: null, engagement_rate: null },
      }),
    });
    await renderRoutes(premiumRoutes, "/posts", "ja");
    expect(await screen.findByText("ストアにポストがありません", {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("draws a post's counts, its undated engagements and X's fresh counts with their source", async () => {
    const performance: PostPerformance = {
      post: p3,
      median,
      interval: "hour",
      points: [],
      stored_engagements: 2,
      undated_engagements: 2,
    };
    const calls = serve({
      [`${API}/post-performance/p3/`]: () => performance,
      [`${API}/post-metrics/p3/`]: () => ({
        provider: "x-sandbox",
        fetched_at: "2026-12-01T00:00:00.000Z",
        likes: 31,
        reposts: 5,
        replies: 4,
        quotes: 1,
        views: null,
      }),
    });
    await renderRoutes(premiumRoutes, "/post/p3");
    expect(await screen.findByText("My grinder review", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("This post has 4 times the median post's engagements.")).toBeTruthy();
    expect(screen.getByText("The store has no dated engagements for this post")).toBeTruthy();
    expect(screen.getByText("2 stored engagements have no date and are not drawn.")).toBeTruthy();
    expect(queries(calls, "/post-metrics/")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Ask X for fresh counts" }));
    const live = await screen.findByRole("table", { name: "The post's counts: the store and X" });
    const likes = within(live).getByText("Likes").closest("tr") as HTMLElement;
    expect(within(likes).getByText("30")).toBeTruthy();
    expect(within(likes).getByText("31")).toBeTruthy();
    expect(screen.getByText(/The built-in X sandbox \(it reads the social store\), read/)).toBeTruthy();
  });

  it("ranks the engagers with what enrichment inferred, and filters by kind", async () => {
    const engagers = engagersOf([engager]);
    const calls = serve({ [`${API}/engagers/`]: () => engagers });
    await renderRoutes(premiumRoutes, "/engagers");
    const table = await screen.findByRole(
      "table",
      { name: "Accounts that engaged with the account's posts" },
      { timeout: 10_000 },
    );
    const row = within(table).getByText("@fan1").closest("tr") as HTMLElement;
    for (const text of ["Japan", "Tokyo", "Female", "25-34", "Person", "Artist", "Coffee", "Yes"]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(screen.getByText(/\(3 posts\), the window ending at its newest post/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Kind of engagement", { selector: "input" }));
    fireEvent.click(await screen.findByRole("option", { name: "Replies", hidden: true }));
    await waitFor(() => expect(queries(calls, "/engagers/").some((q) => q.get("kind") === "reply")).toBe(true));
  });

  it("follows an engager after a confirm, and the row then offers to unfollow", async () => {
    let followed = false;
    const fan1 = { ...engager, you_follow: false };
    const calls = serve({
      [`${API}/engagers/`]: () => engagersOf([{ ...fan1, you_follow: followed }]),
      [`${API}/follow/`]: () => {
        followed = true;
        return { target: fan1.id, following: true, pending: false };
      },
    });
    await renderRoutes(premiumRoutes, "/engagers");
    fireEvent.click(await screen.findByRole("button", { name: "Follow @fan1" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Follow @fan1?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("button", { name: "Unfollow @fan1" })).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith(`${API}/follow/`))?.body).toEqual({ account: "1001", target: "2001" });
  });

  it("shows the account's and its followers' topics with their evidence, and the followings' on their page", async () => {
    const topics = (audience: string): AccountTopics => ({
      audience: audience as AccountTopics["audience"],
      authors: audience === "own" ? 1 : 3,
      posts_read: 3,
      sampled: false,
      topics:
        audience === "following"
          ? []
          : [
              {
                id: "coffee",
                label: audience === "own" ? "Coffee" : "Coffee (followers)",
                posts: 3,
                share: 1,
                accounts: 1,
                terms: [{ term: "espresso", posts: 1 }],
                examples: [{ id: "p3", text: "My grinder review", author_handle: "alice", engagements: 40 }],
              },
            ],
    });
    const calls = serve({ [`${API}/topics/`]: (q) => topics(q.get("audience") ?? "own") });
    await renderRoutes(premiumRoutes, "/topics");
    expect(await screen.findByRole("heading", { name: "Coffee" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("espresso (1)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the post" }).getAttribute("href")).toBe("/post/p3");
    fireEvent.click(screen.getByText("Followers' posts"));
    expect(await screen.findByRole("heading", { name: "Coffee (followers)" })).toBeTruthy();
    expect(queries(calls, "/topics/").map((q) => q.get("audience"))).toEqual(["own", "followers"]);
    cleanup();
    await renderRoutes(premiumRoutes, "/premium-suite/following-topics");
    expect(await screen.findByText("No topic found", {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("puts the payout interval, its inputs and method below the dashboard, at the rates chosen", async () => {
    const stats: PremiumAccountStats = {
      account: alice,
      window: { start: "2026-10-21T18:00:00.000Z", end: "2026-11-20T18:00:00.000Z", days: 30 },
      posts: 3,
      engagements: 54,
      engagement_rate: 0.09,
      median_engagements: 10,
      followers_change: 10,
      followers_in_store: 5,
      following_in_store: 2,
      daily: [],
      top_post: null,
    };
    const payout = (low: number, high: number): PayoutPrediction => ({
      window: stats.window,
      posts: 3,
      counted_engagements: 54,
      stored_engagements: 9,
      verified_engagements: 3,
      verified_share: 1 / 3,
      verified_low: 3,
      verified_high: 18,
      verified_followers_in_store: 2,
      rates: { low, high, currency: "USD", per: 1000 },
      estimate: { low: (3 * low) / 1000, high: (18 * high) / 1000, currency: "USD" },
    });
    const calls = serve({
      [`${API}/account-stats/`]: () => stats,
      [`${API}/payout-prediction/`]: (q) => payout(Number(q.get("rate_low")), Number(q.get("rate_high"))),
    });
    await renderRoutes(premiumRoutes, "/premium-suite");
    expect(await screen.findByText("$0.0015 to $0.09", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/their share among the stored engagements \(33/)).toBeTruthy();
    expect(screen.getByText(/not X's figure and not a promise/)).toBeTruthy();
    const high = screen.getByRole("textbox", { name: /High rate/ });
    fireEvent.change(high, { target: { value: "10" } });
    expect(await screen.findByText("$0.0015 to $0.18", {}, { timeout: 5_000 })).toBeTruthy();
    fireEvent.change(high, { target: { value: "0.1" } });
    expect(await screen.findByText("The low rate must not be above the high rate.")).toBeTruthy();
    expect(
      queries(calls, "/payout-prediction/").every((q) => Number(q.get("rate_low")) <= Number(q.get("rate_high"))),
    ).toBe(true);
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { CommunityDetail, CommunitySummary } from "@xa/core/communities/community-entities";
import { afterEach, describe, expect, it } from "vitest";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const community = (over: Partial<CommunitySummary>): CommunitySummary => ({
  id: "1758747817642700922",
  name: "Home Baristas",
  description: "Pour over recipes and grinders",
  access: "Public",
  join_policy: "Open",
  member_count: 1200,
  created_at: "2024-02-17T00:00:00.000Z",
  posts: 4,
  authors: 3,
  first_post_at: "2026-03-02T10:00:00.000Z",
  last_post_at: "2026-03-05T10:00:00.000Z",
  demo: false,
  ...over,
});

const DETAIL: CommunityDetail = {
  ...community({}),
  top_members: [
    { id: "11", handle: "nora", name: "Nora", avatar_url: null, followers_count: 900, posts: 2, likes: 6 },
    { id: "12", handle: "mori", name: "Mori", avatar_url: null, followers_count: 5000, posts: 1, likes: 9 },
  ],
  recent_posts: [
    {
      id: "9004",
      author_id: "13",
      handle: "sam",
      name: "Sam",
      text: "latte art attempt",
      created_at: "2026-03-05T10:00:00.000Z",
      kind: "post",
      lang: "en",
      like_count: 2,
      repost_count: 0,
      reply_count: 1,
    },
  ],
  languages: [
    { lang: "en", posts: 3 },
    { lang: "ja", posts: 1 },
  ],
};

function serve(list: (url: string) => CommunitySummary[] | "fail", extra: Parameters<typeof mockFetch>[0] = {}) {
  const team = testTeam();
  return mockFetch(
    {
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
      "GET /api/teams/acme/": { body: team },
      ...extra,
    },
    (url, init) => {
      if ((init.method ?? "GET") !== "GET" || !url.startsWith("/api/communities/?")) return undefined;
      const results = list(url);
      if (results === "fail") return { status: 503, body: { detail: "The database cannot be reached right now." } };
      return { body: { count: results.length, results } };
    },
  );
}

describe("team dashboard: communities", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("lists the store's communities with X's members beside the store's posts, and opens one", async () => {
    const calls = serve(() => [
      community({}),
      community({ id: "17", name: "Morning Runners", member_count: null, posts: 1, authors: 1 }),
    ]);
    const { router } = await renderRoutes(routes, "/acme/communities");
    const table = await screen.findByRole("table", { name: "Communities" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Home Baristas");
    expect(rows[1]?.textContent).toContain("1,200");
    expect(rows[2]?.textContent).toContain("—");
    expect(screen.getByText("2 communities")).toBeTruthy();
    expect(calls.some((c) => c.url === "/api/communities/?order=posts&limit=25&offset=0")).toBe(true);
    fireEvent.click(within(table).getByRole("link", { name: "Home Baristas" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/communities/1758747817642700922"));
  });

  it("searches and orders through the link, and says when nothing matches", async () => {
    const calls = serve((url) => (url.includes("q=zzz") ? [] : [community({})]));
    const { router } = await renderRoutes(routes, "/acme/communities");
    await screen.findByRole("table", { name: "Communities" });
    fireEvent.change(screen.getByLabelText("Search communities"), { target: { value: "zzz" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No results for “zzz”")).toBeTruthy();
    expect(router.state.location.search).toBe("?q=zzz");
    fireEvent.change(screen.getByLabelText("Order by"), { target: { value: "members" } });
    await waitFor(() => expect(router.state.location.search).toBe("?q=zzz&order=members"));
    expect(calls.some((c) => c.url === "/api/communities/?q=zzz&order=members&limit=25&offset=0")).toBe(true);
  });

  it("says how communities get into an empty store, and shows a failure with a retry", async () => {
    serve(() => []);
    await renderRoutes(routes, "/acme/communities");
    expect(await screen.findByText("No communities in the data store yet")).toBeTruthy();
    cleanup();
    serve(() => "fail");
    await renderRoutes(routes, "/acme/communities");
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("shows a community's figures, members, languages and posts, and opens its analysis", async () => {
    serve(() => [], { "GET /api/community/?id=1758747817642700922": { body: DETAIL } });
    const { router } = await renderRoutes(routes, "/acme/communities/1758747817642700922");
    expect(await screen.findByRole("heading", { level: 1, name: "Home Baristas" })).toBeTruthy();
    expect(screen.getByText("Anyone can join")).toBeTruthy();
    const members = screen.getByRole("table", { name: "Top members" });
    expect(within(members).getAllByRole("row")[1]?.textContent).toContain("@nora");
    expect(screen.getByText("latte art attempt")).toBeTruthy();
    expect(screen.getByText(/3 posts · 75/)).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Analyse this community" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/explore-x"));
    expect(router.state.location.search).toBe(
      "?type=conversation&community=1758747817642700922&start=2026-03-02&end=2026-03-05",
    );
  });

  it("answers an unknown community with the server's words, in Japanese too", async () => {
    serve(() => [], {
      "GET /api/community/?id=42": { status: 404, body: { detail: "データストアにコミュニティ 42 はありません" } },
    });
    await renderRoutes(routes, "/acme/communities/42", "ja");
    expect(await screen.findByText("データストアにコミュニティ 42 はありません")).toBeTruthy();
    expect(screen.getByRole("link", { name: "← コミュニティ一覧" })).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AudienceMember, FollowerSnapshot, UnfollowedMember } from "@xa/core/premium/audience-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alice } from "../../features/premium/premium-fixtures.test-support.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes as premiumRoutes } from "./routes.tsx";

const API = "/api/external/deepthought";
const member = (i: number, over: Partial<AudienceMember> = {}): AudienceMember => ({
  id: String(2000 + i),
  handle: `fan${i}`,
  name: `Fan ${i}`,
  avatar_url: null,
  followers_count: 10 * i,
  following_count: 5,
  verified: false,
  country: null,
  city: null,
  gender: "unknown",
  age_band: "unknown",
  account_type: "unknown",
  job_group: null,
  interests: [],
  followed_at: null,
  you_follow: false,
  follows_you: true,
  ...over,
});
const fan2 = member(2, {
  name: "Fan Two",
  country: "JP",
  city: "Tokyo",
  gender: "female",
  age_band: "25-34",
  account_type: "person",
  interests: ["coffee"],
  you_follow: true,
  followed_at: "2026-11-03T00:00:00.000Z",
});

type Served = { status?: number; body: unknown };
/** Serves the accounts and the user, and hands every other call to `serve` with its parsed URL. */
function serve(handle: (url: URL, init: RequestInit) => Served | undefined) {
  return mockFetch(
    {
      "GET /api/user/me/": { body: testUser() },
      [`GET ${API}/accounts/`]: { body: { accounts: [alice], premium: true } },
    },
    (url, init) => handle(new URL(url, "http://localhost"), init),
  );
}

describe("the premium suite's followers and following", { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("lists the followers with their enrichment, searches, sorts and shows more through the API", async () => {
    const calls = serve((url) => {
      if (url.pathname !== `${API}/followers/`) return undefined;
      if (url.searchParams.get("q") === "two") return { body: { count: 1, results: [fan2], next: null } };
      // The next page is asked for by the cursor the first one gave.
      if (url.searchParams.get("cursor") === "after-fan51")
        return { body: { count: 51, results: [member(99)], next: null } };
      const rows = [fan2, ...Array.from({ length: 49 }, (_, i) => member(i + 3))];
      return { body: { count: 51, results: rows, next: "after-fan51" } };
    });
    await renderRoutes(premiumRoutes, "/followers");
    expect(await screen.findByText("Fan Two", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("51 followers in the store")).toBeTruthy();
    const row = screen.getByText("Fan Two").closest("tr") as HTMLElement;
    for (const text of ["@fan2", "Japan", "Tokyo", "Female", "25-34", "Person", "coffee", "Yes"])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Unfollow @fan2" })).toBeTruthy();
    expect(calls.some((c) => c.url.includes("sort=handle") && !c.url.includes("cursor="))).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Show more results" }));
    expect(await screen.findByText("Fan 99")).toBeTruthy();
    expect(calls.some((c) => c.url.includes("cursor=after-fan51") && !c.url.includes("offset="))).toBe(true);

    fireEvent.click(screen.getByRole("combobox", { name: "Sort by" }));
    fireEvent.click(await screen.findByRole("option", { name: "Most followers first", hidden: true }));
    await waitFor(() => expect(calls.some((c) => c.url.includes("sort=-followers_count"))).toBe(true));

    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "two" } });
    expect(await screen.findByText("1 account matches “two”")).toBeTruthy();
    expect(screen.queryByText("Fan 3")).toBeNull();
  });

  it("unfollows after a confirm, and the account leaves the list", async () => {
    let following = true;
    const calls = serve((url, init) => {
      if (url.pathname === `${API}/following/`)
        return {
          body: { count: following ? 1 : 0, results: following ? [{ ...fan2, follows_you: false }] : [], next: null },
        };
      if (url.pathname === `${API}/unfollow/` && init.method === "POST") {
        following = false;
        return { body: { target: fan2.id, following: false, pending: false } };
      }
      return undefined;
    });
    await renderRoutes(premiumRoutes, "/following");
    const unfollow = await screen.findByRole("button", { name: "Unfollow @fan2" }, { timeout: 10_000 });
    expect(screen.getByText("No")).toBeTruthy();
    fireEvent.click(unfollow);
    const dialog = await screen.findByRole("dialog", { name: "Unfollow @fan2?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Unfollow" }));
    expect(await screen.findByText("The store holds no accounts @alice follows")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ account: "1001", target: fan2.id });
  });

  it("shows X's limit as the reason a follow did not happen, in Japanese", async () => {
    serve((url) => {
      if (url.pathname === `${API}/followers/`) return { body: { count: 1, results: [member(4)], next: null } };
      if (url.pathname === `${API}/follow/`)
        return {
          status: 429,
          body: { detail: "X では 15 分間にフォローまたはフォロー解除できるのは 50 アカウントまでです。" },
        };
      return undefined;
    });
    await renderRoutes(premiumRoutes, "/followers", "ja");
    fireEvent.click(await screen.findByRole("button", { name: "@fan4 をフォロー" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: "@fan4 をフォローしますか？" });
    fireEvent.click(within(dialog).getByRole("button", { name: "フォロー" }));
    expect(await screen.findByText(/15 分間にフォロー/)).toBeTruthy();
    expect(screen.getByText("フォローは変更されませんでした")).toBeTruthy();
  });
});

const snapshot = (
  id: number,
  day: string,
  followers: number,
  reason: FollowerSnapshot["reason"],
): FollowerSnapshot => ({
  id,
  taken_at: `2026-11-${day}T03:00:00.000Z`,
  reason,
  followers,
  gained: 0,
  lost: 0,
});
const left: UnfollowedMember = {
  id: "2004",
  handle: "fan4",
  name: "Fan Four",
  avatar_url: null,
  followers_count: 40,
  verified: false,
  country: "GB",
  last_seen: { id: 2, taken_at: "2026-11-02T03:00:00.000Z" },
  missing_since: { id: 3, taken_at: "2026-11-03T03:00:00.000Z" },
  you_follow: false,
};

describe("the premium suite's unfollowed page", { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("compares the newest snapshot with the one before, and another pair when chosen", async () => {
    const calls = serve((url) => {
      if (url.pathname === `${API}/follower-snapshots/`)
        return {
          body: {
            snapshots: [
              snapshot(3, "03", 4, "import"),
              snapshot(2, "02", 5, "schedule"),
              snapshot(1, "01", 5, "first_view"),
            ],
          },
        };
      if (url.pathname === `${API}/unfollowed/`) {
        const from = url.searchParams.get("from");
        return { body: from === "2" ? { count: 1, results: [left] } : { count: 0, results: [] } };
      }
      return undefined;
    });
    await renderRoutes(premiumRoutes, "/premium-suite/unfollowed");
    expect(await screen.findByText("Fan Four", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("1 account unfollowed")).toBeTruthy();
    expect(screen.getByText("United Kingdom")).toBeTruthy();
    expect(calls.some((c) => c.url.includes("from=2") && c.url.includes("to=3"))).toBe(true);
    expect(screen.getByRole("button", { name: "Follow @fan4" })).toBeTruthy();
    fireEvent.click(screen.getByRole("combobox", { name: "From snapshot" }));
    fireEvent.click((await screen.findAllByRole("option", { name: /first view/, hidden: true }))[0] as HTMLElement);
    expect(await screen.findByText("Nobody unfollowed between these snapshots")).toBeTruthy();
    expect(calls.some((c) => c.url.includes("from=1") && c.url.includes("to=3"))).toBe(true);
  });

  it("says one snapshot is not enough yet", async () => {
    serve((url) =>
      url.pathname === `${API}/follower-snapshots/`
        ? { body: { snapshots: [snapshot(1, "01", 5, "first_view")] } }
        : undefined,
    );
    await renderRoutes(premiumRoutes, "/premium-suite/unfollowed");
    expect(await screen.findByText("One snapshot so far", {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("says so when the snapshots cannot be read", async () => {
    serve((url) =>
      url.pathname === `${API}/follower-snapshots/` ? { status: 500, body: { detail: "boom" } } : undefined,
    );
    await renderRoutes(premiumRoutes, "/premium-suite/unfollowed");
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toBeTruthy();
  });
});

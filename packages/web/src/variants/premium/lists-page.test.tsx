import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alice } from "../../features/premium/premium-fixtures.test-support.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes as premiumRoutes } from "./routes.tsx";

const LISTS = "/api/external/deepthought/lists/";

describe("the premium suite's lists", { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("creates a list on X, opens it, adds a member by handle and deletes the list after asking", async () => {
    let lists: { id: string; name: string; description: string; private: boolean; member_count: number }[] = [];
    let members: { id: string; username: string; name: string; followers_count: number; you_follow: boolean }[] = [];
    const calls = mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/external/deepthought/accounts/": { body: { accounts: [alice], premium: true } },
      [`GET ${LISTS}?account=1001`]: () => ({ body: lists }),
      [`POST ${LISTS}`]: (init) => {
        const sent = JSON.parse(String(init.body));
        if (!sent.name) return { status: 400, body: { name: ["This field is required."] } };
        lists = [{ id: "77", name: sent.name, description: sent.description, private: sent.private, member_count: 0 }];
        return { status: 201, body: lists[0] };
      },
      [`GET ${LISTS}77/members/?account=1001`]: () => ({ body: { results: members, next: null } }),
      [`POST ${LISTS}77/members/`]: () => {
        members = [{ id: "1002", username: "bob", name: "Bob B", followers_count: 5, you_follow: false }];
        return { status: 201, body: members[0] };
      },
      [`DELETE ${LISTS}77/?account=1001`]: () => {
        lists = [];
        return { status: 204 };
      },
    });
    await renderRoutes(premiumRoutes, "/lists");
    expect(await screen.findByText("No lists yet", {}, { timeout: 10_000 })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Create the list" }));
    expect(await screen.findByText("Give the list a name.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /Name/ }), { target: { value: "Coffee people" } });
    fireEvent.click(screen.getByRole("button", { name: "Create the list" }));
    expect(await screen.findByRole("heading", { name: "Members of Coffee people" })).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      account: "1001",
      name: "Coffee people",
      description: "",
      private: false,
    });

    fireEvent.change(screen.getByRole("textbox", { name: "Add an account by handle" }), { target: { value: "@bob" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByRole("button", { name: "Remove @bob" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Delete Coffee people" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete the list" }));
    expect(await screen.findByText("No lists yet")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
  });

  it("follows and unfollows a member after a confirm, through the followers table's call, and says X's limit", async () => {
    const list = { id: "77", name: "Coffee people", description: "", private: false, member_count: 2 };
    const following = new Set(["1002"]);
    const members = () => [
      { id: "1002", username: "bob", name: "Bob B", followers_count: 5, you_follow: following.has("1002") },
      { id: "2003", username: "fan3", name: "Fan Three", followers_count: 0, you_follow: following.has("2003") },
    ];
    let limited = false;
    const calls = mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/external/deepthought/accounts/": { body: { accounts: [alice], premium: true } },
      [`GET ${LISTS}?account=1001`]: () => ({ body: [list] }),
      [`GET ${LISTS}77/members/?account=1001`]: () => ({ body: { results: members(), next: null } }),
      "POST /api/external/deepthought/follow/": (init) => {
        if (limited)
          return {
            status: 429,
            body: { detail: "X lets an account follow or unfollow at most 50 accounts in 15 minutes." },
          };
        const { target } = JSON.parse(String(init.body));
        following.add(target);
        return { body: { target, following: true, pending: false } };
      },
      "POST /api/external/deepthought/unfollow/": (init) => {
        const { target } = JSON.parse(String(init.body));
        following.delete(target);
        return { body: { target, following: false, pending: false } };
      },
    });
    await renderRoutes(premiumRoutes, "/lists");
    fireEvent.click(await screen.findByRole("button", { name: "Coffee people" }, { timeout: 10_000 }));
    expect(await screen.findByRole("button", { name: "Unfollow @bob" })).toBeTruthy();

    // Following asks first; cancelling sends nothing.
    fireEvent.click(await screen.findByRole("button", { name: "Follow @fan3" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Follow @fan3" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("button", { name: "Unfollow @fan3" })).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith("/follow/"))?.body).toEqual({ account: "1001", target: "2003" });

    fireEvent.click(screen.getByRole("button", { name: "Unfollow @bob" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Unfollow" }));
    expect(await screen.findByRole("button", { name: "Follow @bob" })).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith("/unfollow/"))?.body).toEqual({ account: "1001", target: "1002" });

    // Past X's limit the table says so and the member stays as it was.
    limited = true;
    fireEvent.click(screen.getByRole("button", { name: "Follow @bob" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Follow" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/at most 50 accounts in 15 minutes/);
    expect(screen.getByRole("button", { name: "Follow @bob" })).toBeTruthy();
  });
});

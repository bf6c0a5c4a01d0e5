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
    let members: { id: string; username: string; name: string; followers_count: number }[] = [];
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
        members = [{ id: "1002", username: "bob", name: "Bob B", followers_count: 5 }];
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
});

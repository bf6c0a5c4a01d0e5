import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { errorText } from "@xa/core/http/error-texts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installSignedOutRedirect } from "../../session/signed-out-redirect.ts";
import { pageOf, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const user = testUser({ email: "stranger@example.com", first_name: "", memberships: [] });

const FOR_ANOTHER = errorText("en", "inviteForAnother");
const PATH = "/acme/invite-accept?code=ABC";

describe("invite accept page", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("says the invite is for another address, stays on the page, and offers to sign in with another", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([]) },
      "POST /api/teams/acme/invites/accept/": { status: 403, body: { detail: FOR_ANOTHER } },
      "POST /rest-auth/logout/": { status: 204 },
    });
    const { router, queryClient } = await renderRoutes(routes, PATH);
    // As in the app: any other 403 signs the user out and goes to login.
    installSignedOutRedirect(queryClient, router);
    expect((await screen.findByRole("alert")).textContent).toContain(FOR_ANOTHER);
    expect(router.state.location.pathname).toBe("/acme/invite-accept");
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Sign in with another address" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe(PATH);
    expect(calls.some((c) => c.method === "POST" && c.url === "/rest-auth/logout/")).toBe(true);
  });

  it("shows the server's Japanese detail in Japanese", async () => {
    const detail = errorText("ja", "inviteForAnother");
    mockFetch({
      "GET /api/user/me/": { body: { ...user, language: "ja" } },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([]) },
      "POST /api/teams/acme/invites/accept/": { status: 403, body: { detail } },
    });
    await renderRoutes(routes, PATH, "ja");
    expect((await screen.findByRole("alert")).textContent).toContain(detail);
    expect(screen.getByRole("button", { name: "別のアドレスでサインイン" })).toBeTruthy();
  });
});

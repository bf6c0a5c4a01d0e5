import { QueryClient } from "@tanstack/react-query";
import { createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Analytics } from "../analytics/analytics.ts";
import { meQueryKey } from "../session/session.ts";
import { testUser } from "../test/fixtures.ts";
import { followSignedInUser, trackPageViews } from "./follow-app.ts";

function recorder(): Analytics & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    track: (name) => calls.push(`track ${name}`),
    pageView: (path) => calls.push(`page ${path}`),
    identify: (id) => calls.push(`identify ${id}`),
    reset: () => calls.push("reset"),
    register: () => calls.push("register"),
  };
}

describe("what the app tells analytics by itself", () => {
  it("sends a page view for the first page and each new path, not for a query change", async () => {
    const analytics = recorder();
    const router = createMemoryRouter([{ path: "*", element: null }], { initialEntries: ["/login"] });
    trackPageViews(router, analytics);
    await router.navigate("/acme/campaigns");
    await router.navigate("/acme/campaigns?page=2");
    await router.navigate("/acme/audiences");
    expect(analytics.calls).toEqual(["page /login", "page /acme/campaigns", "page /acme/audiences"]);
    router.dispose();
  });

  it("identifies at sign-in (or a signed-in start) and resets at sign-out", () => {
    const analytics = recorder();
    const queryClient = new QueryClient();
    queryClient.setQueryData(meQueryKey, { ...testUser(), id: 7 });
    followSignedInUser(queryClient, analytics);
    queryClient.setQueryData(meQueryKey, { ...testUser(), id: 7 });
    queryClient.setQueryData(meQueryKey, null);
    queryClient.setQueryData(meQueryKey, { ...testUser(), id: 9 });
    queryClient.setQueryData(meQueryKey, { ...testUser(), id: 10 });
    expect(analytics.calls).toEqual(["identify 7", "reset", "identify 9", "reset", "identify 10"]);
  });
});

import { cleanup, screen } from "@testing-library/react";
import type { HostReading } from "@xa/core/teams/read-host";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { LoginPage } from "./login-page.tsx";

// The page's host, as main.tsx reads it from the address bar; each test sets it.
const host = vi.hoisted(() => ({ reading: { kind: "none", id: null } as HostReading }));
vi.mock("../../host-brand/current-host.ts", async (original) => {
  const { AGENCIES } = await import("@xa/core/teams/agencies");
  return {
    ...(await original<object>()),
    currentHost: () => host.reading,
    hostAgency: () => (host.reading.kind === "agency" ? AGENCIES[host.reading.id] : null),
    hostTenant: () => (host.reading.kind === "tenant" ? host.reading.id : null),
  };
});

const routes = [{ path: "/login/:network?", element: <LoginPage /> }];

describe("the login page on a branded host", () => {
  afterEach(cleanup);

  it("shows a tenant team's name and logo from its public info", async () => {
    host.reading = { kind: "tenant", id: "acme" };
    const calls = mockFetch({
      "GET /api/teaminfo/acme/": {
        body: { name: "Acme Marketing", slug: "acme", logo: "https://cdn.example.com/acme.png" },
      },
    });
    await renderRoutes(routes, "/login");
    expect(await screen.findByRole("heading", { name: "Sign in to Acme Marketing" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Acme Marketing logo" }).getAttribute("src")).toBe(
      "https://cdn.example.com/acme.png",
    );
    expect(calls.map((c) => c.url)).toEqual(["/api/teaminfo/acme/"]);
  });

  it("names the tenant in Japanese and leaves out a logo the page may not load", async () => {
    host.reading = { kind: "tenant", id: "acme" };
    mockFetch({
      "GET /api/teaminfo/acme/": { body: { name: "アクメ", slug: "acme", logo: "javascript:alert(1)" } },
    });
    await renderRoutes(routes, "/login", "ja");
    expect(await screen.findByRole("heading", { name: "アクメ にログイン" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("keeps the plain sign-in on a sub-domain no team has, without an error", async () => {
    host.reading = { kind: "tenant", id: "nobody" };
    const calls = mockFetch({ "GET /api/teaminfo/nobody/": { status: 404, body: { detail: "No team." } } });
    await renderRoutes(routes, "/login");
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByText("No team.")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names the agency on its sub-domain, in en and ja, and asks the server nothing", async () => {
    host.reading = { kind: "agency", id: "dentsu-nl" };
    const calls = mockFetch({});
    await renderRoutes(routes, "/login");
    expect(screen.getByTestId("login-agency").textContent).toBe("Your agency's workspace: Dentsu Netherlands");
    cleanup();
    await renderRoutes(routes, "/login", "ja");
    expect(screen.getByTestId("login-agency").textContent).toBe("代理店のワークスペース: 電通 オランダ");
    expect(calls).toHaveLength(0);
  });

  it("shows the plain page on the placeholder team's host", async () => {
    host.reading = { kind: "placeholder", id: "localhost" };
    const calls = mockFetch({});
    await renderRoutes(routes, "/login");
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByTestId("login-agency")).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

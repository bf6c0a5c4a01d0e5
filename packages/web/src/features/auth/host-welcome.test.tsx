import { cleanup, screen } from "@testing-library/react";
import type { HostReading } from "@xa/core/teams/read-host";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setHostBrand, UNBRANDED } from "../../host-brand/host-brand.ts";
import { brandOfHost } from "../../host-brand/read-page-host.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { LoginPage } from "./login-page.tsx";

/** The page's host, as main.tsx reads it at start. */
const brand = (host: HostReading) => setHostBrand(brandOfHost(host));

const routes = [{ path: "/login/:network?", element: <LoginPage /> }];

describe("the login page on a branded host", () => {
  afterEach(() => {
    cleanup();
    setHostBrand(UNBRANDED);
  });

  it("shows a tenant team's name and logo from its public info", async () => {
    brand({ kind: "tenant", id: "acme" });
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
    brand({ kind: "tenant", id: "acme" });
    mockFetch({
      "GET /api/teaminfo/acme/": { body: { name: "アクメ", slug: "acme", logo: "javascript:alert(1)" } },
    });
    await renderRoutes(routes, "/login", "ja");
    expect(await screen.findByRole("heading", { name: "アクメ にログイン" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("keeps the plain sign-in on a sub-domain no team has, without an error", async () => {
    brand({ kind: "tenant", id: "nobody" });
    const calls = mockFetch({ "GET /api/teaminfo/nobody/": { status: 404, body: { detail: "No team." } } });
    await renderRoutes(routes, "/login");
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByText("No team.")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names the agency on its sub-domain, in en and ja, and asks the server nothing", async () => {
    brand({ kind: "agency", id: "dentsu-nl" });
    const calls = mockFetch({});
    await renderRoutes(routes, "/login");
    expect(screen.getByTestId("login-agency").textContent).toBe("Your agency's workspace: Dentsu Netherlands");
    cleanup();
    await renderRoutes(routes, "/login", "ja");
    expect(screen.getByTestId("login-agency").textContent).toBe("代理店のワークスペース: 電通 オランダ");
    expect(calls).toHaveLength(0);
  });

  it("shows the plain page on the placeholder team's host", async () => {
    brand({ kind: "placeholder", id: "localhost" });
    const calls = mockFetch({});
    await renderRoutes(routes, "/login");
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByTestId("login-agency")).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

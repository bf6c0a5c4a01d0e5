import { cleanup, screen } from "@testing-library/react";
import type { HostReading } from "@xa/core/teams/read-host";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderRoutes } from "../test/render.tsx";
import { Brand } from "./brand.tsx";
import { usePageTitle } from "./use-page-title.ts";

const host = vi.hoisted(() => ({ reading: { kind: "none", id: null } as HostReading }));
vi.mock("../host-brand/current-host.ts", async (original) => {
  const { AGENCIES } = await import("@xa/core/teams/agencies");
  return {
    ...(await original<object>()),
    currentHost: () => host.reading,
    hostAgency: () => (host.reading.kind === "agency" ? AGENCIES[host.reading.id] : null),
  };
});

function Header() {
  usePageTitle("Explore");
  return <Brand to="/" />;
}

describe("the brand in the header", () => {
  afterEach(cleanup);

  it("names the agency whose sub-domain this is, in en and ja, and in the page title", async () => {
    host.reading = { kind: "agency", id: "groupm" };
    mockFetch({});
    await renderRoutes([{ path: "/", element: <Header /> }], "/");
    expect(screen.getByRole("link", { name: "XAudience" })).toBeTruthy();
    expect(screen.getByTestId("agency-brand").textContent).toBe("for GroupM");
    expect(document.title).toBe("Explore · XAudience for GroupM");
    cleanup();
    host.reading = { kind: "agency", id: "dentsu-apac" };
    await renderRoutes([{ path: "/", element: <Header /> }], "/", "ja");
    expect(screen.getByTestId("agency-brand").textContent).toBe("電通 APAC 向け");
    expect(document.title).toBe("Explore · XAudience 電通 APAC 向け");
  });

  it("shows the product's name alone on a tenant's or the bare host", async () => {
    for (const reading of [
      { kind: "tenant", id: "acme" },
      { kind: "none", id: null },
    ] as HostReading[]) {
      host.reading = reading;
      mockFetch({});
      await renderRoutes([{ path: "/", element: <Header /> }], "/");
      expect(screen.queryByTestId("agency-brand")).toBeNull();
      expect(document.title).toBe("Explore · XAudience");
      cleanup();
    }
  });
});

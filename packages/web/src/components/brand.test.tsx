import { cleanup, screen } from "@testing-library/react";
import type { HostReading } from "@xa/core/teams/read-host";
import { afterEach, describe, expect, it } from "vitest";
import { setHostBrand, UNBRANDED } from "../host-brand/host-brand.ts";
import { brandOfHost } from "../host-brand/read-page-host.ts";
import { mockFetch, renderRoutes } from "../test/render.tsx";
import { Brand } from "./brand.tsx";

/** The page's host, as main.tsx reads it at start. */
const brand = (host: HostReading) => setHostBrand(brandOfHost(host));

const Header = () => <Brand to="/" />;

describe("the brand in the header", () => {
  afterEach(() => {
    cleanup();
    setHostBrand(UNBRANDED);
  });

  it("names the agency whose sub-domain this is, in en and ja", async () => {
    brand({ kind: "agency", id: "groupm" });
    mockFetch({});
    await renderRoutes([{ path: "/", element: <Header /> }], "/");
    expect(screen.getByRole("link").textContent).toBe("XAudience for GroupM");
    expect(screen.getByTestId("agency-brand").textContent).toBe(" for GroupM");
    cleanup();
    brand({ kind: "agency", id: "dentsu-apac" });
    await renderRoutes([{ path: "/", element: <Header /> }], "/", "ja");
    expect(screen.getByTestId("agency-brand").textContent).toBe(" 電通 APAC 向け");
  });

  it("shows the product's name alone on a tenant's or the bare host", async () => {
    for (const reading of [
      { kind: "tenant", id: "acme" },
      { kind: "none", id: null },
    ] as HostReading[]) {
      brand(reading);
      mockFetch({});
      await renderRoutes([{ path: "/", element: <Header /> }], "/");
      expect(screen.queryByTestId("agency-brand")).toBeNull();
      cleanup();
    }
  });
});

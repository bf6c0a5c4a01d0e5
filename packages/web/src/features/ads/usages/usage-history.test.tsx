import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AudienceUsage } from "@xa/core/ads/audience-usage-contract";
import { targetingPackage } from "@xa/core/targeting/targeting-package";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { UsageHistory } from "./usage-history.tsx";

const usage = (over: Partial<AudienceUsage> = {}): AudienceUsage => ({
  id: 9,
  team_id: 3,
  audience_config_id: 5,
  audience_config_name: "Coffee at home",
  ad_account_id: "sbx-1",
  state: "applied",
  targeting_package: targetingPackage.parse({
    keywords: [{ label: "coffee" }, { label: "v60" }],
    handles: [{ handle: "baristas" }],
  }),
  countries: ["JP"],
  handles_order: ["baristas"],
  created_by: { id: 1, email: "ada@example.com", first_name: "Ada", last_name: "Lovelace" },
  created_at: "2026-01-05T10:00:00Z",
  modified_at: "2026-01-05T10:00:00Z",
  deleted_at: null,
  signed: null,
  access: "member",
  can_edit: true,
  can_delete: true,
  ...over,
});
const LIST = "GET /api/external/audience-usages/?team=acme&audience_config=5";

describe("usage history", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("lists where the audience was applied, deletes a usage and restores it from the deleted ones", async () => {
    let deleted = false;
    const current = () => usage(deleted ? { deleted_at: "2026-01-06T00:00:00Z" } : {});
    const calls = mockFetch({
      [`${LIST}&include_deleted=false&limit=100&offset=0`]: () => ({
        body: deleted ? { count: 0, results: [] } : { count: 1, results: [current()] },
      }),
      [`${LIST}&include_deleted=true&limit=100&offset=0`]: () => ({ body: { count: 1, results: [current()] } }),
      "DELETE /api/external/audience-usages/9/": () => {
        deleted = true;
        return { status: 204 };
      },
      "PATCH /api/external/audience-usages/9/": () => {
        deleted = false;
        return { body: current() };
      },
    });
    await renderRoutes([{ path: "/", element: <UsageHistory team="acme" configId={5} /> }], "/");
    const table = await screen.findByRole("table", { name: "Usage history" });
    expect(within(table).getByText("sbx-1")).toBeTruthy();
    expect(within(table).getByText("Ada Lovelace")).toBeTruthy();
    expect(within(table).getByText("Keywords 2 · Handles 1 · Countries 1")).toBeTruthy();

    fireEvent.click(within(table).getByRole("button", { name: /^Delete the usage of/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Not applied to an ad account yet")).toBeTruthy();

    fireEvent.click(screen.getByRole("switch", { name: "Show deleted" }));
    const withDeleted = await screen.findByRole("table", { name: "Usage history" });
    expect(await within(withDeleted).findByText("Deleted")).toBeTruthy();
    fireEvent.click(within(withDeleted).getByRole("button", { name: /^Restore the usage of/ }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    await waitFor(() => expect(within(withDeleted).queryByText("Deleted")).toBeNull());
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/external/audience-usages/9/"]);
  });
});

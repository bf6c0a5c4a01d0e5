import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Audience } from "@xa/core/targeting/audience-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const user = testUser();
const team = testTeam();
const audience = (id: number, name: string, size: number, status: Audience["status"]): Audience => ({
  id,
  team: { id: 3, name: "Acme", slug: "acme" },
  name,
  type: "targeting",
  categories: [{ id: 1, key: "interest", name: "Interest" }],
  countries: ["US", "GB"],
  size,
  core_audience: size / 50,
  total_native: size,
  pro_targeting_size: size + 12_000,
  modified_at: `2025-01-0${id}T00:00:00.000Z`,
  status,
  insights: true,
  access: "member",
});

function serve(results: Audience[]) {
  return mockFetch(
    {
      "GET /api/user/me/": { body: user },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
      "GET /api/teams/acme/": { body: team },
      "GET /api/audience-categories/": { body: [{ id: 1, key: "interest", name: "Interest" }] },
      "DELETE /api/audience-configs/1/": { status: 204 },
      "DELETE /api/audience-configs/2/": {
        status: 403,
        body: { detail: "Only the person who created this audience or a team admin can delete it." },
      },
    },
    (url) => {
      if (!url.startsWith("/api/audiences/?")) return undefined;
      const q = new URLSearchParams(url.split("?")[1]).get("q")?.toLowerCase();
      const rows = q ? results.filter((a) => a.name.toLowerCase().includes(q)) : results;
      return { body: { count: rows.length, results: rows } };
    },
  );
}

describe("team audiences", { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("lists the team's audiences with their columns, sorts and searches them", async () => {
    const calls = serve([
      audience(1, "Coffee at home", 50_000, "targetable"),
      audience(2, "Anime fans", 1_500_000, "not_targetable"),
    ]);
    await renderRoutes(routes, "/acme/audiences");
    const table = await screen.findByRole("table", { name: "Audiences" }, { timeout: 5000 });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    for (const column of [
      "Name",
      "Category",
      "Country",
      "Size",
      "Core audience",
      "Total native",
      "Pro targeting size",
      "Modified",
      "Status",
      "Insights",
    ]) {
      expect(headers).toContain(column);
    }
    // Each size column says what it counts, on hover and keyboard focus alike.
    const described = (name: string) =>
      within(table)
        .getByRole("button", { name: new RegExp(name) })
        .getAttribute("aria-description") ?? "";
    expect(described("Total native")).toContain("Core audience × the scaling factor");
    expect(described("Pro targeting size")).toContain("Never more than the store's accounts × the scaling factor");
    expect(described("Core audience")).toContain("Accounts in the store the package reaches now");
    expect(described("^Size")).toContain("counted when the package was last saved");
    expect(calls.some((c) => c.url.startsWith("/api/audiences/?team=acme"))).toBe(true);
    const first = () => within(table).getAllByRole("row")[1]?.textContent ?? "";
    expect(first()).toContain("Coffee at home");
    expect(first()).toContain("50K");
    expect(first()).toContain("US, GB");
    expect(within(table).getByText("Not targetable")).toBeTruthy();

    fireEvent.click(within(table).getByRole("button", { name: /^Size/ }));
    fireEvent.click(within(table).getByRole("button", { name: /^Size/ }));
    expect(first()).toContain("Anime fans");

    fireEvent.change(screen.getByLabelText("Search by name"), { target: { value: "zzz" } });
    expect(await screen.findByText("No results", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("deletes the selected audiences after a confirm, and says which could not be", async () => {
    const calls = serve([
      audience(1, "Coffee at home", 50_000, "targetable"),
      audience(2, "Anime fans", 1_500_000, "targetable"),
    ]);
    await renderRoutes(routes, "/acme/audiences");
    const table = await screen.findByRole("table", { name: "Audiences" }, { timeout: 5000 });
    fireEvent.click(within(table).getByRole("checkbox", { name: "Select all rows" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete 2 selected" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.method === "DELETE")
          .map((c) => c.url)
          .sort(),
      ).toEqual(["/api/audience-configs/1/", "/api/audience-configs/2/"]),
    );
    const texts = () => useNotificationStore.getState().items.map((n) => n.text);
    await waitFor(() => expect(texts()).toContain("Deleted 1 audience."));
    expect(texts().some((text) => text.startsWith("1 audience could not be deleted"))).toBe(true);
  });

  it("says there are none yet and offers the creator", async () => {
    serve([]);
    const { router } = await renderRoutes(routes, "/acme/audiences");
    expect(await screen.findByText("No audiences yet", {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getAllByRole("link", { name: "Create audience" })[0] as HTMLElement);
    // The creator is a chunk of its own: loading it may take a moment.
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/creator"), { timeout: 5000 });
  });
});

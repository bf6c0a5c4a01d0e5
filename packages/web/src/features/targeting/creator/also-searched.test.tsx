import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type AutopilotGeneration, autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { targetingPackage } from "@xa/core/targeting/targeting-package";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { CreatorPanel } from "./creator-panel.tsx";

const BRIEF = "People thinking about buying an electric car";
const evidence = { posts: 30, accounts: 10, audience_share: 0.1, lift: 8 };
const pkg = targetingPackage.parse({ keywords: [{ label: "charging", evidence }] });

/** A finished generation whose brief was widened with `widened`, for the request `unwidened` asks. */
const generation = (id: string, unwidened: string[], widened: string[]): AutopilotGeneration => ({
  id,
  status: "done",
  request: autopilotRequest.parse({ description: BRIEF, unwidened_terms: unwidened }),
  error: null,
  created_at: "2025-01-10T00:00:00.000Z",
  result: {
    targeting_package: pkg,
    countries: ["US"],
    estimate: {
      accounts_in_store: 10,
      scaling_factor: 50,
      estimated_size: 500,
      cpm: 6,
      currency: "USD",
      suggested_budget: 9,
      suggested_size: null,
      method: "10 accounts in the store match the audience.",
    },
    brief_terms: ["electric"],
    widened_terms: widened,
    took_ms: 900,
  },
});

// Walks the whole stepper and draws a package twice: slow on a busy machine.
describe("also searched", { timeout: 40_000 }, () => {
  afterEach(cleanup);

  it("shows the words the brief was widened with, and generates again without a removed one", async () => {
    const calls = mockFetch({
      "POST /api/build-audience/": (init) => {
        const body = JSON.parse(String(init.body)) as { unwidened_terms?: string[] };
        const again = (body.unwidened_terms ?? []).length > 0;
        return { status: 201, body: again ? generation("8", ["evs"], ["ev"]) : generation("7", [], ["ev", "evs"]) };
      },
      "GET /api/audience-insight/7/": { body: generation("7", [], ["ev", "evs"]) },
      "GET /api/audience-insight/8/": { body: generation("8", ["evs"], ["ev"]) },
    });
    await renderRoutes(
      [{ path: "/", element: <CreatorPanel team="acme" feedbackPath="/help" onSaved={() => {}} /> }],
      "/",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.change(await screen.findByLabelText(/Campaign brief/), { target: { value: BRIEF } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Generate package" }));

    const chips = await screen.findByTestId("also-searched", {}, { timeout: 5000 });
    expect(within(chips).getByText("Also searched:")).toBeTruthy();
    expect(within(chips).getByText("ev")).toBeTruthy();
    expect(within(chips).getByText("evs")).toBeTruthy();

    fireEvent.click(within(chips).getByRole("button", { name: "Search again without evs" }));
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/build-audience/")).toHaveLength(2));
    const again = calls.filter((c) => c.url === "/api/build-audience/")[1];
    expect(again?.body).toMatchObject({ description: BRIEF, unwidened_terms: ["evs"] });
    await waitFor(() => expect(within(screen.getByTestId("also-searched")).queryByText("evs")).toBeNull());
    expect(within(screen.getByTestId("also-searched")).getByText("ev")).toBeTruthy();
  });
});

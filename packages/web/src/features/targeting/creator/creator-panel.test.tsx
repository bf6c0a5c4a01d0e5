import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AudienceConfig } from "@xa/core/targeting/audience-contract";
import { type AutopilotGeneration, autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { targetingPackage } from "@xa/core/targeting/targeting-package";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { CreatorPanel } from "./creator-panel.tsx";

const BRIEF = "specialty coffee lovers who brew pour over at home";
const evidence = (accounts: number) => ({ posts: accounts * 3, accounts, audience_share: accounts / 100, lift: 12.5 });
const pkg = targetingPackage.parse({
  keywords: [{ label: "pour over", evidence: evidence(40) }],
  hashtags: [{ label: "specialtycoffee", evidence: evidence(55) }],
  handles: [
    {
      handle: "KumoRoasters",
      followers: 12000,
      account_type: "organization",
      topic_share: 0.82,
      evidence: evidence(30),
    },
    { handle: "hidamari_coffee", followers: 800, account_type: "person", evidence: evidence(12) },
  ],
  languages: [{ id: "en", label: "English", audience_share: 0.8 }],
});
const generation = (status: AutopilotGeneration["status"]): AutopilotGeneration => ({
  id: "7",
  status,
  request: autopilotRequest.parse({ description: BRIEF }),
  error: null,
  created_at: "2025-01-10T00:00:00.000Z",
  result:
    status === "done"
      ? {
          targeting_package: pkg,
          countries: ["US"],
          estimate: {
            accounts_in_store: 100,
            scaling_factor: 50,
            estimated_size: 5000,
            cpm: 6,
            currency: "USD",
            suggested_budget: 90,
            suggested_size: null,
            method: "100 accounts in the store match the audience.",
          },
          brief_terms: ["coffee", "pour over"],
          widened_terms: ["v60"],
          set_aside_terms: ["trip"],
          one_side: { accounts_kept: 80, accounts_left_out: 35 },
          ranked_on_topic: { audience_accounts: 12, topic_accounts: 1480 },
          handle_min_followers: 1000,
          took_ms: 1200,
        }
      : null,
});
const config = (body: { name: string }): AudienceConfig => ({
  id: 3,
  team_id: 1,
  name: body.name,
  categories: [],
  type: "targeting",
  size: 5000,
  generation_id: "7",
  created_by: null,
  created_at: "2025-01-10T00:00:00.000Z",
  modified_at: "2025-01-10T00:00:00.000Z",
  version: 1,
  status: "targetable",
  access: "member",
  can_edit: true,
  can_delete: true,
  targeting_package: pkg,
  countries: ["US"],
});

async function generate(onSaved = vi.fn()) {
  const calls = mockFetch({
    "POST /api/build-audience/": { status: 201, body: generation("queued") },
    "GET /api/audience-insight/7/": { body: generation("done") },
    "GET /api/audience-categories/": { body: [{ id: 9, key: "exclusion", name: "Exclusion Audience" }] },
    "POST /api/audience-configs/": (init) => ({
      status: 201,
      body: config(JSON.parse(String(init.body)) as { name: string }),
    }),
  });
  await renderRoutes(
    [{ path: "/", element: <CreatorPanel team="acme" feedbackPath="/help" onSaved={onSaved} /> }],
    "/",
  );
  fireEvent.click(await screen.findByRole("button", { name: "Next" }));
  fireEvent.change(await screen.findByLabelText(/Campaign brief/), { target: { value: BRIEF } });
  fireEvent.click(screen.getByRole("button", { name: "Next" }));
  fireEvent.click(await screen.findByRole("button", { name: "Next" }));
  fireEvent.click(await screen.findByRole("button", { name: "Generate package" }));
  expect(await screen.findByText("Your targeting package", {}, { timeout: 5000 })).toBeTruthy();
  return calls;
}

// Each case walks the whole stepper and draws a package: slower than a unit test on a busy machine.
describe("the creator: generate, edit, save", { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows the estimate and the package, saves it with a handle deselected", async () => {
    const onSaved = vi.fn();
    const calls = await generate(onSaved);
    const build = calls.find((c) => c.url === "/api/build-audience/");
    expect(build?.body).toMatchObject({ description: BRIEF, order: "balanced", size_option: "budget" });
    const estimate = screen.getByTestId("estimate");
    expect(within(estimate).getByText("5,000")).toBeTruthy();
    expect(within(estimate).getByText("$90.00")).toBeTruthy();
    expect(within(estimate).getByText("100 accounts in the store match the audience.")).toBeTruthy();
    expect(
      within(estimate).getByText(
        "Not used to find the audience (most who write them use none of the brief's other words):",
      ),
    ).toBeTruthy();
    expect(within(estimate).getByText("trip")).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: /Handles/ }));
    const keep = await screen.findByRole("checkbox", { name: "Keep @KumoRoasters" });
    fireEvent.click(keep);
    expect((keep as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("tab", { name: /Handles/ }).textContent).toContain("1/2");

    fireEvent.change(screen.getAllByLabelText(/Audience name/)[0] as HTMLElement, {
      target: { value: "Coffee at home" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save as audience" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const save = calls.find((c) => c.method === "POST" && c.url === "/api/audience-configs/");
    expect(save?.body).toMatchObject({ team: "acme", name: "Coffee at home", generation_id: "7", countries: ["US"] });
    const handles = (save?.body as { targeting_package: typeof pkg } | undefined)?.targeting_package.handles ?? [];
    expect(handles.map((h) => [h.handle, h.deselected])).toEqual([
      ["KumoRoasters", true],
      ["hidamari_coffee", false],
    ]);
  });

  it("labels handles as brands or people with their share of posts on topic, and says what it kept", async () => {
    await generate();
    expect(screen.getByTestId("one-side-note").textContent).toBe(
      "The brief reads as one side of a debate: 80 accounts kept, 35 accounts of the other side left out.",
    );
    expect(screen.getByTestId("ranked-on-topic-note").textContent).toContain(
      "Only 12 accounts of the store match the brief's places, age and gender",
    );
    expect(screen.getByTestId("ranked-on-topic-note").textContent).toContain("the topic's 1,480 accounts everywhere");
    expect(screen.getByTestId("handle-reach-note").textContent).toContain("at least 1,000 followers");
    fireEvent.click(screen.getByRole("tab", { name: /Handles/ }));
    const rows = await screen.findAllByTestId("package-entry");
    expect(within(rows[0] as HTMLElement).getByText("Brand")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("82%")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Person")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("–")).toBeTruthy();
  });

  it("asks how the package worked on the 5th use, not before, and the prompt can be dismissed", async () => {
    localStorage.setItem("xa.targetingSuggestion", JSON.stringify({ usage: 4, lastPromptAt: null, prompted: false }));
    await generate();
    expect(screen.queryByTestId("suggestion-prompt")).toBeNull();
    expect(JSON.parse(localStorage.getItem("xa.targetingSuggestion") ?? "{}")).toMatchObject({ usage: 5 });
    cleanup();
    await generate();
    const prompt = await screen.findByTestId("suggestion-prompt");
    expect(prompt.textContent).toContain("How did this package work?");
    fireEvent.click(within(prompt).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByTestId("suggestion-prompt")).toBeNull();
  });

  it("says 'No audience found' when the generation found none", async () => {
    mockFetch({
      "POST /api/build-audience/": { status: 201, body: generation("queued") },
      "GET /api/audience-insight/7/": { body: { ...generation("failed"), error: "No audience found" } },
    });
    await renderRoutes(
      [{ path: "/", element: <CreatorPanel team="acme" feedbackPath="/help" onSaved={() => {}} /> }],
      "/",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.change(await screen.findByLabelText(/Campaign brief/), { target: { value: BRIEF } });
    for (let i = 0; i < 2; i++) fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Generate package" }));
    expect(await screen.findByText("No audience found")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit the brief" }));
    expect(await screen.findByRole("button", { name: "Generate package" })).toBeTruthy();
  });
});

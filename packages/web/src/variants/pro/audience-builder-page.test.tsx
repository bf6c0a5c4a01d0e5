import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AudienceMeasure } from "@xa/core/targeting/audience-builder";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { recordedPrompts, suggestionRoutes } from "../../test/suggestion-fixtures.ts";
import { routes as proRoutes } from "./routes.tsx";

const user = testUser();
const team = testTeam();
const MEASURE = "POST /api/external/audience-builder/measure/";

const measured = (over: Partial<AudienceMeasure> = {}): AudienceMeasure => ({
  size: 4738,
  profiled: 4700,
  criteria: [{ kind: "followers_of", exclude: false, accounts: 4738 }],
  sample: [{ id: "1", handle: "kissa", name: "喫茶ミモザ", followers_count: 4200, country: "JP" }],
  countries: [{ value: "JP", accounts: 3000 }],
  genders: [{ value: "female", accounts: 2000 }],
  ages: [{ value: "25-34", accounts: 1500 }],
  suggested_interests: {
    audience_profiled: 4700,
    store_accounts: 20000,
    interests: [
      {
        id: "coffee",
        label: "Coffee",
        accounts: 900,
        audience_share: 0.1915,
        store_share: 0.05,
        lift: 3.83,
        in_criteria: false,
      },
    ],
  },
  took_ms: 87,
  ...over,
});

const serve = (measure: (body: unknown) => { status?: number; body: unknown }) =>
  mockFetch({
    "GET /api/user/me/": { body: user },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    [MEASURE]: (init) => measure(JSON.parse(String(init.body))),
  });

const measureCalls = (calls: { method: string; url: string; body: unknown; headers: Headers }[]) =>
  calls.filter((c) => `${c.method} ${c.url}` === MEASURE);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("the audience builder", { timeout: 20_000 }, () => {
  it("asks for a criterion first and counts nothing until one is written", async () => {
    const calls = serve(() => ({ body: measured() }));
    await renderRoutes(proRoutes, "/audience-builder");
    expect(await screen.findByRole("heading", { level: 1, name: "Audience builder" })).toBeTruthy();
    expect(await screen.findByText("Build an audience")).toBeTruthy();
    expect(screen.queryByTestId("coming-soon")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(measureCalls(calls)).toEqual([]);
  });

  it("counts the criteria in the link for the team, showing size, sample, profile and suggestions", async () => {
    const calls = serve(() => ({ body: measured() }));
    const audience = { join: "and", criteria: [{ kind: "followers_of", handles: ["nike"], exclude: false }] };
    await renderRoutes(proRoutes, `/audience-builder?audience=${encodeURIComponent(JSON.stringify(audience))}`);
    expect(await screen.findByText("4,738", { selector: "[data-testid=audience-size]" })).toBeTruthy();
    expect(screen.getByText("喫茶ミモザ")).toBeTruthy();
    expect(screen.getByText("4,738 accounts · on its own")).toBeTruthy();
    expect(screen.getByText(/19\.2?% of the audience · 3\.83× the store/)).toBeTruthy();
    const [first] = measureCalls(calls);
    expect(first?.body).toEqual(audience);
    expect(first?.headers.get("X-Team")).toBe(team.slug);
  });

  it("adds a suggested interest as a criterion, counts again, and keeps it in the link", async () => {
    const calls = serve((body) => {
      const b = body as { criteria: unknown[] };
      return {
        body:
          b.criteria.length === 2
            ? measured({
                size: 900,
                criteria: [
                  { kind: "followers_of", exclude: false, accounts: 4738 },
                  { kind: "interested_in", exclude: false, accounts: 1000 },
                ],
              })
            : measured(),
      };
    });
    const audience = { join: "and", criteria: [{ kind: "followers_of", handles: ["nike"], exclude: false }] };
    const { router } = await renderRoutes(
      proRoutes,
      `/audience-builder?audience=${encodeURIComponent(JSON.stringify(audience))}`,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Add Coffee" }));
    expect(await screen.findByText("900", { selector: "[data-testid=audience-size]" })).toBeTruthy();
    expect(measureCalls(calls).at(-1)?.body).toEqual({
      join: "and",
      criteria: [...audience.criteria, { kind: "interested_in", interests: ["coffee"], exclude: false }],
    });
    const kept = JSON.parse(new URLSearchParams(router.state.location.search).get("audience") ?? "{}");
    expect(kept.criteria).toHaveLength(2);
  });

  it("says what the store cannot take, and offers a retry on a failure", async () => {
    let fail: "400" | "503" | null = "400";
    serve(() =>
      fail === "400"
        ? { status: 400, body: { detail: "The store has no account @nobody_here." } }
        : fail === "503"
          ? { status: 503, body: { detail: "The database cannot be reached right now." } }
          : { body: measured() },
    );
    const audience = { join: "and", criteria: [{ kind: "followers_of", handles: ["nobody_here"], exclude: false }] };
    await renderRoutes(proRoutes, `/audience-builder?audience=${encodeURIComponent(JSON.stringify(audience))}`);
    expect(await screen.findByText("The store has no account @nobody_here.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /retry/i })).toBeNull();
    expect((screen.getByRole("button", { name: "Make a targeting package" }) as HTMLButtonElement).disabled).toBe(true);
    fail = "503";
    fireEvent.click(screen.getByRole("radio", { name: "Any included criterion (OR)" }));
    expect(await screen.findByText("The database cannot be reached right now.")).toBeTruthy();
    fail = null;
    fireEvent.click(screen.getByRole("button", { name: /retry/i }));
    await waitFor(() => expect(screen.getByText("4,738", { selector: "[data-testid=audience-size]" })).toBeTruthy());
  });

  it("says why an exclusion alone cannot be counted, in Japanese", async () => {
    const calls = serve(() => ({ body: measured() }));
    const audience = { join: "and", criteria: [{ kind: "words_in_profile", words: ["barista"], exclude: true }] };
    await renderRoutes(proRoutes, `/audience-builder?audience=${encodeURIComponent(JSON.stringify(audience))}`, "ja");
    expect(await screen.findByText(/少なくとも1つの条件は「含める」にしてください/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(measureCalls(calls)).toEqual([]);
    const row = screen.getByRole("group", { name: "条件 1" });
    fireEvent.click(within(row).getByRole("radio", { name: "含める" }));
    await waitFor(() => expect(measureCalls(calls)).toHaveLength(1));
  });

  it("suggests a package on the 5th use, with the audience as the brief, and records it taken", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: user },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
      [MEASURE]: { body: measured() },
      ...suggestionRoutes(5),
    });
    const audience = { join: "and", criteria: [{ kind: "followers_of", handles: ["kissa"], exclude: false }] };
    const { router } = await renderRoutes(
      proRoutes,
      `/audience-builder?audience=${encodeURIComponent(JSON.stringify(audience))}`,
    );
    const prompt = await screen.findByTestId("tool-suggestion", {}, { timeout: 10_000 });
    expect(prompt.textContent).toMatch(/You found 4,?738 results/);
    await waitFor(() =>
      expect(recordedPrompts(calls)).toEqual([{ action: "suggestion_shown", context: "audience_builder" }]),
    );
    fireEvent.click(within(prompt).getByRole("link", { name: "Build a package" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaigns/new"));
    expect(router.state.location.state).toEqual({ preset: { audience_builder: audience } });
    await waitFor(() => expect(recordedPrompts(calls)).toHaveLength(2));
    expect(recordedPrompts(calls)[1]).toEqual({ action: "suggestion_accepted", context: "audience_builder" });
  });

  it("hands the audience to the package creator", async () => {
    serve(() => ({ body: measured() }));
    const audience = { join: "or", criteria: [{ kind: "posted_about", query: "coffee", exclude: false }] };
    const { router } = await renderRoutes(
      proRoutes,
      `/audience-builder?audience=${encodeURIComponent(JSON.stringify(audience))}`,
    );
    await screen.findByText("4,738", { selector: "[data-testid=audience-size]" });
    fireEvent.click(screen.getByRole("button", { name: "Make a targeting package" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaigns/new"));
    expect(router.state.location.state).toEqual({ preset: { audience_builder: audience } });
    expect(await screen.findByRole("heading", { level: 1, name: "New campaign" })).toBeTruthy();
  });
});

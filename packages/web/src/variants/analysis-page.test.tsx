import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AnalyzeQueryResponse, SectionName } from "@xa/core";
import { sectionTimeout } from "@xa/core/analysis/section-error";
import { sectionSteps } from "@xa/core/analysis/section-steps";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAnalysisPageStore } from "../features/analysis/analysis-page-store.ts";
import { fakeAssistantFetch } from "../features/assistant/fake-assistant-fetch.test-support.ts";
import { useExportBackgroundStore } from "../features/exports/export-background-store.ts";
import { pageOf, testTeam, testUser } from "../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../test/render.tsx";
import { routes as proRoutes } from "./pro/routes.tsx";
import { routes as teamRoutes } from "./team/routes.tsx";

const user = testUser();
const team = testTeam();

function response(section: SectionName, demo = false, count = 92): AnalyzeQueryResponse {
  return {
    query_type: "keyword",
    resolved: {
      query: "kpop",
      handle: null,
      post_id: null,
      start_date: "2021-09-22T00:00:00.000Z",
      end_date: "2021-09-22T23:59:59.999Z",
      country: "Global",
    },
    sections:
      section === "audience_size"
        ? {
            audience_size: {
              kind: "count",
              base: { unit: "accounts", count, description: "authors of posts matching kpop" },
              value: count,
              label: "accounts in the audience",
            },
          }
        : {},
    demo_data: demo,
  };
}

const SUGGESTIONS = {
  handles: [{ term: "kumo_roasters", name: "Kumo Roasters", count: 52_000 }],
  keywords: [{ term: "espresso", name: null, count: 410 }],
  hashtags: [{ term: "latteart", name: null, count: 230 }],
  demo: true,
};

type Call = {
  body: Record<string, unknown>;
  /** the team the request says it works for (X-Team) */
  team: string | null;
  /** a status, or "timeout": the server's timeout object in place of the section */
  answer: (status?: number | "timeout") => void;
  aborted: boolean;
};

/** The signed-in routes, and analyze-query calls held until the test answers them (to watch the steps). */
function serve(options: { demo?: boolean; detail?: string; count?: number } = {}) {
  const calls: Call[] = [];
  mockFetch({
    "GET /api/social/suggestions/": { body: SUGGESTIONS },
    "GET /api/user/me/": { body: user },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
  });
  const base = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) !== "/api/external/analyze-query/") return base(input, init);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const section = (body.sections as SectionName[])[0] as SectionName;
    const call: Call = { body, team: new Headers(init.headers).get("X-Team"), answer: () => {}, aborted: false };
    init.signal?.addEventListener("abort", () => {
      call.aborted = true;
    });
    const status = await new Promise<number | "timeout">((resolve) => {
      call.answer = (s = 200) => resolve(s);
      calls.push(call);
    });
    const payload =
      status === "timeout"
        ? { ...response(section), sections: {}, errors: { [section]: sectionTimeout() } }
        : status === 200
          ? response(section, options.demo, options.count)
          : { detail: options.detail ?? "The store is busy." };
    return new Response(JSON.stringify(payload), {
      status: status === "timeout" ? 200 : status,
      headers: { "Content-Type": "application/json" },
    });
  }) as typeof fetch;
  return calls;
}

const asked = (calls: Call[]) => calls.map((c) => (c.body.sections as string[])[0]);
const LINK = "/acme/explore-x?type=keyword&q=kpop&start=2021-09-22&end=2021-09-22";

describe("analysis page", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    useAnalysisPageStore.setState({ ask: { section: null, questions: {} } });
    useExportBackgroundStore.setState({ background: "black" });
  });
  afterEach(cleanup);

  it("shows an empty state before the first query, and submitting puts the view in the URL", async () => {
    const calls = serve();
    const { router } = await renderRoutes(teamRoutes, "/acme/explore-x");
    expect(await screen.findByRole("heading", { level: 1, name: "Explore" })).toBeTruthy();
    expect(screen.getByText("No analysis yet")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Conversation" })).toHaveProperty("checked", true);

    fireEvent.click(screen.getByRole("radio", { name: "Handle analysis" }));
    fireEvent.click(screen.getByRole("button", { name: "Analyze" }));
    expect(await screen.findByText("Handle is required")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Handle" }), { target: { value: "@Nike" } });
    fireEvent.click(screen.getByRole("button", { name: "Analyze" }));

    await waitFor(() => expect(router.state.location.search).toBe("?type=handle&handle=Nike"));
    await waitFor(() => expect(asked(calls)).toEqual(sectionSteps("handle")[0]));
    expect(calls[0]?.body).toMatchObject({ query_type: "handle", handle: "Nike", country: "Global" });
    // The team's pages name the team, so the server counts the analysis against its limit too.
    expect(calls.map((c) => c.team)).toEqual(calls.map(() => "acme"));
    expect(screen.queryByText("No analysis yet")).toBeNull();
  });

  it("loads the cards in chained steps: a step starts when every card of the one before has settled", async () => {
    const calls = serve();
    await renderRoutes(teamRoutes, LINK);
    const [first, second, third] = sectionSteps("keyword");
    await waitFor(() => expect(asked(calls)).toEqual(first));
    expect(calls[0]?.body).toEqual({
      query_type: "keyword",
      query: "kpop",
      start_date: "2021-09-22T00:00:00.000Z",
      end_date: "2021-09-22T23:59:59.999Z",
      country: "Global",
      post_order: "like_count",
      sections: ["audience_size"],
    });
    expect(screen.getAllByText("Waiting for the sections above to load…")).toHaveLength(second.length + third.length);

    // One answer is not enough; the failed one counts as settled.
    act(() => calls[0]?.answer());
    expect(await screen.findByText("92")).toBeTruthy();
    expect(calls).toHaveLength(first.length);
    act(() => {
      for (const call of calls.slice(1)) call.answer(call === calls[1] ? 500 : 200);
    });
    await waitFor(() => expect(asked(calls).slice(first.length)).toEqual(second));
    expect(await screen.findByText("The store is busy.")).toBeTruthy();

    act(() => {
      for (const call of calls.slice(first.length)) call.answer();
    });
    await waitFor(() => expect(asked(calls).slice(first.length + second.length)).toEqual(third));

    // A failed card retries on its own.
    const postsCard = screen.getByTestId("section-card-posts");
    fireEvent.click(within(postsCard).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(asked(calls).at(-1)).toBe("posts"));
    act(() => calls.at(-1)?.answer());
    await waitFor(() => expect(within(postsCard).queryByText("The store is busy.")).toBeNull());
  });

  it("says on the card whose section ran out of time that it took too long, and retries it", async () => {
    const calls = serve();
    await renderRoutes(teamRoutes, LINK);
    await waitFor(() => expect(asked(calls)).toEqual(sectionSteps("keyword")[0]));
    act(() => calls[0]?.answer("timeout"));
    const card = screen.getByTestId("section-card-audience_size");
    expect(await within(card).findByText("The request took too long to process. Please try again later.")).toBeTruthy();
    // Only that card: the others still wait for their answers.
    expect(screen.getAllByText("The request took too long to process. Please try again later.")).toHaveLength(1);
    fireEvent.click(within(card).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(asked(calls).at(-1)).toBe("audience_size"));
    expect(calls.length).toBe(sectionSteps("keyword")[0].length + 1);
    act(() => calls.at(-1)?.answer());
    expect(await within(card).findByText("92")).toBeTruthy();
    expect(within(card).queryByText("The request took too long to process. Please try again later.")).toBeNull();
  });

  it("asks each section once per analysis: Analyze again reuses the running one, a changed one cancels once", async () => {
    const calls = serve();
    // The default window: its end follows the clock, which is where a second press sent everything twice.
    await renderRoutes(teamRoutes, "/acme/explore-x?type=keyword&q=kpop");
    const all = sectionSteps("keyword").flat();
    const answerAll = async (count: number) => {
      for (let step = 0; step < 3; step++) {
        await waitFor(() => expect(calls.filter((c) => !c.aborted).length).toBeGreaterThan(0));
        await new Promise((resolve) => setTimeout(resolve, 20));
        act(() => {
          for (const call of calls) call.answer();
        });
      }
      await waitFor(() => expect(calls).toHaveLength(count));
      // Let the last answers reach the cards.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    };
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    // Pressed again while the first step loads: the running analysis is the one asked for.
    fireEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await answerAll(all.length);
    expect(asked(calls).sort()).toEqual([...all].sort());
    expect(calls.filter((c) => c.aborted)).toHaveLength(0);

    // Pressed again when every card has loaded: each section is asked once more, nothing cancelled.
    fireEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await answerAll(2 * all.length);
    expect(asked(calls.slice(all.length)).sort()).toEqual([...all].sort());
    expect(calls.filter((c) => c.aborted)).toHaveLength(0);

    // A changed analysis cancels what is still running, once, and asks each of its sections once.
    fireEvent.change(screen.getByRole("textbox", { name: "Query text" }), { target: { value: "jpop" } });
    fireEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await waitFor(() => expect(calls.some((c) => c.body.query === "jpop")).toBe(true));
    const jpop = () => calls.filter((c) => c.body.query === "jpop");
    await waitFor(() => expect(jpop()).toHaveLength(sectionSteps("keyword")[0].length));
    fireEvent.change(screen.getByRole("textbox", { name: "Query text" }), { target: { value: "kpop" } });
    fireEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await waitFor(() => expect(jpop().every((c) => c.aborted)).toBe(true));
    expect(jpop()).toHaveLength(sectionSteps("keyword")[0].length);
  });

  it("says once, not on every card, that the server refused the analysis, and asks nothing more", async () => {
    const calls = serve({ detail: "No account @nobody in the data store" });
    await renderRoutes(teamRoutes, "/acme/explore-x?type=handle&handle=nobody");
    const [first] = sectionSteps("handle");
    await waitFor(() => expect(asked(calls)).toEqual(first));
    act(() => {
      for (const call of calls) call.answer(404);
    });
    const problem = await screen.findByTestId("analysis-problem");
    expect(within(problem).getByText("This analysis cannot run")).toBeTruthy();
    expect(screen.getAllByText("No account @nobody in the data store")).toHaveLength(1);
    expect(screen.queryByTestId("section-grid")).toBeNull();
    // Nothing to ask the assistant about, nor to build a package from.
    expect(screen.queryByText("Ask the AI")).toBeNull();
    expect(screen.queryByText("Create a targeting package")).toBeNull();
    // The later steps would only hear the same answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(first?.length ?? 0);
  });

  it("expands a card across two columns with the Powered by caption, kept in the link", async () => {
    const calls = serve({ demo: true });
    const { router } = await renderRoutes(teamRoutes, LINK);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    act(() => calls[0]?.answer());
    const card = screen.getByTestId("section-card-audience_size");
    expect(await within(card).findByText("92")).toBeTruthy();
    expect(within(card).getByText("Demo data")).toBeTruthy();
    expect(within(card).queryByText("Powered by XAudience")).toBeNull();

    fireEvent.click(within(card).getByRole("button", { name: "Expand Audience size" }));
    expect(within(card).getByText("Powered by XAudience")).toBeTruthy();
    expect(card.getAttribute("data-expanded")).toBe("true");
    expect(new URLSearchParams(router.state.location.search).get("card")).toBe("audience_size");

    fireEvent.click(within(card).getByRole("button", { name: "Collapse Audience size" }));
    expect(within(card).queryByText("Powered by XAudience")).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get("card")).toBeNull();
  });

  it("asks the AI from a card: keeps the question, streams the answer and opens a cited card", async () => {
    const calls = serve();
    const assistant = fakeAssistantFetch({ fallback: globalThis.fetch });
    globalThis.fetch = assistant.fetch;
    const { router } = await renderRoutes(teamRoutes, LINK);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    act(() => calls[0]?.answer());
    const card = screen.getByTestId("section-card-audience_size");
    fireEvent.click(within(card).getByRole("button", { name: "Ask the AI about Audience size" }));
    // The panel, the assistant and their texts are a chunk of their own.
    const panel = await screen.findByTestId("ask-ai-panel", {}, { timeout: 15_000 });
    expect(within(panel).getByText(/Based on 92 accounts/)).toBeTruthy();
    const box = within(panel).getByRole("textbox", { name: /Your question/ });
    fireEvent.change(box, { target: { value: "Why 92?" } });
    expect(useAnalysisPageStore.getState().ask.questions.audience_size).toBe("Why 92?");

    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(assistant.streams).toHaveLength(1));
    expect(assistant.streams[0]?.body).toMatchObject({
      question: "Why 92?",
      section: "audience_size",
      analysis: { query_type: "keyword", query: "kpop" },
    });
    act(() => {
      assistant.streams[0]?.send({ type: "chunk", text: "Audience size: 92 accounts." });
      assistant.streams[0]?.send({
        type: "sources",
        engine: "builtin",
        sources: [{ kind: "section", section: "audience_size", title: "Audience size" }],
      });
      assistant.streams[0]?.end();
    });
    expect(await within(panel).findByText("Audience size: 92 accounts.")).toBeTruthy();
    expect(within(panel).getByText("Built-in analyst")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Open the Audience size card" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("card")).toBe("audience_size"));
    await waitFor(() => expect(screen.queryByTestId("ask-ai-panel")).toBeNull());
  });

  it("opens the AI dialog about the whole analysis from the results' header", async () => {
    const calls = serve();
    const assistant = fakeAssistantFetch({ fallback: globalThis.fetch });
    globalThis.fetch = assistant.fetch;
    const { router } = await renderRoutes(teamRoutes, LINK);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    act(() => calls[0]?.answer());
    fireEvent.click(screen.getByRole("button", { name: "Ask the AI" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask the AI about this analysis" }, { timeout: 15_000 });
    fireEvent.click(within(dialog).getByRole("button", { name: "What is this audience like?" }));
    await waitFor(() => expect(assistant.streams).toHaveLength(1));
    expect(assistant.streams[0]?.body.section).toBeUndefined();
    act(() => {
      assistant.streams[0]?.send({
        type: "sources",
        engine: "language_model",
        sources: [{ kind: "section", section: "audience_size", title: "Audience size" }],
      });
      assistant.streams[0]?.end();
    });
    expect(await within(dialog).findByText("Language model")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Open the Audience size card" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("card")).toBe("audience_size"));
  });

  it("opens the pro variant's /explore/:name as a handle analysis of that name", async () => {
    const calls = serve();
    await renderRoutes(proRoutes, "/explore/nike");
    expect(await screen.findByRole("heading", { level: 1, name: "Explore" })).toBeTruthy();
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ query_type: "handle", handle: "nike" }));
  });

  it("shows one empty state with the store's data when a query matches nothing, and no assistant or package", async () => {
    const calls = serve({ count: 0 });
    const { router } = await renderRoutes(teamRoutes, "/acme/explore-x?type=keyword&q=zzzz&country=JP");
    const [first] = sectionSteps("keyword");
    await waitFor(() => expect(asked(calls)).toEqual(first));
    act(() => {
      for (const call of calls) call.answer();
    });
    const empty = await screen.findByTestId("no-matches");
    expect(within(empty).getByText(/Nothing in the store matches/)).toBeTruthy();
    expect(screen.queryByTestId("section-grid")).toBeNull();
    expect(screen.queryByText("Ask the AI")).toBeNull();
    expect(screen.queryByText("Create a targeting package")).toBeNull();
    const suggestions = await within(empty).findByTestId("store-suggestions");
    expect(within(suggestions).getByText("Demo data")).toBeTruthy();
    // The later steps are not asked: there is nothing to break down.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(first.length);
    fireEvent.click(within(suggestions).getByRole("button", { name: "#latteart" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("q")).toBe("#latteart"));
    expect(new URLSearchParams(router.state.location.search).get("country")).toBeNull();
    // That one matched nothing either: the same empty state offers a handle.
    await waitFor(() => expect(calls).toHaveLength(2 * first.length));
    act(() => {
      for (const call of calls) call.answer();
    });
    fireEvent.click(await screen.findByRole("button", { name: "@kumo_roasters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?type=handle&handle=kumo_roasters"));
  });

  it("offers the store's handles, keywords and hashtags before the first query", async () => {
    serve();
    await renderRoutes(teamRoutes, "/acme/explore-x", "ja");
    const suggestions = await screen.findByTestId("store-suggestions", {}, { timeout: 5000 });
    expect(within(suggestions).getByText("ストアにはこれらのデータがあります。試してみてください")).toBeTruthy();
    expect(within(suggestions).getByRole("button", { name: "espresso" })).toBeTruthy();
    expect(within(suggestions).getByRole("group", { name: "ハッシュタグ" })).toBeTruthy();
  });
});

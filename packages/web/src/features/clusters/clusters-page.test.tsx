import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { ClustersPage } from "./clusters-page.tsx";
import { CLUSTERS_FIXTURE } from "./test/clusters-fixture.ts";

type Reducer = (node: string, attrs: Record<string, unknown>) => Record<string, unknown>;
type Handler = (event: { node: string }) => void;

// jsdom has no WebGL: a stand-in for sigma keeps what the page gives it, so a test can hover, click
// and read how each node would be drawn.
const drawn = vi.hoisted(() => ({
  nodeReducer: null as Reducer | null,
  handlers: new Map<string, Handler>(),
  refreshes: 0,
}));
vi.mock("sigma", () => ({
  default: class {
    constructor(_graph: unknown, _container: unknown, settings: { nodeReducer: Reducer }) {
      drawn.nodeReducer = settings.nodeReducer;
      drawn.handlers.clear();
    }
    on(event: string, handler: Handler) {
      drawn.handlers.set(event, handler);
    }
    refresh() {
      drawn.refreshes++;
    }
    kill() {}
  },
}));

const URL = "POST /api/external/topic-clusters/";
const render = (path: string, language: "en" | "ja" = "en") =>
  renderRoutes([{ path: "/clusters", element: <ClustersPage /> }], path, language);
/** How the graph would draw a node now: faded when another cluster is highlighted. */
const colorOf = (node: string) => drawn.nodeReducer?.(node, { cluster: node.includes("2a") ? 0 : 1, color: "x" }).color;

describe("the topic clusters page", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("asks for a query first, then puts it in the link and draws the clusters it finds", async () => {
    const calls = mockFetch({ [URL]: { body: CLUSTERS_FIXTURE } });
    const { router } = await render("/clusters");
    expect(await screen.findByRole("heading", { level: 1, name: "Topic clusters" })).toBeTruthy();
    expect(screen.getByText("Type a keyword query to find its topic clusters")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Find clusters" }));
    expect(await screen.findByText("Type a query to find its clusters.")).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Keyword query/), { target: { value: "guns OR #gundebate" } });
    fireEvent.change(screen.getByLabelText(/From/), { target: { value: "2026-03-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Find clusters" }));
    expect(await screen.findByText("2 clusters of 7 terms in 156 posts")).toBeTruthy();
    expect(router.state.location.search).toBe("?q=guns+OR+%23gundebate&from=2026-03-01");
    expect(calls[0]?.body).toEqual({ query: "guns OR #gundebate", start_date: "2026-03-01" });
    expect(screen.getByTestId("clusters-method").textContent).toBe(CLUSTERS_FIXTURE.method);
    const table = screen.getByRole("table", { name: "Topic clusters" });
    const rows = within(table).getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("1. #2a · #secondamendment · rights & <freedom>")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("22")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("12")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/18.2% positive · 27.3% neutral · 54.5% negative/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/0% positive · 5.3% neutral · 94.7% negative/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download GEXF (Gephi)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download XLSX" })).toBeTruthy();
  });

  it("highlights a cluster chosen from the list by keyboard, or by a click on one of its terms", async () => {
    mockFetch({ [URL]: { body: CLUSTERS_FIXTURE } });
    await render("/clusters?q=guns");
    await screen.findByRole("img", { name: /Graph of 7 terms in 2 clusters/ });
    await waitFor(() => expect(drawn.nodeReducer).not.toBeNull());
    expect(colorOf("#guncontrolnow")).toBe("x");

    const buttons = () => screen.getAllByTestId("cluster-button") as [HTMLElement, HTMLElement];
    const pressed = () => buttons().map((b) => b.getAttribute("aria-pressed"));
    // Native buttons: in the tab order, pressed by Enter and Space.
    expect(buttons().map((b) => b.tagName)).toEqual(["BUTTON", "BUTTON"]);
    buttons()[0].focus();
    expect(document.activeElement).toBe(buttons()[0]);
    // Hovering a term highlights its cluster while the pointer stays.
    act(() => drawn.handlers.get("enterNode")?.({ node: "#2a" }));
    expect(colorOf("#guncontrolnow")).not.toBe("x");
    act(() => drawn.handlers.get("leaveNode")?.({ node: "#2a" }));
    expect(colorOf("#guncontrolnow")).toBe("x");
    fireEvent.click(buttons()[1]);
    expect(pressed()).toEqual(["false", "true"]);
    expect(screen.getByText(/Highlighted: cluster 2, #guncontrolnow/)).toBeTruthy();
    expect(colorOf("#guncontrolnow")).toBe("x");
    expect(colorOf("#2a")).not.toBe("x");

    // A click on a term of the first cluster highlights that one; on the background, none.
    act(() => drawn.handlers.get("clickNode")?.({ node: "#2a" }));
    expect(pressed()).toEqual(["true", "false"]);
    expect(colorOf("#2a")).toBe("x");
    expect(colorOf("#guncontrolnow")).not.toBe("x");
    act(() => drawn.handlers.get("clickStage")?.({ node: "" }));
    expect(pressed()).toEqual(["false", "false"]);
    expect(colorOf("#guncontrolnow")).toBe("x");
  });

  it("says when nothing matches, and shows the server's refusal", async () => {
    mockFetch({
      [URL]: (init) =>
        String(init.body).includes("nothing")
          ? { body: { ...CLUSTERS_FIXTURE, matched_posts: 0, sampled_posts: 0, nodes: [], edges: [], clusters: [] } }
          : { status: 400, body: { detail: "Unclosed quote" } },
    });
    await render("/clusters?q=nothing");
    expect(await screen.findByText("No posts in the data store match this query")).toBeTruthy();
    cleanup();
    await render('/clusters?q="open');
    expect(await screen.findByText("Unclosed quote")).toBeTruthy();
  });

  it("asks for the accounts' graph, keeps it in the link, and says when no follow links them", async () => {
    const calls = mockFetch({
      [URL]: (init) =>
        String(init.body).includes("accounts")
          ? { body: { ...CLUSTERS_FIXTURE, graph: "accounts", nodes: [], edges: [], clusters: [] } }
          : { body: CLUSTERS_FIXTURE },
    });
    const { router } = await render("/clusters?q=guns");
    await screen.findByText("2 clusters of 7 terms in 156 posts");
    fireEvent.click(screen.getByRole("radio", { name: "Accounts linked by follows" }));
    fireEvent.click(screen.getByRole("button", { name: "Find clusters" }));
    expect(await screen.findByText("No links between these accounts")).toBeTruthy();
    expect(router.state.location.search).toBe("?q=guns&graph=accounts");
    expect(calls.at(-1)?.body).toEqual({ query: "guns", graph: "accounts" });
    expect(screen.getByRole("radiogroup", { name: "Graph of" })).toBeTruthy();
  });

  it("names the accounts' graph's columns and hint for accounts", async () => {
    mockFetch({ [URL]: { body: { ...CLUSTERS_FIXTURE, graph: "accounts" } } });
    await render("/clusters?q=guns&graph=accounts");
    expect(await screen.findByText("2 clusters of 7 accounts in 156 posts")).toBeTruthy();
    expect(screen.getByText(/Hover an account to highlight its cluster/)).toBeTruthy();
    expect(screen.queryByRole("columnheader", { name: /^Terms/ })).toBeNull();
    expect(screen.getAllByRole("columnheader", { name: /^Accounts/ })).toHaveLength(2);
  });

  it("reads in Japanese", async () => {
    mockFetch({ [URL]: { body: CLUSTERS_FIXTURE } });
    await render("/clusters?q=guns", "ja");
    expect(await screen.findByText("156 件の投稿の 7 語から 2 個のクラスター")).toBeTruthy();
    expect(screen.getByRole("button", { name: "クラスターを探す" })).toBeTruthy();
  });
});

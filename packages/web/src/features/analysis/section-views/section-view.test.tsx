import "../../../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { SectionName, SectionResult } from "@xa/core";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/setup.ts";
import { FIXTURES } from "../../../test/section-fixtures.ts";
import { SectionView } from "./section-view.tsx";

function show(name: SectionName, result: SectionResult) {
  return render(
    <MantineProvider>
      <SectionView name={name} result={result} />
    </MantineProvider>,
  );
}

describe("SectionView", () => {
  beforeAll(async () => {
    await i18n.changeLanguage("en");
    // jsdom has no layout or canvas: give charts a size, and ECharts' text measuring nothing to draw on.
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(300);
  });
  afterAll(() => vi.restoreAllMocks());
  afterEach(cleanup);

  it("shows the base caption and method of every section", () => {
    show("countries", FIXTURES.countries);
    expect(screen.getByTestId("section-base").textContent).toBe("Based on 1,204 accounts: followers of @x");
    expect(screen.getByTestId("section-method").textContent).toBe("Method: Parsed from the profile location");
  });

  it("shows 'No results' for an empty section, with its note and unknown share", () => {
    show("genders", { ...FIXTURES.genders, items: [], note: "No names to read genders from." });
    expect(screen.getByText("No results")).toBeTruthy();
    expect(screen.getByTestId("section-note").textContent).toBe("No names to read genders from.");
    expect(screen.getByTestId("section-unknown").textContent).toBe("Unknown: 17% of 1,204 accounts");
  });

  it("draws a distribution with its unknown share apart", () => {
    show("genders", FIXTURES.genders);
    expect(screen.getByRole("img", { name: "Bar chart of shares" })).toBeTruthy();
    expect(screen.getByTestId("section-unknown").textContent).toBe("Unknown: 17% of 1,204 accounts");
    expect(screen.getByText("Shares are of the 1,000 accounts whose value is known.")).toBeTruthy();
  });

  it("draws countries as a world map and a table named in the UI language", async () => {
    show("countries", FIXTURES.countries);
    // The chart's code and the map's shapes load lazily; under load (a full suite on a small machine)
    // that is slow, hence the long timeouts.
    const map = await screen.findByRole("img", { name: "World map of Countries" }, { timeout: 15_000 });
    await waitFor(() => expect(map.querySelectorAll("path").length).toBeGreaterThan(100), { timeout: 10_000 });
    const table = screen.getByRole("table", { name: "Countries" });
    expect(within(table).getByText("United States")).toBeTruthy();
    expect(within(table).getByText("65%")).toBeTruthy();
  }, 30_000);

  it("draws a count as a big number", () => {
    show("audience_size", FIXTURES.audience_size);
    expect(screen.getByTestId("section-count").textContent).toBe("1,204");
    expect(screen.getByText("accounts in the audience")).toBeTruthy();
  });

  it("ranks terms with counts, shares and lift", () => {
    show("seo", FIXTURES.seo);
    const table = screen.getByRole("table", { name: "SEO keywords" });
    expect(within(table).getByRole("columnheader", { name: /Lift/ })).toBeTruthy();
    expect(within(table).getByText("×3.5")).toBeTruthy();
    expect(within(table).getByText("25%")).toBeTruthy();
    expect(screen.getByTestId("section-base").textContent).toBe("Based on 80 posts: posts of the audience");
  });

  it("ranks subreddits as r/name with their posts, authors and share", () => {
    show("subreddits", {
      kind: "terms",
      base: { unit: "posts", count: 40, description: "Reddit posts and comments among the posts matching espresso" },
      method: "Grouped by subreddit",
      items: [
        { term: "espresso", count: 25, share: 0.625, authors: 7 },
        { term: "Coffee", count: 15, share: 0.375, authors: 9 },
      ],
    });
    const table = screen.getByRole("table", { name: "Subreddits" });
    expect(within(table).getByRole("columnheader", { name: /Subreddit/ })).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: /Authors/ })).toBeTruthy();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent)
          .slice(0, 5),
      ),
    ).toEqual([
      ["1", "r/espresso", "25", "7", "62.5%"],
      ["2", "r/Coffee", "15", "9", "37.5%"],
    ]);
  });

  it("shows the subreddits' note, not an empty table, when the store holds no Reddit data", () => {
    const note = "This store holds no Reddit data, so there is no subreddit to show.";
    show("subreddits", { kind: "terms", base: { unit: "posts", count: 0, description: "" }, note, items: [] });
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByTestId("section-note").textContent).toBe(note);
  });

  it("lists accounts linked to X with their score, sortable and selectable", () => {
    show("similar_accounts", FIXTURES.similar_accounts);
    const table = screen.getByRole("table", { name: "Similar accounts" });
    expect(within(table).getByRole("link", { name: "@adidas" }).getAttribute("href")).toBe("https://x.com/adidas");
    expect(within(table).getByText("42%")).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: /Overlap/ })).toBeTruthy();
    fireEvent.click(within(table).getByRole("checkbox", { name: "Select all rows" }));
    expect(screen.getByText("2 rows selected")).toBeTruthy();
  });

  it("orders posts by likes, or by date after 'Latest'", () => {
    show("posts", FIXTURES.posts);
    const texts = () =>
      screen.getAllByTestId("post-card").map((card) => within(card).getByText(/^text of/).textContent);
    expect(texts()).toEqual(["text of old-top", "text of middle", "text of newest"]);
    fireEvent.click(screen.getByText("Latest"));
    expect(texts()).toEqual(["text of newest", "text of middle", "text of old-top"]);
    const first = screen.getAllByTestId("post-card")[0];
    expect(first && within(first).getByRole("link", { name: "Open post on X" }).getAttribute("href")).toBe(
      "https://x.com/alice/status/newest",
    );
    expect(first && within(first).getByText("Positive")).toBeTruthy();
  });

  it("draws a series with its totals", () => {
    show("conversation_volume", FIXTURES.conversation_volume);
    const stats = screen.getByTestId("section-stats");
    expect(within(stats).getByText("12")).toBeTruthy();
    expect(within(stats).getByText("+2")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Line chart of Conversation volume over time" })).toBeTruthy();
  });

  it("draws sentiment totals with their shares and the stacked chart", () => {
    show("sentiment_analysis", FIXTURES.sentiment_analysis);
    expect(screen.getByText("Positive · 50%")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Stacked chart of sentiment over time" })).toBeTruthy();
  });

  it("draws share of voice as bars, volume lines and a table", () => {
    show("share_of_voice", FIXTURES.share_of_voice);
    expect(screen.getByRole("img", { name: "Bar chart of shares" })).toBeTruthy();
    expect(screen.getByText("Also counts: #nike")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Share of voice" })).toBeTruthy();
  });

  it("draws a profile header", () => {
    show("profile", FIXTURES.profile);
    expect(screen.getByText("Just do it")).toBeTruthy();
    expect(screen.getByText("1.5M")).toBeTruthy();
    expect(screen.getByText("Demo account")).toBeTruthy();
  });

  it("reads in Japanese", async () => {
    await i18n.changeLanguage("ja");
    show("countries", FIXTURES.countries);
    expect(screen.getByTestId("section-unknown").textContent).toBe("不明：1,204件のアカウントのうち23%");
    expect(within(screen.getByRole("table", { name: "国" })).getByText("日本")).toBeTruthy();
    await i18n.changeLanguage("en");
  });
});

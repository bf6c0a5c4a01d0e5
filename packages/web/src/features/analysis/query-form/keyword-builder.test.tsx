import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { testUser } from "../../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { KeywordBuilder } from "./keyword-builder.tsx";

const user = testUser({ memberships: [] });

let current = "";
function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  current = value;
  return <KeywordBuilder value={value} onChange={setValue} submitProblem={null} />;
}

const render = (initial?: string) => renderRoutes([{ path: "/", element: <Harness initial={initial} /> }], "/");
const queryText = () => screen.getByLabelText("Query text") as HTMLTextAreaElement;

/** The terms shown as pills, in page order. */
const pills = () => [...document.querySelectorAll(".mantine-TagsInput-pill")].map((pill) => pill.textContent);

function addTerm(label: string, term: string) {
  const input = screen.getByRole("combobox", { name: label });
  // Mantine ignores changes to an input that is not focused (it takes them for autofill).
  act(() => input.focus());
  fireEvent.change(input, { target: { value: term } });
  fireEvent.keyDown(input, { key: "Enter" });
}

describe("keyword builder", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("builds the query text from groups, exclusions and the extra keyword", async () => {
    mockFetch({});
    await render();
    addTerm("Group 1: all of these", "nike");
    addTerm("Group 1: all of these", "air max");
    expect(queryText().value).toBe('(nike AND "air max")');

    fireEvent.click(screen.getByRole("button", { name: "Add an OR group" }));
    addTerm("Group 2: all of these", "#sneakers");
    addTerm("Exclude (NOT)", "fake");
    expect(queryText().value).toBe('(nike AND "air max") OR #sneakers NOT fake');

    fireEvent.change(screen.getByRole("textbox", { name: "Extra keyword" }), { target: { value: "sale" } });
    expect(current).toBe('(nike AND "air max" AND sale) OR (#sneakers AND sale) NOT fake');
    fireEvent.click(screen.getByRole("radio", { name: "OR" }));
    expect(current).toBe('(nike AND "air max") OR #sneakers OR sale NOT fake');

    fireEvent.click(screen.getByRole("button", { name: "Remove group 2" }));
    expect(current).toBe('(nike AND "air max") OR sale NOT fake');
  });

  it("expands synonyms of a word into groups", async () => {
    mockFetch({});
    await render();
    addTerm("Group 1: all of these", "nike");
    addTerm("Group 1: all of these", "shoes");
    fireEvent.click(screen.getByRole("button", { name: "Synonyms" }));
    await screen.findByRole("combobox", { name: "Synonyms of shoes" });
    addTerm("Synonyms of shoes", "sneakers");
    expect(current).toBe("(nike AND shoes) OR (nike AND sneakers)");
  });

  it("reads text typed by hand back into the builder", async () => {
    mockFetch({});
    await render("kpop");
    expect(pills()).toEqual(["kpop"]);
    fireEvent.change(queryText(), { target: { value: "(adidas AND run) OR puma NOT #ad" } });
    expect(pills()).toEqual(["adidas", "run", "puma", "#ad"]);
    expect(screen.getByRole("combobox", { name: "Group 2: all of these" })).toBeTruthy();
  });

  it("shows a syntax error near the field once the user leaves it", async () => {
    mockFetch({});
    await render();
    fireEvent.change(queryText(), { target: { value: "nike AND" } });
    fireEvent.blur(queryText());
    expect(await screen.findByText(/"AND" needs a term after it/)).toBeTruthy();
    expect(queryText().getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(queryText(), { target: { value: "nike AND run" } });
    await waitFor(() => expect(screen.queryByText(/needs a term/)).toBeNull());
  });

  it("shows each group's and exclusion's count and the total, 500 ms after typing stops", async () => {
    const calls = mockFetch({
      // Counts are for signed-in users; signed out the call would be refused.
      "GET /api/user/me/": { body: user },
      "POST /api/external/keyword-explain/": {
        body: {
          query: "#kpop OR lisa NOT sasaeng",
          start_date: "2026-01-01T00:00:00.000Z",
          end_date: "2026-01-31T00:00:00.000Z",
          total: 41,
          groups: [
            { query: "#kpop", count: 38 },
            { query: "lisa", count: 12 },
          ],
          exclusions: [{ term: "sasaeng", count: 9 }],
        },
      },
    });
    await render();
    fireEvent.change(queryText(), { target: { value: "#kpop OR lisa NOT sasaeng" } });
    expect(calls.filter((c) => c.url.includes("keyword-explain"))).toHaveLength(0);
    expect(await screen.findByText("41 matching posts in total", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("38 posts")).toBeTruthy();
    expect(screen.getByText("12 posts")).toBeTruthy();
    expect(screen.getByText("9 posts")).toBeTruthy();
    const explain = calls.filter((c) => c.url.includes("keyword-explain"));
    expect(explain).toHaveLength(1);
    expect(explain[0]?.body).toMatchObject({ query: "#kpop OR lisa NOT sasaeng" });
    await act(async () => {});
  });
});

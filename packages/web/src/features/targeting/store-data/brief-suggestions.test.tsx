import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { type AutopilotRequest, autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { BriefSuggestions, withSuggestion } from "./brief-suggestions.tsx";

const SUGGESTIONS = {
  handles: [{ term: "kumo_roasters", name: "Kumo Roasters", count: 52_000 }],
  keywords: [{ term: "pour over", name: null, count: 410 }],
  hashtags: [{ term: "latteart", name: null, count: 230 }],
  demo: true,
};

function Brief({ initial }: { initial: AutopilotRequest }) {
  const [draft, setDraft] = useState(initial);
  return (
    <>
      <output data-testid="brief">{JSON.stringify(draft)}</output>
      <BriefSuggestions draft={draft} onChange={setDraft} />
    </>
  );
}

describe("the autopilot's suggestions from the store", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("adds a picked term to a written brief, labelled as the demo world's", async () => {
    mockFetch({ "GET /api/social/suggestions/": { body: SUGGESTIONS } });
    const initial = autopilotRequest.parse({ description: "Coffee lovers" });
    await renderRoutes([{ path: "/", element: <Brief initial={initial} /> }], "/");
    const list = await screen.findByTestId("store-suggestions", {}, { timeout: 5000 });
    expect(within(list).getByText("Demo data")).toBeTruthy();
    fireEvent.click(within(list).getByRole("button", { name: "#latteart" }));
    fireEvent.click(within(list).getByRole("button", { name: "@kumo_roasters" }));
    const brief = JSON.parse(screen.getByTestId("brief").textContent ?? "{}") as AutopilotRequest;
    expect(brief.description).toBe("Coffee lovers #latteart @kumo_roasters");
  });

  it("says so, in Japanese too, when the store holds nothing yet", async () => {
    mockFetch({ "GET /api/social/suggestions/": { body: { handles: [], keywords: [], hashtags: [], demo: false } } });
    await renderRoutes([{ path: "/", element: <Brief initial={autopilotRequest.parse({})} /> }], "/", "ja");
    expect(await screen.findByText(/ストアにはまだ投稿がありません/, {}, { timeout: 5000 })).toBeTruthy();
  });

  it("fills keyword groups and handles of a keyword brief, each once", () => {
    let draft = autopilotRequest.parse({ create_audience_option: "keywords", keyword_groups: [] });
    draft = withSuggestion(draft, "keyword", "pour over");
    draft = withSuggestion(draft, "hashtag", "latteart");
    draft = withSuggestion(draft, "hashtag", "latteart");
    draft = withSuggestion(draft, "handle", "kumo_roasters");
    draft = withSuggestion(draft, "handle", "kumo_roasters");
    expect(draft.keyword_groups).toEqual([["pour over"], ["#latteart"]]);
    expect(draft.handles).toEqual(["kumo_roasters"]);
  });
});

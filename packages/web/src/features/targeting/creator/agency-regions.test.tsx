import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { initialDraft } from "./creator-panel.tsx";
import { StepWhere } from "./step-where.tsx";

const region = (id: string, name: string, codes: string[]) => ({
  id,
  name,
  is_single_country: codes.length === 1 && id === codes[0],
  country_codes: codes,
});
const regions = {
  audience_regions: [
    region("m49:142", "Asia", ["JP", "SG"]),
    region("m49:009", "Oceania", ["AU", "NZ"]),
    region("NL", "Netherlands", ["NL"]),
  ],
  total: 3,
  source: { name: "UN M49", url: "https://unstats.un.org/unsd/methodology/m49/", licence: "public" },
  available: true,
  note: null,
};

function Harness({ start }: { start: AutopilotRequest }) {
  const [draft, setDraft] = useState(start);
  return (
    <>
      <StepWhere draft={draft} onChange={setDraft} />
      <output data-testid="regions">{draft.selected_regions.join(",")}</output>
    </>
  );
}

describe("the creator's regions on an agency's host", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("starts from the agency's regions, unless an analysis or the caller brings the audience", () => {
    expect(initialDraft({}, ["m49:142", "m49:009"]).selected_regions).toEqual(["m49:142", "m49:009"]);
    expect(initialDraft({}, []).selected_regions).toEqual([]);
    expect(initialDraft({ selected_regions: ["NL"] }, ["m49:142"]).selected_regions).toEqual(["NL"]);
    const analysis = {
      query_type: "keyword" as const,
      query: "coffee",
      start_date: "2026-01-01T00:00:00.000Z",
      end_date: "2026-01-31T00:00:00.000Z",
    };
    expect(initialDraft({ analysis }, ["m49:142"]).selected_regions).toEqual([]);
  });

  it("shows preselected regions by name, keeps their ids, and lets the user change them", async () => {
    mockFetch({ "GET /api/audience-regions/?limit=1000&offset=0": { body: regions } });
    const start = initialDraft({}, ["m49:142", "m49:009"]);
    await renderRoutes([{ path: "/", element: <Harness start={start} /> }], "/");
    const pills = () => [...document.querySelectorAll(".mantine-Pill-label")].map((pill) => pill.textContent);
    await waitFor(() => expect(pills()).toEqual(["Asia", "Oceania"]));
    expect(screen.getByTestId("regions").textContent).toBe("m49:142,m49:009");
    const remove = document.querySelector(".mantine-Pill-remove") as HTMLElement;
    fireEvent.click(remove);
    expect(pills()).toEqual(["Oceania"]);
    expect(screen.getByTestId("regions").textContent).toBe("m49:009");
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { GLOBAL_COUNTRY } from "@xa/core";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { CountryField } from "./query-inputs.tsx";

function Harness() {
  const [country, setCountry] = useState(GLOBAL_COUNTRY);
  return (
    <>
      <CountryField
        draft={{ country } as Parameters<typeof CountryField>[0]["draft"]}
        set={(patch) => setCountry(patch.country ?? country)}
      />
      <output data-testid="picked">{country}</output>
    </>
  );
}

describe("the analysis's country field", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("offers United Kingdom for UK, and picks GB", async () => {
    mockFetch({});
    await renderRoutes([{ path: "/", element: <Harness /> }], "/");
    const input = screen
      .getAllByLabelText("Country")
      .find(
        (e) => e.tagName === "INPUT" && !(e as HTMLInputElement).readOnly && e.getAttribute("type") !== "hidden",
      ) as HTMLInputElement;
    act(() => input.focus());
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: "UK" } });
    const option = await screen.findByRole("option", { name: "United Kingdom", hidden: true });
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByTestId("picked").textContent).toBe("GB"));
  });
});

import { cleanup, fireEvent, screen } from "@testing-library/react";
import { type AutopilotRequest, autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { AutopilotStepper } from "./autopilot-stepper.tsx";

function Harness({ onSubmit }: { onSubmit: (draft: AutopilotRequest) => void }) {
  const [draft, setDraft] = useState(() => autopilotRequest.parse({}));
  return <AutopilotStepper draft={draft} onChange={setDraft} onSubmit={() => onSubmit(draft)} submitting={false} />;
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));
const stepButton = (name: RegExp) => screen.getAllByRole("button").find((b) => name.test(b.textContent ?? ""));

describe("the creator's stepper", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("goes forward only from a valid step, back one step, revisits but never jumps ahead, and submits last", async () => {
    mockFetch({});
    const onSubmit = vi.fn();
    await renderRoutes([{ path: "/", element: <Harness onSubmit={onSubmit} /> }], "/");
    expect(await screen.findByText("How will you describe the audience?")).toBeTruthy();

    // A later step cannot be opened before it is reached.
    const where = stepButton(/Who and where/);
    if (where) fireEvent.click(where);
    expect(screen.getByText("How will you describe the audience?")).toBeTruthy();

    next();
    const brief = await screen.findByLabelText(/Campaign brief/);
    next();
    expect(await screen.findByText("Write at least 10 characters about the campaign.")).toBeTruthy();
    expect(screen.getByLabelText(/Campaign brief/)).toBe(brief);

    fireEvent.change(brief, { target: { value: "specialty coffee lovers who brew pour over at home" } });
    next();
    expect(await screen.findByText("US states and GB regions")).toBeTruthy();

    // Back one step keeps what was written; the completed step ahead can be revisited.
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText(/Campaign brief/) as HTMLTextAreaElement).value).toContain("pour over");
    const reached = stepButton(/Who and where/);
    if (reached) fireEvent.click(reached);
    expect(await screen.findByText("US states and GB regions")).toBeTruthy();

    next();
    expect(await screen.findByText("I will give")).toBeTruthy();
    const generate = screen.getByRole("button", { name: "Generate package" });
    fireEvent.click(generate);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      create_audience_option: "description",
      description: "specialty coffee lovers who brew pour over at home",
      order: "balanced",
      gender: "ANY",
      age: "AGE_ANY",
      size_option: "budget",
      budget: null,
    });
  });

  it("asks a keyword brief for at least one term, handle or job title", async () => {
    mockFetch({});
    await renderRoutes([{ path: "/", element: <Harness onSubmit={() => {}} /> }], "/");
    fireEvent.click(await screen.findByLabelText("With keywords and handles"));
    next();
    await screen.findByText("Their followers and engagers join the audience.");
    next();
    expect(await screen.findByText("Give at least one keyword group, handle or job title.")).toBeTruthy();
  });
});

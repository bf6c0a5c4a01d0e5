import "../../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EChart } from "./e-chart.tsx";
import { echarts } from "./echarts-setup.ts";
import { timeSeriesOption } from "./time-series-option.ts";

describe("EChart", () => {
  afterEach(cleanup);

  it("draws an option as SVG inside a labelled image", () => {
    // jsdom has no canvas; ECharts only measures text with it.
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(200);
    const option = timeSeriesOption(
      [
        {
          key: "posts",
          label: "Posts",
          points: [
            ["2026-10-01", 1],
            ["2026-10-02", 3],
          ],
        },
      ],
      { formatValue: String },
    );
    const draw = (scheme: "light" | "dark") =>
      render(
        <MantineProvider forceColorScheme={scheme}>
          <EChart option={option} label={`Posts over time (${scheme})`} />
        </MantineProvider>,
      );
    const labelColor = (scheme: "light" | "dark") =>
      screen
        .getByRole("img", { name: `Posts over time (${scheme})` })
        .querySelector("text")
        ?.getAttribute("fill");

    const light = draw("light");
    const image = screen.getByRole("img", { name: "Posts over time (light)" });
    expect(image.querySelector("svg")).toBeTruthy();
    expect(image.querySelectorAll("path").length).toBeGreaterThan(0);
    draw("dark");
    // the dark theme draws axis labels in a light colour
    expect(labelColor("dark")).not.toBe(labelColor("light"));

    // and follows a theme change after the chart was drawn
    const before = labelColor("light");
    light.rerender(
      <MantineProvider forceColorScheme="dark">
        <EChart option={option} label="Posts over time (light)" />
      </MantineProvider>,
    );
    // ECharts repaints a theme change on the next animation frame, which jsdom never runs
    echarts
      .getInstanceByDom(screen.getByRole("img", { name: "Posts over time (light)" }))
      ?.getZr()
      .flush();
    expect(labelColor("light")).not.toBe(before);
    expect(labelColor("light")).toBe(labelColor("dark"));
    vi.restoreAllMocks();
  });
});

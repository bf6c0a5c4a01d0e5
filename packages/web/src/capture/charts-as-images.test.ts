import { describe, expect, it } from "vitest";
import { CHART_ATTRIBUTE, chartsAsImages } from "./charts-as-images.ts";

const SVG = "http://www.w3.org/2000/svg";

function chart(withImage = false): { box: HTMLElement; svg: SVGSVGElement } {
  const box = document.createElement("div");
  box.setAttribute(CHART_ATTRIBUTE, "");
  const svg = document.createElementNS(SVG, "svg");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", "M0 0L10 10");
  path.setAttribute("fill", "#5470c6");
  svg.append(path);
  if (withImage) svg.append(document.createElementNS(SVG, "image"));
  box.append(svg);
  return { box, svg };
}

describe("charts drawn as one image for a capture", () => {
  it("puts each chart's SVG aside for an image of it, and back", () => {
    const root = document.createElement("section");
    const first = chart();
    const second = chart();
    const other = document.createElementNS(SVG, "svg");
    root.append(first.box, second.box, other);
    const putBack = chartsAsImages(root);
    const images = root.querySelectorAll("img");
    expect(images).toHaveLength(2);
    const src = decodeURIComponent(images[0]?.getAttribute("src") ?? "");
    expect(src.startsWith("data:image/svg+xml;charset=utf-8,<svg")).toBe(true);
    expect(src).toContain('d="M0 0L10 10"');
    expect(src).toContain('xmlns="http://www.w3.org/2000/svg"');
    // An SVG that is not a chart's stays.
    expect(root.contains(other)).toBe(true);
    putBack();
    expect(root.querySelectorAll("img")).toHaveLength(0);
    expect(first.box.firstChild).toBe(first.svg);
    expect(second.box.firstChild).toBe(second.svg);
  });

  it("leaves a chart holding images of its own as it is", () => {
    const root = document.createElement("section");
    const withImage = chart(true);
    root.append(withImage.box);
    chartsAsImages(root)();
    expect(withImage.box.firstChild).toBe(withImage.svg);
    expect(root.querySelectorAll("img")).toHaveLength(0);
  });

  it("swaps the charts of several roots at once, and puts them all back", () => {
    const roots = [document.createElement("section"), document.createElement("section")];
    const charts = [chart(), chart(), chart()];
    roots[0]?.append(charts[0]?.box as HTMLElement);
    roots[1]?.append(charts[1]?.box as HTMLElement, charts[2]?.box as HTMLElement);
    const putBack = chartsAsImages(...roots);
    expect(roots.map((root) => root.querySelectorAll("img").length)).toEqual([1, 2]);
    putBack();
    expect(charts.every(({ box, svg }) => box.firstChild === svg)).toBe(true);
  });
});

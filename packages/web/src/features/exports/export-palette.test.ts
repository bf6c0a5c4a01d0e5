import "../../test/setup-dom.ts";
import { afterEach, describe, expect, it } from "vitest";
import { applyPalette, paletteScheme, schemeVariables } from "./export-palette.ts";

describe("export palette", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("draws light text on black and dark text on transparent", () => {
    expect(paletteScheme("black")).toBe("dark");
    expect(paletteScheme("transparent")).toBe("light");
  });

  it("reads a scheme's custom properties from the page's style sheets", () => {
    const style = document.createElement("style");
    style.textContent = `
      :root[data-mantine-color-scheme='dark'] { --mantine-color-text: #c9c9c9; color: red; }
      :root[data-mantine-color-scheme='light'] { --mantine-color-text: #000000; }`;
    document.head.append(style);
    expect([...schemeVariables("dark")]).toEqual([["--mantine-color-text", "#c9c9c9"]]);
    expect(schemeVariables("light").get("--mantine-color-text")).toBe("#000000");
  });

  it("gives a node the scheme for the capture, hides skipped parts, and puts everything back", () => {
    const style = document.createElement("style");
    style.textContent = ":root[data-mantine-color-scheme='dark'] { --mantine-color-text: #c9c9c9; }";
    document.head.append(style);
    document.body.innerHTML = `<section style="color: blue"><div data-export-skip>tools</div><p>text</p></section>`;
    const node = document.querySelector("section") as HTMLElement;
    const skipped = document.querySelector("[data-export-skip]") as HTMLElement;

    const restore = applyPalette(node, "dark");
    expect(node.getAttribute("data-mantine-color-scheme")).toBe("dark");
    expect(node.style.getPropertyValue("--mantine-color-text")).toBe("#c9c9c9");
    expect(node.style.getPropertyValue("--mantine-color-body")).toBe("transparent");
    expect(skipped.style.display).toBe("none");

    restore();
    expect(node.hasAttribute("data-mantine-color-scheme")).toBe(false);
    expect(node.style.getPropertyValue("--mantine-color-text")).toBe("");
    expect(node.style.color).toBe("blue");
    expect(skipped.style.display).toBe("");
  });
});

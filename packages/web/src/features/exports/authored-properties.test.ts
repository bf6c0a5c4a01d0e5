import { afterEach, describe, expect, it } from "vitest";
import { authoredProperties } from "./authored-properties.ts";

describe("the properties a page may set", () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it("reads its rules, nested ones and keyframes included, inline styles and attributes", () => {
    const style = document.createElement("style");
    style.textContent = `.a { margin-top: 0; color: red }
      @media (min-width: 1px) { .b { opacity: 0.5 } }
      @keyframes spin { from { transform: rotate(0deg) } to { transform: rotate(360deg) } }`;
    document.head.append(style);
    const box = document.createElement("div");
    box.style.setProperty("letter-spacing", "1px");
    const icon = document.createElementNS("http://www.w3.org/2000/svg", "path");
    icon.setAttribute("stroke-width", "2");
    box.append(icon);
    document.body.append(box);
    const names = authoredProperties(document.styleSheets, document.querySelectorAll("*"));
    for (const name of ["margin-top", "color", "opacity", "transform", "letter-spacing", "stroke-width"])
      expect(names?.has(name), name).toBe(true);
    // Set by markup alone (lang, a table's align), whatever the styles.
    expect(names?.has("-webkit-locale")).toBe(true);
    expect(names?.has("text-align")).toBe(true);
    expect(names?.has("clip-path")).toBe(false);
    expect(names?.has("word-spacing")).toBe(false);
  });

  it("gives up when a style sheet cannot be read or an element has its own", () => {
    const unreadable = {
      get cssRules(): CSSRuleList {
        throw new DOMException("cross-origin", "SecurityError");
      },
    } as CSSStyleSheet;
    expect(authoredProperties([unreadable], [])).toBeNull();
    const host = document.createElement("div");
    host.attachShadow({ mode: "open" });
    expect(authoredProperties([], [host])).toBeNull();
  });
});

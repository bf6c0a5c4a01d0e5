import { EXPORT_SKIP_ATTRIBUTE } from "../../capture/export-skip.ts";
import type { ChartScheme } from "../../components/charts/chart-scheme.tsx";
import type { CaptureBackground } from "./capture-node-png.ts";

/**
 * The scheme an image is drawn in for its background: light text on black; dark text on transparent, since a
 * transparent image is laid on a page, most often a light one (a slide, a document).
 */
export function paletteScheme(background: CaptureBackground): ChartScheme {
  return background === "black" ? "dark" : "light";
}

const SCHEME_ATTRIBUTE = "data-mantine-color-scheme";

/**
 * Where the kit's own colours fall under 4.5:1 on the export's background: its light dimmed grey and link blue
 * are made for a white page seen on screen, too faint once the image is laid on a slide.
 */
const READABLE_OVERRIDES: Record<ChartScheme, Record<string, string>> = {
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-anchor": "var(--mantine-color-blue-9)",
  },
  dark: {},
};

/**
 * The CSS custom properties the UI kit defines for a scheme on the page root (text, body, dimmed, borders, ...),
 * read from the loaded style sheets so they stay the kit's own values whatever its version.
 */
export function schemeVariables(scheme: ChartScheme, sheets: Iterable<CSSStyleSheet> = document.styleSheets) {
  const variables = new Map<string, string>();
  const selector = new RegExp(`:root\\[${SCHEME_ATTRIBUTE}=["']${scheme}["']\\]`);
  for (const sheet of sheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a cross-origin sheet cannot be read; the kit's own are same-origin
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSStyleRule) || !selector.test(rule.selectorText)) continue;
      for (const name of rule.style) {
        if (name.startsWith("--")) variables.set(name, rule.style.getPropertyValue(name));
      }
    }
  }
  return variables;
}

/**
 * Gives a node the look of `scheme` for a capture, whatever the app shows: the scheme's variables set on the
 * node (they cascade to its content), text colour and surface, and the elements kept out of images hidden, so
 * the layout is measured without them (hidden only in the copy, they would leave an empty block). Several nodes
 * pass the `variables` read once. Returns the function that puts everything back.
 */
export function applyPalette(
  node: HTMLElement,
  scheme: ChartScheme,
  variables: ReadonlyMap<string, string> = schemeVariables(scheme),
): () => void {
  const restore: (() => void)[] = [];
  const setStyle = (element: HTMLElement, name: string, value: string) => {
    const before = element.style.getPropertyValue(name);
    const priority = element.style.getPropertyPriority(name);
    element.style.setProperty(name, value, "important");
    restore.push(() => element.style.setProperty(name, before, priority));
  };
  const previousScheme = node.getAttribute(SCHEME_ATTRIBUTE);
  node.setAttribute(SCHEME_ATTRIBUTE, scheme);
  restore.push(() =>
    previousScheme === null
      ? node.removeAttribute(SCHEME_ATTRIBUTE)
      : node.setAttribute(SCHEME_ATTRIBUTE, previousScheme),
  );
  for (const [name, value] of variables) setStyle(node, name, value);
  for (const [name, value] of Object.entries(READABLE_OVERRIDES[scheme])) setStyle(node, name, value);
  // Surfaces inside (post cards, table stripes) sit on the export's background, not on the app's body colour.
  setStyle(node, "--mantine-color-body", "transparent");
  setStyle(node, "color", "var(--mantine-color-text)");
  for (const skipped of node.querySelectorAll<HTMLElement>(`[${EXPORT_SKIP_ATTRIBUTE}]`)) {
    setStyle(skipped, "display", "none");
  }
  return () => {
    for (const undo of restore.reverse()) undo();
  };
}

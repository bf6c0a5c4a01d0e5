/**
 * Properties whose value the page's markup can set without any style: from an attribute (an HTML table's align,
 * bgcolor or border, an element's lang or dir) or from the display a layout gives its children.
 */
const SET_BY_MARKUP = [
  "display",
  "direction",
  "unicode-bidi",
  "-webkit-locale",
  "float",
  "width",
  "height",
  "color",
  "background-color",
  "text-align",
  "vertical-align",
  "white-space-collapse",
  "text-wrap-mode",
  "list-style-type",
  "-webkit-border-horizontal-spacing",
  "-webkit-border-vertical-spacing",
  ...["top", "right", "bottom", "left"].flatMap((side) =>
    ["style", "width", "color"].map((part) => `border-${side}-${part}`),
  ),
];

type RuleLike = {
  style?: unknown;
  cssRules?: Iterable<RuleLike>;
  styleSheet?: { cssRules: Iterable<RuleLike> } | null;
};

function addRules(rules: Iterable<RuleLike>, into: Set<string>) {
  for (const rule of rules) {
    // A style rule, a keyframe, a nested rule: their declarations, shorthands listed as their longhands.
    if (rule.style && typeof rule.style === "object") for (const name of rule.style as Iterable<string>) into.add(name);
    // @media, @supports, @layer, @keyframes, nesting: the rules inside; @import: its sheet's.
    if (rule.cssRules) addRules(rule.cssRules, into);
    if (rule.styleSheet) addRules(rule.styleSheet.cssRules, into);
  }
}

/**
 * The properties the page itself may set on any element: those its style sheets declare (keyframes and nested
 * rules included), those of the elements' inline styles and attributes (an SVG's fill, an image's width), and
 * those markup sets. Any other property has, on every element, the browser's own value, which a copy of the
 * element computes by itself. Null when a style sheet cannot be read (another origin's) or an element has a
 * shadow tree (styled by sheets of its own): then any may be set.
 */
export function authoredProperties(sheets: Iterable<CSSStyleSheet>, elements: Iterable<Element>): Set<string> | null {
  const names = new Set(SET_BY_MARKUP);
  for (const sheet of sheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      return null;
    }
    addRules(rules as Iterable<CSSRule> as Iterable<RuleLike>, names);
  }
  for (const element of elements) {
    // A shadow tree's own style sheets are not the document's.
    if (element.shadowRoot) return null;
    for (const { name } of element.attributes) names.add(name);
    const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
    if (style) for (const name of style) names.add(name);
  }
  return names;
}

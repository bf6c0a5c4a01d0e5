/**
 * Which of an element's computed values (`values`, in the order of the copied property names) its copy in an
 * image can leave out: those its copy computes anyway. A copy sits in a document without the page's style
 * sheets, so left out, a property takes the browser's own value for its tag (`defaults`) or inherits its
 * parent's copy: a value equal to both is the same either way. The root (no `parent`) leaves nothing out, as
 * nothing above it is copied.
 */
export function valuesToLeaveOut(
  values: readonly string[],
  defaults: readonly string[],
  parent: readonly string[] | null,
): Uint8Array {
  const leaveOut = new Uint8Array(values.length);
  if (!parent) return leaveOut;
  for (let i = 0; i < values.length; i++) {
    leaveOut[i] = values[i] === defaults[i] && values[i] === parent[i] ? 1 : 0;
  }
  return leaveOut;
}

/**
 * Attributes left off an element's default twin: those that never change the browser's own styles, and an SVG
 * shape's geometry (a path's d, a transform), which differs per shape and always reads as copied anyway.
 */
const NOT_STYLING = /^(class|style|id|data-.*|aria-.*|role|tabindex|xmlns(:.*)?|d|points|transform|viewbox)$/i;
/** Attributes whose presence may change the browser's own styles (a link, an image) but not their value. */
const PRESENCE_ONLY = /^(href|xlink:href|src|srcset|alt|title|value|placeholder)$/i;

/**
 * The attributes an element's default twin carries: those the browser's own style sheet may read (an input's
 * type, a table cell's align, an SVG's width), with the values that cannot change a style emptied, so that
 * elements differing only there (each icon's path, each image's address) share one twin.
 */
export function twinAttributes(element: Element): [string, string][] {
  const kept: [string, string][] = [];
  for (const { name, value } of element.attributes) {
    if (NOT_STYLING.test(name)) continue;
    kept.push([name, PRESENCE_ONLY.test(name) ? "" : value]);
  }
  return kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** What identifies an element's default twin: its namespace, tag and twin attributes. */
export function twinKey(element: Element): string {
  return `${element.namespaceURI} ${element.localName} ${JSON.stringify(twinAttributes(element))}`;
}

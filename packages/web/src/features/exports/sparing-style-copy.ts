import { authoredProperties } from "./authored-properties.ts";
import { twinAttributes, twinKey, valuesToLeaveOut } from "./style-left-out.ts";

type StyleCopy = {
  /** the nodes being captured, counted (captures of one node may overlap) */
  roots: Map<Element, number>;
  /** html-to-image's list of properties to copy, trimmed to an element's own for the time of its copy */
  list: string[];
  /** all its names, to put back */
  all: readonly string[];
  /** the names read and compared: those the page may set (authoredProperties) */
  names: readonly string[];
  index: Map<string, number>;
  /** computed values read and not yet copied: a parent's are read for its first child, copied after its last */
  values: Map<Element, string[]>;
  /** the browser's own values per default twin */
  defaults: Map<string, string[]>;
  /** where default twins are styled: a shadow root, out of reach of the page's style sheets, never drawn */
  sandbox: ShadowRoot;
  host: HTMLElement;
  pageStyle: typeof window.getComputedStyle;
};

let copy: StyleCopy | null = null;

const read = (style: CSSStyleDeclaration, names: readonly string[]) =>
  names.map((name) => style.getPropertyValue(name));

function valuesOf(c: StyleCopy, element: Element): string[] {
  let values = c.values.get(element);
  if (!values) {
    values = read(c.pageStyle.call(window, element), c.names);
    c.values.set(element, values);
  }
  return values;
}

/** The values the browser itself gives an element of this tag and these attributes, in no page's style. */
function defaultsOf(c: StyleCopy, element: Element): string[] {
  const key = twinKey(element);
  let defaults = c.defaults.get(key);
  if (!defaults) {
    const twin = document.createElementNS(element.namespaceURI, element.localName);
    for (const [name, value] of twinAttributes(element)) {
      try {
        twin.setAttribute(name, value);
      } catch {
        // a name the parser accepted but setAttribute refuses: the twin goes without it
      }
    }
    c.sandbox.append(twin);
    defaults = read(c.pageStyle.call(window, twin), c.names);
    twin.remove();
    c.defaults.set(key, defaults);
  }
  return defaults;
}

function isCaptured(c: StyleCopy, element: Element): boolean {
  for (const root of c.roots.keys()) if (root.contains(element)) return true;
  return false;
}

/** A computed style has no !important: the same answer for every property, without a call into the browser. */
const noPriority = () => "";

/** html-to-image's list of properties back to all of them: a pseudo-element's style is copied whole. */
function untrim(c: StyleCopy) {
  if (c.list.length !== c.all.length) c.list.splice(0, c.list.length, ...c.all);
}

/**
 * An element's computed style as html-to-image reads it to copy: the values its copy computes anyway read as
 * empty, which html-to-image's setProperty turns into nothing written. html-to-image loops over its list of
 * properties right after reading an element's style, a loop as long as the list for every element; so the list
 * (kept by html-to-image from the first capture's settings, the array passed there) is trimmed to the
 * element's own properties until the next read.
 */
function sparingStyle(c: StyleCopy, element: Element): CSSStyleDeclaration {
  const style = c.pageStyle.call(window, element);
  const values = valuesOf(c, element);
  c.values.delete(element);
  const parent = c.roots.has(element) ? null : element.parentElement;
  const leaveOut = valuesToLeaveOut(values, defaultsOf(c, element), parent ? valuesOf(c, parent) : null);
  c.list.length = 0;
  for (let i = 0; i < leaveOut.length; i++) if (!leaveOut[i]) c.list.push(c.names[i] as string);
  const getPropertyValue = (name: string) => {
    const i = c.index.get(name);
    return i === undefined ? style.getPropertyValue(name) : leaveOut[i] ? "" : (values[i] as string);
  };
  return new Proxy(style, {
    get(target, property) {
      if (property === "getPropertyValue") return getPropertyValue;
      if (property === "getPropertyPriority") return noPriority;
      if (property === "cssText") return "";
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function open(list: string[]): StyleCopy {
  const all = [...list];
  const authored = authoredProperties(
    // adoptedStyleSheets is missing in some DOMs (jsdom).
    [...document.styleSheets, ...(document.adoptedStyleSheets ?? [])],
    document.querySelectorAll("*"),
  );
  // A property no style sets has the browser's own value everywhere, which the copy computes too.
  const names = authored ? all.filter((name) => authored.has(name)) : all;
  const host = document.createElement("div");
  host.style.display = "none";
  document.body.append(host);
  const pageStyle = window.getComputedStyle;
  const c: StyleCopy = {
    roots: new Map(),
    list,
    all,
    names,
    index: new Map(names.map((name, i) => [name, i])),
    values: new Map(),
    defaults: new Map(),
    sandbox: host.attachShadow({ mode: "open" }),
    host,
    pageStyle,
  };
  window.getComputedStyle = (element, pseudo) => {
    if (!pseudo && isCaptured(c, element)) return sparingStyle(c, element);
    untrim(c);
    return pageStyle.call(window, element, pseudo);
  };
  return c;
}

function close(c: StyleCopy) {
  untrim(c);
  window.getComputedStyle = c.pageStyle;
  c.host.remove();
}

/**
 * Runs a capture of `root` with html-to-image copying, of each element's computed `names`, only the values its
 * copy would not compute by itself: a few dozen properties rather than hundreds, which is most of a capture's
 * time, in the copy and again when the image draws it. html-to-image has no option for it: it reads each
 * element's style with the global getComputedStyle, so that is wrapped for as long as any capture runs, and
 * answers as before for elements outside the captured nodes. `names` is the array given to html-to-image as
 * includeStyleProperties, always the same one; it holds all its names again once the capture is done.
 */
export async function withSparingStyleCopy<T>(root: HTMLElement, names: string[], run: () => Promise<T>): Promise<T> {
  copy ??= open(names);
  const c = copy;
  c.roots.set(root, (c.roots.get(root) ?? 0) + 1);
  try {
    return await run();
  } finally {
    const left = (c.roots.get(root) ?? 1) - 1;
    if (left > 0) c.roots.set(root, left);
    else c.roots.delete(root);
    if (c.roots.size === 0) {
      close(c);
      copy = null;
    }
  }
}

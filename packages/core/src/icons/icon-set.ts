/**
 * The app's icons, drawn once here: the web renders them as inline SVG and the API serves them
 * (/api/icons/), so both show the same shapes. Line icons on a 24-unit grid, 2-unit round strokes,
 * in the text's colour; a few are filled marks (a brand, the sort arrows).
 */
export type IconShape =
  | { tag: "path"; d: string }
  | { tag: "circle"; cx: number; cy: number; r: number }
  | { tag: "rect"; x: number; y: number; width: number; height: number; rx?: number };

export type AppIcon = {
  /** what the icon stands for where the app uses it */
  description: string;
  viewBox: string;
  /** "stroke": outlined in the text colour; "fill": a solid shape in it */
  paint: "stroke" | "fill";
  shapes: readonly IconShape[];
};

/** The line icons' style, what every "stroke" icon is drawn with. */
export const ICON_STYLE = { grid: 24, strokeWidth: 2, lineCap: "round", lineJoin: "round" } as const;

/** Every icon the web app imports, by name. */
export const APP_ICONS = {
  sun: {
    description: "Switch to the light theme",
    viewBox: "0 0 24 24",
    paint: "stroke",
    shapes: [
      { tag: "circle", cx: 12, cy: 12, r: 4 },
      {
        tag: "path",
        d: "M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
      },
    ],
  },
  moon: {
    description: "Switch to the dark theme",
    viewBox: "0 0 24 24",
    paint: "stroke",
    shapes: [{ tag: "path", d: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" }],
  },
  "x-logo": {
    description: "X, on sign in with X",
    viewBox: "0 0 24 24",
    paint: "fill",
    shapes: [
      {
        tag: "path",
        d: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L2 3h6.3l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5z",
      },
    ],
  },
  expand: {
    description: "Show an analysis card across two columns",
    viewBox: "0 0 24 24",
    paint: "stroke",
    shapes: [{ tag: "path", d: "M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" }],
  },
  collapse: {
    description: "Show an analysis card in one column again",
    viewBox: "0 0 24 24",
    paint: "stroke",
    shapes: [{ tag: "path", d: "M4 14h6v6M20 10h-6V4M14 10l7-7M3 21l7-7" }],
  },
  "image-download": {
    description: "Download an analysis card as an image",
    viewBox: "0 0 24 24",
    paint: "stroke",
    shapes: [
      { tag: "rect", x: 3, y: 3, width: 18, height: 14, rx: 2 },
      { tag: "path", d: "M8 21h8M12 17v4M7 13l3-3 2 2 3-3 2 2" },
    ],
  },
  "ask-ai": {
    description: "Ask the assistant about an analysis card",
    viewBox: "0 0 24 24",
    paint: "stroke",
    shapes: [
      {
        tag: "path",
        d: "M12 3l1.8 4.2L18 9l-4.2 1.8L12 15l-1.8-4.2L6 9l4.2-1.8zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z",
      },
    ],
  },
  "sort-ascending": {
    description: "A table column sorted up (the arrow of the other way dimmed when unsorted)",
    viewBox: "0 0 12 12",
    paint: "fill",
    shapes: [{ tag: "path", d: "M6 1.5 9.5 5h-7z" }],
  },
  "sort-descending": {
    description: "A table column sorted down",
    viewBox: "0 0 12 12",
    paint: "fill",
    shapes: [{ tag: "path", d: "M6 10.5 2.5 7h7z" }],
  },
} as const satisfies Record<string, AppIcon>;

export type AppIconName = keyof typeof APP_ICONS;
export const APP_ICON_NAMES = Object.keys(APP_ICONS) as AppIconName[];

const escapeAttribute = (value: string | number) =>
  String(value).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

function shapeSvg(shape: IconShape): string {
  const { tag, ...attributes } = shape;
  const text = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  return `<${tag}${text}/>`;
}

/** The icon as a standalone SVG document, drawn in `currentColor` as the app draws it. */
export function iconSvg(icon: AppIcon): string {
  const paint =
    icon.paint === "stroke"
      ? `fill="none" stroke="currentColor" stroke-width="${ICON_STYLE.strokeWidth}" stroke-linecap="${ICON_STYLE.lineCap}" stroke-linejoin="${ICON_STYLE.lineJoin}"`
      : `fill="currentColor" stroke="none"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${icon.viewBox}" ${paint}>${icon.shapes.map(shapeSvg).join("")}</svg>`;
}

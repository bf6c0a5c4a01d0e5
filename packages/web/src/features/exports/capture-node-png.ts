import { EXPORT_SKIP_ATTRIBUTE } from "../../capture/export-skip.ts";
import { withImagesThroughDownloader } from "./images-through-downloader.ts";
import { withSparingStyleCopy } from "./sparing-style-copy.ts";

/** Image capture gives each resource fetch (images, fonts) up to 30 s. */
export const CAPTURE_FETCH_TIMEOUT_MS = 30_000;

/** Downloads default to a black background; transparent is the other choice. */
export type CaptureBackground = "black" | "transparent";
export type CaptureOptions = {
  background: CaptureBackground;
  pixelRatio?: number;
  /** the web fonts' CSS, read once for several captures (fontEmbedCss); read from the node when absent */
  fontEmbedCSS?: string;
};

/** True for nodes that belong in the image: everything except elements marked to skip. */
export function keepInCapture(node: Node): boolean {
  return !(node.nodeType === Node.ELEMENT_NODE && (node as Element).hasAttribute(EXPORT_SKIP_ATTRIBUTE));
}

/**
 * Computed style properties that never change a still image: motion, interaction and scrolling. html-to-image
 * copies every computed property of every element into its copy, the most of a capture's work, so these are left
 * out.
 */
const NOT_DRAWN =
  /^(animation|transition|scroll-|overscroll|view-transition|view-timeline|timeline-scope|anchor-|position-try|cursor|caret|pointer-events|touch-action|user-select|-webkit-user-|-webkit-tap-highlight|will-change|interactivity|interpolate-size|speak|app-region|orphans|widows|page$|page-break)/;

/**
 * Logical longhands (margin-block-start, inline-size, border-start-start-radius...): the browser lists each
 * beside the physical one it resolves to, and the physical ones copied already fix it.
 */
const LOGICAL =
  /^((min-|max-)?(block|inline)-size|(margin|padding|inset|border)-(block|inline)-.*|border-(start|end)-(start|end)-radius|overflow-(block|inline)|contain-intrinsic-(block|inline)-size|corner-(start|end)-(start|end)-shape)$/;

/**
 * Of the computed style properties a browser lists, those a capture copies: all but those NOT_DRAWN, the logical
 * twins of physical ones and custom properties (computed values have their var() resolved already, and a page
 * defines hundreds of them).
 */
export function drawnStyleNames(names: Iterable<string>): string[] {
  return Array.from(names).filter((name) => !name.startsWith("--") && !NOT_DRAWN.test(name) && !LOGICAL.test(name));
}

let drawnProperties: string[] | null = null;
/** The computed style properties a capture copies, read once from the page. */
export function drawnStyleProperties(): string[] {
  drawnProperties ??= drawnStyleNames(window.getComputedStyle(document.documentElement));
  return drawnProperties;
}

/** html-to-image's settings for a capture. */
function captureSettings(options: CaptureOptions) {
  return {
    backgroundColor: options.background === "black" ? "#000000" : undefined,
    pixelRatio: options.pixelRatio ?? 2,
    filter: keepInCapture,
    // One signal for the capture: its fetches run together, so each gets at most the 30 s.
    fetchRequestInit: { signal: AbortSignal.timeout(CAPTURE_FETCH_TIMEOUT_MS) },
    // Images are fetched same-origin (through the downloader), so the browser's cache may serve
    // them; their query is part of which image it is (X's ?name=small, ?format=png).
    cacheBust: false,
    includeQueryParams: true,
    includeStyleProperties: drawnStyleProperties(),
    ...(options.fontEmbedCSS !== undefined ? { fontEmbedCSS: options.fontEmbedCSS } : {}),
  };
}

/**
 * The CSS that embeds the web fonts a node uses: html-to-image reads every style sheet of the page for it, so
 * captures of several nodes that share their fonts (the cards of one page) read it once.
 */
export async function fontEmbedCss(node: HTMLElement, options: CaptureOptions): Promise<string> {
  const { getFontEmbedCSS } = await import("html-to-image");
  return withImagesThroughDownloader(() => getFontEmbedCSS(node, captureSettings(options)));
}

/**
 * A DOM node drawn as a PNG. html-to-image is loaded on demand, so it stays out of the page's first
 * load; other origins' images (avatars) come through the server's image downloader.
 */
export async function captureNodePng(node: HTMLElement, options: CaptureOptions): Promise<Blob> {
  const { toBlob } = await import("html-to-image");
  const settings = captureSettings(options);
  const blob = await withImagesThroughDownloader(() =>
    withSparingStyleCopy(node, settings.includeStyleProperties, () => toBlob(node, settings)),
  );
  if (!blob) throw new Error("The image could not be drawn.");
  return blob;
}

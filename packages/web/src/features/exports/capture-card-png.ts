import { useCaptureSchemeStore } from "../../capture/capture-scheme-store.ts";
import { chartsAsImages } from "../../capture/charts-as-images.ts";
import { type CaptureOptions, captureNodePng, fontEmbedCss } from "./capture-node-png.ts";
import { applyPalette, paletteScheme, schemeVariables } from "./export-palette.ts";

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * How many cards are drawn at once: a capture waits on the browser (decoding its SVG, encoding the PNG) between
 * its own steps on the page's thread, and the next card's steps fill those waits.
 */
const CONCURRENT_CAPTURES = 4;

/**
 * Analysis cards drawn as PNGs (in the order given) in a palette made for the chosen background (light text on
 * black, dark text on transparent), whatever the app's theme. The cards take that look together for the time of
 * the captures: their charts re-render in the scheme (through the capture store) and their styles switch, then
 * all is put back. The fonts' CSS is read once for all of them. `onCaptured` is called as each one is done.
 */
export async function captureCardPngs(
  nodes: readonly HTMLElement[],
  options: CaptureOptions,
  onCaptured: () => void = () => {},
): Promise<Blob[]> {
  if (nodes.length === 0) return [];
  const scheme = paletteScheme(options.background);
  const store = useCaptureSchemeStore.getState();
  store.set(nodes, scheme);
  const variables = schemeVariables(scheme);
  const restores = nodes.map((node) => applyPalette(node, scheme, variables));
  try {
    // React re-renders the cards' charts, then ECharts repaints on the following frame.
    for (let i = 0; i < 3; i++) await nextFrame();
    // Each chart as one image: copying its hundreds of SVG elements was most of a card's capture.
    restores.push(chartsAsImages(...nodes));
    const shared = { ...options, fontEmbedCSS: await fontEmbedCss(nodes[0] as HTMLElement, options) };
    const blobs: Blob[] = new Array(nodes.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < nodes.length; i = next++) {
        blobs[i] = await captureNodePng(nodes[i] as HTMLElement, shared);
        onCaptured();
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_CAPTURES, nodes.length) }, worker));
    return blobs;
  } finally {
    for (const restore of restores.reverse()) restore();
    store.set([], null);
  }
}

/** One analysis card drawn as a PNG (see captureCardPngs). */
export async function captureCardPng(node: HTMLElement, options: CaptureOptions): Promise<Blob> {
  const [blob] = await captureCardPngs([node], options);
  return blob as Blob;
}

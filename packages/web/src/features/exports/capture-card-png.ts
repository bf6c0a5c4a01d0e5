import { useCaptureSchemeStore } from "../../capture/capture-scheme-store.ts";
import { type CaptureOptions, captureNodePng } from "./capture-node-png.ts";
import { applyPalette, paletteScheme } from "./export-palette.ts";

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * An analysis card drawn as a PNG in a palette made for the chosen background (light text on black, dark text
 * on transparent), whatever the app's theme. The card takes that look for the moment of the capture: its charts
 * re-render in the scheme (through the capture store) and its styles switch, then all is put back.
 */
export async function captureCardPng(node: HTMLElement, options: CaptureOptions): Promise<Blob> {
  const scheme = paletteScheme(options.background);
  const store = useCaptureSchemeStore.getState();
  store.set(node, scheme);
  const restore = applyPalette(node, scheme);
  try {
    // React re-renders the card's charts, then ECharts repaints on the following frame.
    for (let i = 0; i < 3; i++) await nextFrame();
    return await captureNodePng(node, options);
  } finally {
    restore();
    store.set(null, null);
  }
}

import { create } from "zustand";
import type { ChartScheme } from "../components/charts/chart-scheme.tsx";

type CaptureSchemeStore = {
  /** the element being drawn into an image, and the scheme it is drawn in */
  node: HTMLElement | null;
  scheme: ChartScheme | null;
  set: (node: HTMLElement | null, scheme: ChartScheme | null) => void;
};

/** Which card is being captured, so that card (and only it) re-renders its charts in the export's scheme. */
export const useCaptureSchemeStore = create<CaptureSchemeStore>((set) => ({
  node: null,
  scheme: null,
  set: (node, scheme) => set({ node, scheme }),
}));

/** The scheme a card's charts use while `node` is being captured; null otherwise. */
export function useCaptureScheme(node: HTMLElement | null): ChartScheme | null {
  return useCaptureSchemeStore((s) => (node !== null && s.node === node ? s.scheme : null));
}

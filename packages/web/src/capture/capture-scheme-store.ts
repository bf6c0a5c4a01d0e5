import { create } from "zustand";
import type { ChartScheme } from "../components/charts/chart-scheme.tsx";

type CaptureSchemeStore = {
  /** the elements being drawn into images, and the scheme they are drawn in */
  nodes: ReadonlySet<HTMLElement>;
  scheme: ChartScheme | null;
  set: (nodes: Iterable<HTMLElement>, scheme: ChartScheme | null) => void;
};

/** Which cards are being captured, so those cards (and only they) re-render their charts in the export's scheme. */
export const useCaptureSchemeStore = create<CaptureSchemeStore>((set) => ({
  nodes: new Set(),
  scheme: null,
  set: (nodes, scheme) => set({ nodes: new Set(nodes), scheme }),
}));

/** The scheme a card's charts use while `node` is being captured; null otherwise. */
export function useCaptureScheme(node: HTMLElement | null): ChartScheme | null {
  return useCaptureSchemeStore((s) => (node !== null && s.nodes.has(node) ? s.scheme : null));
}

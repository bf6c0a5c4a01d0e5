// Twelve hues far enough apart to tell neighbouring clusters apart, on light and dark backgrounds.
const PALETTE = [
  "#4e79a7",
  "#f28e2b",
  "#e15759",
  "#59a14f",
  "#b07aa1",
  "#76b7b2",
  "#edc948",
  "#9c755f",
  "#ff9da7",
  "#2f6f8f",
  "#8cd17d",
  "#d37295",
] as const;

/** The colour a cluster is drawn in (graph, list and GEXF alike). */
export const clusterColor = (cluster: number): string => PALETTE[cluster % PALETTE.length] as string;

/** A colour's red, green and blue, 0–255. */
export function rgbOf(hex: string): { r: number; g: number; b: number } {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

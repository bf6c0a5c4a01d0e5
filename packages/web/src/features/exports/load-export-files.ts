import type { SectionName } from "@xa/core";
import { useExportBackgroundStore } from "./export-background-store.ts";

/** The export code, fetched on the first export click rather than with the analysis page. */
export const loadExportFiles = () => import("./export-files.ts");

/** One analysis card as a PNG, on the background chosen in the export toolbar. */
export async function exportCardImage(node: HTMLElement, label: string, section: SectionName): Promise<void> {
  const { background } = useExportBackgroundStore.getState();
  await (await loadExportFiles()).downloadCardImage(node, label, section, background);
}

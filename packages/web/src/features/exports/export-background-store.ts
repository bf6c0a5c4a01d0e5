import { create } from "zustand";
import type { CaptureBackground } from "./capture-node-png.ts";

type ExportBackgroundStore = {
  /** Images download on black unless the user picks transparent. */
  background: CaptureBackground;
  setBackground: (background: CaptureBackground) => void;
};

/** The background of downloaded card images, chosen in the export toolbar and used by every card's download. */
export const useExportBackgroundStore = create<ExportBackgroundStore>((set) => ({
  background: "black",
  setBackground: (background) => set({ background }),
}));

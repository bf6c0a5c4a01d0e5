import { create } from "zustand";
import { readStorage } from "../api/browser-storage.ts";
import { isPopupWindow } from "../app-variant/current-variant.ts";
import { type Layout, parseStoredTheme, resolveTheme, THEME_STORAGE_KEY, type Theme } from "./theme.ts";

type ThemeStore = {
  preference: Theme;
  layout: Layout;
  setPreference: (theme: Theme) => void;
  setLayout: (layout: Layout) => void;
};

/** The stored theme preference and the layout on screen; the shown theme follows from both. */
export const useThemeStore = create<ThemeStore>((set) => ({
  preference: parseStoredTheme(readStorage(THEME_STORAGE_KEY)),
  layout: "none",
  setPreference: (preference) => set({ preference }),
  setLayout: (layout) => set((state) => (state.layout === layout ? state : { layout })),
}));

export function useEffectiveTheme(): Theme {
  return useThemeStore((state) =>
    resolveTheme({ preference: state.preference, layout: state.layout, inExtension: isPopupWindow() }),
  );
}

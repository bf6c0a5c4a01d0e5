import { useLayoutEffect } from "react";
import type { Layout } from "./theme.ts";
import { useThemeStore } from "./theme-store.ts";

/** Declares the layout of the screen on display, before paint, so the theme never flashes. */
export function useLayout(layout: Layout): void {
  const setLayout = useThemeStore((state) => state.setLayout);
  useLayoutEffect(() => setLayout(layout), [layout, setLayout]);
}

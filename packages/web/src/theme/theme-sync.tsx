import { useEffect } from "react";
import { writeStorage } from "../api/browser-storage.ts";
import { THEME_STORAGE_KEY } from "./theme.ts";
import { useEffectiveTheme, useThemeStore } from "./theme-store.ts";

/** Writes the preference back on every sync and keeps the page's dark class in step. */
export function ThemeSync() {
  const preference = useThemeStore((state) => state.preference);
  const effective = useEffectiveTheme();
  useEffect(() => {
    writeStorage(THEME_STORAGE_KEY, preference);
  }, [preference]);
  useEffect(() => {
    document.documentElement.classList.toggle("dark", effective === "dark");
  }, [effective]);
  return null;
}

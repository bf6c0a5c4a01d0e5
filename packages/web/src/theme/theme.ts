/** Spec §3/§9: the theme preference is stored under this key. */
export const THEME_STORAGE_KEY = "themenew";

export type Theme = "dark" | "light";

/** Layout values of spec §2. */
export const LAYOUTS = ["dashboard", "dashboard-no-nav", "pro-targeting", "deep-thought", "none"] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Dashboard layouts always use light mode (spec §2). */
export function isDashboardLayout(layout: Layout): boolean {
  return layout === "dashboard" || layout === "dashboard-no-nav";
}

/** A stored preference: only 'light' means light; nothing stored, 'dark' or junk means dark (spec §4). */
export function parseStoredTheme(value: string | null | undefined): Theme {
  return value === "light" ? "light" : "dark";
}

/**
 * The theme a screen shows (spec §4): forced light on dashboard layouts and in the extension or popup
 * window; elsewhere the preference.
 */
export function resolveTheme(input: { preference: Theme; layout: Layout; inExtension?: boolean }): Theme {
  if (input.inExtension || isDashboardLayout(input.layout)) return "light";
  return input.preference;
}

export function toggleTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

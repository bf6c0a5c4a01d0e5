/** The theme preference is stored under this key. */
export const THEME_STORAGE_KEY = "themenew";

export type Theme = "dark" | "light";

/** The layouts a page can have. */
export const LAYOUTS = ["dashboard", "dashboard-no-nav", "pro-targeting", "deep-thought", "none"] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Dashboard layouts always use light mode. */
export function isDashboardLayout(layout: Layout): boolean {
  return layout === "dashboard" || layout === "dashboard-no-nav";
}

/** A stored preference: only 'light' means light; nothing stored, 'dark' or junk means dark. */
export function parseStoredTheme(value: string | null | undefined): Theme {
  return value === "light" ? "light" : "dark";
}

/**
 * The theme a screen shows: forced light on dashboard layouts and in the extension or popup
 * window; elsewhere the preference.
 */
export function resolveTheme(input: { preference: Theme; layout: Layout; inExtension?: boolean }): Theme {
  if (input.inExtension || isDashboardLayout(input.layout)) return "light";
  return input.preference;
}

export function toggleTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

import { describe, expect, it } from "vitest";
import { isDashboardLayout, parseStoredTheme, resolveTheme, THEME_STORAGE_KEY, toggleTheme } from "./theme.ts";

describe("theme", () => {
  it("is stored under 'themenew'", () => {
    expect(THEME_STORAGE_KEY).toBe("themenew");
  });
  it("defaults to dark with no stored preference or a stored dark", () => {
    expect(parseStoredTheme(null)).toBe("dark");
    expect(parseStoredTheme(undefined)).toBe("dark");
    expect(parseStoredTheme("dark")).toBe("dark");
    expect(parseStoredTheme("purple")).toBe("dark");
    expect(parseStoredTheme("light")).toBe("light");
  });
  it("forces light on dashboard layouts", () => {
    expect(isDashboardLayout("dashboard")).toBe(true);
    expect(isDashboardLayout("dashboard-no-nav")).toBe(true);
    expect(resolveTheme({ preference: "dark", layout: "dashboard" })).toBe("light");
    expect(resolveTheme({ preference: "dark", layout: "dashboard-no-nav" })).toBe("light");
  });
  it("forces light in the extension or popup window", () => {
    expect(resolveTheme({ preference: "dark", layout: "none", inExtension: true })).toBe("light");
  });
  it("applies the preference on other screens", () => {
    expect(resolveTheme({ preference: "dark", layout: "none" })).toBe("dark");
    expect(resolveTheme({ preference: "dark", layout: "pro-targeting" })).toBe("dark");
    expect(resolveTheme({ preference: "light", layout: "deep-thought" })).toBe("light");
  });
  it("toggles", () => {
    expect(toggleTheme("dark")).toBe("light");
    expect(toggleTheme("light")).toBe("dark");
  });
});

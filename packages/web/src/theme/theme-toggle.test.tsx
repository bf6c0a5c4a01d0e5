import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { settleAnalytics } from "../analytics/analytics.ts";
import { i18n } from "../i18n/setup.ts";
import { useThemeStore } from "./theme-store.ts";
import { ThemeToggle, themeToggledEvent } from "./theme-toggle.tsx";

describe("the theme toggle", () => {
  beforeAll(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(() => {
    cleanup();
    settleAnalytics(null);
  });

  it("sends '… Theme Toggled' with the theme switched to, each time", async () => {
    const tracked: [string, unknown][] = [];
    settleAnalytics({
      track: (name, properties) => tracked.push([name, properties]),
      pageView: () => {},
      identify: () => {},
      reset: () => {},
      register: () => {},
    });
    useThemeStore.setState({ preference: "light" });
    render(
      <MantineProvider>
        <ThemeToggle />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    fireEvent.click(screen.getByRole("button", { name: "Switch to light theme" }));
    await waitFor(() =>
      expect(tracked).toEqual([
        ["Dashboard Theme Toggled", { theme: "dark" }],
        ["Dashboard Theme Toggled", { theme: "light" }],
      ]),
    );
  });

  it("names the extension's popup window apart", () => {
    expect(themeToggledEvent(true)).toBe("Extension Theme Toggled");
    expect(themeToggledEvent(false).endsWith("Theme Toggled")).toBe(true);
  });
});

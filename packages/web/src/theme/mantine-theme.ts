import { Combobox, type CSSVariablesResolver, createTheme, Menu, Popover } from "@mantine/core";
import { DROPDOWN_MAX_WIDTH_CSS, DROPDOWN_VIEWPORT_MARGIN_PX } from "./dropdown-bounds.ts";

// Every dropdown panel (popovers, menus, selects) stays at most 600 px wide and 16 px inside the viewport:
// the width by CSS, the position by floating-ui's shift and flip with the same padding. Menu and Combobox
// style their panel under their own names, so each is given the rule.
const dropdownStyles = { dropdown: { maxWidth: DROPDOWN_MAX_WIDTH_CSS } };
const dropdownMiddlewares = {
  shift: { padding: DROPDOWN_VIEWPORT_MARGIN_PX },
  flip: { padding: DROPDOWN_VIEWPORT_MARGIN_PX },
};

export const mantineTheme = createTheme({
  primaryColor: "indigo",
  // White on indigo 6 is 4.3:1; shade 7 is 5:1 (WCAG AA asks 4.5:1 for text).
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Kaku Gothic ProN", "Hiragino Sans", Meiryo, sans-serif',
  components: {
    Popover: Popover.extend({ defaultProps: { middlewares: dropdownMiddlewares }, styles: dropdownStyles }),
    Menu: Menu.extend({ styles: dropdownStyles }),
    Combobox: Combobox.extend({ styles: dropdownStyles }),
  },
});

/**
 * Mantine's dimmed text (gray 6 on white, 3.3:1; dark 2 on dark 7, 4:1) and the warm light variants'
 * text (badges, alerts, avatars: 2.7-4.3:1) and red outline buttons (3.8:1) fall short of 4.5:1: these reach it on their
 * usual backgrounds (white, gray 0-1 and the colour's own tint; dark 5-7).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#5f666d",
    "--mantine-color-yellow-light-color": "#8a5100",
    "--mantine-color-orange-light-color": "#a33a0b",
    "--mantine-color-teal-light-color": "#0b6e50",
    "--mantine-color-green-light-color": "#237032",
    "--mantine-color-red-light-color": "#b02525",
    "--mantine-color-blue-light-color": "#1864ab",
    "--mantine-color-red-outline": "#c92a2a",
  },
  dark: { "--mantine-color-dimmed": "#b0b0b0" },
});

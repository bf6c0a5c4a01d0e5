import { ActionIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isPopupWindow } from "../app-variant/current-variant.ts";
import { MoonIcon, SunIcon } from "../components/icons.tsx";
import { toggleTheme } from "./theme.ts";
import { useThemeStore } from "./theme-store.ts";

/** The event a toggle sends: the extension's popup window tells itself apart from the dashboard. */
export const themeToggledEvent = (inPopup: boolean) => `${inPopup ? "Extension" : "Dashboard"} Theme Toggled`;

/** Switches the stored preference; only shown on screens where dark mode applies. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const label = preference === "dark" ? t("theme.switchToLight") : t("theme.switchToDark");
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => {
        const theme = toggleTheme(preference);
        setPreference(theme);
        // Analytics load with telemetry's chunk, not with the page's first scripts.
        import("../analytics/analytics.ts")
          .then(({ analytics }) => analytics.track(themeToggledEvent(isPopupWindow()), { theme }))
          .catch(() => {});
      }}
    >
      {preference === "dark" ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}

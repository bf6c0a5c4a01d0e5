import { ActionIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MoonIcon, SunIcon } from "../components/icons.tsx";
import { toggleTheme } from "./theme.ts";
import { useThemeStore } from "./theme-store.ts";

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
      onClick={() => setPreference(toggleTheme(preference))}
    >
      {preference === "dark" ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}

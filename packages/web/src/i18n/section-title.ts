import { languageFromBrowser, type SectionName } from "@xa/core";
import { sectionTitle } from "@xa/core/analysis/section-titles";
import i18n from "i18next";

/**
 * A section's title in the loaded language, from core's titles, which the assistant's answers use too. Like t(), it
 * reads the language i18next has, so a component that draws it with useTranslation redraws on a switch.
 */
export function sectionTitleText(name: SectionName): string {
  return sectionTitle(languageFromBrowser(i18n.language), name);
}

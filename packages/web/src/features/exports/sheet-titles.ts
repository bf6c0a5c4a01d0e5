import type { SectionName } from "@xa/core";
import type { TFunction } from "i18next";
import type exportsTexts from "../../i18n/exports/en.json";
import { hasText } from "../../i18n/has-text.ts";
import { sectionTitleText } from "../../i18n/section-title.ts";
import { MAX_SHEET_NAME } from "./sheet-names.ts";

type ShortName = keyof typeof exportsTexts.exports.sheetNames;
const hasShortName = (name: string): name is ShortName => hasText("exports.sheetNames", name);

/**
 * A section's worksheet name in the UI language: its card title, or a short form written for titles longer than
 * Excel's 31 characters ("Most interacted keyword combinations" → "Interacted keyword combinations").
 */
export function sectionSheetTitle(name: SectionName, t: TFunction): string {
  const title = sectionTitleText(name);
  if (title.length <= MAX_SHEET_NAME || !hasShortName(name)) return title;
  return t(`exports.sheetNames.${name}`);
}

import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** The platform calls' server messages (metrics, icons, the e2e reset), in each interface language. */
const EN = {
  metricsTokenWrong: "That is not the metrics token (METRICS_TOKEN).",
  metricsStaffOnly: "Only staff, or a scraper with the metrics token, read the metrics.",
  unknownIcon: "The app has no icon named {{name}}.",
} as const;

export type PlatformTextKey = keyof typeof EN;

const JA: Record<PlatformTextKey, string> = {
  metricsTokenWrong: "メトリクスのトークン (METRICS_TOKEN) が違います。",
  metricsStaffOnly: "メトリクスを閲覧できるのは、スタッフまたはメトリクスのトークンを持つ収集元のみです。",
  unknownIcon: "{{name}} という名前のアイコンはありません。",
};

export const PLATFORM_TEXTS: Readonly<Record<Language, Readonly<Record<PlatformTextKey, string>>>> = { en: EN, ja: JA };

export function platformText(
  language: Language,
  key: PlatformTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, PLATFORM_TEXTS[language][key], params);
}

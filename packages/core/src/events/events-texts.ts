import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** The events domain's server messages, in each interface language. */
const EN = {
  staffOnly: "Only staff read the app's events.",
  staffOnlyErrors: "Only staff read the errors browsers report.",
  backwards: "From must not be after To.",
  tooLong: "Read at most {{days}} days at once.",
  futureEvent: "An event's time is more than a day ahead of the server's clock.",
} as const;

export type EventsTextKey = keyof typeof EN;

const JA: Record<EventsTextKey, string> = {
  staffOnly: "アプリのイベントを閲覧できるのはスタッフのみです。",
  staffOnlyErrors: "ブラウザから報告されたエラーを閲覧できるのはスタッフのみです。",
  backwards: "開始日は終了日より後にできません。",
  tooLong: "一度に読めるのは {{days}} 日までです。",
  futureEvent: "イベントの時刻がサーバーの時計より1日以上先です。",
};

export const EVENTS_TEXTS: Readonly<Record<Language, Readonly<Record<EventsTextKey, string>>>> = { en: EN, ja: JA };

export function eventsText(
  language: Language,
  key: EventsTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, EVENTS_TEXTS[language][key], params);
}

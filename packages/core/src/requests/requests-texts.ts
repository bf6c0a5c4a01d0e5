import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** The requests' server messages and the mail sent to requesters, in each interface language. */
const EN = {
  requestNotFound: "Request not found.",
  staffOnly: "Only staff see and change requests.",
  statusFinal: "This request is already {{status}}; it cannot move to {{to}}.",
  "status.new": "new",
  "status.in_progress": "in progress",
  "status.done": "done",
  "status.declined": "declined",
  "kind.audience": "audience request",
  "kind.download": "download request",
  "kind.access": "access request",
  "kind.verification": "verification request",
  statusMailSubject: "Your {{kind}} is {{status}}",
  statusMailIntro: "Hello {{name}}, your {{kind}} is now {{status}}.",
  statusMailNote: "Note from our team:",
  statusMailLink: "Follow your request: {{url}}",
} as const;

export type RequestsTextKey = keyof typeof EN;

const JA: Record<RequestsTextKey, string> = {
  requestNotFound: "リクエストが見つかりません。",
  staffOnly: "リクエストの閲覧と変更はスタッフのみが行えます。",
  statusFinal: "このリクエストはすでに「{{status}}」です。「{{to}}」には変更できません。",
  "status.new": "新規",
  "status.in_progress": "対応中",
  "status.done": "完了",
  "status.declined": "お断り",
  "kind.audience": "オーディエンスのリクエスト",
  "kind.download": "ダウンロードのリクエスト",
  "kind.access": "アクセスのリクエスト",
  "kind.verification": "認証のリクエスト",
  statusMailSubject: "{{kind}}のステータス: {{status}}",
  statusMailIntro: "{{name}} 様、{{kind}}のステータスが「{{status}}」になりました。",
  statusMailNote: "担当者からのメモ:",
  statusMailLink: "リクエストの状況: {{url}}",
};

export const REQUESTS_TEXTS: Readonly<Record<Language, Readonly<Record<RequestsTextKey, string>>>> = {
  en: EN,
  ja: JA,
};

export function requestsText(
  language: Language,
  key: RequestsTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, REQUESTS_TEXTS[language][key], params);
}

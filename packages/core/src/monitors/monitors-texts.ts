import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** The monitors' server messages and the alert mail, in each interface language. */
const EN = {
  monitorNotFound: "Monitor not found.",
  thresholdRequired: "Set a volume or a sentiment threshold: a monitor alerts when one of them is crossed.",
  tooManyMonitors: "This team already has {{max}} monitors, the most a team may keep. Delete one to save another.",
  handleNotInStore: "There is no account @{{handle}} in the store yet: import its posts first.",
  cannotDelete: "Only the monitor's creator or a team admin may delete it.",
  alertSubject: "Monitor alert: {{name}}",
  alertIntro: "Your team's monitor \u201c{{name}}\u201d ({{subject}}) changed beyond its threshold.",
  reasonVolume: "Posts: {{before}} \u2192 {{after}} ({{change}}%; threshold {{threshold}}%)",
  reasonVolumeFromNone: "Posts: none \u2192 {{after}} (threshold {{threshold}}%)",
  reasonSentiment: "Net sentiment: {{before}} \u2192 {{after}} points ({{change}}; threshold {{threshold}} points)",
  alertWindow: "Posts from {{start}} to {{end}} (UTC).",
  alertLink: "See the monitor: {{url}}",
  alertStop: "To stop these e-mails, turn off e-mail alerts on the monitor's page.",
} as const;

export type MonitorsTextKey = keyof typeof EN;

const JA: Record<MonitorsTextKey, string> = {
  monitorNotFound: "モニターが見つかりません。",
  thresholdRequired: "投稿量か感情のしきい値を設定してください。どちらかを超えるとモニターが通知します。",
  tooManyMonitors: "このチームのモニターはすでに上限の{{max}}件です。新しく保存するには1件削除してください。",
  handleNotInStore: "@{{handle}} のアカウントはまだデータにありません。先に投稿をインポートしてください。",
  cannotDelete: "モニターを削除できるのは作成者かチームの管理者のみです。",
  alertSubject: "モニターの通知: {{name}}",
  alertIntro: "チームのモニター「{{name}}」（{{subject}}）がしきい値を超えて変化しました。",
  reasonVolume: "投稿数: {{before}} → {{after}}（{{change}}%、しきい値 {{threshold}}%）",
  reasonVolumeFromNone: "投稿数: なし → {{after}}（しきい値 {{threshold}}%）",
  reasonSentiment: "ネット感情: {{before}} → {{after}} ポイント（{{change}}、しきい値 {{threshold}} ポイント）",
  alertWindow: "対象の投稿: {{start}}〜{{end}}（UTC）",
  alertLink: "モニターを見る: {{url}}",
  alertStop: "このメールを止めるには、モニターのページでメール通知をオフにしてください。",
};

export const MONITORS_TEXTS: Readonly<Record<Language, Readonly<Record<MonitorsTextKey, string>>>> = {
  en: EN,
  ja: JA,
};

export function monitorsText(
  language: Language,
  key: MonitorsTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, MONITORS_TEXTS[language][key], params);
}

import type { Language } from "../auth/languages.ts";

/** Why a call of the premium suite's audience was refused, in each interface language: part of the API's error texts. */
const EN = {
  "premium.followSelf": "An account cannot follow or unfollow itself.",
  "premium.targetNotFound": "X does not know the account to follow.",
  "premium.followLimitWindow":
    "X lets an account follow or unfollow at most {{limit}} accounts in 15 minutes. Try again in {{minutes}} min.",
  "premium.followLimitDay": "X lets an account follow at most {{limit}} accounts a day. Try again in {{minutes}} min.",
  "premium.xRefused": "X refused the change: {{problem}}",
  "premium.snapshotOrder": "Choose an earlier snapshot in “from” than in “to”.",
  "premium.snapshotNotFound": "The account has no snapshot {{id}}.",
  "premium.cursorInvalid": "This page cursor is not one the list gave out. Start again from the first page.",
  "premium.cursorSort": "This page cursor belongs to the list in another order. Start again from the first page.",
  "premium.cursorWithOffset": "Give either a page cursor or an offset, not both.",
};

const JA: Record<keyof typeof EN, string> = {
  "premium.followSelf": "アカウントは自分自身をフォローまたはフォロー解除できません。",
  "premium.targetNotFound": "フォローするアカウントが X に見つかりません。",
  "premium.followLimitWindow":
    "X では 15 分間にフォローまたはフォロー解除できるのは {{limit}} アカウントまでです。{{minutes}} 分後にもう一度お試しください。",
  "premium.followLimitDay":
    "X では 1 日にフォローできるのは {{limit}} アカウントまでです。{{minutes}} 分後にもう一度お試しください。",
  "premium.xRefused": "X が変更を受け付けませんでした: {{problem}}",
  "premium.snapshotOrder": "「開始」には「終了」より前のスナップショットを選んでください。",
  "premium.snapshotNotFound": "このアカウントにスナップショット {{id}} はありません。",
  "premium.cursorInvalid": "このページカーソルは一覧が発行したものではありません。最初のページからやり直してください。",
  "premium.cursorSort": "このページカーソルは別の並び順の一覧のものです。最初のページからやり直してください。",
  "premium.cursorWithOffset": "ページカーソルとオフセットはどちらか一方だけを指定してください。",
};

export const AUDIENCE_TEXTS = { en: EN, ja: JA } satisfies Record<Language, Record<string, string>>;

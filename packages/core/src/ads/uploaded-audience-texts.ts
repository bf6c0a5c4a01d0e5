import type { Language } from "../auth/languages.ts";

/**
 * Why an uploaded audience or a subscription change was refused, in each interface language: part
 * of the API's error texts. The English subscription text is the product's exact wording.
 */
const EN = {
  "upload.subscriptionRequired": "You need an active subscription to upload audiences to X.",
  "upload.adAccountNotFound": "The team has no ad account {{id}}. Link it in the team settings first.",
  "upload.noAdAccountAccess": "You have no access to ad account {{id}}. Ask a team admin to grant it to you.",
  "upload.tooManyLines": "The file has more than {{max}} lines. Split it into smaller lists.",
  "upload.noValidHandles":
    "No line of the file is a valid handle ({{invalid}} lines left out). Put one handle a line (1-15 letters, digits or _), after a header line if you like.",
  "upload.noValidEmails":
    "No line of the file is a valid e-mail address ({{invalid}} lines left out). Put one address a line, after a header line if you like.",
  "upload.staffOnly": "Only staff can change a team's subscription.",
} as const;

export type UploadedAudienceTextKey = keyof typeof EN;

const JA: Record<UploadedAudienceTextKey, string> = {
  "upload.subscriptionRequired": "X にオーディエンスをアップロードするには有効なサブスクリプションが必要です。",
  "upload.adAccountNotFound": "このチームには広告アカウント {{id}} がありません。先にチーム設定で連携してください。",
  "upload.noAdAccountAccess":
    "広告アカウント {{id}} へのアクセス権がありません。チームの管理者に付与を依頼してください。",
  "upload.tooManyLines": "ファイルが {{max}} 行を超えています。小さなリストに分けてください。",
  "upload.noValidHandles":
    "ファイルに有効なハンドルの行がありません（{{invalid}} 行を除外しました）。1 行に 1 つ（英数字と _ で 1〜15 文字）記載してください。先頭に見出し行があっても構いません。",
  "upload.noValidEmails":
    "ファイルに有効なメールアドレスの行がありません（{{invalid}} 行を除外しました）。1 行に 1 つ記載してください。先頭に見出し行があっても構いません。",
  "upload.staffOnly": "チームのサブスクリプションを変更できるのはスタッフだけです。",
};

export const UPLOADED_AUDIENCE_TEXTS: Readonly<Record<Language, Readonly<Record<UploadedAudienceTextKey, string>>>> = {
  en: EN,
  ja: JA,
};

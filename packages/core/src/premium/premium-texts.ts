import type { Language } from "../auth/languages.ts";

/** Why a premium suite call was refused, in each interface language: part of the API's error texts. */
const EN = {
  "premium.planNeeded":
    "The premium suite needs a plan that includes it: a team of yours subscribes to one on the Premium page (/premium).",
  "premium.noAccount": "Connect an X account first: the premium suite analyses your own account.",
  "premium.notInStore":
    "@{{handle}} is not in the social store yet, so there is nothing to show; import or fetch its data first.",
  "premium.xRefused": "X refused this: {{problem}}",
  "premium.ownReferral": "This is your own referral link; share it with others.",
  "premium.xFailed":
    "X could not be reached or answered in a way we cannot read ({{problem}}); nothing was changed here.",
};

const JA: Record<keyof typeof EN, string> = {
  "premium.planNeeded":
    "プレミアムスイートには、それを含むプランが必要です。所属チームのいずれかで、プレミアムページ（/premium）からプランに登録してください。",
  "premium.noAccount": "まず X アカウントを連携してください。プレミアムスイートはご自身のアカウントを分析します。",
  "premium.notInStore":
    "@{{handle}} はまだソーシャルストアにないため、表示できるものがありません。先にデータをインポートまたは取得してください。",
  "premium.xRefused": "X に拒否されました：{{problem}}",
  "premium.ownReferral": "これはご自身の紹介リンクです。ほかの方と共有してください。",
  "premium.xFailed": "X に接続できないか、読めない応答でした（{{problem}}）。ここでは何も変更していません。",
};

export const PREMIUM_TEXTS = { en: EN, ja: JA } satisfies Record<Language, Record<string, string>>;

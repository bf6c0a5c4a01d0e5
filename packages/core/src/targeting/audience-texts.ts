import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/**
 * What the server says about saved audiences and their usages, in each interface language: the
 * `detail` of their 4xx errors, how their figures were counted, and the mail a share sends.
 */
const EN = {
  configNotFound: "Audience not found.",
  usageNotFound: "Audience usage not found.",
  staleVersion:
    "Someone else saved this audience after you opened it (you edited version {{yours}}, it is now version {{current}}). Reload it to see their changes, then make yours again.",
  deleteConfigNotAllowed: "Only the person who created this audience or a team admin can delete it.",
  deleteUsageNotAllowed: "Only the person who recorded this usage or a team admin can delete it.",
  sharedReadOnly: "This audience was shared with you to read: only members of its team can change or share it.",
  noUserWithEmail:
    "No user has the e-mail address {{email}}: they need to sign in once before you can share with them.",
  noUserWithHandle: "No user has linked the account @{{handle}}.",
  shareWithSelf: "You already have access to this: share it with someone else.",
  // How the figures were counted; {{within}} is withinCountries or empty.
  figuresMethod:
    "{{core}} accounts in the store are reached by the selected keywords and hashtags (their authors) and handles (their followers){{within}}. Total native = {{core}} × {{factor}} (platform accounts per store account) = {{native}}. Pro targeting size adds the selected handles' public follower counts ({{followers}}): {{pro}}, an upper bound as these audiences overlap. No figure exceeds the store's {{store}} accounts × {{factor}} = {{ceiling}}.",
  withinCountries: " in {{countries}}",
  shareSubject: "{{who}} shared the audience “{{name}}” with you",
  shareText: "{{who}} shared the audience “{{name}}” with you on XAudience. Open it here:\n{{url}}",
  shareUsageSubject: "{{who}} shared a record of the audience “{{name}}” applied to ad account {{account}}",
} as const;

export type AudienceTextKey = keyof typeof EN;

const JA: Record<AudienceTextKey, string> = {
  configNotFound: "オーディエンスが見つかりません。",
  usageNotFound: "オーディエンスの利用記録が見つかりません。",
  staleVersion:
    "開いた後にほかの人がこのオーディエンスを保存しました（編集したのはバージョン {{yours}}、現在はバージョン {{current}}）。読み込み直して変更を確認してから、もう一度変更してください。",
  deleteConfigNotAllowed: "このオーディエンスを削除できるのは、作成した人かチームの管理者だけです。",
  deleteUsageNotAllowed: "この利用記録を削除できるのは、記録した人かチームの管理者だけです。",
  sharedReadOnly: "このオーディエンスは閲覧用に共有されています。変更や共有ができるのはチームのメンバーだけです。",
  noUserWithEmail:
    "メールアドレス {{email}} のユーザーはいません。共有するには、相手が一度サインインしている必要があります。",
  noUserWithHandle: "アカウント @{{handle}} を連携しているユーザーはいません。",
  shareWithSelf: "すでにアクセスできます。ほかの人と共有してください。",
  figuresMethod:
    "選択したキーワードとハッシュタグ（その投稿者）とハンドル（そのフォロワー）が届くストア内のアカウントは {{core}} 件です{{within}}。ネイティブ合計 = {{core}} × {{factor}}（ストアの 1 アカウントあたりのプラットフォームのアカウント数）= {{native}}。プロ ターゲティング規模は、選択したハンドルの公開フォロワー数（{{followers}}）を加えた {{pro}} で、これらのオーディエンスは重なるため上限の値です。どの値もストアの {{store}} アカウント × {{factor}} = {{ceiling}} を超えません。",
  withinCountries: "（対象国：{{countries}}）",
  shareSubject: "{{who}} さんがオーディエンス「{{name}}」を共有しました",
  shareText: "{{who}} さんが XAudience でオーディエンス「{{name}}」を共有しました。こちらから開けます：\n{{url}}",
  shareUsageSubject: "{{who}} さんが広告アカウント {{account}} でのオーディエンス「{{name}}」の利用記録を共有しました",
};

export const AUDIENCE_TEXTS: Readonly<Record<Language, Readonly<Record<AudienceTextKey, string>>>> = {
  en: EN,
  ja: JA,
};

/** An audience text in `language`, its placeholders filled. */
export function audienceText(
  language: Language,
  key: AudienceTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, AUDIENCE_TEXTS[language][key], params);
}

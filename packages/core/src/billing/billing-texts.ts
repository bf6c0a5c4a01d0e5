import type { Language } from "../auth/languages.ts";

/** Why a billing request was refused, in each interface language: part of the API's error texts. */
const EN = {
  "billing.planNotFound": "There is no plan {{id}}.",
  "billing.planNotSold": "The plan {{name}} is no longer sold; choose another plan.",
  "billing.planNameTaken": "A plan named {{name}} already exists.",
  "billing.noPriceIn": "The plan {{name}} has no price in {{currency}}; choose one of: {{currencies}}.",
  "billing.detailsMissing": "Fill in the team's billing details before checkout: {{fields}}",
  "billing.alreadySubscribed":
    "The team already has an active subscription to {{name}}; change its plan instead of buying another.",
  "billing.noSubscription": "The team has no active subscription bought through billing.",
  "billing.samePlan": "The team is already on {{name}}.",
  "billing.currencyFixed": "The plan {{name}} has no price in {{currency}}, the currency the team pays in.",
  "billing.alreadyCanceled": "The subscription already ends on {{date}}.",
  "billing.noCustomer": "The team has not paid through {{provider}} yet, so there is nothing to manage there.",
  "billing.adminsOnly": "Only team admins can buy, change or cancel the team's plan.",
  "billing.staffOnly": "Only staff can change plans and grant subscriptions.",
  "billing.checkoutNotFound": "This checkout does not exist or was started by someone else.",
  "billing.checkoutEnded": "This checkout has already ended ({{status}}).",
  "billing.localOnly": "This server takes payments through Stripe; local checkout is off.",
  "billing.signatureMissing":
    "The webhook has no signature header (Stripe-Signature) with a timestamp; nothing was changed.",
  "billing.signatureInvalid": "The webhook's signature is not valid or too old; nothing was changed.",
  "billing.payloadInvalid": "The webhook's payload is not an event this server can read; nothing was changed.",
  "billing.replayed": "This delivery was already received; a replayed payload changes nothing.",
  "billing.providerFailed": "The payment provider refused the request: {{problem}}",
  "billing.invoiceNotFound": "Invoice not found.",
  "billing.grantInPast": "until must be in the future.",
  "billing.notPremiumPlan": "The plan {{name}} does not include the premium suite; choose a plan that does.",
  "billing.deleteRefused":
    "The team was not deleted: the payment provider could not cancel its subscription ({{problem}}). Try again later.",
  "billing.deleteElsewhere":
    "The team was not deleted: it pays through {{provider}}, which this server does not take payments through. Cancel the subscription there first.",
} as const;

export type BillingTextKey = keyof typeof EN;

const JA: Record<BillingTextKey, string> = {
  "billing.planNotFound": "プラン {{id}} はありません。",
  "billing.planNotSold": "プラン {{name}} は販売を終了しました。別のプランを選んでください。",
  "billing.planNameTaken": "{{name}} という名前のプランはすでにあります。",
  "billing.noPriceIn": "プラン {{name}} には {{currency}} の価格がありません。次から選んでください：{{currencies}}。",
  "billing.detailsMissing": "購入の前にチームの請求先情報を入力してください：{{fields}}",
  "billing.alreadySubscribed": "このチームはすでに {{name}} を契約中です。別に購入せず、プランを変更してください。",
  "billing.noSubscription": "このチームには決済で購入した有効なサブスクリプションがありません。",
  "billing.samePlan": "このチームはすでに {{name}} を契約中です。",
  "billing.currencyFixed": "プラン {{name}} には、チームが支払っている通貨 {{currency}} の価格がありません。",
  "billing.alreadyCanceled": "このサブスクリプションはすでに {{date}} に終了する予定です。",
  "billing.noCustomer": "このチームはまだ {{provider}} で支払っていないため、管理するものがありません。",
  "billing.adminsOnly": "プランの購入・変更・解約はチームの管理者だけが行えます。",
  "billing.staffOnly": "プランの変更とサブスクリプションの付与はスタッフだけが行えます。",
  "billing.checkoutNotFound": "この購入手続きは存在しないか、別のユーザーが開始したものです。",
  "billing.checkoutEnded": "この購入手続きはすでに終了しています（{{status}}）。",
  "billing.localOnly": "このサーバーは Stripe で支払いを受け付けています。ローカル決済は使えません。",
  "billing.signatureMissing":
    "Webhook にタイムスタンプ付きの署名ヘッダー（Stripe-Signature）がありません。何も変更していません。",
  "billing.signatureInvalid": "Webhook の署名が正しくないか、古すぎます。何も変更していません。",
  "billing.payloadInvalid": "Webhook の内容がこのサーバーで読めるイベントではありません。何も変更していません。",
  "billing.replayed": "この配信はすでに受信済みです。再送された内容では何も変更しません。",
  "billing.providerFailed": "決済サービスがリクエストを拒否しました：{{problem}}",
  "billing.invoiceNotFound": "請求書が見つかりません。",
  "billing.grantInPast": "until には未来の日時を指定してください。",
  "billing.notPremiumPlan":
    "プラン {{name}} にはプレミアムスイートが含まれていません。含まれるプランを選んでください。",
  "billing.deleteRefused":
    "チームは削除されていません：決済サービスがサブスクリプションを解約できませんでした（{{problem}}）。しばらくしてからもう一度お試しください。",
  "billing.deleteElsewhere":
    "チームは削除されていません：このチームは {{provider}} で支払っていますが、このサーバーはそこで支払いを受け付けていません。先にそちらでサブスクリプションを解約してください。",
};

export const BILLING_TEXTS: Readonly<Record<Language, Readonly<Record<BillingTextKey, string>>>> = { en: EN, ja: JA };

/** The billing details fields as a person reads them, in each language (for "which are missing"). */
export const BILLING_FIELD_NAMES: Readonly<
  Record<Language, Record<"invoice_email" | "country" | "invoice_name", string>>
> = {
  en: { invoice_email: "Invoice email", country: "Country", invoice_name: "Invoice name" },
  ja: { invoice_email: "請求先メールアドレス", country: "国", invoice_name: "請求先名" },
};

/** The spec's required-field message in each language ("{Field} is required"). */
export function requiredFieldText(language: Language, field: string): string {
  return language === "ja" ? `${field}は必須です。` : `${field} is required.`;
}

import type { Language } from "./languages.ts";
import { UNAUTHORIZED_LOGIN_ATTEMPT } from "./social-login-rules.ts";

/** Why a sign-in with X or a linked account's change was refused, in each interface language. */
const EN = {
  "social.unauthorized": UNAUTHORIZED_LOGIN_ATTEMPT,
  "social.callbackNotOurs": "oauth_callback must be this app's own callback page ({{url}}).",
  "social.connectNeedsSession": "Sign in first: connecting an X account attaches it to the signed-in user.",
  "social.takenByOther": "This X account is already linked to another user; sign in with it instead.",
  "social.lastWayIn":
    "This is your only way to sign in (the account has no e-mail address), so it cannot be disconnected.",
  "social.providerFailed": "X could not complete the sign-in: {{problem}}",
  "social.oauth1Off":
    "Signing in with OAuth 1.0a needs the X app's consumer keys (X_CONSUMER_KEY, X_CONSUMER_SECRET); use OAuth 2.0 instead.",
  "social.invalidToken": "Invalid token.",
  "social.tooManyAttempts": "Too many sign-ins with X were started from your network. Try again in {{minutes}} min.",
  "sandbox.noAccount": "There is no account @{{handle}} in the store; pick one from the list.",
  "sandbox.badRequest": "This sign-in request is not valid: {{problem}}",
  "sandbox.off": "This server signs in with the real X; the X sandbox is off.",
} as const;

export type SocialLoginTextKey = keyof typeof EN;

const JA: Record<SocialLoginTextKey, string> = {
  "social.unauthorized": "エラー: 不正なログインの試みです",
  "social.callbackNotOurs": "oauth_callback はこのアプリのコールバックページ（{{url}}）でなければなりません。",
  "social.connectNeedsSession":
    "先にサインインしてください。X アカウントの連携はサインイン中のユーザーに追加されます。",
  "social.takenByOther": "この X アカウントは別のユーザーに連携済みです。そのアカウントでサインインしてください。",
  "social.lastWayIn": "これが唯一のサインイン方法です（メールアドレスがありません）。そのため連携を解除できません。",
  "social.providerFailed": "X でのサインインを完了できませんでした: {{problem}}",
  "social.oauth1Off":
    "OAuth 1.0a でのサインインには X アプリのコンシューマーキー（X_CONSUMER_KEY、X_CONSUMER_SECRET）が必要です。OAuth 2.0 を使ってください。",
  "social.invalidToken": "トークンが無効です。",
  "social.tooManyAttempts":
    "お使いのネットワークから X でのログインが多すぎます。{{minutes}} 分後にもう一度お試しください。",
  "sandbox.noAccount": "ストアに @{{handle}} というアカウントはありません。一覧から選んでください。",
  "sandbox.badRequest": "このサインイン要求は無効です: {{problem}}",
  "sandbox.off": "このサーバーは本物の X でサインインします。X サンドボックスは無効です。",
};

export const SOCIAL_LOGIN_TEXTS: Readonly<Record<Language, Readonly<Record<SocialLoginTextKey, string>>>> = {
  en: EN,
  ja: JA,
};

import type { Language } from "./languages.ts";

/** Why a token was refused, in each interface language: part of the API's error texts. */
const EN = {
  extensionTokenExpired:
    "The extension's access has expired (it lasts {{days}} days). Connect the extension again from the app.",
  proTargetingTokenExpired:
    "This pro-targeting token has expired (it lasts {{days}} days). Make a new one from the app.",
  proTargetingTokenNeeded:
    "These reads take a pro-targeting token in the Authorization header (Token …); make one from the app.",
} as const;

export type TokenTextKey = keyof typeof EN;

const JA: Record<TokenTextKey, string> = {
  extensionTokenExpired:
    "拡張機能のアクセス期限が切れました（有効期間は {{days}} 日です）。アプリからもう一度拡張機能を接続してください。",
  proTargetingTokenExpired:
    "このプロターゲティングトークンは期限切れです（有効期間は {{days}} 日です）。アプリから新しいトークンを作成してください。",
  proTargetingTokenNeeded:
    "この読み取りには Authorization ヘッダー（Token …）にプロターゲティングトークンが必要です。アプリから作成してください。",
};

export const TOKEN_TEXTS: Readonly<Record<Language, Readonly<Record<TokenTextKey, string>>>> = { en: EN, ja: JA };

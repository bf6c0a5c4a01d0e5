import { UPLOADED_AUDIENCE_TEXTS } from "../ads/uploaded-audience-texts.ts";
import { COMPETITOR_TEXTS } from "../analysis/competitor-texts.ts";
import { KEYWORD_QUERY_TEXTS } from "../analysis/keyword-query-texts.ts";
import type { Language } from "../auth/languages.ts";
import { SOCIAL_LOGIN_TEXTS } from "../auth/social-login-texts.ts";
import { TOKEN_TEXTS } from "../auth/token-texts.ts";
import { BILLING_TEXTS } from "../billing/billing-texts.ts";
import { CREATORS_TEXTS } from "../creators/creators-texts.ts";
import { IMAGE_DOWNLOAD_TEXTS } from "../exports/image-download-texts.ts";
import { fillTemplate } from "../i18n/text-template.ts";
import { AUDIENCE_TEXTS } from "../premium/audience-texts.ts";
import { PREMIUM_TEXTS } from "../premium/premium-texts.ts";
import { INVITE_TEXTS } from "../teams/invite-texts.ts";

/**
 * The `detail` of the API's 4xx errors, the keyword query's syntax errors among them, in each
 * interface language. The server sends them in the caller's language (Accept-Language; the web app
 * sends its interface language, and the web shows a detail as it comes). English is the default, and
 * its texts are the product's exact wording. Field validation messages are not here: the web recognises those
 * and words them itself.
 */
const EN = {
  notFound: "Not found.",
  forbidden: "You do not have permission to perform this action.",
  notAuthenticated: "Authentication credentials were not provided.",
  csrfFailed: "CSRF Failed: CSRF token missing or incorrect.",
  noNul: "Text must not contain NUL characters.",
  // Requests the framework or Node's HTTP parser refuses before a route sees them
  badUrl: "The URL is not valid: a % must start a percent-encoded byte (%XX) of UTF-8.",
  bodyNotJson: "Request body must be JSON (Content-Type: application/json)",
  emptyJsonBody: "Request body is empty; send a JSON object",
  malformedJson: "Malformed JSON in request body: {{problem}}",
  bodyTooLarge: "Request body is too large",
  databaseUnavailable:
    "The database cannot be reached right now, so nothing was read or changed. Try again in a moment.",
  serverBusy: "The server is busy with other analyses right now, so this one did not start. Try again in a minute.",
  headersTooLarge: "The request's headers are too large.",
  badHttpRequest: "The request is not valid HTTP.",
  requestTimeout: "The request took too long to arrive.",
  // Limits (429); {{minutes}} is how long until the limit lets the caller try again.
  tooManyRequests: "Too many requests. Try again in {{minutes}} min.",
  tooManyCodes: "Too many sign-in codes requested for this address. Try again in {{minutes}} min.",
  tooManyCodesFromIp: "Too many sign-in codes requested from your network. Try again in {{minutes}} min.",
  tooManyAnalyses: "You have run {{limit}} analyses this minute, the most one user may. Try again in {{minutes}} min.",
  tooManyGenerations:
    "You have started {{limit}} targeting generations this hour, the most one user may. Try again in {{minutes}} min.",
  tooManyTeamAnalyses:
    "Your team has run {{limit}} analyses this minute, the most one team may. Try again in {{minutes}} min.",
  tooManyTeamGenerations:
    "Your team has started {{limit}} targeting generations this hour, the most one team may. Try again in {{minutes}} min.",
  tooManyImports: "You have uploaded {{limit}} files this hour, the most one user may. Try again in {{minutes}} min.",
  tooManyTeams: "You have created {{limit}} teams today, the most one user may. Try again in {{minutes}} min.",
  outboxLocalOnly:
    "The local outbox is shown only on the machine the server runs on (open it at localhost), as it holds everyone's sign-in codes.",
  outboxSmtp: "There is no local outbox: this server sends mail over SMTP.",
  logoutCrossSite: "Log out from the app (POST /rest-auth/logout/); a link from another site cannot log you out.",
  // Teams
  teamNotFound: "Team not found.",
  noTeam: "No team.",
  adminsOnly: "Only team admins can do this.",
  memberNotFound: "Member not found.",
  teamNeedsAdmin: "A team needs at least one admin.",
  inviteNotFound: "Invite not found.",
  inviteGone: "Invite not found. Ask a team admin for a new invite.",
  inviteUsed: "This invite has already been used. Ask a team admin for a new invite.",
  inviteForAnother:
    "This invite is for another e-mail address. Sign in with the address the invite was sent to, or ask a team admin to invite this one.",
  alreadyMembers: "Already members of this team: {{emails}}. Remove them from the list and send again.",
  tooManyInvites:
    "Too many invites: a team can send {{max}} in 24 hours and this team has {{left}} left. Invite fewer people or try again in {{hours}} h.",
  // The social data store
  staffOnly: "Only staff can import data.",
  badIngestToken: "Invalid ingest token.",
  fileAsBody: "Send the file as the request body",
  emptyFile: "The file is empty",
  fileTooLarge: "The file is larger than {{mb}} MB",
  unknownFileFormat: "Cannot tell the format of {{file}}. Choose its format: {{formats}}.",
  fileNotText: "{{file}} is not UTF-8 text. Save it as UTF-8 (JSON, NDJSON or CSV) and upload it again.",
  fileNotJson: "{{file}} is not JSON, which the {{format}} format is. Check the file or choose another format.",
  importEnded: "This import has already ended.",
  fetchEnded: "This fetch has already ended.",
  // Analyses
  unknownCountry: 'Unknown country "{{country}}": use a country name, an ISO code such as "JP", or "Global".',
  notADate: '{{field}} "{{value}}" is not a date: use YYYY-MM-DD or an ISO date-time.',
  dateOutOfRange: '{{field}} "{{value}}" is out of range: use a date from {{first}} to {{last}}.',
  startAfterEnd: "start_date must not be after end_date.",
  rangeTooLong:
    "The dates span {{days}} days; one analysis covers at most {{max}} days. Move start_date or end_date closer.",
  handleRequired: "A handle is required for handle analysis.",
  noAccount: "No account @{{handle}} in the data store",
  queryRequired: "A query is required for {{type}} analysis.",
  postIdRequired: "A post id or post URL is required for post analysis.",
  noPost: "No post {{id}} in the data store",
  noCommunity: "No community {{id}} in the data store",
  similarNeedsHandle: "Similar accounts are computed for handle analyses: send query_type handle.",
  // Share of voice; {{problem}} is the keyword query's own message
  keywordProblem: 'Keyword "{{keyword}}": {{problem}}',
  aliasProblem: 'Alias "{{alias}}" of "{{keyword}}": {{problem}}',
  noKeywords: "Add at least one keyword to compare",
  tooManyKeywords: "Compare at most {{max}} keywords at a time (got {{n}})",
  keywordTwice: 'Keyword "{{keyword}}" is listed twice',
  // Ad accounts and applying a package
  noAdAccountId: "No ad account id provided",
  adAccountNotFound: "Ad account not found.",
  adAccountLinked: "This ad account is already linked to the team.",
  adAccountNotGranted: "You have no access to this ad account. Ask a team admin to grant it to you.",
  grantNotFound: "Ad-account grant not found.",
  grantExists: "This member already has access to this ad account.",
  grantNotMember: "Only a member of this team can be granted its ad accounts.",
  extensionTokenRefused: "The extension's token cannot be used for this; sign in to the app.",
  proTargetingTokenRefused: "A pro-targeting token opens only the pro toolkit's calls; sign in to the app for this.",
  publicTokenRefused: "The public token opens only the public calls; sign in to the app for this.",
  creatorsGroupNeeded: "The creators tool is open to the Creators group and the provider's staff.",
  plannerGroupNeeded:
    "The campaign planner is open to the CampaignPlanner group, the provider's staff and teams with one of its special ad accounts.",
  adsPlatformRefused: "The ad platform refused the request: {{problem}}",
  adsPlatformFailed: "The ad platform did not answer as expected: {{problem}}",
  adsPlatformBusy: "The ad platform is receiving too many requests. Try again in {{seconds}} s.",
  xAdsNotConnected:
    "This team has not connected an X Ads login yet. A team admin connects one in Team settings → Ad accounts.",
  xAdsNotManageable:
    "X Ads account {{account}} is not one that @{{screenName}}, the X login connected to this team, can manage.",
  xAdsConnectExpired: "This X Ads connection attempt has expired or was already used. Start it again.",
  adsNoLoginNeeded: "The sandbox ad platform needs no login to connect.",
  xAdsNoFunding:
    "X Ads account {{account}} has no active funding instrument in {{currency}}: add one in X Ads, or use the account's currency.",
  xAdsCampaignNotPushed:
    "This campaign is not on X Ads (it was made before the platform was X), so its ad sets cannot be pushed there.",
  xAdsAdsetNotPushed:
    "This ad set is not on X Ads (it was made before the platform was X), so its ads cannot be pushed there.",
  xAdsCardNeedsMedia:
    "A website card on X Ads shows an image or a video: attach one to this creative, or remove its card, to push the ad.",
  xAdsMediaUnreadable:
    "The file {{name}} of this creative could not be read from the media library, so the ad was not pushed to X Ads. Upload it again and attach it to the creative.",
  xAdsMediaFailed:
    "X could not process the file {{name}} of this creative ({{problem}}), so the ad was not pushed to X Ads.",
  // Why a keyword query cannot be read: a catalog of its own, which the web app carries alone.
  ...KEYWORD_QUERY_TEXTS.en,
  // Uploaded audiences and the image downloader: catalogs kept beside their contracts.
  ...UPLOADED_AUDIENCE_TEXTS.en,
  ...IMAGE_DOWNLOAD_TEXTS.en,
  ...TOKEN_TEXTS.en,
  ...SOCIAL_LOGIN_TEXTS.en,
  ...INVITE_TEXTS.en,
  ...BILLING_TEXTS.en,
  ...COMPETITOR_TEXTS.en,
  ...CREATORS_TEXTS.en,
  ...PREMIUM_TEXTS.en,
  ...AUDIENCE_TEXTS.en,
} as const;

export type ErrorTextKey = keyof typeof EN;

const JA: Record<ErrorTextKey, string> = {
  notFound: "見つかりません。",
  forbidden: "この操作を行う権限がありません。",
  notAuthenticated: "認証情報がありません。サインインしてください。",
  csrfFailed: "CSRF の検証に失敗しました。CSRF トークンがないか、正しくありません。",
  noNul: "テキストに NUL 文字を含めることはできません。",
  badUrl: "URL が正しくありません。% は UTF-8 のパーセントエンコード（%XX）の始まりにだけ使えます。",
  bodyNotJson: "リクエスト本文は JSON で送ってください（Content-Type: application/json）",
  emptyJsonBody: "リクエスト本文が空です。JSON オブジェクトを送ってください",
  malformedJson: "リクエスト本文の JSON が正しくありません：{{problem}}",
  bodyTooLarge: "リクエスト本文が大きすぎます",
  databaseUnavailable:
    "現在データベースに接続できないため、何も読み込み・変更していません。しばらくしてから再度お試しください。",
  serverBusy:
    "現在サーバーが他の分析で混み合っているため、この分析は開始されませんでした。1 分ほどしてから再度お試しください。",
  headersTooLarge: "リクエストのヘッダーが大きすぎます。",
  badHttpRequest: "リクエストが正しい HTTP ではありません。",
  requestTimeout: "リクエストの受信に時間がかかりすぎました。",
  tooManyRequests: "要求が多すぎます。{{minutes}} 分後にもう一度お試しください。",
  tooManyCodes: "このアドレスへのサインインコードの要求が多すぎます。{{minutes}} 分後にもう一度お試しください。",
  tooManyCodesFromIp:
    "お使いのネットワークからのサインインコードの要求が多すぎます。{{minutes}} 分後にもう一度お試しください。",
  tooManyAnalyses:
    "この 1 分間に {{limit}} 件の分析を実行しました（1 ユーザーの上限）。{{minutes}} 分後にもう一度お試しください。",
  tooManyGenerations:
    "この 1 時間に {{limit}} 件のターゲティング生成を開始しました（1 ユーザーの上限）。{{minutes}} 分後にもう一度お試しください。",
  tooManyTeamAnalyses:
    "チームでこの 1 分間に {{limit}} 件の分析を実行しました（1 チームの上限）。{{minutes}} 分後にもう一度お試しください。",
  tooManyTeamGenerations:
    "チームでこの 1 時間に {{limit}} 件のターゲティング生成を開始しました（1 チームの上限）。{{minutes}} 分後にもう一度お試しください。",
  tooManyImports:
    "この 1 時間に {{limit}} 件のファイルをアップロードしました（1 ユーザーの上限）。{{minutes}} 分後にもう一度お試しください。",
  tooManyTeams:
    "今日は {{limit}} 件のチームを作成しました（1 ユーザーの上限）。{{minutes}} 分後にもう一度お試しください。",
  outboxLocalOnly:
    "ローカル送信箱は全員のサインインコードを含むため、サーバーが動いているマシンでのみ表示されます（localhost で開いてください）。",
  outboxSmtp: "ローカル送信箱はありません。このサーバーはメールを SMTP で送信します。",
  logoutCrossSite:
    "ログアウトはアプリから行ってください（POST /rest-auth/logout/）。他のサイトのリンクではログアウトできません。",
  teamNotFound: "チームが見つかりません。",
  noTeam: "チームがありません。",
  adminsOnly: "この操作はチームの管理者だけが行えます。",
  memberNotFound: "メンバーが見つかりません。",
  teamNeedsAdmin: "チームには少なくとも 1 人の管理者が必要です。",
  inviteNotFound: "招待が見つかりません。",
  inviteGone: "招待が見つかりません。チームの管理者に新しい招待を依頼してください。",
  inviteUsed: "この招待はすでに使われています。チームの管理者に新しい招待を依頼してください。",
  inviteForAnother:
    "この招待は別のメールアドレス宛てです。招待が送られたアドレスでサインインするか、このアドレスへの招待をチームの管理者に依頼してください。",
  alreadyMembers: "すでにこのチームのメンバーです：{{emails}}。一覧から外してもう一度送ってください。",
  tooManyInvites:
    "招待が多すぎます。チームが送れる招待は 24 時間で {{max}} 件までで、このチームの残りは {{left}} 件です。人数を減らすか、{{hours}} 時間後にもう一度お試しください。",
  staffOnly: "データをインポートできるのはスタッフだけです。",
  badIngestToken: "インポート用トークンが正しくありません。",
  fileAsBody: "ファイルをリクエスト本文として送ってください",
  emptyFile: "ファイルが空です",
  fileTooLarge: "ファイルが {{mb}} MB を超えています",
  unknownFileFormat: "{{file}} の形式を判別できません。形式を選んでください：{{formats}}。",
  fileNotText:
    "{{file}} は UTF-8 のテキストではありません。UTF-8（JSON、NDJSON、CSV）で保存してからもう一度アップロードしてください。",
  fileNotJson:
    "{{file}} は JSON ではありませんが、{{format}} 形式は JSON です。ファイルを確かめるか、別の形式を選んでください。",
  importEnded: "このインポートはすでに終了しています。",
  fetchEnded: "この取得はすでに終了しています。",
  unknownCountry: "不明な国「{{country}}」です。国名、「JP」のような ISO コード、または「Global」を指定してください。",
  notADate: "{{field}}「{{value}}」は日付ではありません。YYYY-MM-DD または ISO 形式の日時を指定してください。",
  dateOutOfRange: "{{field}}「{{value}}」は範囲外です。{{first}} 年から {{last}} 年までの日付を指定してください。",
  startAfterEnd: "start_date を end_date より後にすることはできません。",
  rangeTooLong:
    "期間が {{days}} 日あります。1 回の分析で扱えるのは最大 {{max}} 日です。start_date か end_date を近づけてください。",
  handleRequired: "ハンドル分析にはハンドルが必要です。",
  noAccount: "データストアに @{{handle}} のアカウントはありません",
  queryRequired: "{{type}} 分析にはクエリが必要です。",
  postIdRequired: "投稿分析には投稿 ID または投稿 URL が必要です。",
  noPost: "データストアに投稿 {{id}} はありません",
  noCommunity: "データストアにコミュニティ {{id}} はありません",
  similarNeedsHandle: "類似アカウントはハンドル分析で計算します。query_type に handle を指定してください。",
  keywordProblem: "キーワード「{{keyword}}」：{{problem}}",
  aliasProblem: "「{{keyword}}」の別名「{{alias}}」：{{problem}}",
  noKeywords: "比較するキーワードを 1 つ以上追加してください",
  tooManyKeywords: "一度に比較できるキーワードは {{max}} 個までです（{{n}} 個あります）",
  keywordTwice: "キーワード「{{keyword}}」が 2 回指定されています",
  noAdAccountId: "広告アカウント ID が指定されていません",
  adAccountNotFound: "広告アカウントが見つかりません。",
  adAccountLinked: "この広告アカウントはすでにチームにリンクされています。",
  adAccountNotGranted:
    "この広告アカウントへのアクセス権がありません。チームの管理者にアクセス権の付与を依頼してください。",
  grantNotFound: "広告アカウントのアクセス権が見つかりません。",
  grantExists: "このメンバーにはすでにこの広告アカウントへのアクセス権があります。",
  grantNotMember: "チームの広告アカウントへのアクセス権は、そのチームのメンバーにだけ付与できます。",
  extensionTokenRefused: "拡張機能のトークンはこの操作には使えません。アプリにサインインしてください。",
  proTargetingTokenRefused:
    "プロターゲティングトークンで使えるのはプロツールキットの呼び出しだけです。この操作にはアプリにサインインしてください。",
  publicTokenRefused: "公開トークンで使えるのは公開の呼び出しだけです。この操作にはアプリにサインインしてください。",
  creatorsGroupNeeded: "クリエイターツールは Creators グループとプロバイダーのスタッフが使えます。",
  plannerGroupNeeded:
    "キャンペーンプランナーは CampaignPlanner グループ、プロバイダーのスタッフ、その特別な広告アカウントを持つチームが使えます。",
  adsPlatformRefused: "広告プラットフォームがリクエストを拒否しました：{{problem}}",
  adsPlatformFailed: "広告プラットフォームから想定外の応答がありました：{{problem}}",
  adsPlatformBusy: "広告プラットフォームへのリクエストが多すぎます。{{seconds}} 秒後にもう一度お試しください。",
  xAdsNotConnected:
    "このチームはまだ X 広告のログインを接続していません。チームの管理者がチーム設定 → 広告アカウントで接続します。",
  xAdsNotManageable:
    "X 広告アカウント {{account}} は、このチームに接続された X ログイン @{{screenName}} では管理できないアカウントです。",
  xAdsConnectExpired: "この X 広告の接続手続きは期限切れか、すでに使われています。もう一度やり直してください。",
  adsNoLoginNeeded: "サンドボックスの広告プラットフォームには接続するログインは不要です。",
  xAdsNoFunding:
    "X 広告アカウント {{account}} には {{currency}} の有効なお支払い方法がありません。X 広告で追加するか、アカウントの通貨を使ってください。",
  xAdsCampaignNotPushed:
    "このキャンペーンは X 広告にありません（プラットフォームが X になる前に作成されました）。広告グループを X に送れません。",
  xAdsAdsetNotPushed:
    "この広告グループは X 広告にありません（プラットフォームが X になる前に作成されました）。広告を X に送れません。",
  xAdsCardNeedsMedia:
    "X 広告のウェブサイトカードには画像か動画が必要です。広告を送るには、このクリエイティブに画像か動画を付けるか、カードを外してください。",
  xAdsMediaUnreadable:
    "このクリエイティブのファイル {{name}} をメディアライブラリから読み込めなかったため、広告を X 広告に送りませんでした。ファイルをもう一度アップロードしてクリエイティブに付けてください。",
  xAdsMediaFailed:
    "X がこのクリエイティブのファイル {{name}} を処理できなかったため（{{problem}}）、広告を X 広告に送りませんでした。",
  ...KEYWORD_QUERY_TEXTS.ja,
  ...UPLOADED_AUDIENCE_TEXTS.ja,
  ...IMAGE_DOWNLOAD_TEXTS.ja,
  ...TOKEN_TEXTS.ja,
  ...SOCIAL_LOGIN_TEXTS.ja,
  ...INVITE_TEXTS.ja,
  ...BILLING_TEXTS.ja,
  ...COMPETITOR_TEXTS.ja,
  ...CREATORS_TEXTS.ja,
  ...PREMIUM_TEXTS.ja,
  ...AUDIENCE_TEXTS.ja,
};

export const ERROR_TEXTS: Readonly<Record<Language, Readonly<Record<ErrorTextKey, string>>>> = { en: EN, ja: JA };

/** An error text in `language`, its placeholders filled. */
export function errorText(language: Language, key: ErrorTextKey, params: Record<string, string | number> = {}): string {
  return fillTemplate(language, ERROR_TEXTS[language][key], params);
}

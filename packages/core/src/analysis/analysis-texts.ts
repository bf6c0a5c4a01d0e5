import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/**
 * The texts the server writes into analysis results and store descriptions, in each interface
 * language: what a section was computed over (its base), how (its method), caveats (its note) and
 * category labels. They are composed on the server from the request's values, so the server
 * localises them for the language the caller asks for (the web app sends its interface language
 * as Accept-Language; other callers get English). The enrichment methods are here too, so a
 * method reads the same on the Data page and under a chart.
 */
const EN = {
  // What an analysis covers (build-scope.ts). {{span}} is `span`; {{country}} and {{by}} are
  // the country suffixes, empty without a country.
  span: "from {{start}} to {{end}}",
  inCountry: " in {{country}}",
  byAuthorsIn: " by authors in {{country}}",
  handlePosts: "posts by {{who}} {{span}}",
  handleAudience: "followers of {{who}} in the store{{country}}",
  postPosts: "post {{id}} with its replies and quotes",
  postAudience: "accounts that liked, reposted, replied to or quoted post {{id}}{{country}}",
  conversationPosts: "posts matching {{query}}{{by}} and the replies in their conversations, {{span}}",
  conversationAudience: "authors of the posts matching {{query}} and of the replies in their conversations, {{span}}",
  keywordPosts: "posts matching {{query}}{{by}}, {{span}}",
  keywordAudience: "authors of posts matching {{query}}{{by}}, {{span}}",
  // A keyword or conversation analysis scoped to an X community (its posts only).
  inCommunity: " in the community {{community}}",
  communityPosts: "posts in the community {{community}}{{by}}, {{span}}",
  communityAudience: "authors of posts in the community {{community}}{{by}}, {{span}}",
  // Bases of sections over a sample of the audience; {{audience}} is the audience's base.
  audienceSample: "a sample of {{n}} of the {{total}} {{audience}}",
  biosOf: "the bios of {{audience}}",
  biosAndPostsOf: "the bios and posts of {{audience}}",
  engagementsBy: "likes, reposts, replies and quotes in the range by {{audience}}",
  audienceSizeFollowers: "followers in the store",
  // A city's label in the cities chart.
  cityIn: "{{city}}, {{country}}",
  audienceSizeAccounts: "accounts in the audience",
  audienceSizeAccountsOne: "account in the audience",
  audienceSizeFollowersOne: "follower in the store",
  postConversation: "replies to and quotes of post {{id}} in the store",
  profileBase: "the profile of {{who}} in the store",
  conversationReplies: "replies in the {{conversations}} conversations of the {{posts}}",
  conversationRepliesOne: "replies in the 1 conversation of the {{posts}}",
  followerSnapshotsOne: "daily follower counts of {{who}}: 1 snapshot in the {{days}}-day range",
  followerSnapshots: "daily follower counts of {{who}}: {{n}} snapshots in the {{days}}-day range",
  shareOfVoiceBase: "posts matching any of the keywords from {{start}} to {{end}}{{by}}",

  // Notes: caveats shown above a section.
  mostLikedFirst: "Most liked first.",
  postEngagersKnown:
    "{{known}} of {{total}} engagers known. The post's public counts: likes {{likes}}, reposts {{reposts}}, replies {{replies}}, quotes {{quotes}}; the numbers here are of the engagers the store holds.",
  mostRecentFirst: "Most recent first.",
  unscoredPosts:
    "Posts without a sentiment: {{n}} (in a language other than English and Japanese with no emoji to read, or not enriched yet).",
  noFollowerSnapshots:
    "The store has no follower-count snapshots of {{who}} in this range. A snapshot is a profile's counts on a day it was seen: in a twarc file (the day twarc retrieved it) or by a live fetch from the X API (the day of the fetch).",
  interestsOverlap:
    "An account can have several interests: shares are of the accounts with at least one and can add up to more than 100%.",
  languagesOverlap: "Accounts that post in several languages count in each.",
  noSubreddits: "Subreddits are Reddit communities: the posts of an X account were made on X, which has none.",
  noRedditData:
    "This store holds no Reddit data, so there is no subreddit to show. Import Reddit listings or dumps on the Data page to see where the query is discussed on Reddit.",
  noRedditMatches: "None of the store's Reddit posts or comments match this query in this window.",
  redditPostsOf: "Reddit posts and comments among the {{posts}}",

  // Methods: how a section's numbers were made.
  keywordsMethod:
    "Content words the author wrote in each post (stopwords, numbers and single letters removed; Japanese segmented into words; the handles a reply starts with and a repost’s “RT @handle:” left out); a post counts once per word.",
  keywordPairsMethod: "A combination is two keywords in the same post.",
  subredditsMethod:
    "The matched Reddit posts and comments grouped by the subreddit they were made in: posts, distinct authors (deleted authors not counted) and the share of the matched Reddit posts; most posts first.",
  seoMethodSampled:
    "Lift = share of these posts using the keyword ÷ share of a fixed sample of {{storePosts}} posts of the store; the {{candidates}} most used keywords are ranked by lift.",
  seoMethodAll:
    "Lift = share of these posts using the keyword ÷ share of all {{storePosts}} posts of the store; the {{candidates}} most used keywords are ranked by lift.",
  topicsMethod:
    "Posts whose keywords or hashtags include a word of a topic in the 20-topic interests taxonomy (English and Japanese words per topic); a post can have several topics.",
  interactedMethod: "Each engagement counts the terms of the post engaged with once.",
  bioWordsMethod:
    "Content words of the bios (stopwords, numbers and hashtags removed); each account counts once per word.",
  bioPairsMethod:
    "Content words of the bios (stopwords, numbers and hashtags removed); a combination is two words in one bio; each account counts once per pair.",
  hashtagsSelfViewMethod:
    "Hashtags written in the bios and used in the accounts' own posts in the range; each account counts once per hashtag.",
  languagesMethod:
    "Language of each post in the range (the platform's tag, else detected from the text, else, when the text does not tell, the language of most of the author's other posts or of their bio); an account counts once for each language it posts in; accounts without posts in the range are unknown.",
  topAccountsMethod: "Counted from the follow edges in the store: how many audience members follow each account.",
  topAccountsMethodSampled:
    "Estimated from the follow edges of a fixed sample of {{n}} audience members, scaled to the whole audience.",
  similarAccountsMethod:
    "Jaccard similarity of followers in the store (shared followers ÷ followers of either account), over the {{candidates}} accounts the followers follow most.",
  similarAccountsMethodSampled:
    "Jaccard similarity of followers in the store (shared followers ÷ followers of either account), over the {{candidates}} accounts the followers follow most; shared followers estimated from a fixed sample of {{n}} followers.",
  shareOfVoiceMethod:
    "A post counts for a keyword when it matches the keyword or one of its aliases (keyword query syntax); a post can count for several keywords. Share is of all keyword matches; engagement is likes + reposts + replies + quotes; positive and negative shares are of the keyword's posts that have a sentiment.",
  sentimentMethod:
    "Rule-based. English: AFINN-165 plus social-media, slang and complaint words; handles, links and a repost's “RT” are not read; text emoticons such as :( and <3 and emoji count; a negation turns the words after it within its clause; intensifiers, capitals, “!” and “but” weigh as in VADER; a customer's grievance (a delay, a hold time, “my bag didn't arrive”, “why…?”) counts without an opinion word, thanks after a complaint is politeness unless it thanks for help, and praise beside a grievance reads as sarcasm; “like” counts only as a verb. Japanese: the text is split into morphemes by Lindera with the IPADIC dictionary and each word is read by its dictionary form in Tohoku University's Japanese Sentiment Polarity Dictionary and the project's social-media words; kana and colloquial spellings are normalised, negations after a word turn it (two cancel), wishes and advice are no opinion, and laughter and kaomoji count. The sum is normalised to −1..+1 (±0.05 is neutral). Posts in other languages are scored from their emojis alone, and have no sentiment without any: English words in them are mostly loanwords or false friends (Italian “fine” means “end”).",
  genderMethod:
    "Inferred from pronouns in the bio when stated, else from the profile's first name (Western and Japanese given-name lists); names used for both genders, brands and unknown names stay unknown, and a company's or group's name (“Fox News”, “… FC”), one an article starts (“La Birra”) or an acronym (“ESPN”) gives no first name; the writer's own role in the bio (“mom of 2”) counts, a partner or parent someone has (“his wife”, “my husband”) does not.",
  ageMethod:
    'Inferred only from explicit cues in the bio: a stated age of the writer ("25 y/o", "25歳"; not "my 16 yo son"), a birth year ("born 1990", "95年生まれ"), an age decade ("30代", "in my 30s") or a life stage (high-school or university student, retired); otherwise unknown.',
  locationMethod:
    "Parsed from the free-text profile location against a gazetteer (GeoNames cities of 50,000+ people, ISO country names in English, Japanese and 17 other languages, states and provinces of the US, Canada and Australia and regions of other countries (ISO 3166-2), Japanese prefectures, the names of large cities in Japanese and other languages such as ニューヨーク, Roma and Москва, and aliases such as NYC, UK, 東京); the first city written counts, a state after a city is read by where that city is (“Perth, WA”: Australia), and a country written later wins over a name that is also a state's (“Atlanta, Georgia, USA”); jokes and unknown places stay unknown.",
  jobTitleMethod:
    "Matched from job titles and role words in the bio (English and Japanese) into 17 groups (owning a pet or a home is no job, nor is an art “by hobby”; an analyst counts only with a field: a research or market analyst is financial, a data or business analyst tech); a bio without one stays unknown.",
  interestsMethod:
    "Matched from words in the bio and the hashtags the account uses at least twice against a 20-topic taxonomy (English and Japanese words per topic); in a bio, abbreviations such as AI and EV count only in capitals.",
  accountTypeMethod:
    'Company/group accounts are told apart by the platform\'s business/government badge and by organisation words in the name, handle or bio (official, Inc., news, radio, FM, publishers, school, ISD, shop, club, agency, council, party, 株式会社, 公式, "we help", "follow us", non-profit); people by a recognised first name, personal pronouns or first-person bios.',

  // Labels: categories, series and scores.
  female: "Female",
  male: "Male",
  organization: "Company/group",
  seriesPosts: "Posts",
  seriesFollowers: "Followers",
  seriesFollowing: "Following",
  scoreFollowing: "audience members following",
  scoreFollowingEstimated: "audience members following (estimated)",
  scoreJaccard: "Jaccard similarity of followers",
  followersOf: "Followers of {{who}}",
  "job.Decision maker": "Decision maker",
  "job.IT Developer": "IT Developer",
  "job.IT/Tech": "IT/Tech",
  "job.Healthcare": "Healthcare",
  "job.Alternative Medicine": "Alternative Medicine",
  "job.Science": "Science",
  "job.Education": "Education",
  "job.Financial": "Financial",
  "job.Consulting": "Consulting",
  "job.Legal": "Legal",
  "job.Marketing": "Marketing",
  "job.News": "News",
  "job.Artist": "Artist",
  "job.Entertainment": "Entertainment",
  "job.Farmer": "Farmer",
  "job.Service": "Service",
  "job.Business": "Business",
} as const;

export type AnalysisTextKey = keyof typeof EN;

const JA: Record<AnalysisTextKey, string> = {
  span: "{{start}}〜{{end}}",
  inCountry: "（国：{{country}}）",
  byAuthorsIn: "（投稿者の国：{{country}}）",
  handlePosts: "{{who}} の投稿（{{span}}）",
  handleAudience: "ストア内の {{who}} のフォロワー{{country}}",
  postPosts: "投稿 {{id}} とその返信・引用",
  postAudience: "投稿 {{id}} にいいね・リポスト・返信・引用したアカウント{{country}}",
  conversationPosts: "{{query}} に一致する投稿{{by}}とその会話の返信（{{span}}）",
  conversationAudience: "{{query}} に一致する投稿とその会話の返信の投稿者（{{span}}）",
  keywordPosts: "{{query}} に一致する投稿{{by}}（{{span}}）",
  keywordAudience: "{{query}} に一致する投稿{{by}}の投稿者（{{span}}）",
  inCommunity: "（コミュニティ「{{community}}」内）",
  communityPosts: "コミュニティ「{{community}}」の投稿{{by}}（{{span}}）",
  communityAudience: "コミュニティ「{{community}}」の投稿{{by}}の投稿者（{{span}}）",
  audienceSample: "{{audience}}（{{total}} アカウント）から抽出した {{n}} アカウントのサンプル",
  biosOf: "{{audience}}のプロフィール文",
  biosAndPostsOf: "{{audience}}のプロフィール文と投稿",
  engagementsBy: "{{audience}}による期間内のいいね・リポスト・返信・引用",
  audienceSizeFollowers: "ストア内のフォロワー",
  cityIn: "{{city}}（{{country}}）",
  audienceSizeAccounts: "オーディエンスのアカウント",
  audienceSizeAccountsOne: "オーディエンスのアカウント",
  audienceSizeFollowersOne: "ストア内のフォロワー",
  postConversation: "ストア内の投稿 {{id}} への返信と引用",
  profileBase: "ストア内の {{who}} のプロフィール",
  conversationReplies: "{{posts}} の {{conversations}} 件の会話への返信",
  conversationRepliesOne: "{{posts}} の 1 件の会話への返信",
  followerSnapshotsOne: "{{who}} の日別フォロワー数：{{days}} 日間のスナップショット 1 件",
  followerSnapshots: "{{who}} の日別フォロワー数：{{days}} 日間のスナップショット {{n}} 件",
  shareOfVoiceBase: "{{start}}〜{{end}} にいずれかのキーワードに一致した投稿{{by}}",

  mostLikedFirst: "いいねの多い順。",
  postEngagersKnown:
    "エンゲージメント {{total}} 件のうち、ストアにあるアカウントは {{known}} 件です。投稿の公開カウント：いいね {{likes}}・リポスト {{reposts}}・返信 {{replies}}・引用 {{quotes}}。ここの数値はストアにあるアカウントだけのものです。",
  mostRecentFirst: "新しい順。",
  unscoredPosts:
    "感情のない投稿：{{n}} 件（英語・日本語以外の言語で読める絵文字もない投稿か、まだエンリッチされていない投稿）。",
  noFollowerSnapshots:
    "この期間の {{who}} のフォロワー数のスナップショットはストアにありません。スナップショットは、プロフィールを確認した日のカウントです：twarc のファイル（twarc が取得した日）、または X API からのライブ取得（取得した日）。",
  interestsOverlap:
    "1 つのアカウントが複数の興味を持つことがあります。割合は興味が 1 つ以上わかったアカウントに対するもので、合計が 100% を超えることがあります。",
  languagesOverlap: "複数の言語で投稿するアカウントは、それぞれの言語に数えます。",
  noSubreddits:
    "サブレディットは Reddit のコミュニティです。X アカウントの投稿は X のもので、サブレディットはありません。",
  noRedditData:
    "このストアには Reddit のデータがないため、表示するサブレディットはありません。データページで Reddit のリスティングやダンプをインポートすると、クエリが Reddit のどこで話題になっているかがわかります。",
  noRedditMatches: "ストアの Reddit の投稿・コメントのうち、この期間にこのクエリに一致するものはありません。",
  redditPostsOf: "{{posts}}のうち Reddit の投稿とコメント",

  keywordsMethod:
    "各投稿で投稿者が書いた内容語（ストップワード・数字・1 文字の語を除き、日本語は単語に分割。返信の先頭に付く宛先のハンドルとリポストの「RT @ハンドル:」は除外）。1 つの投稿は語ごとに 1 回数えます。",
  keywordPairsMethod: "組み合わせは、同じ投稿に現れる 2 つのキーワードです。",
  subredditsMethod:
    "一致した Reddit の投稿とコメントを、投稿先のサブレディットごとにまとめています：投稿数、投稿者数（削除された投稿者は数えません）、一致した Reddit の投稿に占める割合。投稿の多い順。",
  seoMethodSampled:
    "リフト＝そのキーワードを使うこれらの投稿の割合 ÷ ストアの投稿から抽出した固定サンプル {{storePosts}} 件での割合。よく使われる上位 {{candidates}} 語をリフトの順に並べます。",
  seoMethodAll:
    "リフト＝そのキーワードを使うこれらの投稿の割合 ÷ ストアの全 {{storePosts}} 件の投稿での割合。よく使われる上位 {{candidates}} 語をリフトの順に並べます。",
  topicsMethod:
    "キーワードまたはハッシュタグに、20 トピックの興味分類（トピックごとの英語と日本語の語）の語を含む投稿。1 つの投稿が複数のトピックを持つことがあります。",
  interactedMethod: "エンゲージメントごとに、対象の投稿の語を 1 回数えます。",
  bioWordsMethod:
    "プロフィール文の内容語（ストップワード・数字・ハッシュタグを除く）。各アカウントは語ごとに 1 回数えます。",
  bioPairsMethod:
    "プロフィール文の内容語（ストップワード・数字・ハッシュタグを除く）。組み合わせは 1 つのプロフィール文に現れる 2 語です。各アカウントは組み合わせごとに 1 回数えます。",
  hashtagsSelfViewMethod:
    "プロフィール文に書かれたハッシュタグと、期間内の本人の投稿で使われたハッシュタグ。各アカウントはハッシュタグごとに 1 回数えます。",
  languagesMethod:
    "期間内の各投稿の言語（プラットフォームのタグ、なければ本文から判定し、本文で判定できない投稿は同じ投稿者の他の投稿の大半の言語か自己紹介の言語）。アカウントは投稿した言語ごとに 1 回数え、期間内に投稿のないアカウントは不明とします。",
  topAccountsMethod: "ストア内のフォロー関係から、各アカウントをフォローしているオーディエンスの人数を数えたものです。",
  topAccountsMethodSampled:
    "オーディエンスから抽出した固定サンプル {{n}} 人のフォロー関係から推定し、オーディエンス全体に換算したものです。",
  similarAccountsMethod:
    "ストア内のフォロワーの Jaccard 類似度（共通のフォロワー ÷ どちらかのフォロワー）。フォロワーが最も多くフォローしている {{candidates}} アカウントが対象です。",
  similarAccountsMethodSampled:
    "ストア内のフォロワーの Jaccard 類似度（共通のフォロワー ÷ どちらかのフォロワー）。フォロワーが最も多くフォローしている {{candidates}} アカウントが対象で、共通のフォロワーはフォロワーから抽出した固定サンプル {{n}} 人から推定しています。",
  shareOfVoiceMethod:
    "投稿がキーワードまたはその別名（キーワードクエリの構文）に一致すると、そのキーワードに数えます。1 つの投稿が複数のキーワードに数えられることがあります。シェアはキーワードの一致件数全体に対する割合、エンゲージメントはいいね＋リポスト＋返信＋引用です。ポジティブ・ネガティブの割合は、そのキーワードの投稿のうち感情のあるものに対する割合です。",
  sentimentMethod:
    "ルールベース。英語：AFINN-165 に SNS の語・スラング・苦情の語を加えて使います。ハンドル、リンク、リポストの「RT」は読みません。:( や <3 などの顔文字と絵文字も数えます。否定は同じ節の中で後に続く語の極性を反転させ、強調語・大文字・「!」・「but」は VADER と同じ重みで扱います。客の苦情（遅延、保留の待ち時間、「荷物が届かない」、「なぜ…？」）は評価語がなくても否定的に数え、苦情の後の「thanks」は手助けへのお礼でなければ礼儀として数えず、苦情と並ぶ称賛は皮肉と読みます。「like」は主語に続く動詞のときだけ数えます。日本語：Lindera（IPADIC 辞書）で形態素に分け、各語を基本形で東北大学の日本語評価極性辞書と独自の SNS 語彙に照らします。かな書きや話し言葉の表記は正規化し、語の後の否定は極性を反転させ（二重否定は打ち消し合います）、願望や助言は評価に数えず、笑い（w・草）や顔文字も数えます。合計を −1〜+1 に正規化します（±0.05 以内はニュートラル）。英語・日本語以外の言語の投稿は絵文字だけから判定し、絵文字がなければ感情なしとします（その中の英単語は外来語や別の意味の同綴語であることが多いため。イタリア語の「fine」は「終わり」）。",
  genderMethod:
    "プロフィール文に代名詞が書かれていればそこから、なければプロフィールの名（欧米と日本の名前リスト）から推定します。男女どちらにも使われる名前、ブランド、不明な名前は不明のままです。企業・団体の名前（「Fox News」「… FC」など）、冠詞で始まる名前（「La Birra」など）、略語（「ESPN」など）の語は名として読みません。プロフィール文の本人の役割（「mom of 2」「二児のママ」）は数え、誰かの配偶者や親（「his wife」「my husband」「妻と」）は数えません。",
  ageMethod:
    "プロフィール文の明示的な手がかりからのみ推定します：本人の年齢（「25歳」「25 y/o」。「my 16 yo son」のような他人の年齢は除く）、生まれ年（「95年生まれ」「born 1990」）、年代（「30代」「in my 30s」）、ライフステージ（高校生・大学生・定年退職など）。それ以外は不明です。",
  locationMethod:
    "プロフィールの自由記述の所在地を地名辞典（人口 5 万人以上の GeoNames の都市、英語・日本語と他の 17 言語の ISO 国名、米国・カナダ・オーストラリアの州と他の国の地方（ISO 3166-2）、日本の都道府県、ニューヨーク・Roma・Москва など主要都市の日本語や各国語の名前、NYC・UK・東京 などの別名）と照合します。最初に書かれた都市を採ります。都市の後の州はその都市のある国で読み（「Perth, WA」はオーストラリア）、後に書かれた国名は州名でもある名前（「Atlanta, Georgia, USA」）より優先します。冗談や不明な地名は不明のままです。",
  jobTitleMethod:
    "プロフィール文の職名や役割を表す語（英語と日本語）から 17 のグループに分類します（ペットや家の「owner」や「by hobby」の趣味は職業に数えません。「analyst」は分野が書かれているときだけ数え、リサーチやマーケットのアナリストは金融、データやビジネスのアナリストは IT に分類します）。該当する語のないプロフィール文は不明のままです。",
  interestsMethod:
    "プロフィール文の語とアカウントが 2 回以上使うハッシュタグを、20 トピックの分類（トピックごとの英語と日本語の語）と照合します。プロフィール文の AI・EV などの略語は大文字のときだけ数えます。",
  accountTypeMethod:
    "企業・団体のアカウントは、プラットフォームのビジネス・政府バッジと、名前・ハンドル・プロフィール文の組織を表す語（公式、株式会社、Inc.、official、news、radio、FM、出版、学校、ショップ、club、agency、council、「we help」「follow us」など）で見分けます。個人は、認識できる名、人称代名詞、一人称のプロフィール文で見分けます。",

  female: "女性",
  male: "男性",
  organization: "企業・団体",
  seriesPosts: "投稿",
  seriesFollowers: "フォロワー",
  seriesFollowing: "フォロー",
  scoreFollowing: "フォローしているオーディエンス",
  scoreFollowingEstimated: "フォローしているオーディエンス（推定）",
  scoreJaccard: "フォロワーの Jaccard 類似度",
  followersOf: "{{who}} のフォロワー",
  "job.Decision maker": "意思決定者・経営層",
  "job.IT Developer": "IT 開発者",
  "job.IT/Tech": "IT・テクノロジー",
  "job.Healthcare": "医療・ヘルスケア",
  "job.Alternative Medicine": "代替医療",
  "job.Science": "科学・研究",
  "job.Education": "教育",
  "job.Financial": "金融",
  "job.Consulting": "コンサルティング",
  "job.Legal": "法務",
  "job.Marketing": "マーケティング",
  "job.News": "報道・ニュース",
  "job.Artist": "アーティスト・クリエイター",
  "job.Entertainment": "エンターテインメント",
  "job.Farmer": "農業・漁業",
  "job.Service": "サービス業",
  "job.Business": "ビジネス",
};

export const ANALYSIS_TEXTS: Readonly<Record<Language, Readonly<Record<AnalysisTextKey, string>>>> = { en: EN, ja: JA };

/** A text in `language`, its placeholders filled (see fillTemplate). */
export function analysisText(
  language: Language,
  key: AnalysisTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, ANALYSIS_TEXTS[language][key], params);
}

/** Texts as one paragraph: English sentences are spaced; Japanese ones follow each other's 。 */
export function analysisTexts(
  language: Language,
  keys: readonly AnalysisTextKey[],
  params: Record<string, string | number> = {},
): string {
  return keys.map((key) => analysisText(language, key, params)).join(language === "ja" ? "" : " ");
}

import type { QueryType, SectionName } from "../analysis/sections.ts";
import type { Language } from "../auth/languages.ts";
import { countriesNamed } from "./question-places.ts";
import { spellOut } from "./question-spelling.ts";

/** What a question asks about an analysis; each is answered from the sections `sectionsFor` gives. */
export const INTENTS = [
  "follower_drivers",
  "sentiment_drivers",
  "peak_drivers",
  "sentiment_change",
  "share_of_voice",
  "targeting",
  "content",
  "peak",
  "volume",
  "sentiment",
  "countries",
  "cities",
  "languages",
  "interests",
  "job_titles",
  "demographics",
  "audience_size",
  "top_posts",
  "post_talk",
  "hashtags",
  "keywords",
  "topics",
  "influencers",
  "similar_accounts",
  "follower_growth",
  "emojis",
  "self_view",
  "subreddits",
  "seo",
  "engagers",
  "overview",
] as const;
export type Intent = (typeof INTENTS)[number];

/** Japanese when the question has kana or kanji; English otherwise (the two interface languages). */
export function questionLanguage(question: string): Language {
  return /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/.test(question) ? "ja" : "en";
}

/** NFKC (full-width letters and digits become ASCII), lower case, one space between words. */
export function normaliseQuestion(question: string): string {
  return question.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

// Words shared by several rules: asking why, a rise or fall, and the subjects a "why" can be about.
const WHY = String.raw`\b(why|how come|what (made|caused|drove|drives|happened|triggered|explains)|reasons?|explain\w*|behind|cause[sd]?|drivers?)\b`;
const MOVE = String.raw`\b(peak\w*|spik\w*|surg\w*|jump\w*|busiest|blow(ing|n)? up|blew up|took off|take off|explod\w*|viral|so (many|much|high|low|negative|positive|bad)|increas\w*|rise|rising|rose|went up|go(es)? up|boom\w*|drops?|dropped|dropping|dip\w*|fell|fall\w*|declin\w*|decreas\w*|slump\w*|crash\w*|tank\w*|shot up|soar\w*|climb\w*|grew|gain\w*|lost|los(e|ing)|worse|better|sour\w*|turn\w*)\b`;
const WHY_JA = "(なぜ|どうして|なんで|理由|原因|要因|きっかけ|何があった|なにがあった|何が起き|背景)";
const MOVE_JA =
  "(ピーク|急増|急上昇|急減|急落|増え|増加|伸び|バズ|盛り上が|話題に|跳ね|減っ|減少|落ち|下が|悪化|改善|良くなっ|悪くなっ)";
const SENTIMENT_WORDS = String.raw`\b(sentiment|mood|tone|vibes?|feel\w*|opinions?|perception|reputation|negativ\w*|positiv\w*|toxic\w*|backlash|complain\w*|hate|haters|criticis\w*|anger|angry|happy|unhappy)\b`;
const SENTIMENT_JA =
  "(感情|センチメント|評判|ネガティブ|ポジティブ|ネガ|ポジ|雰囲気|ムード|印象|空気|批判|炎上|不満|好感|評価)";
const FOLLOWER_WORDS = String.raw`\b(followers?|following|fan ?base|subscribers?)\b`;

/**
 * The rules, in priority order: the first rules are the narrower questions (what drove a peak is
 * also about volume; how sentiment changed is also about sentiment). English patterns use word
 * starts so "age" is not found in "language"; Japanese has no spaces, so its patterns are substrings.
 * They read the question with shorthand spelt out and typos fixed (question-spelling.ts).
 */
const RULES: Record<Intent, RegExp[]> = {
  follower_drivers: [
    new RegExp(`${WHY}.*${FOLLOWER_WORDS}.*${MOVE}`),
    new RegExp(`${WHY}.*${MOVE}.*${FOLLOWER_WORDS}`),
    new RegExp(`フォロワー.*${MOVE_JA}.*${WHY_JA}|${WHY_JA}.*フォロワー.*${MOVE_JA}|フォロワー.*${WHY_JA}`),
  ],
  sentiment_drivers: [
    new RegExp(`${WHY}.*${SENTIMENT_WORDS}`),
    new RegExp(`${SENTIMENT_WORDS}.*\\bwhy\\b`),
    new RegExp(`${SENTIMENT_JA}.*${WHY_JA}|${WHY_JA}.*${SENTIMENT_JA}`),
  ],
  peak_drivers: [
    new RegExp(`${WHY}.*${MOVE}`),
    new RegExp(`${MOVE}.*${WHY}`),
    /\b(peak|spike|surge|jump)\b.*\b(posts?|accounts?|who|which)\b.*\b(drove|drive|caused?|behind|made)\b/,
    /\bwhat (happened|went down|was going on|is going on|was up)\b/,
    /\b(posts?|accounts?|who|which)\b.*\b(drove|drive|driving|caused?|triggered|behind)\b.*\b(peak|spike|surge|jump|busiest)/,
    new RegExp(`${MOVE_JA}.*${WHY_JA}|${WHY_JA}.*${MOVE_JA}`),
    /(何が起き|何があった|なにがあった|何が起こ)/,
    /(ピーク|急増|急上昇|山).*(どの投稿|どのアカウント|誰|何が)/,
    /(どの投稿|どのアカウント|誰|何が).*(ピーク|急増|急上昇|バズ|盛り上げ|火をつけ|火付け)/,
  ],
  sentiment_change: [
    new RegExp(
      `${SENTIMENT_WORDS}.*\\b(chang\\w*|shift\\w*|trend\\w*|over time|evolv\\w*|drop\\w*|rise|rising|rose|worse|worsen\\w*|better|improv\\w*|when|go(ing|es)? up|went up|increas\\w*|decreas\\w*|grow\\w*|declin\\w*|fall\\w*|fell|turn\\w*|sour\\w*|getting)\\b`,
    ),
    /\b(change|changed|shift|trend|when|did|how has)\b.*\b(sentiment|mood|tone|negativ\w*|positiv\w*)\b.*\b(change|changed|shift|drop|rise|over time|turn|worse|better)/,
    /\bwhen\b.*\b(negative|positive|sentiment)/,
    new RegExp(`${SENTIMENT_JA}.*(変化|推移|変わ|いつ|悪化|改善|増え|減っ|移り変わ|悪く|良く|下が|上が)`),
    /(いつ).*(ネガティブ|ポジティブ|感情|センチメント)/,
  ],
  share_of_voice: [
    /\bshare of voice\b/,
    /\b(compar\w*|versus|vs\.?|stack(s)? up|against|head to head|who(s| is)? winning|beat\w*|outperform\w*)\b/,
    /\bhow do\b.+\band\b.+\bcompare\b/,
    /\bor\b.*\b(more|less) (popular|talked about|mentioned|discussed|buzz\w*|liked|positive|negative)\b/,
    /\b(more|less) (popular|talked about|mentioned|discussed)\b.*\bor\b/,
    /\b(more|fewer|less) (mentions|buzz|attention|talk|love|hype)( \w+)? than\b/,
    /\bwhich (is|gets|got|one) (talked|mentioned|discussed|more|the most)\b/,
    /\b(more|most) (buzz|popular|mentions?|talked about)\b.*\b(or|vs)\b/,
    /(シェア・?オブ・?ボイス|シェアオブボイス|比較|比べ|どっちが|どちらが|対決|より多い|勝って)/,
  ],
  targeting: [
    /\b(target\w*|reach (out|them|these|this)|advertis\w*|ads?|campaigns?|promot\w*|promo|marketing|launch\w*|sponsor\w*|partner\w*|collab\w*|go after|focus on|pitch|media plan|who should (i|we)|where should (i|we)|how (should|do|can) (i|we) (reach|sell|market|win))\b/,
    /(ターゲ|狙|広告|キャンペーン|配信|リーチ|プロモ|宣伝|売り込|マーケ|施策|コラボ|提携|起用|誰に向け|どこに向け|打ち出|組む|組め|組みたい|パートナー|タイアップ|誰と)/,
  ],
  content: [
    /\bwhat (should|to|could|would) (\w+ ){0,3}(post|write|say|talk about|tweet|share|make|publish)\b/,
    /\b(how engaged|engagement( rate| level)?|interaction rate)\b/,
    /\b(content|creative|messag\w*|copy)\b/,
    /\b(what|which) (kind|type|sort)s? of (posts?|content)\b/,
    /\b(performs?|perform\w*|works?|resonat\w*) (well|best|the best|most)?\b/,
    /\bresonat\w*/,
    /(どんな投稿をすれば|何を投稿|投稿すべき|発信すべき|コンテンツ|クリエイティブ|刺さる|響く|エンゲージメント)/,
  ],
  peak: [
    /\b(peak\w*|spike\w*|busiest|highest volume|most active (day|time|hour|week)|surge\w*)\b/,
    /\bwhen\b.*\b(most|busiest|highest|peak\w*|blow up|blew up|took off|popular|buzz\w*|active|hot\w*|trend\w*)\b/,
    /\b(which|what) (day|date|week|hour|time|month)\b.*\b(most|busiest|highest|peak\w*|biggest)\b/,
    /(ピーク|最も多かった|一番多かった|最多|急増|いちばん多|いつ.*(盛り上が|多|バズ|話題)|(盛り上が|バズ|話題に).*いつ)/,
  ],
  volume: [
    /\b(volume|how many (posts|mentions)|number of (posts|mentions)|post count|mentions|activity|how active|active (were|are|was|is)|over time|trend(s|ed)?|trending (up|down)|(more|fewer|less) (posts|mentions|activity|posting)|(first|second|later|earlier) half|growing|grow|declin\w*|dying|momentum|daily|per day|per week|weekly|pace|how often|frequency|buzz\w*|chatter|traction)\b/,
    /\bhow much\b.*\b(talk|conversation|discussion|posting|buzz|chatter)/,
    /\bpost(ing|ed|s)? (more|less|often|a lot|as much|frequently)\b|\b(more|less) (lately|recently|often)\b/,
    /(投稿数|投稿量|ボリューム|件数|推移|増えて|減って|話題量|どれくらい投稿|どのくらい投稿|ペース|頻度|盛り上が|言及|話題になって|拡散)/,
  ],
  sentiment: [
    new RegExp(
      SENTIMENT_WORDS.replace(
        "\\b(",
        "\\b(neutral|like or dislike|think|react\\w*|reception|received|love it|like it|attitude|",
      ),
    ),
    /\b((bad|good|negative|positive|mixed) (press|buzz|reviews?|feedback|vibes?|reactions?|word of mouth)|press|feedback|reviews?|controvers\w*|scandal\w*|crisis|criticism|pr (crisis|disaster|issue))\b/,
    /(感情|センチメント|ポジティブ|ネガティブ|好意的|否定的|評判|(?<!よく)反応(?!され|した|する)|印象|雰囲気|ムード|空気感|どう思|受け止め|評価|炎上|批判|不満|好感)/,
  ],
  countries: [
    /\b(countr\w*|where(?! (can|should|do) (i|we)\b)|based|live|(?<!for a )living|lives|located|location\w*|geograph\w*|nation\w*|regions?|international\w*|global\w*|abroad|overseas|part of the world|from (which|what))\b/,
    /((?<![韓中米英外全各帰天四祖])国(?!語)|どこ|住んで|住む|住ん|在住|地域|所在|出身|海外|エリア)/,
  ],
  cities: [/\b(cit(y|ies)|towns?|metro\w*|urban|local\w*)\b/, /(都市|街|町|市区町村|都道府県|どの市)/],
  languages: [
    /\b(languages?|speak\w*|spoken|written in|(in|speak|tweet|post) (english|japanese|spanish|korean|french|german|chinese)|bilingual|multilingual)\b/,
    /\b(english|japanese|spanish|korean|french|german|chinese|portuguese)\b.*\b(and|or|vs|versus)\b.*\b(english|japanese|spanish|korean|french|german|chinese|portuguese)\b/,
    /\b(split|mix|share|ratio|proportion)\b.*\b(english|japanese|spanish|korean|french|german|chinese|portuguese)\b/,
    /\b(mostly|mainly|all|only|largely|more) (in )?(english|japanese|spanish|korean|french|german|chinese|portuguese)\b/,
    /(言語|何語|使用言語|話す言葉|日本語と英語|英語と日本語|(日本語|英語)が(多|中心|メイン))/,
  ],
  interests: [
    /\b(interest(s|ed)?|hobb(y|ies)|passions?|passionate|care about|like to|enjoy\w*|lifestyle|besides|what else|other than|other stuff|other things)\b/,
    /\b(do|does) (\w+ ){1,3}(like|love|enjoy|buy|watch|read|follow besides)\b/,
    /\b(they|people|followers|audience|fans|users|theyre)\s+(are\s+)?(really\s+|mostly\s+|also\s+)?into\b/,
    /\bare (they|these people|the followers|followers|people) (really |mostly |also )?into\b/,
    /(興味|関心|趣味|好きな|好み|ハマって|ライフスタイル|何が好き)/,
  ],
  job_titles: [
    /\b(jobs?|job titles?|profession\w*|occupation\w*|work (as|in)|for work|for a living|roles?|careers?|industr(y|ies)|what (do|does) (they|these people|the followers|followers|people|his followers|her followers|their followers) do|employ\w*|seniority|decision makers?|professionals?|b2b|white collar|blue collar|students?|engineers?|developers?|designers?|marketers?|teachers?|nurses?|doctors?|founders?|entrepreneurs?|freelancers?|income\w*|salar(y|ies)|rich|wealthy|affluent|earn\w*|purchasing power|spending power)\b/,
    /(職業|職種|仕事|業種|肩書|業界|働い|勤め|学生|会社員|社会人|主婦|エンジニア|経営者|年収|収入|所得|富裕|お金持ち|何をしてる人|何してる人|何をしている人)/,
  ],
  demographics: [
    /\b(genders?|sex|male|males|female|females|men|women|man|woman|guys|girls|ladies|gals|dudes|boys|age|ages|aged|ageing|how old|young\w*|older|oldest|teens?|teenagers?|gen ?z|millennials?|boomers?|demographic\w*|adults?|\d0s)\b/,
    /(性別|男女|男性|女性|男の|女の|年齢|年代|世代|何歳|歳|若い|若者|高齢|シニア|属性|\d0代)/,
  ],
  audience_size: [
    /\b(how (big|large|huge|small)|size|how many(?! (posts|mentions|replies|times|days))|number of (followers|people|accounts|users)|audience size|total (audience|followers|people|accounts))\b/,
    /(規模|フォロワー数|何人|人数|どれくらいの人|どのくらいの人|拡散された|どのくらい広が)/,
  ],
  top_posts: [
    /\b(top (posts?|content)|best (posts?|content)|most (liked|popular|engag\w*|viral|shared|reposted|retweeted|seen|viewed) (posts?|content)?|popular posts?|which (of (their|his|her|the) )?posts?|best performing|(posts?) (did|performed|went|got) (best|well|the most|most)|did (best|the best)|went viral|viral)\b/,
    /(バズ.*投稿|投稿.*バズ|(エンゲージメント|反応|いいね|リツイート|リポスト|インプレッション)が(高|多|大き)い投稿|人気の投稿|トップ投稿|いいねが多い|いいね|一番反応|バズった投稿|どの投稿|人気投稿|伸びた|反響|よく見られ|よく読まれ|話題の投稿)/,
  ],
  post_talk: [
    /\bwhat (are|were|do|did|is|was) (people|they|users|fans|everyone|the replies|replies|the posts|posts|the comments|comments)\b.*\b(say\w*|said|post\w*|writ\w*|talk\w*|discuss\w*|complain\w*|mention\w*)\b/,
    /\bwhat (do|did|are) (the )?\w+(-language)? posts\b.*\bsay/,
    /\b(replies|comments|responses|reply|being said)\b/,
    /(何て言って|なんて言って|何と言って|何を言って|どんな投稿|どんなこと|リプライ(?!した)|リプ(?!ライ|した)|返信(?!した)|コメント|声)/,
  ],
  hashtags: [/(#|\bhashtags?\b|\btags\b)/, /(ハッシュタグ|タグ)/],
  keywords: [
    /\b(keywords?|words?|terms?|phrases?|vocabulary|buzzwords?|what do they (say|talk about))\b/,
    /(キーワード|単語|言葉|ワード|フレーズ|語句)/,
  ],
  topics: [
    /\b(topics?|themes?|subjects?|talk(ing|s)? about|discuss\w*|conversations? about)\b/,
    /\bwhat(s| is| are)? (trending|hot|popular|buzzing)\b/,
    /\btrending (topics?|hashtags?|terms?|themes?)\b/,
    /(トピック|テーマ|どんな話題|何の話|話題は|主な話題|何について|どんな話|流行って|トレンド)/,
  ],
  influencers: [
    /\b(influenc\w*|key (accounts|voices|people|players|opinion leaders?)|kols?|who (posts|talks|tweets|matters)|top accounts?|biggest accounts?|big accounts?|largest (followers?|accounts?)|most followed|opinion leaders?|thought leaders?|big names?|celebrit\w*|creators?|accounts? (do they|they) follow|(posted|posts|tweeted|talks?) the most|most active (accounts?|users?|people|posters?))\b/,
    /\bwho(s| is| are)? (leading|driving|dominat\w*|behind|posting|talking|tweeting|shaping|starting)\b/,
    /\b(which|what)( other)? accounts\b.*\bfollow/,
    /\b(what|which)\b.*\b(do|does)\b.*\bfollow\b/,
    /\b(top|key|loudest|main|leading|biggest) (voices|people|users|posters|names|creators|accounts)\b/,
    /\b(accounts?|who) (do|does) (the )?(followers|audience|they|their followers)\b.*\bfollow/,
    /\b(big|large|famous|notable|influential|important) (accounts?|people|names?|followers?)\b/,
    /\b(biggest|largest|most|widest|huge) (reach|followings?|audiences?|follower counts?)\b/,
    /(インフルエンサー|影響力|有名|主要なアカウント|トップアカウント|注目の?アカウント|話題のアカウント|目立つ|誰が投稿|キーパーソン|フォローしている|大物|引っ張|牽引|中心人物|発信者|よく投稿|誰が(発信|話して|言って))/,
  ],
  similar_accounts: [
    /\b(similar|lookalikes?|look alikes?|competitors?|competition|competing|rivals?|peers|alternatives?|accounts like|like this (one|account|brand)|same space|benchmark\w*|closest|overlap\w*|resembl\w*|comparable|same audience|(share|shared|sharing) (the most |many |more |a lot of )?followers|followers in common|common followers)\b/,
    /(類似|似て|競合|似た|ライバル|同業|ベンチマーク|近いアカウント|客層が近|層が近|重なる|被って|共通のフォロワー)/,
  ],
  follower_growth: [
    new RegExp(
      `${FOLLOWER_WORDS}.*\\b(grow\\w*|grew|gain\\w*|lost|los(e|ing)|chang\\w*|trend\\w*|increas\\w*|decreas\\w*|drop\\w*|over time|jump\\w*|spik\\w*|count|up or down)\\b`,
    ),
    /\b(grow\w*|grew|gain\w*|lost|los(e|ing)|new|added) (\w+ )?(\w+ )?followers?\b/,
    /\b(audience|fan ?base|account) (is |been )?(grow\w*|grew|gain\w*|shrink\w*)/,
    /(フォロワー.*(推移|増加|増減|伸び|増え|減|変化|成長)|フォロワーが増え)/,
  ],
  emojis: [/\b(emojis?|emoticons?)\b/, /(絵文字)/],
  self_view: [
    /\b(bios?|self[- ]?(view|descri\w*)|describe themselves|call themselves|identify as|see themselves|profile (text|descriptions?)|(in|on) (their|the|his|her) (bios?|profiles?))\b/,
    /(自己紹介|プロフィール文|プロフに|自称)/,
  ],
  subreddits: [/\b(reddit|subreddits?|communities|forums?)\b/, /(レディット|サブレディット|コミュニティ)/],
  seo: [/\b(seo|search (terms|keywords|queries)|google|search engines?|rank for)\b/, /(seo|検索)/],
  engagers: [
    /\b(who|people|users|accounts) (that |who )?(replied|engaged|interacted|liked|reposted|retweeted|commented|responded|shared)\b/,
    /\bengagers?\b/,
    /(反応した人|リプライした|返信した|いいねした|リツイートした|リポストした|拡散した人)/,
  ],
  overview: [
    /\b(overview|summar(y|ise|ize)|describe|who (is|are) (this|the|my|our|these|they)|what (is|are) (this|the) audience like|tell me about|key (takeaways|insights|findings)|highlights?|insights?|rundown|all about|big picture|snapshot|what stands out|anything (interesting|notable|stand out)|what kind of (people|audience|users|followers|crowd)|what type of (people|audience|users)|who follows|who uses)\b/,
    /(概要|要約|まとめ|どんな(人|オーディエンス|層|ユーザー)|どういう人|特徴|傾向|ポイント|ざっくり|全体像)/,
  ],
};

/** Questions that ask about the card they were asked from, whatever it shows ("explain this"). */
const ABOUT_THIS = [
  /\b(this|these|it|here|the chart|the card)\b.*\b(mean|show|say|tell|explain|read)/,
  /\b(explain|what stands out|anything interesting|so what|why|stand out)\b/,
  /\b(this|these|it|here|that)\b/,
  /(これ|この|ここ|それ).*(意味|説明|読み|わかる|示)/,
  /(説明|解説|どういうこと|何がわかる|注目)/,
];

/**
 * Questions about the analysis that no rule reads: about the audience, its people or posts, or the
 * account. They get the overview (saying which cards it read) rather than "cannot answer".
 */
const ABOUT_ANALYSIS = [
  /\b(audience|followers?|fans?|people|users|they|them|their|theyre|these|those|posts?|account|brand|conversation|customers?|community|crowd|analysis|data|card|chart|results?|numbers)\b/,
  /(オーディエンス|フォロワー|ファン|ユーザー|人たち|人々|みんな|彼ら|投稿|アカウント|会話|データ|分析|この層|顧客)/,
];

// A narrower intent answers the wider one it implies.
const IMPLIES: Partial<Record<Intent, Intent[]>> = {
  follower_drivers: ["follower_growth", "peak_drivers", "peak", "volume", "top_posts", "influencers", "audience_size"],
  sentiment_drivers: ["sentiment_change", "sentiment", "peak_drivers", "peak", "volume", "top_posts", "post_talk"],
  peak_drivers: ["peak", "volume", "top_posts", "influencers"],
  sentiment_change: ["sentiment", "volume"],
  peak: ["volume"],
  targeting: [
    "overview",
    "interests",
    "countries",
    "languages",
    "influencers",
    "hashtags",
    "audience_size",
    "engagers",
  ],
  content: ["top_posts", "keywords", "topics", "post_talk"],
  share_of_voice: ["volume", "sentiment"],
  follower_growth: ["audience_size", "volume"],
  similar_accounts: ["influencers"],
  post_talk: ["topics"],
  self_view: ["hashtags"],
  seo: ["keywords"],
};

/** Intents that only frame a question: kept when nothing narrower is asked ("tell me about…", "who replied"). */
const FRAMING: readonly Intent[] = ["overview", "engagers"];

/** Audience traits two groups of which a question may compare ("men and women"): not share of voice. */
const TRAITS: readonly Intent[] = [
  "demographics",
  "countries",
  "cities",
  "languages",
  "interests",
  "job_titles",
  "follower_growth",
  "sentiment",
  "sentiment_change",
];

const MAX_INTENTS = 3;
const AUDIENCE_SHARE: readonly Intent[] = ["audience_size", "overview", "engagers"];
const SHARE_ASKED =
  /\b(how many|what share|share of|percent\w*|proportion|mostly|majority|what part|ratio)\b|(何割|割合|何人|何%|比率|どのくらいの人)/;

/** A question as the rules read it: normalised, shorthand spelt out, typos fixed. */
export const readableQuestion = (question: string) => spellOut(normaliseQuestion(question));

/** The intents of a question, narrowest first, at most three; empty when no rule matches. */
export function matchIntents(question: string): Intent[] {
  const text = readableQuestion(question);
  let found = INTENTS.filter((intent) => RULES[intent].some((rule) => rule.test(text)));
  // Two countries named ("mostly from the US or Japan?"), or one with the audience's share of it
  // asked ("how many of them are in Japan?"), ask about the countries card; one country alone, or
  // with something else asked ("how many posts in Japan?"), is a filter (question-narrowing.ts).
  const named = countriesNamed(text).size;
  const share = named === 1 && SHARE_ASKED.test(text) && found.every((i) => AUDIENCE_SHARE.includes(i));
  if (!found.includes("countries") && (named >= 2 || share))
    found = INTENTS.filter((intent) => intent === "countries" || found.includes(intent));
  // "Compare men and women" compares the audience's own groups, not two keywords' share of voice.
  if (found.includes("share_of_voice") && found.some((i) => TRAITS.includes(i)) && !/share of voice|シェア/.test(text))
    found = found.filter((i) => i !== "share_of_voice");
  const implied = new Set(found.flatMap((intent) => IMPLIES[intent] ?? []));
  const kept = found.filter((intent) => !implied.has(intent));
  const narrower = kept.filter((intent) => !FRAMING.includes(intent));
  return (narrower.length > 0 ? narrower : kept).slice(0, MAX_INTENTS);
}

/** True when a question asks about the card itself ("what does this show?"). */
export const asksAboutThis = (question: string) => ABOUT_THIS.some((rule) => rule.test(readableQuestion(question)));

/** True when a question no rule reads is still about the analysis (its audience, posts or account). */
export const asksAboutAnalysis = (question: string) =>
  ABOUT_ANALYSIS.some((rule) => rule.test(readableQuestion(question)));

/** The posts section of a query type: a conversation's posts are its conversation posts. */
export const postsSectionOf = (type: QueryType): SectionName =>
  type === "conversation" ? "conversation_posts" : "posts";

/**
 * The sections an intent is answered from, for an analysis of `type`: the card that type shows
 * first, then one the server still computes for it when asked (the hashtags of a keyword's posts).
 */
export function sectionsFor(intent: Intent, type: QueryType): SectionName[] {
  const posts = postsSectionOf(type);
  const handle = type === "handle";
  switch (intent) {
    case "follower_drivers":
      return handle ? ["follower_growth", "posts", "conversation_volume"] : sectionsFor("peak_drivers", type);
    case "sentiment_drivers":
      // A post's mood is its replies'.
      return ["sentiment_analysis", type === "post" ? "conversation_posts" : posts, "topics"];
    case "peak_drivers":
      // A conversation's posts card lists replies only; the posts it matched are in the posts section.
      return type === "conversation" ? ["conversation_volume", posts, "posts"] : ["conversation_volume", posts];
    case "sentiment_change":
    case "sentiment":
      return type === "post" ? ["sentiment_analysis", "conversation_posts"] : ["sentiment_analysis"];
    case "share_of_voice":
      return ["share_of_voice"];
    case "targeting":
      return [
        "interests_of_this_audience",
        ...(type === "conversation" ? (["topics"] as const) : []),
        "countries",
        "languages",
        "top_accounts",
        "most_interacted_hashtags",
      ];
    case "content":
      return [posts, "most_interacted_keywords", "most_interacted_hashtags", "topics"];
    case "peak":
    case "volume":
      return ["conversation_volume"];
    case "countries":
      return ["countries"];
    case "cities":
      return type === "conversation" ? ["cities", "countries"] : ["cities"];
    case "languages":
      return ["languages"];
    case "interests":
      return type === "conversation" ? ["interests_of_this_audience", "topics"] : ["interests_of_this_audience"];
    case "job_titles":
      return ["job_titles"];
    case "demographics":
      return ["genders", "age_groups"];
    case "audience_size":
      return handle ? ["audience_size", "profile"] : ["audience_size"];
    case "top_posts":
      return [posts];
    case "post_talk":
      return type === "post" ? ["conversation_posts"] : [posts, "topics"];
    case "hashtags":
      return handle
        ? ["hashtags_used_by_handle", "most_interacted_hashtags"]
        : ["most_interacted_hashtags", "hashtags_used_by_handle"];
    case "keywords":
      return handle
        ? ["keywords_used_by_handle", "most_interacted_keywords"]
        : ["most_interacted_keywords", "keywords_used_by_handle"];
    case "topics":
      return handle ? ["topics", "keywords_used_by_handle"] : ["topics", "most_interacted_keywords"];
    case "influencers":
      return type === "handle" || type === "keyword" ? ["top_accounts", "largest_followers"] : ["top_accounts"];
    case "similar_accounts":
      return handle ? ["similar_accounts"] : ["top_accounts"];
    case "follower_growth":
      return handle ? ["follower_growth"] : ["conversation_volume"];
    case "emojis":
      return ["most_interacted_emojis"];
    case "self_view":
      return ["audience_self_view", "hashtags_self_view"];
    case "subreddits":
      return ["subreddits"];
    case "seo":
      return ["seo"];
    case "engagers":
      return type === "post"
        ? ["conversation_posts", "sample_accounts", "top_accounts"]
        : ["top_accounts", "sample_accounts"];
    case "overview":
      return [
        ...(type === "handle" || type === "post" ? (["profile"] as const) : []),
        "audience_size",
        "countries",
        "genders",
        "age_groups",
        ...(type === "conversation"
          ? (["sentiment_analysis", "topics"] as const)
          : ["interests_of_this_audience" as const]),
      ];
  }
}

/** Two things a question compares ("nike vs adidas", "コーヒーと紅茶を比較"), or null. */
export function comparedTerms(question: string): [string, string] | null {
  const text = question.normalize("NFKC").replace(/\s+/g, " ").trim();
  const patterns = [
    /\bbetween\s+(.+?)\s+and\s+(.+?)(?:\s+(?:in|on|by|over)\b.*)?[?.!]*$/i,
    /\bcompare\s+(.+?)\s+(?:and|with|to|vs\.?|versus)\s+(.+?)(?:\s+(?:in|on|by|over)\b.*)?[?.!]*$/i,
    /\bhow (?:do|does)\s+(.+?)\s+and\s+(.+?)\s+compare\b/i,
    /(?:^|\s)(\S+(?:\s\S+)?)\s+(?:vs\.?|versus)\s+(\S+(?:\s\S+)?)/i,
    /([^\sとのをはがでに、,]+)\s*と\s*([^\sとのをはがでに、,?？]+)\s*(?:の|を|では|で|、|,)/,
    /([^\s、,]+?)\s*(?:vs\.?|対)\s*([^\s、,?？]+)/i,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (!m) continue;
    const a = cleanTerm(m[1] ?? "", "last");
    const b = cleanTerm(m[2] ?? "", "first");
    if (a && b && a.toLowerCase() !== b.toLowerCase()) return [a, b];
  }
  return null;
}

const FILLER = /^(the|a|an|of|for|mentions?|posts?|about|share|voice|sov|in)$/i;

/** A compared term as a keyword: its words (letters, digits, #, @, - and _), fillers dropped, at most three. */
function cleanTerm(raw: string, keep: "first" | "last"): string | null {
  const words = raw
    .replace(/["'“”‘’「」『』]/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}#@_-]/gu, ""))
    .filter((w) => w && !FILLER.test(w));
  const picked = keep === "first" ? words.slice(0, 3) : words.slice(-3);
  const term = picked.join(" ").slice(0, 100);
  return term || null;
}

import type { QueryType, SectionName } from "../analysis/sections.ts";
import type { Language } from "../auth/languages.ts";

/** What a question asks about an analysis; each is answered from the sections `sectionsFor` gives. */
export const INTENTS = [
  "peak_drivers",
  "sentiment_change",
  "share_of_voice",
  "targeting",
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
  "hashtags",
  "keywords",
  "topics",
  "influencers",
  "similar_accounts",
  "follower_growth",
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

/**
 * The rules, in priority order: the first rules are the narrower questions (what drove a peak is
 * also about volume; how sentiment changed is also about sentiment). English patterns use word
 * starts so "age" is not found in "language"; Japanese has no spaces, so its patterns are substrings.
 */
const RULES: Record<Intent, RegExp[]> = {
  peak_drivers: [
    /\b(drove|drive|driving|caused?|causing|behind|responsible for|led to|triggered|explains?)\b.*\b(peak|spike|surge|jump|busiest)/,
    /\b(peak|spike|surge|jump)\b.*\b(posts?|accounts?|who|which)\b.*\b(drove|drive|caused?|behind|made)\b/,
    /\bwhat happened\b.*\b(peak|spike|surge|busiest)/,
    /\bwhy\b.*\b(peak|peaked|spike|spiked|surge|surged|jump|jumped|busiest|so (many|much))\b/,
    /(ピーク|急増|急上昇|山).*(要因|原因|理由|きっかけ|どの投稿|どのアカウント|誰|何が)/,
    /(要因|原因|理由|きっかけ|どの投稿|どのアカウント|誰|何が).*(ピーク|急増|急上昇)/,
    /(なぜ|どうして|なんで).*(ピーク|急増|急上昇|増えた)/,
  ],
  sentiment_change: [
    /\b(sentiment|mood|tone|feeling|positiv\w*|negativ\w*)\b.*\b(change|changed|changing|shift|trend|over time|evolve|drop|dropped|rise|rose|worse|better|when)\b/,
    /\b(change|changed|shift|trend|when|did|how has)\b.*\b(sentiment|mood|tone|negativ\w*|positiv\w*)\b.*\b(change|changed|shift|drop|rise|over time|turn|worse|better)/,
    /\bwhen\b.*\b(negative|positive|sentiment)/,
    /(感情|センチメント|評判|ネガティブ|ポジティブ|雰囲気).*(変化|推移|変わ|いつ|悪化|改善|増え|減っ|移り変わ)/,
    /(いつ).*(ネガティブ|ポジティブ|感情|センチメント)/,
  ],
  share_of_voice: [
    /\bshare of voice\b/,
    /\bsov\b/,
    /\b(compare|comparing|comparison|versus|vs\.?)\b/,
    /\bhow do\b.+\band\b.+\bcompare\b/,
    /\bwhich (is|gets|got) (talked|mentioned|discussed) (about )?more\b/,
    /(シェア・?オブ・?ボイス|シェアオブボイス|比較|比べ|どちらが多|対決)/,
    /\bvs\b/,
  ],
  targeting: [
    /\b(target|targeting|reach|advertis\w*|ads?|campaign|promote|marketing plan)\b/,
    /(ターゲティング|ターゲット|狙う|狙え|広告|キャンペーン|配信先|リーチ)/,
  ],
  peak: [
    /\b(peak|peaked|spike|spiked|busiest|highest volume|most active (day|time|hour|week)|surge)\b/,
    /\bwhen\b.*\b(most|busiest|highest)\b.*\b(posts?|volume|activity|talk|conversation)/,
    /(ピーク|最も多かった|一番多かった|最多|急増|いちばん多)/,
  ],
  volume: [
    /\b(volume|how many posts|number of posts|post count|activity over time|over time|trend|trending up|trending down|growing|declining)\b/,
    /\bhow much\b.*\b(talk|conversation|discussion|posting)/,
    /(投稿数|ボリューム|件数|推移|増えて|減って|話題量|どれくらい投稿)/,
  ],
  sentiment: [
    /\b(sentiment|positive|negative|neutral|mood|tone|feel about|feeling|opinion|like or dislike|happy|angry)\b/,
    /(感情|センチメント|ポジティブ|ネガティブ|好意的|否定的|評判|反応はどう|印象)/,
  ],
  countries: [
    /\b(countr(y|ies)|where (are|is|do|does)|located|location|geograph\w*|nation\w*|regions?)\b/,
    /(国|どこの|どこに住|地域|所在地)/,
  ],
  cities: [/\b(cit(y|ies)|towns?|metro\w*)\b/, /(都市|どの街|市区町村)/],
  languages: [/\b(languages?|speak|spoken|written in|english or japanese)\b/, /(言語|何語|話す言葉|使用言語)/],
  interests: [/\b(interest(s|ed)?|hobb(y|ies)|passions?|care about|like to)\b/, /(興味|関心|趣味|好きなもの)/],
  job_titles: [
    /\b(jobs?|job titles?|professions?|occupations?|work as|roles?|careers?|industr(y|ies)|what do they do)\b/,
    /(職業|職種|仕事|業種|肩書)/,
  ],
  demographics: [
    /\b(gender|genders|male|female|men|women|age|ages|aged|how old|young|older|demographic\w*)\b/,
    /(性別|男女|男性|女性|年齢|年代|世代|何歳|若い|属性)/,
  ],
  audience_size: [
    /\b(how (big|large)|size of|audience size|how many (followers|accounts|people|users))\b/,
    /(規模|フォロワー数|何人|人数|どれくらいの人)/,
  ],
  top_posts: [
    /\b(top posts?|best posts?|most (liked|popular|engaging|viral|shared) (posts?|tweets?)|popular posts?|which posts?|top tweets?|best performing)\b/,
    /(人気の投稿|トップ投稿|いいねが多い|一番反応|バズった|よく読まれ|どの投稿|人気投稿)/,
  ],
  hashtags: [/(#|\bhashtags?\b|\btags\b)/, /(ハッシュタグ|タグ)/],
  keywords: [
    /\b(keywords?|words?|terms?|phrases?|vocabulary|what do they (say|talk about))\b/,
    /(キーワード|単語|言葉|ワード|何について話)/,
  ],
  topics: [/\b(topics?|themes?|subjects?|talk(ing)? about)\b/, /(トピック|話題|テーマ)/],
  influencers: [
    /\b(influenc\w*|influential|key (accounts|voices|opinion leaders?)|kols?|who (posts|talks|follows|matters)|top accounts?|biggest accounts?|largest followers?|most followed|opinion leaders?|accounts? (do they|they) follow)\b/,
    /\b(which|what) accounts\b.*\bfollow/,
    /(インフルエンサー|影響力|有名なアカウント|主要なアカウント|トップアカウント|誰が投稿|キーパーソン|フォローしている)/,
  ],
  similar_accounts: [
    /\b(similar|lookalike|competitors?|like this account|alternatives?)\b/,
    /(類似|似ている|競合|似た)/,
  ],
  follower_growth: [
    /\b(follower (growth|count)|gain(ed)? followers|lost followers|followers (grow|grew|change|changed))\b/,
    /(フォロワー(の)?(推移|増加|増減|伸び)|フォロワーは増え)/,
  ],
  overview: [
    /\b(overview|summar(y|ise|ize)|describe|who (is|are) (this|the|my) audience|what (is|are) (this|the) audience like|tell me about|key (takeaways|insights|findings)|highlights?|insights?)\b/,
    /(概要|要約|まとめ|どんな(人|オーディエンス|層)|特徴|傾向|ポイント|教えて)/,
  ],
};

/** Questions that ask about the card they were asked from, whatever it shows ("explain this"). */
const ABOUT_THIS = [
  /\b(this|these|it|here|the chart|the card)\b.*\b(mean|show|say|tell|explain|read)/,
  /\b(explain|what stands out|anything interesting|so what|why)\b/,
  /(これ|この|ここ).*(意味|説明|読み|わかる|示)/,
  /(説明|解説|どういうこと|何がわかる|注目)/,
];

// A narrower intent answers the wider one it implies.
const IMPLIES: Partial<Record<Intent, Intent[]>> = {
  peak_drivers: ["peak", "volume", "top_posts", "influencers"],
  sentiment_change: ["sentiment", "volume"],
  peak: ["volume"],
  targeting: ["overview", "interests", "countries", "languages", "influencers", "hashtags", "audience_size"],
  share_of_voice: ["volume", "sentiment"],
  follower_growth: ["audience_size", "volume"],
};

const MAX_INTENTS = 3;

/** The intents of a question, narrowest first, at most three; empty when no rule matches. */
export function matchIntents(question: string): Intent[] {
  const text = normaliseQuestion(question);
  const found = INTENTS.filter((intent) => RULES[intent].some((rule) => rule.test(text)));
  const implied = new Set(found.flatMap((intent) => IMPLIES[intent] ?? []));
  const kept = found.filter((intent) => !implied.has(intent));
  // "Overview" words ("tell me about…") only frame a question that names something narrower.
  const narrower = kept.filter((intent) => intent !== "overview");
  return (narrower.length > 0 ? narrower : kept).slice(0, MAX_INTENTS);
}

/** True when a question asks about the card itself ("what does this show?"). */
export const asksAboutThis = (question: string) => ABOUT_THIS.some((rule) => rule.test(normaliseQuestion(question)));

/** The posts section of a query type: a conversation's posts are its conversation posts. */
export const postsSectionOf = (type: QueryType): SectionName =>
  type === "conversation" ? "conversation_posts" : "posts";

/** The sections an intent is answered from, for an analysis of `type`. */
export function sectionsFor(intent: Intent, type: QueryType): SectionName[] {
  const posts = postsSectionOf(type);
  switch (intent) {
    case "peak_drivers":
      // A conversation's posts card lists replies only; the posts it matched are in the posts section.
      return type === "conversation" ? ["conversation_volume", posts, "posts"] : ["conversation_volume", posts];
    case "sentiment_change":
    case "sentiment":
      return ["sentiment_analysis"];
    case "share_of_voice":
      return ["share_of_voice"];
    case "targeting":
      return ["interests_of_this_audience", "countries", "languages", "top_accounts", "most_interacted_hashtags"];
    case "peak":
    case "volume":
      return ["conversation_volume"];
    case "countries":
      return ["countries"];
    case "cities":
      return ["cities"];
    case "languages":
      return ["languages"];
    case "interests":
      return ["interests_of_this_audience"];
    case "job_titles":
      return ["job_titles"];
    case "demographics":
      return ["genders", "age_groups"];
    case "audience_size":
      return ["audience_size"];
    case "top_posts":
      return [posts];
    case "hashtags":
      return ["hashtags_used_by_handle"];
    case "keywords":
      return ["keywords_used_by_handle"];
    case "topics":
      return ["topics"];
    case "influencers":
      return type === "handle" || type === "keyword" ? ["top_accounts", "largest_followers"] : ["top_accounts"];
    case "similar_accounts":
      return ["similar_accounts"];
    case "follower_growth":
      return ["follower_growth"];
    case "overview":
      return ["audience_size", "countries", "genders", "age_groups", "interests_of_this_audience"];
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

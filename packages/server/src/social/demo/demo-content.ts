/**
 * The demo world's vocabulary: topics with their post templates, hashtags and brands, in English
 * and Japanese, and the names, places and bios of its people. Brands are invented.
 * `{x}` slots are filled from the topic's `things`; `{feel}` with an opinion phrase.
 */
export type DemoTopic = {
  id: string;
  weight: number;
  hashtags: { en: string[]; ja: string[] };
  things: { en: string[]; ja: string[] };
  posts: { en: string[]; ja: string[] };
  brands: { name: string; handle: string; lang: "en" | "ja"; bio: string }[];
  bio: { en: string[]; ja: string[] };
};

// biome-ignore format: a data table reads better packed
export const TOPICS: DemoTopic[] = [
  {
    id: "sneakers", weight: 8,
    hashtags: { en: ["sneakers", "sneakerhead", "kicks", "SNKRS"], ja: ["スニーカー", "スニーカー好き", "足元倶楽部"] },
    things: { en: ["the new retro runners", "these suede high-tops", "the restock", "the collab drop", "my grail pair"], ja: ["新作ランナー", "限定コラボ", "再販モデル", "ハイカット", "白スニーカー"] },
    posts: { en: ["Finally copped {x} {feel}", "Who else took an L on {x}? {feel}", "Cleaning day for {x}", "Rate {x} 1-10", "Unboxing {x} {feel}"], ja: ["{x}ゲットした{feel}", "{x}また抽選落ちた{feel}", "今日の足元は{x}", "{x}の履き心地{feel}"] },
    brands: [{ name: "Stride Athletics", handle: "StrideAthletics", lang: "en", bio: "Official account. Built for the streets since 1978. Shop the latest drops." }, { name: "ソールワークス公式", handle: "soleworks_jp", lang: "ja", bio: "スニーカーショップ「ソールワークス」公式アカウントです。新作・再販情報をお届けします。" }],
    bio: { en: ["sneakerhead", "kicks collector", "always chasing drops"], ja: ["スニーカー好き", "スニーカー収集"] },
  },
  {
    id: "coffee", weight: 8,
    hashtags: { en: ["coffee", "specialtycoffee", "latteart", "coffeetime"], ja: ["コーヒー", "カフェ巡り", "珈琲"] },
    things: { en: ["this Ethiopian pour over", "an oat flat white", "the new espresso blend", "my V60 routine", "cold brew"], ja: ["浅煎りのエチオピア", "オーツラテ", "新しいブレンド", "ハンドドリップ", "水出しコーヒー"] },
    posts: { en: ["Morning ritual: {x} {feel}", "Trying {x} today {feel}", "Hot take: {x} is overrated", "{x} at the new cafe downtown {feel}"], ja: ["朝は{x}{feel}", "{x}を試してみた{feel}", "近所のカフェで{x}{feel}", "{x}が好きすぎる"] },
    brands: [{ name: "Kumo Coffee Roasters", handle: "KumoRoasters", lang: "en", bio: "Small-batch roasters. We're here for better mornings. Cafe hours on our site." }, { name: "珈琲 ひだまり", handle: "hidamari_coffee", lang: "ja", bio: "自家焙煎珈琲ひだまり公式。営業時間 8:00-18:00" }],
    bio: { en: ["coffee lover", "home barista", "powered by espresso"], ja: ["コーヒー好き", "カフェ巡りが趣味"] },
  },
  {
    id: "ev", weight: 6,
    hashtags: { en: ["EV", "electricvehicles", "EVcharging", "cleanenergy"], ja: ["電気自動車", "EV", "充電"] },
    things: { en: ["the new compact EV", "a 300-mile road trip", "fast charging", "the heat pump", "one-pedal driving"], ja: ["新型の小型EV", "長距離ドライブ", "急速充電", "自宅充電", "航続距離"] },
    posts: { en: ["Six months with {x}: {feel}", "{x} changed my commute {feel}", "Is {x} worth it? {feel}", "Charging network update: {x} {feel}"], ja: ["{x}を半年使ってみた{feel}", "{x}の充電が{feel}", "{x}ってどうなの？", "EV生活、{x}{feel}"] },
    brands: [{ name: "Voltra Motors", handle: "VoltraMotors", lang: "en", bio: "Official account of Voltra Motors. Electric for everyone. Customer support: DM us." }, { name: "みらいEV", handle: "mirai_ev", lang: "ja", bio: "電気自動車メーカー「みらいEV」の公式アカウントです。" }],
    bio: { en: ["EV driver", "clean energy nerd"], ja: ["EV乗り", "電気自動車ユーザー"] },
  },
  {
    id: "gaming", weight: 9,
    hashtags: { en: ["gaming", "PS5", "NintendoSwitch", "indiegames", "esports"], ja: ["ゲーム", "ゲーム好きと繋がりたい", "スイッチ"] },
    things: { en: ["the new open-world RPG", "ranked matches", "this indie roguelike", "the patch notes", "co-op night"], ja: ["新作RPG", "ランクマ", "インディーゲーム", "アプデ", "協力プレイ"] },
    posts: { en: ["{x} is eating my weekend {feel}", "Anyone else grinding {x}? {feel}", "{x} {feel}", "Streaming {x} tonight"], ja: ["{x}やってる{feel}", "週末は{x}{feel}", "{x}{feel}", "今夜は{x}配信します"] },
    brands: [{ name: "Pixel Harbor Games", handle: "PixelHarbor", lang: "en", bio: "Indie studio. We make cozy games. Official account." }, { name: "ゲームショップ ミライ", handle: "gameshop_mirai", lang: "ja", bio: "ゲームショップ公式。新作予約受付中！" }],
    bio: { en: ["gamer", "streamer on weekends", "RPG addict"], ja: ["ゲーマー", "ゲーム実況", "ゲーム好き"] },
  },
  {
    id: "beauty", weight: 7,
    hashtags: { en: ["skincare", "skincareroutine", "beauty", "makeup"], ja: ["スキンケア", "コスメ", "美容", "プチプラコスメ"] },
    things: { en: ["this vitamin C serum", "my SPF routine", "the new cleanser", "a retinol night cream", "glass skin"], ja: ["ビタミンC美容液", "日焼け止め", "新しい洗顔", "保湿クリーム", "韓国コスメ"] },
    posts: { en: ["Two weeks of {x} {feel}", "{x} review: {feel}", "My routine now includes {x}", "Is {x} hype? {feel}"], ja: ["{x}使ってみた{feel}", "{x}レビュー{feel}", "最近の{x}{feel}", "{x}が肌に合う"] },
    brands: [{ name: "Glow Lab Skincare", handle: "GlowLabSkin", lang: "en", bio: "Clean skincare, made with science. Official account. Shop now." }, { name: "はなえ化粧品 公式", handle: "hanae_cosme", lang: "ja", bio: "はなえ化粧品株式会社の公式アカウントです。新商品情報をお届けします。" }],
    bio: { en: ["skincare addict", "beauty lover", "makeup artist"], ja: ["コスメ好き", "美容垢", "スキンケアオタク"] },
  },
  {
    id: "anime", weight: 9,
    hashtags: { en: ["anime", "manga", "animeart", "cosplay"], ja: ["アニメ", "漫画", "推し活", "イラスト"] },
    things: { en: ["this season's isekai", "the finale", "the new manga volume", "my cosplay", "the movie"], ja: ["今期のアニメ", "最終回", "新刊", "推しのグッズ", "劇場版"] },
    posts: { en: ["{x} {feel}", "Can we talk about {x}? {feel}", "Rewatching {x} {feel}", "{x} hit different"], ja: ["{x}{feel}", "{x}見た？{feel}", "{x}が尊い", "{x}泣いた"] },
    brands: [{ name: "Sakura Stream", handle: "SakuraStream", lang: "en", bio: "Anime streaming, simulcast from Japan. Official account." }, { name: "アニメ情報局", handle: "anime_news_jp", lang: "ja", bio: "アニメの最新ニュースをお届けする公式アカウント" }],
    bio: { en: ["anime fan", "manga reader", "cosplayer"], ja: ["アニメ好き", "オタク", "漫画好き", "声優好き"] },
  },
  {
    id: "travel", weight: 7,
    hashtags: { en: ["travel", "wanderlust", "travelgram", "solotravel"], ja: ["旅行", "一人旅", "温泉", "旅好きと繋がりたい"] },
    things: { en: ["Kyoto in autumn", "a night train", "the Amalfi coast", "a cheap flight deal", "this hidden beach"], ja: ["秋の京都", "北海道旅行", "温泉旅館", "格安航空券", "沖縄の海"] },
    posts: { en: ["Just booked {x} {feel}", "{x} {feel}", "Tips for {x}?", "Throwback to {x} {feel}"], ja: ["{x}に行ってきた{feel}", "{x}{feel}", "{x}のおすすめある？", "{x}最高の思い出"] },
    brands: [{ name: "Wayfar Travel", handle: "WayfarTravel", lang: "en", bio: "We're a travel agency for curious people. Official account. Follow us for deals." }, { name: "たびナビ", handle: "tabinavi_jp", lang: "ja", bio: "旅行情報サイト「たびナビ」公式アカウントです。" }],
    bio: { en: ["travel addict", "digital nomad", "passport always ready"], ja: ["旅行好き", "一人旅", "温泉巡り"] },
  },
  {
    id: "football", weight: 8,
    hashtags: { en: ["football", "PremierLeague", "UCL", "matchday"], ja: ["サッカー", "Jリーグ", "日本代表"] },
    things: { en: ["the derby", "that late winner", "the transfer window", "our back line", "the new signing"], ja: ["ダービー", "終了間際のゴール", "移籍市場", "守備陣", "新加入選手"] },
    posts: { en: ["{x} {feel}", "What a match. {x} {feel}", "Thoughts on {x}? {feel}", "Matchday: {x}"], ja: ["{x}{feel}", "今日の試合、{x}{feel}", "{x}どう思う？", "試合の日。{x}"] },
    brands: [{ name: "Northside FC", handle: "NorthsideFC", lang: "en", bio: "Official account of Northside Football Club. Est. 1902." }, { name: "東京ユナイテッドFC", handle: "tokyo_united_fc", lang: "ja", bio: "東京ユナイテッドFC公式アカウント" }],
    bio: { en: ["football fan", "season ticket holder"], ja: ["サッカー好き", "サポーター"] },
  },
  {
    id: "finance", weight: 7,
    hashtags: { en: ["investing", "stocks", "personalfinance", "dividends"], ja: ["投資", "新NISA", "米国株", "資産運用"] },
    things: { en: ["index funds", "the rate decision", "my dividend portfolio", "earnings season", "a 50% drawdown"], ja: ["インデックス投資", "利上げ", "高配当株", "決算", "新NISA"] },
    posts: { en: ["{x}: {feel}", "Reminder: {x} is a marathon", "My take on {x} {feel}", "Adding to {x} {feel}"], ja: ["{x}について{feel}", "{x}の積立{feel}", "{x}どうなる？", "今月の{x}{feel}"] },
    brands: [{ name: "Ledger Lane Bank", handle: "LedgerLaneBank", lang: "en", bio: "Official account of Ledger Lane Bank. Customer service 24/7." }, { name: "みどり証券", handle: "midori_sec", lang: "ja", bio: "みどり証券株式会社の公式アカウント。投資情報を発信しています。" }],
    bio: { en: ["investor", "personal finance nerd", "dividend investor"], ja: ["投資家", "米国株投資", "資産運用中"] },
  },
  {
    id: "ai", weight: 8,
    hashtags: { en: ["AI", "MachineLearning", "LLM", "GenAI"], ja: ["AI", "生成AI", "機械学習"] },
    things: { en: ["the new open model", "agents in production", "fine-tuning", "this benchmark", "AI coding tools"], ja: ["新しいオープンモデル", "生成AI", "ファインチューニング", "ベンチマーク", "AIコーディング"] },
    posts: { en: ["{x} {feel}", "Spent the weekend on {x} {feel}", "Unpopular opinion: {x} is overhyped", "Thread on {x} 🧵"], ja: ["{x}{feel}", "週末は{x}を試した{feel}", "{x}は過大評価？", "{x}まとめ"] },
    brands: [{ name: "Neuron Labs", handle: "NeuronLabsAI", lang: "en", bio: "We build AI tools for teams. Official account." }, { name: "株式会社AIラボ", handle: "ailab_jp", lang: "ja", bio: "株式会社AIラボ公式。生成AIの導入を支援しています。" }],
    bio: { en: ["AI researcher", "ML engineer", "building with LLMs"], ja: ["AIエンジニア", "機械学習", "生成AI勉強中"] },
  },
  {
    id: "food", weight: 6,
    hashtags: { en: ["foodie", "ramen", "homecooking", "recipe"], ja: ["グルメ", "ラーメン", "おうちごはん", "料理"] },
    things: { en: ["this tonkotsu ramen", "sourdough", "a new taco spot", "meal prep", "the tasting menu"], ja: ["豚骨ラーメン", "手作りパン", "新しい定食屋", "作り置き", "寿司"] },
    posts: { en: ["{x} {feel}", "Made {x} tonight {feel}", "Best {x} in town? {feel}"], ja: ["{x}{feel}", "今日は{x}を作った{feel}", "{x}食べてきた{feel}"] },
    brands: [{ name: "Umami House", handle: "UmamiHouse", lang: "en", bio: "Ramen restaurant. Open daily 11-22. We're hiring!" }, { name: "らーめん一番 公式", handle: "ramen_ichiban", lang: "ja", bio: "らーめん一番の公式アカウントです。営業時間のお知らせなど" }],
    bio: { en: ["foodie", "home cook"], ja: ["食べ歩き", "料理好き"] },
  },
];

/** Opinion phrases that make the sentiment mix realistic. */
// biome-ignore format: a data table reads better packed
export const FEELINGS = {
  en: { positive: ["and I love it 😍", "absolutely amazing", "so good 🔥", "best decision ever", "worth every penny 🙌", "really happy with it"], neutral: ["", "", "thoughts?", "we'll see", "for now"], negative: ["and I hate it 😡", "honestly disappointing", "not good at all", "total waste of money", "terrible experience 😞"] },
  ja: { positive: ["最高！", "嬉しい😍", "めっちゃ良かった", "楽しかった✨", "大好き"], neutral: ["", "", "どうかな", "とりあえず"], negative: ["最悪…", "残念すぎる", "美味しくない", "がっかり😞", "つらい"] },
};

// biome-ignore format: a data table reads better packed
export const NAMES = {
  en: {
    female: ["Emma", "Olivia", "Ava", "Sophia", "Mia", "Isabella", "Charlotte", "Amelia", "Harper", "Evelyn", "Grace", "Chloe", "Lily", "Zoe", "Hannah", "Sarah", "Jessica", "Emily", "Rachel", "Megan", "Laura", "Natalie", "Priya", "Maria", "Aisha"],
    male: ["Liam", "Noah", "Oliver", "James", "Elijah", "William", "Henry", "Lucas", "Benjamin", "Daniel", "Matthew", "Ethan", "Jack", "Ryan", "David", "Michael", "Chris", "Tom", "Sam", "Marcus", "Arjun", "Carlos", "Omar", "Kevin", "Josh"],
    unisex: ["Alex", "Jordan", "Taylor", "Casey", "Riley", "Morgan"],
    last: ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Martinez", "Lee", "Walker", "Hall", "Young", "King", "Wright", "Scott", "Green", "Baker", "Adams", "Nelson", "Patel", "Kim", "Chen", "Nguyen", "Okafor"],
  },
  ja: {
    female: ["花子", "陽菜", "結衣", "さくら", "美咲", "愛", "由美", "恵", "葵", "七海", "Yui", "Sakura", "Aoi", "Misaki", "Haruka"],
    male: ["太郎", "翔", "蓮", "大翔", "健太", "大輔", "拓也", "直樹", "誠", "悠真", "Kenta", "Sho", "Ren", "Takumi", "Daisuke"],
    last: ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田"],
    nick: ["みー", "ゆう", "こたろう", "ぴよ", "ねこまる", "そら", "もち", "はる", "くま", "りん"],
  },
};

// biome-ignore format: a data table reads better packed
export const PLACES = {
  en: ["NYC", "Brooklyn, NY", "Los Angeles, CA", "San Francisco", "Austin, TX", "Chicago", "Seattle, WA", "London", "London, UK", "Manchester, UK", "Toronto, Canada", "Sydney, Australia", "Melbourne", "Dublin, Ireland", "Berlin, Germany", "Lagos, Nigeria", "Mumbai, India", "Singapore", "somewhere on earth", "", "", "", "he/him", "Worldwide"],
  ja: ["東京", "東京都渋谷区", "大阪", "Tokyo, Japan", "横浜", "福岡", "名古屋", "札幌", "京都", "日本", "神奈川", "埼玉", "ニューヨーク在住", "台北", "", "", "地球", "どこか"],
};

// biome-ignore format: a data table reads better packed
export const JOBS = {
  en: ["software engineer", "product designer", "nurse", "teacher", "marketing manager", "founder & CEO", "data scientist", "barista", "journalist", "photographer", "student", "consultant", "accountant", "illustrator", "real estate agent", "lawyer", "researcher", "chef", "streamer", ""],
  ja: ["エンジニア", "デザイナー", "看護師", "教師", "マーケター", "会社員", "大学生", "営業", "イラストレーター", "バリスタ", "経営者", "主婦", "フリーランス", "研究者", ""],
};

// Every age band, about as X's users are spread over them (most in 18-34, few 65+), each band by
// its stated ages, birth years, decades and life stages as inferAgeBand reads them.
// biome-ignore format: a data table reads better packed
export const AGE_CUES = {
  en: ["16 y/o", "high school student", "19 y/o", "22 years old", "college student", "24 y/o", "uni student", "28 years old", "27 y/o", "31 y/o", "born in 1995", "i'm 29", "in my 30s", "38 y/o", "41 years old", "born in 1988", "in my 40s", "47 y/o", "50 years old", "52 y/o", "58 years old", "61 y/o", "retired", "mom of two", "dad of three"],
  ja: ["高校生", "17歳", "20代前半", "大学生", "21歳", "95年生まれ", "平成10年生まれ", "26歳", "30代", "33歳", "38歳", "40代", "42歳", "48歳", "52歳", "50代前半", "58歳", "60代前半", "定年退職"],
};

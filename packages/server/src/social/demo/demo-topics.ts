/**
 * The demo world's interest communities, in English and Japanese: each topic's own words (most
 * used first: posts draw them with a heavy tail), hashtags, notable accounts (brands and people its
 * audience follows and mentions) and bio phrases. Brands and people are invented.
 */
export type Lang = "en" | "ja";
export type ByLang<T> = { en: T; ja: T };

/** A notable account of a topic; `side` is its side of a debate (see demo-debates.ts). */
export type Notable = { name: string; handle: string; lang: Lang; bio: string; kind: "brand" | "person"; side?: 0 | 1 };

/** One side of a debate: its own words and hashtags, its supporters' bio phrases. */
export type DebateSide = { id: string; terms: ByLang<string[]>; hashtags: ByLang<string[]>; bio: ByLang<string[]> };

export type DemoTopic = {
  id: string;
  /** how many people have it as their main topic, relative to the others */
  weight: number;
  /** the topic's words and phrases, most used first; a debate's are those both sides use */
  terms: ByLang<string[]>;
  hashtags: ByLang<string[]>;
  notables: Notable[];
  bio: ByLang<string[]>;
  /** a debate's two sides; a debate is held in the languages its `terms` have words in */
  sides?: readonly [DebateSide, DebateSide];
};

// biome-ignore format: a data table reads better packed
export const INTEREST_TOPICS: DemoTopic[] = [
  {
    id: "sneakers", weight: 8,
    terms: { en: ["sneakers", "kicks", "restock", "limited drops", "retro runners", "suede high-tops", "collab drop", "grail pair", "resell prices", "raffle", "on-feet pics", "colorway", "sneaker release", "jordans", "trainers", "deadstock", "sneaker cleaning kit", "midsole", "lace swap", "size run", "outlet haul", "vintage runners", "boost foam", "low tops", "sneaker rotation", "box logo", "early access", "sneaker convention", "heat check", "insoles"], ja: ["スニーカー", "新作ランナー", "限定コラボ", "再販モデル", "ハイカット", "白スニーカー", "抽選", "足元", "ソール", "スニーカー抽選", "定価", "転売", "カラーウェイ", "ローカット", "履き心地", "箱付き", "スウェード", "靴紐", "厚底", "復刻モデル", "インソール", "スニーカー収納"] },
    hashtags: { en: ["sneakers", "sneakerhead", "kicks", "SNKRS", "kotd", "sneakernews", "wdywt", "sneakerrelease", "solecollector"], ja: ["スニーカー", "スニーカー好き", "足元倶楽部", "スニーカー好きな人と繋がりたい", "今日の足元"] },
    notables: [
      { name: "Stride Athletics", handle: "StrideAthletics", lang: "en", kind: "brand", bio: "Official account. Built for the streets since 1978. Shop the latest drops." },
      { name: "ソールワークス公式", handle: "soleworks_jp", lang: "ja", kind: "brand", bio: "スニーカーショップ「ソールワークス」公式アカウントです。新作・再販情報をお届けします。" },
      { name: "Dre Kicks Daily", handle: "DreKicksDaily", lang: "en", kind: "person", bio: "Sneaker reviewer. Release dates, on-feet reviews and resell talk. 600+ pairs deep." },
      { name: "Release Radar", handle: "ReleaseRadarHQ", lang: "en", kind: "brand", bio: "Sneaker release calendar and restock alerts. Not affiliated with any brand." },
      { name: "スニーカー研究家 ケン", handle: "ken_sneakerlab", lang: "ja", kind: "person", bio: "スニーカー研究家。新作レビューと抽選情報を毎日発信。" },
    ],
    bio: { en: ["sneakerhead", "kicks collector", "always chasing drops"], ja: ["スニーカー好き", "スニーカー収集"] },
  },
  {
    id: "coffee", weight: 8,
    terms: { en: ["coffee", "espresso", "pour over", "cold brew", "latte", "flat white", "oat milk", "coffee beans", "light roast", "specialty coffee", "V60", "grinder", "Ethiopian pour over", "home brewing", "latte art", "barista", "french press", "aeropress", "single origin", "cortado", "decaf", "burr grinder", "gooseneck kettle", "tasting notes", "espresso machine", "iced latte", "cappuccino", "drip coffee", "roastery", "espresso blend", "coffee subscription", "bloom", "dark roast", "moka pot"], ja: ["コーヒー", "珈琲", "ハンドドリップ", "浅煎り", "深煎り", "自家焙煎", "カフェラテ", "水出しコーヒー", "エスプレッソ", "コーヒー豆", "焙煎", "ドリッパー", "オーツラテ", "エチオピア", "喫茶店", "ミル", "スペシャルティコーヒー", "カフェ巡り", "アイスコーヒー", "ブレンド", "フレンチプレス", "デカフェ", "ラテアート", "バリスタ"] },
    hashtags: { en: ["coffee", "specialtycoffee", "latteart", "coffeetime", "pourover", "coldbrew", "baristalife", "coffeelover", "homebarista"], ja: ["コーヒー", "カフェ巡り", "珈琲", "コーヒー好きな人と繋がりたい", "自家焙煎", "おうちカフェ"] },
    notables: [
      { name: "Kumo Coffee Roasters", handle: "KumoRoasters", lang: "en", kind: "brand", bio: "Small-batch roasters. We're here for better mornings. Cafe hours on our site." },
      { name: "珈琲 ひだまり", handle: "hidamari_coffee", lang: "ja", kind: "brand", bio: "自家焙煎珈琲ひだまり公式。営業時間 8:00-18:00" },
      { name: "Nora Baptiste", handle: "NoraBrewsAtHome", lang: "en", kind: "person", bio: "Home barista. Pour over recipes, grinder reviews and latte art fails. Views my own." },
      { name: "Bean Theory", handle: "BeanTheoryMag", lang: "en", kind: "brand", bio: "Independent magazine about specialty coffee, roasters and the people behind the cup." },
      { name: "森 珈琲研究所", handle: "mori_coffee_lab", lang: "ja", kind: "person", bio: "珈琲研究家。ハンドドリップのレシピと豆のレビューを発信しています。" },
    ],
    bio: { en: ["coffee lover", "home barista", "powered by espresso"], ja: ["コーヒー好き", "カフェ巡りが趣味"] },
  },
  {
    id: "ev", weight: 6,
    terms: { en: ["EV", "electric car", "fast charging", "charging station", "range", "compact EV", "road trip", "heat pump", "one-pedal driving", "battery", "home charger", "supercharger", "range anxiety", "electric vehicle", "charging network", "regen braking", "tax credit", "kWh", "plug-in hybrid", "Level 2 charger", "battery degradation", "EV conversion", "solar panels", "charging curve", "e-bike"], ja: ["EV", "電気自動車", "急速充電", "自宅充電", "航続距離", "新型の小型EV", "長距離ドライブ", "充電スポット", "バッテリー", "補助金", "充電器", "電費", "回生ブレーキ", "プラグインハイブリッド", "充電渋滞", "太陽光パネル", "試乗"] },
    hashtags: { en: ["EV", "electricvehicles", "EVcharging", "cleanenergy", "electriccars", "EVlife", "gogreen"], ja: ["電気自動車", "EV", "充電", "EVのある暮らし", "脱炭素"] },
    notables: [
      { name: "Voltra Motors", handle: "VoltraMotors", lang: "en", kind: "brand", bio: "Official account of Voltra Motors. Electric for everyone. Customer support: DM us." },
      { name: "みらいEV", handle: "mirai_ev", lang: "ja", kind: "brand", bio: "電気自動車メーカー「みらいEV」の公式アカウントです。" },
      { name: "Priya Raman", handle: "PriyaDrivesEV", lang: "en", kind: "person", bio: "EV reviewer. 40+ electric cars tested. Range tests every Friday." },
      { name: "ChargeMap Weekly", handle: "ChargeMapWeekly", lang: "en", kind: "brand", bio: "News about EV charging networks and electric cars, every week." },
      { name: "EV生活の中村", handle: "nakamura_evlife", lang: "ja", kind: "person", bio: "EV歴5年。充電と長距離ドライブのレポートを書いています。" },
    ],
    bio: { en: ["EV driver", "clean energy nerd"], ja: ["EV乗り", "電気自動車ユーザー"] },
  },
  {
    id: "gaming", weight: 9,
    terms: { en: ["open-world RPG", "ranked matches", "indie roguelike", "patch notes", "co-op", "PS5", "Switch", "boss fight", "RPG", "indie games", "speedrun", "controller", "DLC", "new season", "loot", "gaming PC", "save file", "side quests", "cozy games", "battle pass", "frame rate", "retro consoles", "esports", "early access game", "soulslike", "JRPG", "achievement", "split screen", "game pass", "headset"], ja: ["ゲーム", "新作RPG", "ランクマ", "インディーゲーム", "アプデ", "協力プレイ", "スイッチ", "ボス戦", "実況", "ガチャ", "レベル上げ", "クリア", "コントローラー", "周回", "オンライン対戦", "ゲーム実況", "初見プレイ", "やり込み", "攻略", "DLC"] },
    hashtags: { en: ["gaming", "PS5", "NintendoSwitch", "indiegames", "esports", "gamer", "twitch", "indiedev", "RPG"], ja: ["ゲーム", "ゲーム好きと繋がりたい", "スイッチ", "ゲーム実況", "インディーゲーム"] },
    notables: [
      { name: "Pixel Harbor Games", handle: "PixelHarbor", lang: "en", kind: "brand", bio: "Indie studio. We make cozy games. Official account." },
      { name: "ゲームショップ ミライ", handle: "gameshop_mirai", lang: "ja", kind: "brand", bio: "ゲームショップ公式。新作予約受付中！" },
      { name: "Jess Moreno", handle: "JessPlaysRPGs", lang: "en", kind: "person", bio: "Variety streamer. RPGs, roguelikes and way too many side quests. Live most nights." },
      { name: "Frame Perfect", handle: "FramePerfectGG", lang: "en", kind: "brand", bio: "Game reviews, patch notes and esports news." },
      { name: "ゲーム実況者 たくみ", handle: "takumi_gameplay", lang: "ja", kind: "person", bio: "ゲーム実況者。新作RPGとインディーゲームを毎晩配信中。" },
    ],
    bio: { en: ["gamer", "streamer on weekends", "RPG addict"], ja: ["ゲーマー", "ゲーム実況", "ゲーム好き"] },
  },
  {
    id: "beauty", weight: 7,
    terms: { en: ["skincare", "serum", "vitamin C serum", "SPF", "sunscreen", "cleanser", "retinol", "night cream", "moisturizer", "glass skin", "skincare routine", "makeup", "foundation", "lip tint", "toner", "hyaluronic acid", "double cleanse", "sheet mask", "dewy skin", "niacinamide", "eyeliner", "concealer", "blush", "exfoliating", "acne patches", "K-beauty", "setting spray", "shade range"], ja: ["スキンケア", "コスメ", "美容液", "ビタミンC美容液", "日焼け止め", "洗顔", "保湿クリーム", "韓国コスメ", "化粧水", "乳液", "ファンデ", "リップ", "下地", "毛穴", "肌荒れ", "クレンジング", "パック", "プチプラ", "デパコス", "アイシャドウ", "美容", "ニキビ"] },
    hashtags: { en: ["skincare", "skincareroutine", "beauty", "makeup", "kbeauty", "skincaretips", "makeuptutorial", "glowup"], ja: ["スキンケア", "コスメ", "美容", "プチプラコスメ", "コスメ好きさんと繋がりたい", "美容垢さんと繋がりたい"] },
    notables: [
      { name: "Glow Lab Skincare", handle: "GlowLabSkin", lang: "en", kind: "brand", bio: "Clean skincare, made with science. Official account. Shop now." },
      { name: "はなえ化粧品 公式", handle: "hanae_cosme", lang: "ja", kind: "brand", bio: "はなえ化粧品株式会社の公式アカウントです。新商品情報をお届けします。" },
      { name: "Dr. Amara Cole", handle: "DrAmaraSkin", lang: "en", kind: "person", bio: "Board-certified dermatologist. Skincare myths, SPF reminders and ingredient deep dives." },
      { name: "Shade Story", handle: "ShadeStory", lang: "en", kind: "brand", bio: "Makeup for every skin tone. Official account." },
      { name: "美容オタクのあや", handle: "aya_biyou", lang: "ja", kind: "person", bio: "コスメ・スキンケアのレビュー。敏感肌。PRは明記します。" },
    ],
    bio: { en: ["skincare addict", "beauty lover", "makeup artist"], ja: ["コスメ好き", "美容垢", "スキンケアオタク"] },
  },
  {
    id: "anime", weight: 9,
    terms: { en: ["anime", "manga", "isekai", "finale", "manga volume", "cosplay", "anime movie", "opening song", "season two", "simulcast", "light novel", "fan art", "voice actors", "shonen", "studio animation", "character design", "con weekend", "figure preorder", "dub", "sub", "mecha", "slice of life", "best girl", "plot twist", "manga chapter", "anime watchlist"], ja: ["アニメ", "漫画", "今期のアニメ", "最終回", "新刊", "推しのグッズ", "劇場版", "推し", "声優", "原作", "作画", "OP", "コスプレ", "聖地巡礼", "一番くじ", "円盤", "コミケ", "アニメイト", "二期", "考察", "同人誌", "推し活"] },
    hashtags: { en: ["anime", "manga", "animeart", "cosplay", "otaku", "animefan", "weeb", "fanart"], ja: ["アニメ", "漫画", "推し活", "イラスト", "アニメ好きと繋がりたい", "絵描きさんと繋がりたい"] },
    notables: [
      { name: "Sakura Stream", handle: "SakuraStream", lang: "en", kind: "brand", bio: "Anime streaming, simulcast from Japan. Official account." },
      { name: "アニメ情報局", handle: "anime_news_jp", lang: "ja", kind: "brand", bio: "アニメの最新ニュースをお届けする公式アカウント" },
      { name: "Kai Takeda", handle: "KaiWatchesAnime", lang: "en", kind: "person", bio: "Anime critic. Weekly episode breakdowns and manga recommendations." },
      { name: "Otaku Digest", handle: "OtakuDigest", lang: "en", kind: "brand", bio: "Anime and manga news, release dates and con coverage." },
      { name: "アニメ考察 ゆうき", handle: "yuki_anime_ron", lang: "ja", kind: "person", bio: "アニメ考察と感想。毎週最新話を語ります。" },
    ],
    bio: { en: ["anime fan", "manga reader", "cosplayer"], ja: ["アニメ好き", "オタク", "漫画好き", "声優好き"] },
  },
  {
    id: "travel", weight: 7,
    terms: { en: ["travel", "Kyoto", "night train", "Amalfi coast", "cheap flight deal", "hidden beach", "solo trip", "itinerary", "hostel", "passport", "layover", "backpacking", "carry-on", "road trip itinerary", "travel insurance", "boutique hotel", "airport lounge", "jet lag", "Lisbon", "Iceland", "hiking trail", "travel hacks", "window seat", "Bali", "visa", "city break", "airbnb"], ja: ["旅行", "一人旅", "温泉", "秋の京都", "北海道旅行", "温泉旅館", "格安航空券", "沖縄の海", "旅館", "新幹線", "観光", "海外旅行", "パスポート", "ホテル", "絶景", "旅行計画", "弾丸旅行", "台湾旅行", "御朱印", "空港", "ゲストハウス"] },
    hashtags: { en: ["travel", "wanderlust", "travelgram", "solotravel", "traveltips", "backpacking", "vacation", "roadtrip"], ja: ["旅行", "一人旅", "温泉", "旅好きと繋がりたい", "国内旅行", "絶景"] },
    notables: [
      { name: "Wayfar Travel", handle: "WayfarTravel", lang: "en", kind: "brand", bio: "We're a travel agency for curious people. Official account. Follow us for deals." },
      { name: "たびナビ", handle: "tabinavi_jp", lang: "ja", kind: "brand", bio: "旅行情報サイト「たびナビ」公式アカウントです。" },
      { name: "Maya Lindqvist", handle: "MayaOnTheRoad", lang: "en", kind: "person", bio: "Solo traveller, 62 countries. Cheap flight deals, night trains and itineraries." },
      { name: "Fare Finder", handle: "FareFinderDeals", lang: "en", kind: "brand", bio: "Cheap flight deals and error fares, every day." },
      { name: "温泉ライター 佐藤", handle: "sato_onsen", lang: "ja", kind: "person", bio: "温泉ライター。全国の温泉旅館と一人旅の記録。" },
    ],
    bio: { en: ["travel addict", "digital nomad", "passport always ready"], ja: ["旅行好き", "一人旅", "温泉巡り"] },
  },
  {
    id: "football", weight: 8,
    terms: { en: ["football", "derby", "late winner", "transfer window", "back line", "new signing", "Premier League", "Champions League", "clean sheet", "the gaffer", "VAR", "penalty", "away end", "season ticket", "starting XI", "relegation", "hat-trick", "match report", "set piece", "loan deal", "title race", "injury time", "midfield", "kit launch", "xG"], ja: ["サッカー", "Jリーグ", "日本代表", "ダービー", "終了間際のゴール", "移籍市場", "守備陣", "新加入選手", "スタメン", "ゴール", "監督", "勝ち点", "アウェイ", "サポーター", "PK", "VAR", "ユニフォーム", "残留争い", "W杯予選", "スタジアム"] },
    hashtags: { en: ["football", "PremierLeague", "UCL", "matchday", "soccer", "transfernews", "COYS", "MUFC"], ja: ["サッカー", "Jリーグ", "日本代表", "サッカー好きと繋がりたい", "DAZN"] },
    notables: [
      { name: "Northside FC", handle: "NorthsideFC", lang: "en", kind: "brand", bio: "Official account of Northside Football Club. Est. 1902." },
      { name: "東京ユナイテッドFC", handle: "tokyo_united_fc", lang: "ja", kind: "brand", bio: "東京ユナイテッドFC公式アカウント" },
      { name: "Sam Okoro", handle: "SamOkoroFooty", lang: "en", kind: "person", bio: "Football journalist. Transfers, tactics and match reports." },
      { name: "Terrace Talk", handle: "TerraceTalkPod", lang: "en", kind: "brand", bio: "The fans' football podcast. New episode every Monday." },
      { name: "サッカー解説 木村", handle: "kimura_soccer", lang: "ja", kind: "person", bio: "サッカー解説者。Jリーグと日本代表の戦術分析。" },
    ],
    bio: { en: ["football fan", "season ticket holder"], ja: ["サッカー好き", "サポーター"] },
  },
  {
    id: "finance", weight: 7,
    terms: { en: ["index funds", "rate decision", "dividend portfolio", "earnings season", "drawdown", "stocks", "ETF", "dividends", "compound interest", "Roth IRA", "S&P 500", "emergency fund", "bond yields", "inflation", "rebalancing", "dollar cost averaging", "401k", "high-yield savings", "market crash", "bull market", "value investing", "stock picks", "the Fed", "brokerage account", "FIRE"], ja: ["投資", "インデックス投資", "利上げ", "高配当株", "決算", "新NISA", "積立", "米国株", "日経平均", "配当", "S&P500", "オルカン", "含み益", "含み損", "つみたて投資枠", "円安", "株価", "資産形成", "FIRE", "暴落"] },
    hashtags: { en: ["investing", "stocks", "personalfinance", "dividends", "stockmarket", "FIRE", "money", "ETF"], ja: ["投資", "新NISA", "米国株", "資産運用", "高配当株", "投資初心者"] },
    notables: [
      { name: "Ledger Lane Bank", handle: "LedgerLaneBank", lang: "en", kind: "brand", bio: "Official account of Ledger Lane Bank. Customer service 24/7." },
      { name: "みどり証券", handle: "midori_sec", lang: "ja", kind: "brand", bio: "みどり証券株式会社の公式アカウント。投資情報を発信しています。" },
      { name: "Marcus Hale", handle: "MarcusOnMoney", lang: "en", kind: "person", bio: "CFA. Index funds, dividends and boring long-term investing. Not financial advice." },
      { name: "Market Minute", handle: "MarketMinute", lang: "en", kind: "brand", bio: "Markets news in a minute: earnings, the Fed and your portfolio." },
      { name: "投資家 たけし", handle: "takeshi_toushi", lang: "ja", kind: "person", bio: "兼業投資家。新NISAとインデックス投資の記録。" },
    ],
    bio: { en: ["investor", "personal finance nerd", "dividend investor"], ja: ["投資家", "米国株投資", "資産運用中"] },
  },
  {
    id: "ai", weight: 8,
    terms: { en: ["AI", "open model", "agents", "fine-tuning", "benchmark", "AI coding tools", "LLMs", "LLM", "generative AI", "machine learning", "prompt engineering", "GPUs", "inference", "embeddings", "RAG", "context window", "evals", "transformer", "open weights", "AI safety", "vector database", "model release", "training run", "hallucinations", "AI startup", "copilot"], ja: ["AI", "生成AI", "機械学習", "新しいオープンモデル", "ファインチューニング", "ベンチマーク", "AIコーディング", "プロンプト", "LLM", "画像生成", "エージェント", "推論", "ディープラーニング", "データセット", "GPU", "論文", "業務効率化", "チャットボット"] },
    hashtags: { en: ["AI", "MachineLearning", "LLM", "GenAI", "DeepLearning", "OpenSource", "DataScience"], ja: ["AI", "生成AI", "機械学習", "ChatGPT", "AI活用"] },
    notables: [
      { name: "Neuron Labs", handle: "NeuronLabsAI", lang: "en", kind: "brand", bio: "We build AI tools for teams. Official account." },
      { name: "株式会社AIラボ", handle: "ailab_jp", lang: "ja", kind: "brand", bio: "株式会社AIラボ公式。生成AIの導入を支援しています。" },
      { name: "Dr. Lena Fischer", handle: "LenaFischerML", lang: "en", kind: "person", bio: "ML researcher. LLM evals, fine-tuning and papers worth reading." },
      { name: "Gradient Weekly", handle: "GradientWeekly", lang: "en", kind: "brand", bio: "The AI newsletter: model releases, benchmarks and tools." },
      { name: "AIエンジニア 小林", handle: "kobayashi_ml", lang: "ja", kind: "person", bio: "機械学習エンジニア。生成AIと論文紹介。" },
    ],
    bio: { en: ["AI researcher", "ML engineer", "building with LLMs"], ja: ["AIエンジニア", "機械学習", "生成AI勉強中"] },
  },
  {
    id: "food", weight: 6,
    terms: { en: ["ramen", "tonkotsu ramen", "sourdough", "taco spot", "meal prep", "tasting menu", "recipe", "home cooking", "brunch", "pasta", "dumplings", "street food", "cast iron", "fried chicken", "air fryer", "sushi", "bbq", "dinner party", "food truck", "bao", "chili oil", "pizza dough", "curry"], ja: ["ラーメン", "豚骨ラーメン", "手作りパン", "定食屋", "作り置き", "寿司", "グルメ", "おうちごはん", "料理", "レシピ", "ランチ", "食べ歩き", "焼肉", "カレー", "餃子", "居酒屋", "つけ麺", "お弁当", "スイーツ"] },
    hashtags: { en: ["foodie", "ramen", "homecooking", "recipe", "foodporn", "mealprep", "brunch"], ja: ["グルメ", "ラーメン", "おうちごはん", "料理", "飯テロ", "ラーメン好きな人と繋がりたい"] },
    notables: [
      { name: "Umami House", handle: "UmamiHouse", lang: "en", kind: "brand", bio: "Ramen restaurant. Open daily 11-22. We're hiring!" },
      { name: "らーめん一番 公式", handle: "ramen_ichiban", lang: "ja", kind: "brand", bio: "らーめん一番の公式アカウントです。営業時間のお知らせなど" },
      { name: "Chef Rosa Diaz", handle: "ChefRosaCooks", lang: "en", kind: "person", bio: "Chef and cookbook author. Weeknight recipes and meal prep." },
      { name: "ラーメン評論家 山田", handle: "yamada_ramen", lang: "ja", kind: "person", bio: "ラーメン評論家。年間700杯。" },
    ],
    bio: { en: ["foodie", "home cook"], ja: ["食べ歩き", "料理好き"] },
  },
];

/** The interests taxonomy: id, English and Japanese label, and the words that signal it. */
export type Interest = { id: string; en: string; ja: string; words: string[] };

// biome-ignore format: a data table reads better packed
export const INTERESTS: Interest[] = [
  { id: "sneakers", en: "Sneakers", ja: "スニーカー", words: ["sneakers", "sneaker", "sneakerhead", "kicks", "jordans", "yeezy", "nike", "adidas", "new balance", "スニーカー", "スニーカーヘッズ", "エアジョーダン"] },
  { id: "coffee", en: "Coffee", ja: "コーヒー", words: ["coffee", "espresso", "latte", "barista", "cappuccino", "pourover", "pour over", "coffeelover", "café", "cafe", "コーヒー", "珈琲", "カフェ", "喫茶", "ラテ", "バリスタ"] },
  { id: "ev", en: "Electric vehicles", ja: "電気自動車", words: ["ev", "evs", "electric vehicle", "electric vehicles", "electric car", "tesla", "rivian", "charging", "model 3", "model y", "電気自動車", "テスラ", "充電", "ev車"] },
  { id: "gaming", en: "Gaming", ja: "ゲーム", words: ["gaming", "gamer", "videogames", "video games", "esports", "playstation", "ps5", "xbox", "nintendo", "switch", "steam", "twitch", "fps", "rpg", "ゲーム", "ゲーマー", "任天堂", "スイッチ", "eスポーツ", "プレステ"] },
  { id: "beauty", en: "Skincare & beauty", ja: "スキンケア・美容", words: ["skincare", "skin care", "beauty", "makeup", "cosmetics", "serum", "sunscreen", "glowingskin", "kbeauty", "スキンケア", "美容", "コスメ", "化粧品", "メイク", "美肌", "日焼け止め"] },
  { id: "anime", en: "Anime & manga", ja: "アニメ・漫画", words: ["anime", "manga", "otaku", "cosplay", "weeb", "animeart", "アニメ", "漫画", "マンガ", "オタク", "コスプレ", "声優", "推し"] },
  { id: "travel", en: "Travel", ja: "旅行", words: ["travel", "traveler", "traveller", "wanderlust", "travelgram", "backpacking", "trip", "vacation", "nomad", "digitalnomad", "旅行", "旅", "観光", "一人旅", "海外旅行", "温泉"] },
  { id: "football", en: "Football (soccer)", ja: "サッカー", words: ["football", "soccer", "premier league", "premierleague", "epl", "champions league", "laliga", "mls", "jleague", "worldcup", "サッカー", "jリーグ", "ワールドカップ", "プレミアリーグ"] },
  { id: "finance", en: "Finance & investing", ja: "金融・投資", words: ["investing", "investor", "stocks", "stock market", "finance", "fintech", "dividends", "trading", "personal finance", "financial independence", "fire movement", "wallstreet", "投資", "株", "株式", "資産運用", "新nisa", "nisa", "配当", "fx", "米国株"] },
  { id: "ai", en: "AI & tech", ja: "AI・テクノロジー", words: ["ai", "artificial intelligence", "machine learning", "ml", "deep learning", "llm", "chatgpt", "generative ai", "genai", "tech", "technology", "startup", "人工知能", "生成ai", "機械学習", "テクノロジー", "テック"] },
  { id: "music", en: "Music", ja: "音楽", words: ["music", "musician", "concert", "spotify", "hiphop", "kpop", "jpop", "band", "guitar", "vinyl", "音楽", "ライブ", "バンド", "ギター", "kpop"] },
  { id: "food", en: "Food & cooking", ja: "グルメ・料理", words: ["food", "foodie", "cooking", "recipe", "baking", "vegan", "ramen", "sushi", "restaurant", "グルメ", "料理", "レシピ", "ラーメン", "寿司", "食べ歩き", "スイーツ"] },
  { id: "fitness", en: "Fitness", ja: "フィットネス", words: ["fitness", "gym", "workout", "running", "marathon", "yoga", "crossfit", "bodybuilding", "筋トレ", "ジム", "ランニング", "マラソン", "ヨガ", "ダイエット"] },
  { id: "fashion", en: "Fashion", ja: "ファッション", words: ["fashion", "style", "ootd", "streetwear", "outfit", "vintage", "ファッション", "コーデ", "古着", "おしゃれ"] },
  { id: "movies", en: "Movies & TV", ja: "映画・ドラマ", words: ["movies", "movie", "film", "cinema", "netflix", "tv series", "drama", "映画", "ドラマ", "ネトフリ"] },
  { id: "photography", en: "Photography", ja: "写真", words: ["photography", "photographer", "photo", "camera", "filmphotography", "写真", "カメラ", "撮影", "写真好き"] },
  { id: "pets", en: "Pets", ja: "ペット", words: ["dog", "dogs", "cat", "cats", "puppy", "kitten", "pets", "doglover", "catlover", "犬", "猫", "ねこ", "いぬ", "ペット", "保護猫"] },
  { id: "crypto", en: "Crypto", ja: "暗号資産", words: ["crypto", "bitcoin", "btc", "ethereum", "eth", "web3", "nft", "defi", "blockchain", "仮想通貨", "暗号資産", "ビットコイン", "ブロックチェーン"] },
  { id: "parenting", en: "Parenting", ja: "子育て", words: ["parenting", "mom", "dad", "mother", "father", "momlife", "dadlife", "kids", "子育て", "育児", "ママ", "パパ", "子ども"] },
  { id: "books", en: "Books", ja: "読書", words: ["books", "reading", "booklover", "bookstagram", "novel", "読書", "本好き", "小説"] },
];

/**
 * The single-word signals of each interest, normalised as posts' keywords and hashtags are (NFKC, lower
 * case): how the analysis's topics and the premium suite's topics classify a post. Phrases cannot match
 * one keyword, so they are left out.
 */
export const INTEREST_TOPIC_WORDS: readonly { word: string; id: string }[] = INTERESTS.flatMap((i) =>
  i.words.filter((w) => !/\s/.test(w)).map((w) => ({ word: w.normalize("NFKC").toLowerCase(), id: i.id })),
);

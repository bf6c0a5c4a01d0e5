/**
 * How the demo world's people write, whatever the topic: sentence frames, everyday chatter, reply
 * openers and the words that fill their slots, in English and Japanese. Every topic shares them,
 * so none of their words is tied to a topic. Slots: {t} and {t2} a topic's words, {feel} a
 * feeling, {adj} an adjective, {time} a time, {c} a chatter clause, {name} a friend's name,
 * {rel} a relative, {food} a snack, {n} a number, {place} a place, {e} an emoji.
 */

// biome-ignore format: a data table reads better packed
export const TOPIC_FRAMES = {
  en: ["{t} {feel}", "finally tried {t} {feel}", "ok but {t} is actually {adj}", "anyone else into {t}? {feel}", "{time} plans: {t} and {t2}", "can't stop thinking about {t}", "{t} > {t2}, fight me", "hot take: {t} is {adj}", "thread on {t} 🧵", "{n} days into {t} and {feel}", "my {rel} got me into {t}", "is {t} worth it? asking for a friend", "{t} update: {feel}", "nobody talks about {t2} enough", "why is {t} {adj} lately", "{t} with {name} {time} {e}", "been reading about {t} all {time}", "{c}. anyway, {t} {feel}", "{t} recommendations? need something new", "unpopular opinion: {t} is {adj}", "new to {t}, any tips?", "{t} in {place} hits different", "can confirm {t} is {adj}", "ranking {t} vs {t2}: {feel}", "spent way too much time on {t} {time}", "the {t} discourse today is {adj}", "me explaining {t} to my {rel} for the {n}th time", "still not over {t} {e}", "{t} and {food}, perfect {time}", "tell me your favorite {t} and why", "just learned something about {t} that blew my mind", "{name} said {t} is {adj} and honestly? {feel}", "{t}, {t2}, {food}. that's the whole {time}", "was skeptical about {t} but {feel}", "if you're into {t} you have to check out {t2}", "day {n} of {t}", "ngl {t} is {adj}", "quick review of {t}: {feel}", "{t}. that's it. that's the tweet", "all i want {time} is {t}", "does anyone actually like {t2}? {feel}", "someone please explain {t} to me", "watched a video about {t} and now i need {t2}", "{t} is the best part of my {time}", "can we talk about {t}? {feel}", "{c} but at least there's {t}", "{t} and a {A} {N} {time}", "{Vg} {Ns} with {t} {e}", "my {N} smells like {t} now", "{t} is the {N} of {Ns}", "skipped the {N}, got {t} instead", "{t} after {Vg} {Ns} all day", "{A} {t}, {A} {N}", "{t} or a new {N}? {feel}", "the {N} at the {t} place was {A}", "{t} fixed my {N} {time}"],
  ja: ["{t}{feel}", "{t}やってみた{feel}", "{time}は{t}{feel}", "{t}ってどうなの？", "最近{t}にハマってる{e}", "{t}と{t2}、どっち派？", "{c}。{t}{feel}", "{t}について語りたい", "初めての{t}{feel}", "{t}好きな人と繋がりたい", "{t}のおすすめ教えてください", "{place}で{t}{feel}", "{t}が{adj}", "{rel}と{t}{e}", "{t}の話していい？", "やっぱり{t}が一番", "{t}のせいで{time}が消えた", "{t}、{n}回目{feel}", "{t}最高すぎる", "{name}に{t}教えてもらった{e}", "{t}デビューしました", "{t}気になってる", "{t}と{food}で幸せ", "{t}のこと考えてたら{time}終わった", "{t}、思ってたより{adj}", "今日の{t}{feel}", "{t}界隈ざわついてる", "ついに{t}{feel}", "{t}についてまとめました🧵", "{t}って{adj}よね", "{t}の情報ください", "{t}で{t2}も気になってきた", "{t}と{N}の組み合わせ{feel}", "{N}のあとの{t}{feel}", "{t}で{N}を思い出した", "{city}で{t}{e}", "{t}か{N}か迷う"],
};

// biome-ignore format: a data table reads better packed
export const DEBATE_FRAMES = {
  en: ["{t} is not up for debate", "we need {t} now", "call your senator about {t} today", "the truth about {t} they won't tell you", "{t}. period.", "so tired of the lies about {t}", "{t} matters more than ever", "another day, another fight over {t}", "if you don't support {t} you're not paying attention", "{t} and {t2}: read the bill before you tweet", "my {rel} and I argued about {t} {time} {e}", "polls keep showing people want {t}", "stand up for {t}", "{t} is common sense"],
  ja: ["{t}に賛成です", "{t}は絶対に必要", "{t}について国会で議論してほしい", "{t}の問題、もっと知ってほしい", "{t}、おかしいと思う", "{t}について考えた{e}", "{t}と{t2}、ちゃんと比べて", "{rel}と{t}の話をした", "{t}を忘れてはいけない", "やっぱり{t}しかない", "{t}について署名しました", "{t}のニュース見た"],
};

// Everyday clauses about nothing in particular: the chatter that fills every feed.
// biome-ignore format: a data table reads better packed
export const CHATTER = {
  en: ["monday again", "so tired today", "can't sleep", "it's raining again", "traffic was awful this morning", "my cat knocked everything off the table", "happy friday everyone", "who else is still awake", "back at work", "lunch was great", "missed the bus", "the weather is so nice today", "laundry day", "need a vacation", "my phone battery died", "forgot my keys again", "so much email", "the meeting could have been an email", "just finished a long run", "gym was packed", "can't believe it's already december", "my dog is the best", "dentist appointment tomorrow", "new haircut who dis", "cleaned the whole apartment", "the neighbors are drilling again", "first snow of the year", "it's way too hot", "movie night", "stayed up way too late", "my plants are thriving", "grocery prices are wild", "waiting for a package", "group chat is chaos", "finally weekend", "sunday scaries", "birthday dinner tonight", "can't find my headphones", "wifi is down", "overslept", "the train is late again", "this week felt like a month", "happy birthday to my sister", "took a nap and feel worse", "listening to the same song on repeat", "my to-do list is endless", "power went out", "ordered takeout again", "reading a good book", "walked 20k steps", "spring cleaning", "moving day", "job interview tomorrow", "got the job", "exam week", "my kid asked why the sky is blue", "rainy days are for staying in", "the sunset tonight", "who decided mondays should exist", "my landlord finally fixed the sink", "got a parking ticket", "procrastinating again", "guess who forgot to reply to texts", "the group project is a disaster", "grateful for good friends", "this playlist slaps", "long day", "tiny wins today", "hot chocolate weather", "the heater is broken", "my back hurts", "hydrate", "someone left a nice note on my desk", "airport delays", "the algorithm knows me too well", "car wouldn't start", "made it through the week", "started a new puzzle", "caught a cold", "trying to drink more water", "the mail carrier waved at me", "bought too many snacks", "late night thoughts", "new week new me", "can't decide what to watch", "rewatching old sitcoms", "uni deadlines", "quiet morning", "lost an hour scrolling", "the bakery was sold out", "finally fixed my bike", "thunderstorm outside", "parents visiting this weekend", "feeling productive for once", "the printer hates me", "spilled everything on my shirt", "finally home from {place}", "{place} weather is wild today", "anyone in {place} this weekend?", "moving to {place} next month", "{place} traffic never changes", "dinner with {name} {time}", "{name} just told me the best story", "my {rel} is visiting from {place}", "craving {food} {time}", "ate {food} for breakfast, no regrets", "miss {place} so much", "road trip to {place} with {name}", "{name} and i are planning something for {time}", "my {rel} keeps sending me memes", "flight to {place} got cancelled", "got {food} with my {rel}", "happy birthday {name}!!", "wish i was in {place} right now"],
  ja: ["眠い", "月曜日つらい", "雨やばい", "お腹すいた", "今日も仕事", "猫がかわいい", "電車遅れてる", "おはようございます", "おやすみなさい", "明日休み", "寒すぎる", "暑すぎる", "残業つらい", "週末なにしよう", "洗濯物が乾かない", "コンビニのおにぎり美味しい", "肩こりがひどい", "花粉つらい", "今日は早く寝る", "スマホの充電切れた", "会議長すぎ", "やっと金曜日", "散歩してきた", "部屋の掃除した", "犬と散歩", "ジム行ってきた", "給料日まであと少し", "夕焼けきれい", "寝坊した", "頭痛い", "積読が増える", "推しの誕生日", "満員電車しんどい", "昼寝しすぎた", "雪降ってる", "台風来るらしい", "今日はお休み", "テスト勉強中", "引っ越し準備", "歯医者行ってきた", "久しぶりに友達と会った", "家族でごはん", "宅配便待ち", "肌寒い", "セールで買いすぎた", "新しい靴買った", "仕事終わった", "やる気が出ない", "早起きできた", "今日もおつかれさまでした", "空がきれい", "湯船に浸かりたい", "風邪ひいたかも", "映画見てきた", "髪切った", "ドラマの続きが気になる", "終電逃した", "ポイント貯まった", "アイス食べたい", "布団から出られない", "自炊がんばる", "誕生日でした", "ストレッチした", "雨の日は家にいたい", "実家に帰省中", "今週長かった", "ちょっと贅沢した", "猫に起こされた", "洗い物たまってる", "通知が多い", "カフェで作業中", "傘忘れた", "在宅勤務", "年末って感じ", "桜が咲いてた", "新生活スタート", "{place}に行ってきた", "{place}寒い", "{name}とランチ", "{rel}から電話きた", "{food}食べたい", "{time}は{food}", "{place}の駅前混みすぎ", "{name}の誕生日会", "{rel}と買い物", "{place}に引っ越すかも"],
};

// biome-ignore format: a data table reads better packed
export const REPLY_OPENERS = {
  en: ["this!!", "totally agree", "lol same", "no way", "wait really?", "source?", "hard disagree", "100%", "this is so true", "omg yes", "not me doing the exact same thing", "underrated take", "i needed this today", "thank you for saying this", "how did you do that?", "where can i get this", "congrats!!", "so jealous", "this made my day", "facts", "i respectfully disagree", "ok but why", "came here to say this", "same here honestly", "love this", "can you share more?", "huh, never thought about it", "that's wild", "you're not wrong", "bookmarking this"],
  ja: ["わかる", "それな", "ほんとそれ", "草", "すごい！", "おめでとうございます！", "いいなー", "参考になります", "えっ本当ですか", "同じく", "それは違うと思う", "ありがとうございます", "めっちゃわかる", "天才", "気になる", "どこで買えますか？", "最高", "笑った", "なるほど", "それはつらい", "私もです", "すごく共感しました", "詳しく知りたいです"],
};

// biome-ignore format: a data table reads better packed
export const FILLERS = {
  en: {
    adj: ["underrated", "overrated", "so good", "amazing", "wild", "a lot", "worth it", "not worth it", "different", "great", "fine", "expensive", "chaotic", "a game changer", "kinda mid", "peak", "beautiful", "confusing", "annoying", "fun", "relaxing", "exhausting", "addictive", "impressive", "weird", "cozy", "brilliant", "pricey", "nostalgic", "perfect", "hit or miss", "surprisingly good", "a vibe", "too much", "legendary", "humbling"],
    time: ["today", "tonight", "this morning", "this weekend", "weekend", "this week", "after work", "sunday", "friday night", "lately", "all day", "this summer", "this year", "on my lunch break", "before bed", "right now", "yesterday", "last night"],
    rel: ["sister", "brother", "mom", "dad", "roommate", "partner", "best friend", "coworker", "kid", "boss", "cousin", "wife", "husband", "neighbor", "grandma"],
    name: ["Sam", "Jess", "Mike", "Priya", "Tom", "Ana", "Leo", "Kate", "Ben", "Nina", "Omar", "Zoe", "Dan", "Maya", "Ravi", "Luis", "Chloe", "Jake", "Ella", "Noah", "Ivy", "Max", "Ruth", "Theo", "Aisha", "Grace", "Finn", "Lena", "Josh", "Mara", "Eli", "Hana"],
    food: ["pizza", "tacos", "a bagel", "ice cream", "popcorn", "snacks", "cookies", "a sandwich", "fries", "tea", "noodles", "donuts", "pancakes", "a smoothie", "chips", "soup"],
    place: ["NYC", "London", "LA", "Chicago", "Toronto", "Berlin", "Austin", "Sydney", "Seattle", "Dublin", "Paris", "Manchester", "Lisbon", "Denver", "Melbourne", "Boston", "the city", "my hometown"],
  },
  ja: {
    adj: ["良い", "最高", "難しい", "楽しい", "高い", "やばい", "奥が深い", "エモい", "沼", "神", "微妙", "優勝", "しんどい", "かわいい", "尊い", "面白い", "ありがたい", "便利", "懐かしい", "贅沢"],
    time: ["今日", "今夜", "週末", "朝", "昼休み", "仕事終わり", "休日", "今週", "最近", "昨日", "連休", "夜", "今月"],
    rel: ["友達", "母", "父", "姉", "弟", "家族", "同僚", "彼氏", "彼女", "夫", "妻", "子ども", "先輩"],
    name: ["ゆうちゃん", "さきちゃん", "たかし", "みか", "けんくん", "あやちゃん", "先輩", "りょう", "まい", "しょうた", "なな", "ひろ"],
    food: ["コンビニスイーツ", "おにぎり", "アイス", "チョコ", "唐揚げ", "お菓子", "ビール", "たこ焼き", "プリン", "パン"],
    place: ["渋谷", "新宿", "大阪", "福岡", "名古屋", "札幌", "横浜", "京都", "神戸", "仙台", "池袋", "梅田", "地元", "駅前"],
  },
};

// biome-ignore format: a data table reads better packed
export const EMOJI = ["😂", "🔥", "😍", "🙌", "✨", "😭", "💯", "👀", "🥲", "😅", "🤔", "❤️", "🙏", "😤", "🎉", "☕", "👍", "🥹", "💀", "🤯", "😎", "🫠", "🌸", "⚡"];

/** Hashtags of everyday chatter, tied to no topic. */
// biome-ignore format: a data table reads better packed
export const CHATTER_HASHTAGS = {
  en: ["MondayMotivation", "TGIF", "caturday", "weekendvibes", "tbt", "mood", "selfcare", "goodmorning", "NationalPizzaDay", "WorldBookDay", "relatable", "blessed", "photography", "sunset"],
  ja: ["おはようございます", "おやすみなさい", "猫のいる暮らし", "今日の空", "花金", "休日の過ごし方", "写真好きな人と繋がりたい", "朝活", "雑談"],
};

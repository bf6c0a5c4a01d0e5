import { DEBATE_TOPICS } from "./demo-debates.ts";
import { type DemoTopic, INTEREST_TOPICS } from "./demo-topics.ts";

/**
 * The demo world's vocabulary: its topics (interests and debates) and the names, places and bios
 * of its people. Brands and people are invented.
 */
export const TOPICS: DemoTopic[] = [...INTEREST_TOPICS, ...DEBATE_TOPICS];

/** Opinion phrases that make the sentiment mix realistic. */
// biome-ignore format: a data table reads better packed
export const FEELINGS = {
  en: { positive: ["and I love it 😍", "absolutely amazing", "so good 🔥", "best decision ever", "worth every penny 🙌", "really happy with it", "10/10 would recommend", "obsessed", "no notes"], neutral: ["", "", "thoughts?", "we'll see", "for now"], negative: ["and I hate it 😡", "honestly disappointing", "not good at all", "total waste of money", "terrible experience 😞", "never again", "so overpriced"] },
  ja: { positive: ["最高！", "嬉しい😍", "めっちゃ良かった", "楽しかった✨", "大好き", "感動した", "リピ確定"], neutral: ["", "", "どうかな", "とりあえず"], negative: ["最悪…", "残念すぎる", "微妙だった", "がっかり😞", "つらい", "二度とやらない"] },
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

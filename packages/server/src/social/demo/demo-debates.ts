import type { DemoTopic } from "./demo-topics.ts";

/**
 * The demo world's debates: a gun-rights debate in English and a nuclear-power debate in Japanese.
 * Each side has its own words and hashtags, both share the debate's `terms`, and each side's people
 * follow, reply to, quote and like their own side far more than the other (demo-posts.ts).
 * The organisations and people are invented.
 */
// biome-ignore format: a data table reads better packed
export const DEBATE_TOPICS: DemoTopic[] = [
  {
    id: "guns", weight: 5,
    terms: { en: ["guns", "gun", "firearms", "Congress", "Senate", "the bill", "Supreme Court", "shooting", "gun laws", "legislation", "the vote", "governor", "hearing", "polls", "gun policy", "lawmakers", "public safety", "the ruling"], ja: [] },
    hashtags: { en: ["guns", "GunDebate", "SCOTUS", "Congress"], ja: [] },
    sides: [
      {
        id: "guns-rights",
        terms: { en: ["Second Amendment", "2A", "gun rights", "self defense", "concealed carry", "shall not be infringed", "constitutional carry", "law-abiding gun owners", "AR-15", "ammo", "range day", "home defense", "NRA", "permitless carry", "gun owners", "right to bear arms", "hunting season", "CCW permit", "gun range", "disarm"], ja: [] },
        hashtags: { en: ["2A", "SecondAmendment", "GunRights", "ShallNotBeInfringed", "NRA", "ConcealedCarry", "DefendThe2nd", "MolonLabe", "2ndAmendment"], ja: [] },
        bio: { en: ["2A supporter", "gun owner", "hunter", "NRA member", "constitutional conservative"], ja: [] },
      },
      {
        id: "guns-control",
        terms: { en: ["gun violence", "background checks", "assault weapons ban", "red flag laws", "common sense gun laws", "gun safety", "mass shootings", "school shootings", "gun reform", "waiting periods", "ghost guns", "thoughts and prayers", "universal background checks", "safe storage", "gun lobby", "survivors", "high-capacity magazines", "keep kids safe", "gun deaths", "gun control"], ja: [] },
        hashtags: { en: ["GunControlNow", "EndGunViolence", "BoycottNRA", "StudentsStandUp", "Enough", "NeverAgain", "GunReformNow", "MarchForOurLives", "MomsDemandAction"], ja: [] },
        bio: { en: ["gun safety advocate", "mom who demands action", "teacher", "survivor", "organizer"], ja: [] },
      },
    ],
    notables: [
      { name: "Liberty Arms Co.", handle: "LibertyArmsCo", lang: "en", kind: "brand", side: 0, bio: "American-made firearms and accessories. Official account. Must be 21+." },
      { name: "Second Amendment Coalition", handle: "2ACoalition", lang: "en", kind: "brand", side: 0, bio: "Defending the right to keep and bear arms. Join us." },
      { name: "Cody Ranger", handle: "RangeDayCody", lang: "en", kind: "person", side: 0, bio: "Range day videos, concealed carry tips and gear reviews. 2A." },
      { name: "Safer Streets Now", handle: "SaferStreetsNow", lang: "en", kind: "brand", side: 1, bio: "A movement to end gun violence. Background checks save lives." },
      { name: "Students for Safe Schools", handle: "SafeSchoolsNow", lang: "en", kind: "brand", side: 1, bio: "Students organizing for gun reform. Never again." },
      { name: "Dana Whitfield", handle: "DanaForSafety", lang: "en", kind: "person", side: 1, bio: "Mom, survivor, gun safety advocate. Views my own." },
    ],
    bio: { en: ["politics junkie", "news watcher"], ja: [] },
  },
  {
    id: "nuclear", weight: 5,
    terms: { en: [], ja: ["原発", "原子力", "電力会社", "規制委員会", "エネルギー政策", "住民説明会", "安全審査", "電力", "政府", "国会", "世論調査", "再稼働", "原子力発電所", "電源構成", "知事", "経産省"] },
    hashtags: { en: [], ja: ["原発", "エネルギー", "原子力", "エネルギー政策"] },
    sides: [
      {
        id: "nuclear-restart",
        terms: { en: [], ja: ["原発再稼働", "再稼働賛成", "安定供給", "電気代高騰", "エネルギー安全保障", "ベースロード電源", "次世代原子炉", "小型モジュール炉", "電力不足", "原子力の活用", "電力逼迫", "温室効果ガス削減", "燃料輸入", "国産エネルギー", "安全性向上", "原子力技術者"] },
        hashtags: { en: [], ja: ["原発再稼働", "原発再稼働賛成", "原子力は必要", "エネルギー安全保障", "電気代", "電力不足"] },
        bio: { en: [], ja: ["原子力推進", "エネルギー問題に関心", "電力業界", "技術者"] },
      },
      {
        id: "nuclear-phaseout",
        terms: { en: [], ja: ["脱原発", "再稼働反対", "放射能", "汚染水", "避難計画", "核のごみ", "再生可能エネルギー", "太陽光発電", "活断層", "廃炉", "原発ゼロ", "風力発電", "被災地", "甲状腺検査", "使用済み核燃料", "地震大国"] },
        hashtags: { en: [], ja: ["脱原発", "原発いらない", "再稼働反対", "原発ゼロ", "再エネ", "さよなら原発"] },
        bio: { en: [], ja: ["脱原発", "反原発", "環境活動", "再エネ推進"] },
      },
    ],
    notables: [
      { name: "エネルギーの未来を考える会", handle: "energy_mirai_jp", lang: "ja", kind: "brand", side: 0, bio: "安定供給と脱炭素のために原子力の活用を考える会の公式アカウント。" },
      { name: "原子力工学者 佐々木", handle: "sasaki_nuclear", lang: "ja", kind: "person", side: 0, bio: "原子力工学者。原発再稼働と安全審査について解説します。" },
      { name: "さよなら原発ネット", handle: "bye_genpatsu", lang: "ja", kind: "brand", side: 1, bio: "脱原発を目指す市民ネットワーク。再稼働反対の署名受付中。" },
      { name: "山口みどり（環境ジャーナリスト）", handle: "midori_kankyo", lang: "ja", kind: "person", side: 1, bio: "環境ジャーナリスト。脱原発と再生可能エネルギーを取材。" },
    ],
    bio: { en: [], ja: ["ニュース好き", "政治に関心"] },
  },
];

import { escapeRegExp } from "@xa/core/social/escape-reg-exp";
import { JOB_GROUPS, type JobGroup } from "@xa/core/social/job-groups";

// How this is explained to users, in English and Japanese: `jobTitleMethod` in core's analysis/analysis-texts.ts.

// biome-ignore format: a data table reads better packed
const PATTERNS: Record<JobGroup, string[]> = {
  "Decision maker": ["ceo", "cto", "cfo", "coo", "cmo", "cio", "founder", "co-founder", "cofounder", "president", "managing director", "vp", "vice president", "head of", "chief", "director", "owner", "partner at", "board member", "executive", "代表取締役", "社長", "取締役", "創業者", "役員", "部長", "経営者", "代表"],
  "IT Developer": ["developer", "software engineer", "programmer", "web dev", "frontend", "front-end", "backend", "back-end", "full stack", "fullstack", "devops", "sre", "coder", "engineer at github", "ios dev", "android dev", "エンジニア", "プログラマ", "開発者", "フロントエンド", "バックエンド"],
  "IT/Tech": ["tech", "data scientist", "data engineer", "data analyst", "business analyst", "systems analyst", "machine learning", "ml engineer", "ai researcher", "sysadmin", "cybersecurity", "security researcher", "product manager", "ux designer", "ui designer", "cloud", "saas", "情報システム", "データサイエンティスト", "セキュリティ", "プロダクトマネージャー", "it企業"],
  Healthcare: ["doctor", "physician", "nurse", "surgeon", "dentist", "pharmacist", "paramedic", "therapist", "psychologist", "psychiatrist", "medical", "healthcare", "医師", "看護師", "薬剤師", "歯科", "医療", "介護", "保健師"],
  "Alternative Medicine": ["reiki", "naturopath", "homeopath", "acupunctur", "ayurved", "holistic", "herbalist", "energy healer", "chiropract", "整体", "鍼灸", "アロマセラピスト", "ヒーラー"],
  Science: ["scientist", "researcher", "phd", "ph.d", "postdoc", "professor of", "biologist", "chemist", "physicist", "astronomer", "neuroscien", "ecologist", "研究者", "研究員", "博士", "科学者"],
  Education: ["teacher", "professor", "lecturer", "educator", "tutor", "principal", "teaching", "教師", "教員", "先生", "講師", "教授", "塾"],
  Financial: ["banker", "investor", "trader", "research analyst", "technical analyst", "fundamental analyst", "financial analyst", "equity analyst", "stock analyst", "market analyst", "investment analyst", "credit analyst", "registered analyst", "accountant", "cpa", "financial advisor", "wealth", "fund manager", "portfolio", "venture capital", "投資家", "トレーダー", "会計士", "税理士", "銀行", "証券", "ファンド"],
  Consulting: ["consultant", "consulting", "advisor", "adviser", "strategist", "コンサルタント", "コンサル"],
  Legal: ["lawyer", "attorney", "solicitor", "barrister", "paralegal", "legal counsel", "judge", "弁護士", "司法書士", "行政書士", "法務"],
  Marketing: ["marketer", "marketing", "seo", "growth hacker", "social media manager", "community manager", "brand manager", "pr manager", "public relations", "copywriter", "advertising", "マーケター", "マーケティング", "広報", "広告"],
  News: ["journalist", "reporter", "editor", "correspondent", "news", "anchor", "columnist", "press", "記者", "編集者", "ジャーナリスト", "ニュース", "編集長"],
  Artist: ["artist", "illustrator", "painter", "designer", "photographer", "sculptor", "writer", "author", "poet", "novelist", "musician", "composer", "イラストレーター", "絵描き", "画家", "デザイナー", "写真家", "カメラマン", "作家", "漫画家", "小説家", "作曲家"],
  Entertainment: ["actor", "actress", "singer", "dj", "comedian", "youtuber", "streamer", "vtuber", "influencer", "model", "dancer", "rapper", "idol", "podcaster", "俳優", "女優", "歌手", "芸人", "配信者", "アイドル", "声優", "モデル", "ダンサー", "ユーチューバー"],
  Farmer: ["farmer", "farming", "rancher", "agricultur", "grower", "beekeeper", "農家", "農業", "酪農", "漁師"],
  Service: ["barista", "chef", "cook", "waiter", "waitress", "bartender", "hairdresser", "stylist", "driver", "cashier", "retail", "customer service", "hospitality", "cleaner", "electrician", "plumber", "mechanic", "firefighter", "police", "バリスタ", "シェフ", "料理人", "美容師", "販売員", "接客", "店員", "運転手", "警察", "消防"],
  Business: ["entrepreneur", "business", "manager", "sales", "realtor", "real estate", "recruiter", "human resources", "small business", "ecommerce", "e-commerce", "startup", "起業家", "会社員", "営業", "経営", "ビジネス", "不動産", "人事", "自営業", "個人事業主", "フリーランス"],
};

const MATCHERS = JOB_GROUPS.map((group) => {
  // Any run of spaces between a title's words ("Technical  Analyst").
  const words = PATTERNS[group].map((w) => escapeRegExp(w.trim()).replace(/ /g, "\\s+"));
  // Latin words need word boundaries ("dj" is not in "adjust"); Japanese ones do not have any.
  const latin = words.filter((w) => /^[\x20-\x7e]+$/.test(w));
  const other = words.filter((w) => !/^[\x20-\x7e]+$/.test(w));
  const parts = [
    latin.length ? `(?<![a-z])(?:${latin.join("|")})(?![a-z])` : "",
    other.length ? `(?:${other.join("|")})` : "",
  ];
  return { group, re: new RegExp(parts.filter(Boolean).join("|"), "iu") };
});

/**
 * Owning a pet, a home or a car is no job: "Cat-owner" is no decision maker; nor is a hobby:
 * "Engineer by profession, artist by hobby" is no artist. (An analyst is one only with a field:
 * political, policy and sports analysts are no financial ones; see PATTERNS.)
 */
const NOT_JOBS =
  /(?<![a-z])(?:(?:cat|dog|pet|puppy|kitten|horse|home|house|car|bike|plant)[\s-]*(?:owner|parent)s?|[\p{L}-]+ by (?:hobby|passion))(?![a-z])/gu;

/** The job-title group a bio names, with the words that matched; null when it names none. */
export function inferJobGroup(bio: string | null): { group: JobGroup; cue: string } | null {
  if (!bio) return null;
  const text = bio.normalize("NFKC").toLowerCase().replace(NOT_JOBS, " ");
  for (const { group, re } of MATCHERS) {
    const match = re.exec(text);
    if (match) return { group, cue: match[0] };
  }
  return null;
}

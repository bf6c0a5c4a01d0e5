import type { GenderGuess } from "./gender.ts";

/** Whether an account is a person, a company/group, or unknown. */
export type AccountType = "person" | "organization" | "unknown";

// How this is explained to users, in English and Japanese: `accountTypeMethod` in core's analysis/analysis-texts.ts.

/**
 * Organisation words in a display name or handle (the accounts' enrichment also finds stored names
 * by it, in PostgreSQL's regular expressions: keep to what both read alike). By kind: companies,
 * media and stations, publishers, schools, shops, clubs and teams, agencies, public bodies and
 * groups; and a name that is a web address ("Fanpage.it").
 */
export const ORG_NAME = new RegExp(
  [
    `(?<![a-z])(${[
      "inc|ltd|llc|plc|gmbh|corp|co|pvt|limited|company|brand|group|labs?|app|hq|holdings|industries|industrial|automation|technologies|solutions|services|consulting|consultants|capital|ventures|partners|investments|insurance|realty|properties|apartments|motors|energy|airlines?|bank",
      "official|news|noticias|notizie|nachrichten|media|magazine|revista|rivista|zeitung|gazette|tribune|herald|journal|times|daily|press|tv|radio|fm|channel|network|broadcasting|podcast|live|updates|breaking",
      "publishing|publishers|books|edizioni|verlag",
      "university|universidad|universita|college|school|schools|academy|institute|isd|education",
      "store|shop|boutique|outlet|deals|market|mall|bakery|restaurant|cafe|café|hotel|studios?|loja|tienda",
      "club|fc|team|league|fanbase|athletics|nfl|nba|nhl|mlb",
      "agency|marketing",
      "gov|govt|government|ministry|council|police|department|dept|municipal|commission|authority|embassy|consulate|parliament|party|museum|library",
      "foundation|association|society|alliance|federation|coalition|initiative|campaign|fund|charity|ngo",
    ].join("|")})(?![a-z])`,
    "[a-z0-9]\\.(com|net|org|it|in|io|es|de|fr|jp|co\\.uk)(?![a-z])",
    "株式会社|有限会社|合同会社|公式|オフィシャル|編集部|運営|事務局|協会|財団|大学|ニュース|新聞|放送|店|ショップ|カフェ|ストア|株式|ホテル|銀行|研究所|チーム|出版|書店|学校|高校|学園|幼稚園|保育園|役所|役場|県庁|警察|病院|クリニック|劇団|組合|ラジオ|テレビ",
  ].join("|"),
  "iu",
);
/** Organisation cues in a bio (the accounts' enrichment also finds stored bios by it, as ORG_NAME). */
export const ORG_BIO = new RegExp(
  [
    "(?<![a-z])(we are|we're|we help|we make|we provide|we offer|we bring|our (?:team|products?|mission|store|customers|company|readers|members|clients)",
    "official (?:account|twitter|page|handle|site|feed)|official twitter a/c|(?:account|cuenta|conta) (?:ufficiale|oficial)|compte officiel",
    "customer (?:support|service)|customers can|(?:follow|contact|visit|join|text|tweet|dm|email|call|find) us|síguenos|seguici|shop now",
    "founded (?:in|by)|since \\d{4}|est(?:d|\\.)? \\d{4}|established in|headquartered|non-?profit|not-for-profit|501\\(?c\\)?\\(?3\\)?|think tank|registered charity",
    "(?:breaking|latest|local|community) news|news (?:magazine|agency|channel|network|portal|website|site)|tutte le notizie|las noticias|últimas noticias",
    "initiative (?:of|by)|office of the|is tasked with|regulator|your local|do not report crime|report (?:outages|crime))(?![a-z])",
    "公式アカウント|公式ツイッター|お問い合わせ|当店|弊社|当社|営業時間|商品|公式x",
  ].join("|"),
  "iu",
);
const PERSON_BIO =
  /(?<![a-z])(i'm|i am|my |mom|dad|wife|husband|she\/her|he\/him|they\/them|lover of|views (?:are )?my own|opinions (?:are )?my own)(?![a-z])|私|僕|俺|わたし|ぼく|主婦|ママ|パパ|趣味|好きです|垢|です。/iu;

/** "Official" marks a person's own account ("MANDEEP_OFFICIAL") as often as a company's. */
const OFFICIAL = /official|公式|オフィシャル/giu;

/**
 * Whether a display name reads as a company's or group's ("Fox News", "Ananya Panday FC"): its
 * first word is then no person's first name. Names of five words or more are left out: they are a
 * person's name followed by a slogan more often than an organisation's name ("Steve Bray It's time
 * we removed this corrupt gov.").
 */
export function isOrganizationName(name: string): boolean {
  return ORG_NAME.test(name.replace(OFFICIAL, " ")) && name.trim().split(/\s+/).length <= 4;
}

/** Decides person vs organisation from the profile; unknown when the cues disagree or are absent. */
export function inferAccountType(input: {
  name: string | null;
  handle: string | null;
  bio: string | null;
  verifiedType?: string | null;
  gender?: GenderGuess;
}): AccountType {
  if (input.verifiedType === "business" || input.verifiedType === "government") return "organization";
  const name = `${input.name ?? ""} ${input.handle ?? ""}`.normalize("NFKC");
  const bio = (input.bio ?? "").normalize("NFKC");
  let org = 0;
  let person = 0;
  if (ORG_NAME.test(name)) org += 2;
  if (ORG_BIO.test(bio)) org += 2;
  if (PERSON_BIO.test(bio)) person += 2;
  if (input.gender && input.gender.gender !== "unknown") person += input.gender.method === "pronouns in bio" ? 3 : 2;
  if (org > person) return "organization";
  if (person > org) return "person";
  return "unknown";
}

import type { GenderGuess } from "./gender.ts";

/** Whether an account is a person, a company/group, or unknown. */
export type AccountType = "person" | "organization" | "unknown";

// How this is explained to users, in English and Japanese: `accountTypeMethod` in analysis/analysis-texts.ts.

/** Organisation words in a display name or handle (the accounts' enrichment also finds stored names by it). */
export const ORG_NAME =
  /(?<![a-z])(inc|ltd|llc|plc|gmbh|corp|co|company|official|news|media|magazine|store|shop|brand|group|team|club|foundation|association|university|college|agency|studio|labs?|app|hq|bank|airlines?|hotel|restaurant|cafe|café|tv|radio|fc|press|journal|times|daily|gov|ministry|council|museum)(?![a-z])|株式会社|有限会社|合同会社|公式|オフィシャル|編集部|運営|事務局|協会|財団|大学|ニュース|新聞|放送|店|ショップ|カフェ|ストア|株式|ホテル|銀行|研究所|チーム/iu;
const ORG_BIO =
  /(?<![a-z])(we are|we're|our (?:team|products?|mission|store|customers|company)|official (?:account|twitter|page)|customer (?:support|service)|follow us|contact us|shop now|visit us|founded in|since \d{4}|headquartered)(?![a-z])|公式アカウント|公式ツイッター|お問い合わせ|当店|弊社|当社|営業時間|商品|公式x/iu;
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

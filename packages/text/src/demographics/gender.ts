import { isOrganizationName } from "./account-type.ts";
import firstNames from "./data/first-names.json" with { type: "json" };

/** An inferred gender with its confidence (0..1) and how it was inferred; unknown when unsure. */
export type GenderGuess = {
  gender: "female" | "male" | "unknown";
  confidence: number;
  method: "pronouns in bio" | "first name" | "none";
};

// How this is explained to users, in English and Japanese: `genderMethod` in core's analysis/analysis-texts.ts.

const FEMALE = new Set(firstNames.female.split("|"));
const MALE = new Set(firstNames.male.split("|"));
const UNISEX = new Set(firstNames.unisex.split("|"));

// Common Japanese given names, in kanji/kana and romaji (family name usually comes first).
const JA_FEMALE = `花子 陽菜 結衣 葵 さくら 美咲 愛 由美 恵 裕子 洋子 真由美 直美 智子 明美 優子 久美子 香織 舞 彩 美穂 美香 千尋
  結菜 凛 芽依 杏 紗希 彩花 七海 遥 楓 美月 莉子 さやか あゆみ ゆかり まい ひなた みさき ゆい あおい
  hanako hina yui aoi sakura misaki ai yumi megumi yuko yoko mayumi naomi tomoko akemi kumiko kaori mai aya miho
  mika chihiro yuna rin mei an saki ayaka nanami haruka kaede mizuki riko sayaka ayumi yukari hinata`;
const JA_MALE = `太郎 翔 蓮 大翔 悠真 陽翔 湊 健太 大輔 拓也 翔太 直樹 誠 浩 隆 健 学 修 聡 剛 和也 達也 哲也 雄一 健一 一郎
  蒼 樹 悠人 颯太 陸 海斗 大和 優斗 拓海 亮 翼 涼 しょう れん ひろし たかし けんた だいすけ
  taro sho ren hiroto yuma minato kenta daisuke takuya shota naoki makoto hiroshi takashi ken manabu osamu satoshi
  tsuyoshi kazuya tatsuya tetsuya yuichi kenichi ichiro sota riku kaito yamato yuto takumi ryo tsubasa haruto`;
const JA_F = new Set(JA_FEMALE.split(/\s+/).filter(Boolean));
const JA_M = new Set(JA_MALE.split(/\s+/).filter(Boolean));

/**
 * The writer's own roles in a bio ("mom of 2", "proud husband and father", "二児のママ"). A role
 * someone else holds says nothing of the writer: a partner or parent named after a possessive
 * ("his wife", "my husband", "life with wife and kids", "ex-wife", "私の母"), or the subject of a
 * sentence about them ("Husband is a nurse"); and in Japanese
 * 妻, 夫, 嫁 and 旦那, which name the partner far more often than the writer.
 */
export const ROLES_F =
  "mom|mum|mother|mama|momma|mommy|mamma|wife|girl|woman|lady|daughter|grandma|grandmother|granny|nana|aunt|auntie|girlfriend|housewife|actress";
export const ROLES_M = "dad|daddy|father|papa|husband|son|grandpa|grandfather|uncle|boyfriend";
const OWN_ROLE = (roles: string) =>
  new RegExp(
    `(?<![\\p{L}'’-])(?<!(?:\\b(?:my|his|her|your|their|our|the|with|ex)|\\p{L}['’]s)[\\s-]+(?:[\\p{L}-]+\\s+)?)(?:${roles})(?![\\p{L}'’])(?!\\s+(?:is|was|has|says|and i)\\b)`,
    "iu",
  );
const ROLE_F = OWN_ROLE(ROLES_F);
const ROLE_M = OWN_ROLE(ROLES_M);
const ROLE_JA_F = /主婦|女子|(?<!(?:私|僕|俺|うち|自分)の)ママ|[児子人]の母/u;
const ROLE_JA_M = /主夫|男子|(?<!(?:私|僕|俺|うち|自分)の)パパ|[児子人]の父/u;
const STATED_F = /\b(she\s*\/\s*her|she\s*\/\s*they)\b/iu;
const STATED_M = /\b(he\s*\/\s*him|he\s*\/\s*they)\b/iu;
const isFemaleBio = (bio: string) => STATED_F.test(bio) || ROLE_F.test(bio) || ROLE_JA_F.test(bio);
const isMaleBio = (bio: string) => STATED_M.test(bio) || ROLE_M.test(bio) || ROLE_JA_M.test(bio);
const TITLES = new Set(["dr", "mr", "mrs", "ms", "miss", "prof", "sir", "the", "official", "real", "its", "i'm", "im"]);
/**
 * Articles of the languages of the first-name lists, which hold several of them as names ("la",
 * "le", "el", "an"): a display name they start is a title or a phrase ("La Birra", "El Nuevo País",
 * "An Exiled Scot"), not a first name.
 */
export const ARTICLES = "la le el an il lo los las les der die das un una une".split(" ");
const ARTICLE = new Set(ARTICLES);
const UNKNOWN: GenderGuess = { gender: "unknown", confidence: 0, method: "none" };

/**
 * Infers gender from pronouns stated in the bio (or the location field, where some write them),
 * else from the first name, else from the writer's own roles in the bio.
 */
export function inferGender(name: string | null, bio: string | null, location: string | null = null): GenderGuess {
  const stated = `${bio ?? ""} ${location ?? ""}`;
  const pronounF = /\bshe\s*\/\s*her\b/i.test(stated);
  const pronounM = /\bhe\s*\/\s*him\b/i.test(stated);
  if (pronounF !== pronounM)
    return { gender: pronounF ? "female" : "male", confidence: 0.95, method: "pronouns in bio" };
  const byName = genderOfName(name ?? "");
  if (byName.gender !== "unknown") return byName;
  if (bio) {
    const f = isFemaleBio(bio);
    const m = isMaleBio(bio);
    if (f !== m) return { gender: f ? "female" : "male", confidence: 0.7, method: "pronouns in bio" };
  }
  return UNKNOWN;
}

/** Gender of a display name's given name, or unknown (an organisation's name has none: see isOrganizationName). */
export function genderOfName(displayName: string): GenderGuess {
  const clean = displayName
    .normalize("NFKC")
    .replace(/\p{Extended_Pictographic}|[|｜@(（[【].*$/gu, " ")
    .trim();
  if (!clean || isOrganizationName(clean)) return UNKNOWN;
  // Japanese names in kanji/kana: family name first, so try every part, the given name last.
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(clean)) {
    const parts = clean.split(/[\s・　]+/).filter(Boolean);
    for (const part of parts.reverse()) {
      if (JA_F.has(part)) return { gender: "female", confidence: 0.85, method: "first name" };
      if (JA_M.has(part)) return { gender: "male", confidence: 0.85, method: "first name" };
      for (const given of JA_F) if (part.length >= 3 && part.endsWith(given)) return female(0.75);
      for (const given of JA_M) if (part.length >= 3 && part.endsWith(given)) return male(0.75);
    }
    return UNKNOWN;
  }
  // "Mrs American Hodl", "Mr Eton Oldboys": a title says it where the name is no name.
  const title = /^(mrs|ms|miss|mr)\.?[\s_]+(?=\p{L})/iu.exec(clean)?.[1]?.toLowerCase();
  const tokens = clean
    .split(/[\s._,-]+/)
    .map((w) => w.replace(/[^\p{L}']/gu, ""))
    .filter((w) => w.length > 1 && !TITLES.has(w.toLowerCase()));
  const words = tokens.map((w) => w.toLowerCase());
  const first = words[0];
  if (!first || ARTICLE.has(first)) return UNKNOWN;
  if (isAcronym(tokens[0] as string, clean)) return UNKNOWN;
  if (UNISEX.has(first) || spelledBothWays(first)) return UNKNOWN;
  if (FEMALE.has(first)) return female(0.85);
  if (MALE.has(first)) return male(0.85);
  if (title) return title === "mr" ? male(0.8) : female(0.8);
  if (JA_F.has(first)) return female(0.8);
  if (JA_M.has(first)) return male(0.8);
  // Romanised Japanese order is often family-first too ("Tanaka Hanako").
  const second = words[1];
  if (second && JA_F.has(second)) return female(0.75);
  if (second && JA_M.has(second)) return male(0.75);
  return UNKNOWN;
}

/**
 * A first word of two to four capitals is an acronym ("ESPN", "IU Exterior", the "YA" of the handle
 * "YA_Environment"), unless the whole name is written in capitals ("JAY B").
 */
function isAcronym(word: string, name: string): boolean {
  const inCapitals = name === name.toUpperCase() && /\s/.test(name);
  return /^\p{Lu}{2,4}$/u.test(word) && !inCapitals;
}

/** A name the lists give one gender with accents and the other without ("clément", "clement"). */
function spelledBothWays(name: string): boolean {
  const plain = name.normalize("NFKD").replace(/\p{M}/gu, "");
  if (plain === name) return false;
  return (FEMALE.has(name) && MALE.has(plain)) || (MALE.has(name) && FEMALE.has(plain));
}

const female = (confidence: number): GenderGuess => ({ gender: "female", confidence, method: "first name" });
const male = (confidence: number): GenderGuess => ({ gender: "male", confidence, method: "first name" });

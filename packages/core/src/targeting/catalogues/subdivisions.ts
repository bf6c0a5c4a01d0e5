import { iso31662 } from "iso-3166/2.js";
import type { Searchable } from "./search-catalogue.ts";

/** A state or region: a Searchable with its country. */
export type Subdivision = Searchable & { country_code: string };

// US territories that are countries of ISO 3166-1 too (PR, GU…) are listed as countries, not here.
const US_TERRITORIES = new Set(["US-AS", "US-GU", "US-MP", "US-PR", "US-UM", "US-VI"]);
// GB codes that group nations rather than name a region (England and Wales, Great Britain, the UK).
const GB_GROUPINGS = new Set(["GB-EAW", "GB-GBN", "GB-UKM"]);

// Japanese names of the US states and DC, and of the nations of the UK (our translations); other GB areas keep their English name.
// biome-ignore format: a data table reads better packed
const JA: Record<string, string> = {
  "US-AL": "アラバマ州", "US-AK": "アラスカ州", "US-AZ": "アリゾナ州", "US-AR": "アーカンソー州", "US-CA": "カリフォルニア州",
  "US-CO": "コロラド州", "US-CT": "コネチカット州", "US-DE": "デラウェア州", "US-DC": "ワシントンD.C.", "US-FL": "フロリダ州",
  "US-GA": "ジョージア州", "US-HI": "ハワイ州", "US-ID": "アイダホ州", "US-IL": "イリノイ州", "US-IN": "インディアナ州",
  "US-IA": "アイオワ州", "US-KS": "カンザス州", "US-KY": "ケンタッキー州", "US-LA": "ルイジアナ州", "US-ME": "メイン州",
  "US-MD": "メリーランド州", "US-MA": "マサチューセッツ州", "US-MI": "ミシガン州", "US-MN": "ミネソタ州", "US-MS": "ミシシッピ州",
  "US-MO": "ミズーリ州", "US-MT": "モンタナ州", "US-NE": "ネブラスカ州", "US-NV": "ネバダ州", "US-NH": "ニューハンプシャー州",
  "US-NJ": "ニュージャージー州", "US-NM": "ニューメキシコ州", "US-NY": "ニューヨーク州", "US-NC": "ノースカロライナ州",
  "US-ND": "ノースダコタ州", "US-OH": "オハイオ州", "US-OK": "オクラホマ州", "US-OR": "オレゴン州", "US-PA": "ペンシルベニア州",
  "US-RI": "ロードアイランド州", "US-SC": "サウスカロライナ州", "US-SD": "サウスダコタ州", "US-TN": "テネシー州", "US-TX": "テキサス州",
  "US-UT": "ユタ州", "US-VT": "バーモント州", "US-VA": "バージニア州", "US-WA": "ワシントン州", "US-WV": "ウェストバージニア州",
  "US-WI": "ウィスコンシン州", "US-WY": "ワイオミング州",
  "GB-ENG": "イングランド", "GB-SCT": "スコットランド", "GB-WLS": "ウェールズ", "GB-NIR": "北アイルランド",
};

// The nations first, then the areas by name, so a GB list starts with England, Scotland, Wales, Northern Ireland.
const NATIONS = ["GB-ENG", "GB-SCT", "GB-WLS", "GB-NIR"];
const order = (code: string) => {
  const nation = NATIONS.indexOf(code);
  return nation === -1 ? NATIONS.length : nation;
};

/**
 * The US states and DC, and the UK's nations and council areas, from ISO 3166-2 (npm iso-3166);
 * id = the ISO 3166-2 code ("US-CA", "GB-SCT"), answering to the code's tail too ("CA").
 */
export const SUBDIVISION_CATALOGUE: readonly Subdivision[] = iso31662
  .filter((s) => (s.parent === "US" && !US_TERRITORIES.has(s.code)) || (s.parent === "GB" && !GB_GROUPINGS.has(s.code)))
  .sort((a, b) => a.parent.localeCompare(b.parent) || order(a.code) - order(b.code) || a.name.localeCompare(b.name))
  .map((s) => ({
    id: s.code,
    en: s.name,
    ja: JA[s.code] ?? s.name,
    country_code: s.parent,
    aliases: [s.code, s.code.slice(3)],
  }));

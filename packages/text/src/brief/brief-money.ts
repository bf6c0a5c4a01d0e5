import type { BriefReading } from "@xa/core/targeting/brief-reading";
import type { Currency } from "@xa/core/targeting/targeting-options";
import type { Span } from "./brief-places.ts";

/** Symbols and words for the currencies the platform takes, as written before or after an amount. */
const CURRENCY_WORDS: [RegExp, Currency][] = [
  [/^(?:US\$|USD|\$|dollars?|bucks|usドル|米ドル|ドル)$/iu, "USD"],
  [/^(?:C\$|CA\$|CAD|canadian dollars?|カナダドル)$/iu, "CAD"],
  [/^(?:A\$|AU\$|AUD|australian dollars?|豪ドル|オーストラリアドル)$/iu, "AUD"],
  [/^(?:S\$|SGD|singapore dollars?|シンガポールドル)$/iu, "SGD"],
  [/^(?:R\$|BRL|reais|real)$/iu, "BRL"],
  [/^(?:€|EUR|euros?|ユーロ)$/iu, "EUR"],
  [/^(?:£|GBP|pounds?|quid|ポンド)$/iu, "GBP"],
  [/^(?:¥|￥|JPY|yen|円)$/iu, "YEN"],
  [/^(?:₹|INR|rupees?|ルピー)$/iu, "INR"],
  [/^(?:₩|KRW|won|ウォン)$/iu, "KRW"],
  [/^(?:CHF|swiss francs?|francs?|スイスフラン)$/iu, "CHF"],
  [/^(?:MXN|pesos?|ペソ)$/iu, "MXN"],
  [/^(?:ZAR|rand)$/iu, "ZAR"],
  [/^(?:SAR|riyals?)$/iu, "SAR"],
  [/^(?:KWD|dinars?)$/iu, "KWD"],
  [/^(?:NGN|naira|₦)$/iu, "NGN"],
];
const currencyOf = (word: string | undefined): Currency | null =>
  word ? (CURRENCY_WORDS.find(([pattern]) => pattern.test(word.trim()))?.[1] ?? null) : null;

const BEFORE = String.raw`US\$|C\$|CA\$|A\$|AU\$|S\$|R\$|[$€£¥￥₹₩₦]|USD|EUR|GBP|JPY|CAD|AUD|SGD|INR|CHF`;
const AFTER =
  "USD|EUR|GBP|JPY|CAD|AUD|SGD|INR|KRW|CHF|MXN|BRL|ZAR|SAR|KWD|NGN|(?:us |canadian |australian |singapore )?dollars?|bucks|euros?|yen|rupees?|won|pesos?|円|米?ドル|ユーロ|ポンド|ウォン";
// 1,000 · 2.5 · 5k · 1.2 million · 50万 · 1億 · 1,000万
const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)\s*(k|K|m|M|mn|bn|thousand|million|billion|千|万|億)?`;

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  千: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  万: 1e4,
  億: 1e8,
  bn: 1e9,
  billion: 1e9,
};
const amountOf = (digits: string | undefined, scale: string | undefined) =>
  Number((digits ?? "").replace(/,/g, "")) * (scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1);

/** A budget: an amount with its currency, or an amount after 予算/budget (yen in a Japanese brief, else dollars). */
export function readBudget(text: string): (NonNullable<BriefReading["budget"]> & Span) | null {
  const t = text.normalize("NFKC");
  // 予算50万円, budget of $5,000, budget: 5000 (yen in a Japanese brief, else dollars)
  const stated = new RegExp(
    `(?:予算|budget(?:\\s+(?:of|is))?)\\s*(?:は|:|：)?\\s*(?:約|about|around|~)?\\s*(${BEFORE})?\\s?${NUMBER}\\s?(${AFTER})?(?![A-Za-z])`,
    "giu",
  );
  for (const m of t.matchAll(stated)) {
    const currency = currencyOf(m[1]) ?? currencyOf(m[4]) ?? (/予算/.test(m[0]) ? "YEN" : "USD");
    const found = budgetOf(m, amountOf(m[2], m[3]), currency);
    if (found) return found;
  }
  for (const m of t.matchAll(new RegExp(`(${BEFORE})\\s?${NUMBER}(?![A-Za-z])`, "gu"))) {
    const found = budgetOf(m, amountOf(m[2], m[3]), currencyOf(m[1]));
    if (found) return found;
  }
  for (const m of t.matchAll(new RegExp(`${NUMBER}\\s?(${AFTER})(?![A-Za-z])`, "giu"))) {
    const found = budgetOf(m, amountOf(m[1], m[2]), currencyOf(m[3]));
    if (found) return found;
  }
  return null;
}

function budgetOf(m: RegExpMatchArray, amount: number, currency: Currency | null) {
  if (!currency || !(amount > 0) || amount > 1e9) return null;
  const start = m.index ?? 0;
  return { amount, currency, said: m[0].trim(), start, end: start + m[0].length };
}

/** An audience size: "reach 1 million people", "500k users", "100万人", "50万人規模". */
export function readSize(text: string): (NonNullable<BriefReading["size"]> & Span) | null {
  const t = text.normalize("NFKC");
  const pattern = new RegExp(
    `${NUMBER}\\s*(?:people|persons|users|accounts|viewers|impressions|人|ユーザー|アカウント)`,
    "giu",
  );
  for (const m of t.matchAll(pattern)) {
    const value = Math.round(amountOf(m[1], m[2]));
    // A size is an audience, not "3 people": a thousand at least.
    if (value < 1000 || value > 1e10) continue;
    const start = m.index ?? 0;
    return { value, said: m[0].trim(), start, end: start + m[0].length };
  }
  return null;
}

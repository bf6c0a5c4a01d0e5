import type { BriefReading } from "@xa/core/targeting/brief-reading";
import { describe, expect, it } from "vitest";
import { nearestAge } from "./brief-ages.ts";
import { readBriefFields } from "./read-brief.ts";

const NOW = new Date("2026-06-01T00:00:00Z");
const read = (text: string, language: "en" | "ja" = "en") => readBriefFields(text, { language, now: NOW }).reading;
const placeIds = (reading: BriefReading) => reading.places.map((p) => p.id);

describe("readBriefFields: places", () => {
  it.each([
    ["Coffee lovers in the US and UK who brew pour over at home, aged 25 to 49", ["US", "GB"]],
    ["Sneakerheads in the U.S.A. and Japan", ["US", "JP"]],
    ["Runners in the United States, the United Kingdom and the UAE", ["US", "GB", "AE"]],
    ["Students in America and Great Britain", ["US", "GB"]],
    ["Fans in Germany, France & Italy", ["DE", "FR", "IT"]],
    ["Cooks in Turkey who love turkey sandwiches", ["TR"]],
    ["Tech workers in San Francisco and NYC", ["city:US:San Francisco", "city:US:New York City"]],
    ["Runners in New York, California and Texas", ["city:US:New York City", "US-CA", "US-TX"]],
    ["Gamers in London, UK and Paris", ["city:GB:London", "city:FR:Paris"]],
    ["Fans in São Paulo and Mexico City", ["city:BR:São Paulo", "city:MX:Mexico City"]],
    ["Golfers in Scotland", ["GB-SCT"]],
    ["Surfers in Australia and New Zealand", ["AU", "NZ"]],
    ["Nurses in South Korea", ["KR"]],
    ["People who love home brewing", []],
    ["Air Jordan sneaker collectors", []],
    ["Fans of Paris Hilton", []],
    ["Coffee Lovers In Japan", ["JP"]],
    ["Runners in Osaka Japan", ["city:JP:Osaka"]],
    ["Marathon runners in Boston and Chicago", ["city:US:Boston", "city:US:Chicago"]],
    ["Crypto traders in the Philippines", ["PH"]],
    ["We are in it for the long run, us and them", []],
    ["東京在住で20代・30代のコーヒー好き", ["city:JP:Tokyo"]],
    ["大阪と北海道のママ", ["city:JP:Osaka", "region:JP:Hokkaido"]],
    ["アメリカとイギリスの日本語話者", ["US", "GB"]],
    ["日本のゲーマー", ["JP"]],
    ["米国在住の日本人", ["US"]],
    ["韓国と台湾のK-POPファン", ["KR", "TW"]],
    ["ニューヨークとロンドンのコーヒー好き", ["city:US:New York City", "city:GB:London"]],
    ["カリフォルニア州のサーファー", ["US-CA"]],
    ["パリピ向けのイベント", []],
  ])("%s → %j", (text, ids) => {
    expect(placeIds(read(text))).toEqual(ids);
  });

  it("says where 東京 is and names it in the reader's language", () => {
    const [tokyo] = read("東京在住のママ", "ja").places;
    expect(tokyo).toEqual({
      kind: "city",
      id: "city:JP:Tokyo",
      name: "Tokyo",
      country_code: "JP",
      label: "東京",
      said: "東京",
    });
    expect(read("東京在住のママ", "en").places[0]?.label).toBe("Tokyo");
    expect(read("Coffee in the UK", "ja").places[0]).toMatchObject({ id: "GB", label: "イギリス", said: "UK" });
  });
});

describe("readBriefFields: ages, rounded to the platform's values", () => {
  it.each([
    ["Coffee lovers aged 25 to 49", 25, 49, "AGE_25_TO_49", false],
    ["runners aged 25-49", 25, 49, "AGE_25_TO_49", false],
    ["Gamers 18–34", 18, 34, "AGE_18_TO_34", false],
    ["ages 25-54 who cook", 25, 54, "AGE_25_TO_54", false],
    ["between 35 and 49", 35, 49, "AGE_35_TO_49", false],
    ["18-24 year olds", 18, 24, "AGE_18_TO_24", false],
    ["parents over 30", 30, null, "AGE_OVER_25", true],
    ["adults 18+", 18, null, "AGE_OVER_18", false],
    ["fans 21 and over", 21, null, "AGE_OVER_21", false],
    ["anyone under 35", 13, 34, "AGE_13_TO_34", false],
    ["men in their 20s and 30s", 20, 39, "AGE_21_TO_34", true],
    ["women in their 30s", 30, 39, "AGE_25_TO_49", true],
    ["Gen Z gamers", 14, 29, "AGE_13_TO_34", true],
    ["millennials who travel", 30, 45, "AGE_25_TO_49", true],
    ["teenagers who skate", 13, 19, "AGE_13_TO_24", true],
    ["東京在住で20代・30代のコーヒー好き", 20, 39, "AGE_21_TO_34", true],
    ["20〜30代の女性", 20, 39, "AGE_21_TO_34", true],
    ["20代から40代の男性", 20, 49, "AGE_21_TO_49", true],
    ["30代前半のママ", 30, 34, "AGE_21_TO_34", true],
    ["25歳から49歳のランナー", 25, 49, "AGE_25_TO_49", false],
    ["25〜49歳", 25, 49, "AGE_25_TO_49", false],
    ["18歳以上のゲーマー", 18, null, "AGE_OVER_18", false],
    ["35歳未満の学生", 13, 34, "AGE_13_TO_34", false],
    ["Z世代のファン", 14, 29, "AGE_13_TO_34", true],
    ["シニア層", 65, null, "AGE_OVER_50", true],
  ])("%s → %s–%s as %s", (text, from, to, value, rounded) => {
    expect(read(text).age).toMatchObject({ from, to, value, rounded });
  });

  it.each([
    "Brew for 10 to 15 minutes",
    "Spend $25-49 on beans",
    "The 2025-26 season",
    "Fans of 80s music",
    "Coffee lovers",
  ])("%s names no age", (text) => {
    expect(read(text).age).toBeNull();
  });

  it("rounds a span to the value sharing most of its years", () => {
    expect(nearestAge(25, 49)).toBe("AGE_25_TO_49");
    expect(nearestAge(20, 29)).toBe("AGE_21_TO_34");
    expect(nearestAge(40, 60)).toBe("AGE_35_TO_54");
    expect(nearestAge(50, null)).toBe("AGE_OVER_50");
  });
});

describe("readBriefFields: gender, languages, handles", () => {
  it.each([
    ["Moms who bake", "FEMALE"],
    ["women runners", "FEMALE"],
    ["Dads into grilling", "MALE"],
    ["men's fashion fans", "MALE"],
    ["30代女性", "FEMALE"],
    ["ママ向けアプリ", "FEMALE"],
    ["男性ゲーマー", "MALE"],
  ])("%s → %s", (text, value) => {
    expect(read(text).gender?.value).toBe(value);
  });

  it.each([
    ["日焼け止めとスキンケアが好きな20代女性", "日焼け止めとスキンケアが好きな"],
    ["women runners in their 30s", "runners"],
    ["Moms who bake", "Moms who bake"],
    ["ママ向けアプリ", "ママ向けアプリ"],
  ])("%s leaves the topic %s: a plain gender word is the gender, a role stays", (text, topic) => {
    expect(readBriefFields(text, { language: "en", now: new Date("2026-01-01") }).rest).toBe(topic);
  });

  it.each(["men and women who run", "男性も女性も", "people who game", "Mensa members"])(
    "%s names no one gender",
    (text) => {
      expect(read(text).gender).toBeNull();
    },
  );

  it.each([
    ["Spanish-speaking families in Texas", ["es"]],
    ["speakers of Korean and Japanese speakers", ["ko", "ja"]],
    ["Gamers who speak English", ["en"]],
    ["fans posting in Japanese.", ["ja"]],
    ["英語圏のエンジニア", ["en"]],
    ["日本語話者のゲーマー", ["ja"]],
    ["Japanese restaurants in London", []],
  ])("%s → %j", (text, codes) => {
    expect(read(text).languages.map((l) => l.code)).toEqual(codes);
  });

  it("reads @handles without their @", () => {
    expect(read("Fans of @nike and @Adidas, like ＠puma").handles.map((h) => h.handle)).toEqual([
      "nike",
      "adidas",
      "puma",
    ]);
  });
});

describe("readBriefFields: budget and size", () => {
  it.each([
    ["予算50万円で大阪のママに", 500_000, "YEN"],
    ["予算は100万", 1_000_000, "YEN"],
    ["50万円の予算", 500_000, "YEN"],
    ["予算5万ドル", 50_000, "USD"],
    ["予算1億円", 100_000_000, "YEN"],
    ["Runners, budget $5,000", 5000, "USD"],
    ["a budget of 10k", 10_000, "USD"],
    ["spend €2.5k", 2500, "EUR"],
    ["£10,000 to reach gamers", 10_000, "GBP"],
    ["5000 USD", 5000, "USD"],
    ["$1.5 million campaign", 1_500_000, "USD"],
    ["¥300,000", 300_000, "YEN"],
  ])("%s → %s %s", (text, amount, currency) => {
    expect(read(text).budget).toMatchObject({ amount, currency });
  });

  it.each([
    ["reach 1 million people", 1_000_000],
    ["an audience of 500k users", 500_000],
    ["100万人に届けたい", 1_000_000],
    ["50万人規模", 500_000],
  ])("%s → %s people", (text, value) => {
    expect(read(text).size?.value).toBe(value);
  });

  it("reads no budget or size where there is none", () => {
    const reading = read("3 people who lose 10 pounds a year");
    expect(reading.budget).toBeNull();
    expect(reading.size).toBeNull();
  });
});

describe("readBriefFields: the whole brief", () => {
  it("reads the issue's English brief whole, and leaves its topic for the terms", () => {
    const { reading, rest } = readBriefFields(
      "Coffee lovers in the US and UK who brew pour over at home, aged 25 to 49",
      { language: "en", now: NOW },
    );
    expect(placeIds(reading)).toEqual(["US", "GB"]);
    expect(reading.age).toMatchObject({ value: "AGE_25_TO_49", said: "aged 25 to 49" });
    expect(rest).not.toMatch(/\b(?:US|UK|25|49)\b/);
    expect(rest).toContain("pour over");
  });

  it("reads the issue's Japanese brief whole", () => {
    const { reading, rest } = readBriefFields("東京在住で20代・30代のコーヒー好き、予算50万円", {
      language: "ja",
      now: NOW,
    });
    expect(reading.places.map((p) => [p.label, p.country_code])).toEqual([["東京", "JP"]]);
    expect(reading.age).toMatchObject({ from: 20, to: 39, rounded: true, said: "20代・30代" });
    expect(reading.budget).toEqual({ amount: 500_000, currency: "YEN", said: "予算50万円" });
    expect(rest).toContain("コーヒー");
    expect(rest).not.toContain("東京");
  });
});

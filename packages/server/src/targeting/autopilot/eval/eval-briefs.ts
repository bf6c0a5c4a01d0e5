import type { AutopilotRequestInput } from "@xa/core/targeting/autopilot-request";
import type { Age, Gender } from "@xa/core/targeting/targeting-options";

/**
 * What a brief asks for besides terms: the countries (ISO codes, [] when it names none), the age
 * values that read it right (a span rounds to a nearby allowed value: any listed one is right;
 * null when it names none) and the gender (null when it names none).
 */
export type BriefExpectation = { countries: string[]; ages: Age[] | null; gender: Gender | null };

/**
 * A brief of the evaluation: the community it names, how it is written, what it asks for, and
 * whether it is held out (written after the ranking was tuned, never tuned on).
 */
export type EvalBrief = {
  community: string;
  form: string;
  request: AutopilotRequestInput;
  expect: BriefExpectation;
  heldOut?: boolean;
};

const ANYWHERE: BriefExpectation = { countries: [], ages: null, gender: null };
const US_GB = ["GB", "US"];
const TWENTIES_THIRTIES: Age[] = ["AGE_21_TO_34", "AGE_18_TO_34", "AGE_21_TO_49", "AGE_18_TO_49"];

/**
 * Briefs of the demo communities, in English and Japanese, as free text and as keyword groups,
 * written as a marketer would: with the topic's everyday words, not copied from its templates.
 * Forms marked '*' also use words the store mostly uses in another topic, as real briefs do:
 * "weekend" and 週末 (AI posts too), "routine" (coffee), "night" (gaming, travel), 新作 (sneakers).
 */
export const EVAL_BRIEFS: EvalBrief[] = [
  {
    community: "sneakers",
    form: "en text",
    request: { description: "Sneakerheads chasing limited drops and restocks #sneakers" },
    expect: ANYWHERE,
  },
  {
    community: "coffee",
    form: "ja text",
    request: { description: "ハンドドリップや自家焙煎が好きなコーヒー好きの人 #コーヒー" },
    expect: ANYWHERE,
  },
  {
    community: "ev",
    form: "keywords",
    request: {
      create_audience_option: "keywords",
      keyword_groups: [["#electricvehicles"], ["fast", "charging"], ["#EVcharging"]],
    },
    expect: ANYWHERE,
  },
  {
    community: "gaming",
    form: "en text",
    request: { description: "Gamers who play RPGs and indie games on PS5 #gaming" },
    expect: ANYWHERE,
  },
  {
    community: "beauty",
    form: "ja text",
    request: { description: "スキンケアとコスメが好きな美容好きの女性 #スキンケア" },
    expect: { ...ANYWHERE, gender: "FEMALE" },
  },
  {
    community: "anime",
    form: "keywords",
    request: { create_audience_option: "keywords", keyword_groups: [["anime"], ["manga"], ["cosplay"]] },
    expect: ANYWHERE,
  },
  {
    community: "travel",
    form: "en text",
    request: { description: "Travellers planning a solo trip or a cheap flight deal #wanderlust" },
    expect: ANYWHERE,
  },
  {
    community: "football",
    form: "ja text",
    request: { description: "Jリーグとサッカー日本代表のサポーター #サッカー" },
    expect: ANYWHERE,
  },
  {
    community: "finance",
    form: "keywords",
    request: {
      create_audience_option: "keywords",
      keyword_groups: [["#investing"], ["dividends"], ["index", "funds"]],
    },
    expect: ANYWHERE,
  },
  {
    community: "ai",
    form: "en text",
    request: { description: "Engineers building with LLMs and generative AI tools #MachineLearning" },
    expect: ANYWHERE,
  },
  {
    community: "food",
    form: "ja keywords",
    request: { create_audience_option: "keywords", keyword_groups: [["ラーメン"], ["#おうちごはん"]] },
    expect: ANYWHERE,
  },
  {
    community: "gaming",
    form: "en text*",
    request: { description: "Competitive gamers grinding ranked matches every weekend #esports" },
    expect: ANYWHERE,
  },
  {
    community: "beauty",
    form: "en text*",
    request: { description: "Women building a skincare routine with a serum and a night cream #skincare" },
    expect: { ...ANYWHERE, gender: "FEMALE" },
  },
  {
    community: "gaming",
    form: "ja text*",
    request: { description: "週末に新作RPGやインディーゲームを遊ぶゲーマー #ゲーム" },
    expect: ANYWHERE,
  },
  // Held out: written with the places, ages and genders a media buyer names, after the keyword
  // ranking was settled; the request's own fields are left for the brief reader to fill.
  ...(
    [
      [
        "coffee",
        "en text",
        "Coffee lovers in the US and UK who brew pour over at home, aged 25 to 49",
        { countries: US_GB, ages: ["AGE_25_TO_49"], gender: null },
      ],
      [
        "coffee",
        "ja text",
        "東京在住で20代・30代のコーヒー好き",
        { countries: ["JP"], ages: TWENTIES_THIRTIES, gender: null },
      ],
      [
        "ev",
        "en text",
        "People thinking about buying an electric car in the United States",
        { countries: ["US"], ages: null, gender: null },
      ],
      [
        "ev",
        "ja text",
        "電気自動車の購入を考えている日本の30代から40代の男性",
        { countries: ["JP"], ages: ["AGE_35_TO_49", "AGE_25_TO_49", "AGE_25_TO_54"], gender: "MALE" },
      ],
      [
        "sneakers",
        "en text",
        "Men aged 18 to 34 in the US who collect sneakers and chase limited releases",
        { countries: ["US"], ages: ["AGE_18_TO_34"], gender: "MALE" },
      ],
      [
        "sneakers",
        "ja text",
        "日本でスニーカーを集めている10代・20代",
        { countries: ["JP"], ages: ["AGE_13_TO_24", "AGE_13_TO_34", "AGE_18_TO_24", "AGE_18_TO_34"], gender: null },
      ],
      [
        "gaming",
        "en text",
        "PC and console gamers in Canada and the UK, 18-34, who stream their play",
        { countries: ["CA", "GB"], ages: ["AGE_18_TO_34"], gender: null },
      ],
      [
        "gaming",
        "ja text",
        "大阪や東京に住む20代のゲーム好き男性",
        { countries: ["JP"], ages: ["AGE_18_TO_24", "AGE_21_TO_34", "AGE_18_TO_34"], gender: "MALE" },
      ],
      [
        "beauty",
        "en text",
        "Women in the UK and Ireland aged 25 to 54 who follow skincare and makeup trends",
        { countries: ["GB", "IE"], ages: ["AGE_25_TO_54"], gender: "FEMALE" },
      ],
      [
        "beauty",
        "ja text",
        "化粧品やスキンケアに関心がある日本の30代女性",
        { countries: ["JP"], ages: ["AGE_25_TO_49", "AGE_35_TO_49", "AGE_21_TO_49"], gender: "FEMALE" },
      ],
      [
        "anime",
        "en text",
        "Anime and manga fans in the US and Australia aged 13 to 24",
        { countries: ["AU", "US"], ages: ["AGE_13_TO_24"], gender: null },
      ],
      [
        "anime",
        "ja text",
        "アニメや漫画が好きな台湾と日本の10代・20代",
        { countries: ["JP", "TW"], ages: ["AGE_13_TO_24", "AGE_13_TO_34", "AGE_18_TO_34"], gender: null },
      ],
      [
        "travel",
        "en text",
        "Budget travellers in Australia and Singapore aged 21 to 34 who book cheap flights",
        { countries: ["AU", "SG"], ages: ["AGE_21_TO_34"], gender: null },
      ],
      [
        "football",
        "en text",
        "Football supporters in England, men aged 25 to 54, who follow the transfer window",
        { countries: ["GB"], ages: ["AGE_25_TO_54"], gender: "MALE" },
      ],
      [
        "finance",
        "en text",
        "Retail investors in the US aged 35 to 54 who buy index funds and dividend stocks",
        { countries: ["US"], ages: ["AGE_35_TO_54"], gender: null },
      ],
      [
        "finance",
        "ja text",
        "新NISAで投資信託を始めた日本の40代・50代",
        { countries: ["JP"], ages: ["AGE_35_TO_54", "AGE_OVER_35"], gender: null },
      ],
      [
        "ai",
        "en text",
        "Software developers in India and the US using AI coding assistants, aged 21 to 49",
        { countries: ["IN", "US"], ages: ["AGE_21_TO_49"], gender: null },
      ],
      [
        "food",
        "en text",
        "Home cooks and foodies in Germany and the UK who share recipes, women 25 to 49",
        { countries: ["DE", "GB"], ages: ["AGE_25_TO_49"], gender: "FEMALE" },
      ],
    ] as const
  ).map(
    ([community, form, description, expect]): EvalBrief => ({
      community,
      form,
      request: { description },
      expect: { countries: [...expect.countries], ages: expect.ages ? [...expect.ages] : null, gender: expect.gender },
      heldOut: true,
    }),
  ),
];

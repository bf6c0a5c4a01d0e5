import type { AutopilotRequestInput } from "@xa/core/targeting/autopilot-request";

/** A brief of the evaluation: the community it names and how it is written. */
export type EvalBrief = { community: string; form: string; request: AutopilotRequestInput };

/**
 * One brief per demo community, in English and Japanese, as free text and as keyword groups,
 * written as a marketer would: with the topic's everyday words, not copied from its templates.
 * Forms marked '*' also use words the store mostly uses in another topic, as real briefs do:
 * "weekend" and 週末 (AI posts too), "routine" (coffee), "night" (gaming, travel), 新作 (sneakers).
 */
export const EVAL_BRIEFS: EvalBrief[] = [
  {
    community: "sneakers",
    form: "en text",
    request: { description: "Sneakerheads chasing limited drops and restocks #sneakers" },
  },
  {
    community: "coffee",
    form: "ja text",
    request: { description: "ハンドドリップや自家焙煎が好きなコーヒー好きの人 #コーヒー" },
  },
  {
    community: "ev",
    form: "keywords",
    request: {
      create_audience_option: "keywords",
      keyword_groups: [["#electricvehicles"], ["fast", "charging"], ["#EVcharging"]],
    },
  },
  {
    community: "gaming",
    form: "en text",
    request: { description: "Gamers who play RPGs and indie games on PS5 #gaming" },
  },
  {
    community: "beauty",
    form: "ja text",
    request: { description: "スキンケアとコスメが好きな美容好きの女性 #スキンケア" },
  },
  {
    community: "anime",
    form: "keywords",
    request: { create_audience_option: "keywords", keyword_groups: [["anime"], ["manga"], ["cosplay"]] },
  },
  {
    community: "travel",
    form: "en text",
    request: { description: "Travellers planning a solo trip or a cheap flight deal #wanderlust" },
  },
  {
    community: "football",
    form: "ja text",
    request: { description: "Jリーグとサッカー日本代表のサポーター #サッカー" },
  },
  {
    community: "finance",
    form: "keywords",
    request: {
      create_audience_option: "keywords",
      keyword_groups: [["#investing"], ["dividends"], ["index", "funds"]],
    },
  },
  {
    community: "ai",
    form: "en text",
    request: { description: "Engineers building with LLMs and generative AI tools #MachineLearning" },
  },
  {
    community: "food",
    form: "ja keywords",
    request: { create_audience_option: "keywords", keyword_groups: [["ラーメン"], ["#おうちごはん"]] },
  },
  {
    community: "gaming",
    form: "en text*",
    request: { description: "Competitive gamers grinding ranked matches every weekend #esports" },
  },
  {
    community: "beauty",
    form: "en text*",
    request: { description: "Women building a skincare routine with a serum and a night cream #skincare" },
  },
  {
    community: "gaming",
    form: "ja text*",
    request: { description: "週末に新作RPGやインディーゲームを遊ぶゲーマー #ゲーム" },
  },
];

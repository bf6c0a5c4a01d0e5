import type { QueryType, SectionName } from "../analysis/sections.ts";
import { postsSectionOf } from "./question-intents.ts";

/**
 * The question forms the built-in analyst understands, each with the sections that answer it: the
 * list the unit tests check the matching against and the eval asks about the demo world. "posts"
 * stands for the analysis's posts section (a conversation's are its conversation posts). `types`
 * limits a form to the analyses it means something for (similar accounts need a handle).
 */
export type QuestionForm = { question: string; sections: SectionName[]; types?: QueryType[] };

const ALL_BUT_POST: QueryType[] = ["handle", "keyword", "conversation"];

export const QUESTION_FORMS: QuestionForm[] = [
  // The audience
  { question: "What is this audience like?", sections: ["audience_size", "countries", "genders", "age_groups"] },
  { question: "Give me an overview of the audience", sections: ["audience_size", "countries"] },
  { question: "どんなオーディエンスですか？", sections: ["audience_size", "countries", "genders"] },
  { question: "How big is the audience?", sections: ["audience_size"] },
  { question: "オーディエンスの規模は？", sections: ["audience_size"] },
  // Where and who
  { question: "Which countries are they from?", sections: ["countries"] },
  { question: "Where is the audience located?", sections: ["countries"] },
  { question: "What are the top countries?", sections: ["countries"] },
  { question: "どこの国の人が多いですか？", sections: ["countries"] },
  { question: "Which cities do they live in?", sections: ["cities"] },
  { question: "What languages do they speak?", sections: ["languages"] },
  { question: "何語で投稿していますか？", sections: ["languages"] },
  { question: "What are they interested in?", sections: ["interests_of_this_audience"] },
  { question: "What are the audience's hobbies?", sections: ["interests_of_this_audience"] },
  { question: "このオーディエンスの興味・関心は？", sections: ["interests_of_this_audience"] },
  { question: "What jobs do they have?", sections: ["job_titles"] },
  { question: "Top job titles?", sections: ["job_titles"] },
  { question: "職業の内訳を教えて", sections: ["job_titles"] },
  { question: "What is the gender split?", sections: ["genders", "age_groups"] },
  { question: "How old are they?", sections: ["genders", "age_groups"] },
  { question: "男女比と年齢層は？", sections: ["genders", "age_groups"] },
  // Sentiment
  { question: "What is the sentiment?", sections: ["sentiment_analysis"] },
  { question: "Are people positive or negative about it?", sections: ["sentiment_analysis"] },
  { question: "How has sentiment changed over time?", sections: ["sentiment_analysis"] },
  { question: "When did sentiment turn negative?", sections: ["sentiment_analysis"] },
  { question: "センチメントはどうですか？", sections: ["sentiment_analysis"] },
  { question: "感情はいつ変化しましたか？", sections: ["sentiment_analysis"] },
  // Volume and peaks
  { question: "How has the volume of posts changed?", sections: ["conversation_volume"] },
  { question: "How many posts are there over time?", sections: ["conversation_volume"] },
  { question: "When was the peak?", sections: ["conversation_volume"] },
  { question: "What was the busiest day?", sections: ["conversation_volume"] },
  { question: "投稿数の推移は？", sections: ["conversation_volume"] },
  { question: "ピークはいつでしたか？", sections: ["conversation_volume"] },
  { question: "Which posts drove the peak?", sections: ["conversation_volume", "posts"] },
  { question: "What caused the spike?", sections: ["conversation_volume", "posts"] },
  { question: "Which accounts were behind the surge?", sections: ["conversation_volume", "posts"] },
  { question: "ピークの要因になった投稿は？", sections: ["conversation_volume", "posts"] },
  // Share of voice
  { question: "Compare coffee and tea", sections: ["share_of_voice"], types: ALL_BUT_POST },
  {
    question: "What is the share of voice between espresso and latte?",
    sections: ["share_of_voice"],
    types: ALL_BUT_POST,
  },
  { question: "sneakers vs running", sections: ["share_of_voice"], types: ALL_BUT_POST },
  { question: "コーヒーと紅茶のシェア・オブ・ボイスを比較して", sections: ["share_of_voice"], types: ALL_BUT_POST },
  // Posts and terms
  { question: "What are the top posts?", sections: ["posts"] },
  { question: "Which posts were the most liked posts?", sections: ["posts"] },
  { question: "人気の投稿はどれですか？", sections: ["posts"] },
  { question: "Which hashtags are used most?", sections: ["hashtags_used_by_handle"] },
  { question: "よく使われるハッシュタグは？", sections: ["hashtags_used_by_handle"] },
  { question: "What keywords come up?", sections: ["keywords_used_by_handle"] },
  { question: "What topics do they talk about?", sections: ["topics"] },
  { question: "主な話題は何ですか？", sections: ["topics"] },
  // Accounts
  { question: "Who are the influential accounts?", sections: ["top_accounts"] },
  { question: "Which accounts does the audience follow?", sections: ["top_accounts"] },
  { question: "影響力のあるアカウントは？", sections: ["top_accounts"] },
  { question: "Which accounts are similar to this one?", sections: ["similar_accounts"], types: ["handle"] },
  { question: "How did the follower count change?", sections: ["follower_growth"], types: ["handle"] },
  // What to target
  { question: "What should I target?", sections: ["interests_of_this_audience", "countries", "top_accounts"] },
  { question: "How should I target an ad campaign at this audience?", sections: ["interests_of_this_audience"] },
  { question: "広告でどこをターゲットにすべき？", sections: ["interests_of_this_audience", "countries"] },
];

/** A form's sections for an analysis of `type` ("posts" made the type's posts section). */
export const formSections = (form: QuestionForm, type: QueryType): SectionName[] =>
  form.sections.map((name) => (name === "posts" ? postsSectionOf(type) : name));

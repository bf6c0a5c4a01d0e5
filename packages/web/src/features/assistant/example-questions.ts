import type { QueryType } from "@xa/core";
import type { TFunction } from "i18next";
import { sectionTitleText } from "../../i18n/section-title.ts";
import type { ChatContext } from "./reference-items.ts";

type Example = "audience" | "countries" | "interests" | "target" | "sentiment" | "peak" | "volume";

/** Questions the built-in analyst answers well for each kind of analysis (its forms, in the reader's language). */
const BY_TYPE: Record<QueryType, Example[]> = {
  handle: ["audience", "countries", "interests", "target"],
  keyword: ["audience", "interests", "sentiment", "target"],
  conversation: ["sentiment", "volume", "peak", "countries"],
  post: ["audience", "countries", "interests"],
};

/** The empty conversation's suggestions: about the card when asked from one, else about the analysis. */
export function exampleQuestions(t: TFunction, context: ChatContext): string[] {
  const general = BY_TYPE[context.analysis.query_type ?? "conversation"].map((key) => t(`assistant.empty.${key}`));
  if (!context.section) return general;
  const title = sectionTitleText(context.section);
  return [t("assistant.empty.card", { title }), t("assistant.empty.cardWhy", { title }), ...general.slice(0, 2)];
}

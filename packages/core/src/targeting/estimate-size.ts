import type { Language } from "../auth/languages.ts";
import type { SizeEstimate } from "./autopilot-request.ts";
import { briefText } from "./brief-texts.ts";
import type { Currency, SizeOption } from "./targeting-options.ts";

/** Impressions bought per person reached: a campaign shows an ad a few times to each person. */
export const IMPRESSIONS_PER_PERSON = 3;

export type EstimateInput = {
  /** accounts of the store the package reaches */
  accountsInStore: number;
  /** accounts of the audience found from the brief (the package's source); the reach when absent */
  audienceAccounts?: number;
  scaleFactor: number;
  cpm: number;
  currency: Currency;
  sizeOption: SizeOption;
  budget: number | null;
  size: number | null;
  language: Language;
  /** what filtered the audience, already worded (see describeFilters), or "" */
  filters?: string;
  /** the topic's accounts everywhere, when the filtered audience was too few to rank terms on */
  rankedOnTopic?: number | null;
};

const money = (n: number) => Math.round(n * 100) / 100;

/** What reaching `people` costs: impressions at the CPM. */
export const budgetFor = (people: number, cpm: number) => money((people * IMPRESSIONS_PER_PERSON * cpm) / 1000);

/** How many people a budget reaches at the CPM (whole people). */
export const peopleFor = (budget: number, cpm: number) => Math.floor((budget * 1000) / (cpm * IMPRESSIONS_PER_PERSON));

/**
 * The audience's size on the platform and what it costs: the store's count times the scaling
 * factor; given a budget, the people it reaches (never more than the audience); given a size, the
 * budget it needs; given neither, the budget that reaches the whole audience. `method` says so.
 */
export function estimateSize(input: EstimateInput): SizeEstimate {
  const { accountsInStore, scaleFactor, cpm, currency, language } = input;
  const estimated = Math.round(accountsInStore * scaleFactor);
  let suggestedBudget: number | null = null;
  let suggestedSize: number | null = null;
  const text = (key: Parameters<typeof briefText>[1], params: Record<string, string | number> = {}) =>
    briefText(language, key, { currency, ...params });
  const sentences = [
    text("estimateStore", {
      audience: input.audienceAccounts ?? accountsInStore,
      accounts: accountsInStore,
      filters: input.filters ?? "",
    }),
    ...(input.rankedOnTopic ? [text("estimateRankedWider", { topic: input.rankedOnTopic })] : []),
    text("estimateScale", { accounts: accountsInStore, factor: scaleFactor, size: estimated }),
    text("estimateCost", { cpm, frequency: IMPRESSIONS_PER_PERSON, perPerson: budgetFor(1, cpm) }),
  ];
  if (input.sizeOption === "budget" && input.budget !== null) {
    suggestedSize = Math.min(estimated, peopleFor(input.budget, cpm));
    sentences.push(text("estimateFromBudget", { budget: input.budget, size: suggestedSize }));
  } else if (input.sizeOption === "size" && input.size !== null) {
    suggestedBudget = budgetFor(input.size, cpm);
    sentences.push(text("estimateFromSize", { size: input.size, budget: suggestedBudget }));
  } else {
    suggestedSize = estimated;
    suggestedBudget = budgetFor(estimated, cpm);
    sentences.push(text("estimateWhole", { budget: suggestedBudget }));
  }
  return {
    accounts_in_store: accountsInStore,
    audience_accounts: input.audienceAccounts ?? accountsInStore,
    scaling_factor: scaleFactor,
    estimated_size: estimated,
    cpm,
    currency,
    suggested_budget: suggestedBudget,
    suggested_size: suggestedSize,
    method: sentences.join(language === "ja" ? "" : " "),
  };
}

/** The filters a request applied, as the parenthesis of the estimate's first sentence ("" for none). */
export function describeFilters(
  language: Language,
  parts: { key: "filterGender" | "filterAge" | "filterPlaces"; value: string }[],
): string {
  if (parts.length === 0) return "";
  const said = parts.map((p) => briefText(language, p.key, { value: p.value }));
  return `${briefText(language, "filtersLead")}${said.join(briefText(language, "filterJoin"))}${briefText(language, "filtersTail")}`;
}

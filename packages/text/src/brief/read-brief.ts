import type { Language } from "@xa/core";
import type { BriefReading } from "@xa/core/targeting/brief-reading";
import { readAge } from "./brief-ages.ts";
import { readBudget, readSize } from "./brief-money.ts";
import { readGender, readHandles, readLanguages } from "./brief-people.ts";
import { readPlaces, type Span } from "./brief-places.ts";

/** A brief as read: its fields, and its text with what they were read from blanked out. */
export type ReadBrief = { reading: BriefReading; rest: string };

/**
 * Reads a brief written in English or Japanese: the places, ages, gender, languages, @handles,
 * budget and audience size it names, each with the words it was read from, labelled in
 * `language`. `rest` is the brief without the words of its places, ages, languages, budget and size,
 * so "UK" or "25" are not taken for its topic.
 */
/** Gender words that say nothing else about the audience: read as the gender, not as a topic. */
const DEMOGRAPHIC_ONLY = /^(?:women|woman's|women's|female|females|ladies|men|men's|male|males|gentlemen|女性|男性)$/iu;

export function readBriefFields(text: string, options: { language: Language; now: Date }): ReadBrief {
  const brief = text.normalize("NFKC").slice(0, 5000);
  const places = readPlaces(brief, options.language);
  const age = readAge(brief, options.now);
  const gender = readGender(brief);
  const languages = readLanguages(brief, options.language);
  const budget = readBudget(brief);
  const size = readSize(brief);
  // Words for a role stay ("moms" or "ママ" say what the audience is about too); "women", "女性" go.
  const spans: Span[] = [
    ...places,
    ...(gender?.spans ?? []).filter(({ start, end }) => DEMOGRAPHIC_ONLY.test(brief.slice(start, end))),
    ...(age?.spans ?? []),
    ...languages.flatMap((l) => l.spans),
    ...(budget ? [budget] : []),
    ...(size ? [size] : []),
  ];
  let rest = brief;
  for (const { start, end } of spans) rest = rest.slice(0, start) + " ".repeat(end - start) + rest.slice(end);
  return {
    reading: {
      places: places.map(({ start: _s, end: _e, ...place }) => place),
      age: age && { from: age.from, to: age.to, value: age.value, rounded: age.rounded, said: age.said },
      gender: gender && { value: gender.value, said: gender.said },
      languages: languages.map(({ spans: _, ...l }) => l),
      handles: readHandles(brief),
      budget: budget && { amount: budget.amount, currency: budget.currency, said: budget.said },
      size: size && { value: size.value, said: size.said },
    },
    rest: rest.replace(/\s{2,}/g, " ").trim(),
  };
}

import type { Language } from "@xa/core";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { briefFields } from "@xa/core/targeting/brief-reading";
import { readBriefFields } from "@xa/text/brief/read-brief";

/**
 * A request with what its description says of the audience (places, age, gender, languages,
 * budget, size) filled into the fields it leaves empty, unless the user already kept or corrected
 * those (`read_brief` false); and the description without the words those were read from, so
 * "UK" or "25" are not taken for the brief's topic.
 */
export function withBriefReading(
  request: AutopilotRequest,
  options: { language: Language; now: Date },
): { request: AutopilotRequest; topic: string } {
  if (!request.description.trim()) return { request, topic: request.description };
  const { reading, rest } = readBriefFields(request.description, options);
  if (!request.read_brief) return { request, topic: rest };
  const read = briefFields(reading);
  const placed =
    request.countries.length +
      request.cities.length +
      request.selected_states.length +
      request.selected_regions.length >
    0;
  const budgetAsked = request.budget === null && read.budget !== null;
  return {
    request: {
      ...request,
      ...(placed ? {} : { countries: read.countries, cities: read.cities, selected_states: read.selected_states }),
      age: request.age === "AGE_ANY" ? read.age : request.age,
      gender: request.gender === "ANY" ? read.gender : request.gender,
      languages: request.languages.length > 0 ? request.languages : read.languages,
      budget: request.budget ?? read.budget,
      currency: budgetAsked && read.currency ? read.currency : request.currency,
      size: request.size ?? read.size,
      size_option: request.budget === null && !budgetAsked && read.size_option ? read.size_option : request.size_option,
    },
    topic: rest,
  };
}

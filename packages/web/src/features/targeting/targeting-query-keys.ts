import type { ListAudiencesQuery } from "@xa/core/targeting/audience-contract";

/** Query keys of the targeting feature, built from their parameters. */
export const targetingKeys = {
  all: ["targeting"] as const,
  audiences: (query: Omit<ListAudiencesQuery, "offset" | "limit">) => ["targeting", "audiences", query] as const,
  categories: () => ["targeting", "categories"] as const,
  configs: (team: string) => ["targeting", "configs", team] as const,
  config: (id: number) => ["targeting", "config", id] as const,
  /** `wrapper`: the package wrapper as JSON */
  measure: (wrapper: string) => ["targeting", "measure", wrapper] as const,
  autocomplete: (team: string, name: string) => ["targeting", "autocomplete", team, name] as const,
  generation: (id: string) => ["targeting", "generation", id] as const,
  briefReading: (description: string, language: string) =>
    ["targeting", "brief-reading", description, language] as const,
  regions: () => ["targeting", "regions"] as const,
  catalogue: (list: string, text: string, country: string) => ["targeting", "catalogue", list, text, country] as const,
};

import data from "./data/iab-ad-product-taxonomy.json" with { type: "json" };
import type { Searchable } from "./search-catalogue.ts";

/** Where advertiser categories come from (see data/SOURCE.md). */
export const ADVERTISER_CATEGORY_SOURCE = {
  name: "IAB Tech Lab Ad Product Taxonomy 2.0",
  url: "https://github.com/InteractiveAdvertisingBureau/Taxonomies",
  licence: "CC BY 3.0",
};

// Rows are `id|tier 1|tier 2|tier 3`: tier names may hold '/', so '|' separates them.
/** What an advertiser sells, in the taxonomy's order; labels are the taxonomy's English, tiers joined by ' — '. */
export const ADVERTISER_CATEGORY_CATALOGUE: readonly Searchable[] = data.rows.split("\n").map((line) => {
  const [id = "", ...tiers] = line.split("|");
  const label = tiers.join(" — ");
  return { id: `iabap:${id}`, en: label, ja: label };
});

import { INTEREST_CATALOGUE } from "./interests.ts";
import type { Searchable } from "./search-catalogue.ts";

/** Content categories are the content taxonomy the interests come from: the same source. */
export { INTEREST_SOURCE as CONTENT_CATEGORY_SOURCE } from "./interests.ts";

/** What a creative is about: the IAB content taxonomy's tiers 1 and 2 (deeper tiers are too fine to tag a post). */
export const CONTENT_CATEGORY_CATALOGUE: readonly Searchable[] = INTEREST_CATALOGUE.filter(
  (entry) => entry.raw.split("/").length <= 2,
).map(({ id, en, ja }) => ({ id, en, ja }));

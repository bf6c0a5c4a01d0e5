import { z } from "zod";
import { textField } from "../contract/fields.ts";
import { operation } from "../contract/operation.ts";
import { countryField } from "../i18n/country-codes.ts";
import { LOCATION_TYPES } from "./targeting-package.ts";

/**
 * The catalogues a targeting package is chosen from: the lookup lists and their searches.
 *
 * Every list and every search answers one shape: `{ <catalogue>: [entries], total, source,
 * available, note }` — `<catalogue>` named for the list (languages,
 * locations, interests, conversation_topics, network_operators, movies_tv_shows, audience_regions,
 * targeting_countries, job_titles); `total` counts every entry of the list (or every match of the search) before paging;
 * `source` says where the entries come from and under which licence; `available` is false when no
 * public list is shipped (the list is then empty and `note` says so); `note` is a text for the
 * user in the caller's language, or null. Lists page with `limit` and `offset`; searches take
 * `keywords` (required) and answer the best `limit` matches, exact before prefix before contains.
 */

export const catalogueSource = z.object({ name: z.string(), url: z.string(), licence: z.string() });

/** An entry as lists show it: its id in the catalogue and its label in the caller's language. */
export const catalogueItem = z.object({ id: z.string(), label: z.string() });
export type CatalogueListItem = z.infer<typeof catalogueItem>;

/** A place: countries (id = ISO alpha-2), US states and UK regions (ISO 3166-2), cities. */
export const locationItem = catalogueItem.extend({
  type: z.enum(LOCATION_TYPES),
  country_code: z.string(),
  /** why it cannot be chosen, in the caller's language (North Korea), or null */
  unselectable_reason: z.string().nullable(),
});
export type LocationItem = z.infer<typeof locationItem>;

/** A mobile network operator of a country (id = its first MCC-MNC). */
export const networkOperatorItem = catalogueItem.extend({ country_code: z.string() });
export type NetworkOperatorItem = z.infer<typeof networkOperatorItem>;

/** A region an audience targets: one country, or a UN M49 region and its countries. */
export const audienceRegion = z.object({
  id: z.string(),
  name: z.string(),
  is_single_country: z.boolean(),
  country_codes: z.array(z.string()),
});
export type AudienceRegion = z.infer<typeof audienceRegion>;

/** A country for a targeting picker: both names, and whether it may be chosen (North Korea may not). */
export const targetingCountry = catalogueItem.extend({
  name_en: z.string(),
  name_ja: z.string(),
  selectable: z.boolean(),
  /** why it cannot be chosen, in the caller's language, or null */
  unselectable_reason: z.string().nullable(),
});
export type TargetingCountry = z.infer<typeof targetingCountry>;

const meta = {
  total: z.number().int().nonnegative(),
  source: catalogueSource,
  available: z.boolean(),
  note: z.string().nullable(),
};

function catalogueResponse<const K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ ...({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> }), ...meta });
}

export const MAX_PAGE = 1000;
export const MAX_SEARCH_RESULTS = 200;

const limit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${max}` })
    .int({ error: `Limit must be a whole number from 1 to ${max}` })
    .min(1, { error: `Limit must be a whole number from 1 to ${max}` })
    .max(max, { error: `Limit must be a whole number from 1 to ${max}` })
    .default(fallback);

const offset = z.coerce
  .number({ error: "Offset must be a whole number, 0 or more" })
  .int({ error: "Offset must be a whole number, 0 or more" })
  .min(0, { error: "Offset must be a whole number, 0 or more" })
  .max(1_000_000, { error: "Offset must be at most 1000000" })
  .default(0);

export const pageQuery = z.object({ limit: limit(MAX_PAGE, 500), offset });
export const countryPageQuery = pageQuery.extend({ country_code: countryField.optional() });

export const searchBody = z.object({
  keywords: textField("keywords", { max: 200 }),
  limit: limit(MAX_SEARCH_RESULTS, 50),
});
export const countrySearchBody = searchBody.extend({ country_code: countryField.optional() });
export type CatalogueSearch = z.input<typeof searchBody>;
export type CountryCatalogueSearch = z.input<typeof countrySearchBody>;

export const languagesResponse = catalogueResponse("languages", catalogueItem);
export const locationsResponse = catalogueResponse("locations", locationItem);
export const interestsResponse = catalogueResponse("interests", catalogueItem);
export const conversationTopicsResponse = catalogueResponse("conversation_topics", catalogueItem);
export const networkOperatorsResponse = catalogueResponse("network_operators", networkOperatorItem);
export const moviesTvShowsResponse = catalogueResponse("movies_tv_shows", catalogueItem);
export const audienceRegionsResponse = catalogueResponse("audience_regions", audienceRegion);
export const targetingCountriesResponse = catalogueResponse("targeting_countries", targetingCountry);
export const jobTitlesResponse = catalogueResponse("job_titles", catalogueItem);
export const advertiserCategoriesResponse = catalogueResponse("advertiser_categories", catalogueItem);
export const contentCategoriesResponse = catalogueResponse("content_categories", catalogueItem);

const tags = ["catalogues"] as const;
const list = <R extends z.ZodType, Q extends z.ZodType>(path: string, summary: string, query: Q, response: R) =>
  operation({ method: "GET", path, summary, tags, query, status: 200, response, errors: [400, 403] });
const search = <R extends z.ZodType, B extends z.ZodType>(path: string, summary: string, body: B, response: R) =>
  operation({ method: "POST", path, summary, tags, body, status: 200, response, errors: [400, 403] });

export const catalogueContract = {
  listLanguages: list("/api/external/languages/", "Targetable languages (ISO 639-1)", pageQuery, languagesResponse),
  searchLanguages: search("/api/external/languages/search/", "Search languages", searchBody, languagesResponse),
  listLocations: list(
    "/api/external/locations/",
    "Countries, or one country's regions and cities (country_code)",
    countryPageQuery,
    locationsResponse,
  ),
  searchLocations: search(
    "/api/external/locations/search/",
    "Search places, in one country or all",
    countrySearchBody,
    locationsResponse,
  ),
  listInterests: list("/api/external/interests/", "Interests", pageQuery, interestsResponse),
  searchInterests: search("/api/external/interests/search/", "Search interests", searchBody, interestsResponse),
  listConversationTopics: list(
    "/api/external/conversation-topics/",
    "Conversation topics",
    pageQuery,
    conversationTopicsResponse,
  ),
  searchConversationTopics: search(
    "/api/external/conversation-topics/search/",
    "Search conversation topics",
    searchBody,
    conversationTopicsResponse,
  ),
  listNetworkOperators: list(
    "/api/external/network-operators/",
    "Mobile network operators, of one country (country_code) or all",
    countryPageQuery,
    networkOperatorsResponse,
  ),
  searchNetworkOperators: search(
    "/api/external/network-operators/search/",
    "Search network operators",
    countrySearchBody,
    networkOperatorsResponse,
  ),
  listMoviesTvShows: list("/api/external/movies-tv-shows/", "Movies and TV shows", pageQuery, moviesTvShowsResponse),
  searchMoviesTvShows: search(
    "/api/external/movies-tv-shows/search/",
    "Search movies and TV shows",
    searchBody,
    moviesTvShowsResponse,
  ),
  listAudienceRegions: list("/api/audience-regions/", "Audience regions", pageQuery, audienceRegionsResponse),
  listTargetingCountries: list(
    "/api/targeting-countries/",
    "Countries open for targeting, in the caller's language; the unselectable ones listed with the reason",
    pageQuery,
    targetingCountriesResponse,
  ),
  listJobTitles: list("/api/job-titles/", "Job-title groups", pageQuery, jobTitlesResponse),
  listAdvertiserCategories: list(
    "/api/advertiser-categories/",
    "What an advertiser sells, for a creative (IAB Ad Product Taxonomy)",
    pageQuery,
    advertiserCategoriesResponse,
  ),
  listContentCategories: list(
    "/api/content-categories/",
    "What a creative is about (IAB Content Taxonomy, tiers 1 and 2)",
    pageQuery,
    contentCategoriesResponse,
  ),
};

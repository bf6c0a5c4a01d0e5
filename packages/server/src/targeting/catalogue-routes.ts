import type { Language } from "@xa/core/auth/languages";
import { catalogueContract } from "@xa/core/targeting/catalogue-contract";
import { AUDIENCE_REGION_SOURCE, audienceRegions } from "@xa/core/targeting/catalogues/audience-regions";
import {
  type CatalogueMeta,
  type CatalogueSource,
  listPlainCatalogue,
  searchPlainCatalogue,
} from "@xa/core/targeting/catalogues/catalogue-registry";
import { LOCATION_SOURCE, listLocations, searchLocations } from "@xa/core/targeting/catalogues/locations";
import {
  listNetworkOperators,
  NETWORK_OPERATOR_SOURCE,
  searchNetworkOperators,
} from "@xa/core/targeting/catalogues/network-operators";
import { COUNTRY_SOURCE, targetingCountries } from "@xa/core/targeting/catalogues/targeting-countries";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../deps.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { requireCatalogueUser } from "./catalogue-guards.ts";

const available = (source: CatalogueSource, total: number): CatalogueMeta => ({
  total,
  source,
  available: true,
  note: null,
});

/** The catalogues a targeting package is chosen from: lists with paging, searches by keywords. */
export function registerCatalogueRoutes(app: FastifyInstance, deps: Deps): void {
  const caller = async (request: FastifyRequest): Promise<Language> => {
    await requireCatalogueUser(deps, request);
    return requestLanguage(request);
  };

  route(app, catalogueContract.listLanguages, async ({ query }, request) => {
    const { items, ...meta } = listPlainCatalogue("languages", await caller(request), query);
    return { languages: items, ...meta };
  });
  route(app, catalogueContract.searchLanguages, async ({ body }, request) => {
    const { items, ...meta } = searchPlainCatalogue("languages", body.keywords, await caller(request), body.limit);
    return { languages: items, ...meta };
  });
  route(app, catalogueContract.listInterests, async ({ query }, request) => {
    const { items, ...meta } = listPlainCatalogue("interests", await caller(request), query);
    return { interests: items, ...meta };
  });
  route(app, catalogueContract.searchInterests, async ({ body }, request) => {
    const { items, ...meta } = searchPlainCatalogue("interests", body.keywords, await caller(request), body.limit);
    return { interests: items, ...meta };
  });
  route(app, catalogueContract.listConversationTopics, async ({ query }, request) => {
    const { items, ...meta } = listPlainCatalogue("conversation_topics", await caller(request), query);
    return { conversation_topics: items, ...meta };
  });
  route(app, catalogueContract.searchConversationTopics, async ({ body }, request) => {
    const language = await caller(request);
    const { items, ...meta } = searchPlainCatalogue("conversation_topics", body.keywords, language, body.limit);
    return { conversation_topics: items, ...meta };
  });
  route(app, catalogueContract.listMoviesTvShows, async ({ query }, request) => {
    const { items, ...meta } = listPlainCatalogue("movies_tv_shows", await caller(request), query);
    return { movies_tv_shows: items, ...meta };
  });
  route(app, catalogueContract.searchMoviesTvShows, async ({ body }, request) => {
    const language = await caller(request);
    const { items, ...meta } = searchPlainCatalogue("movies_tv_shows", body.keywords, language, body.limit);
    return { movies_tv_shows: items, ...meta };
  });
  route(app, catalogueContract.listJobTitles, async ({ query }, request) => {
    const { items, ...meta } = listPlainCatalogue("job_titles", await caller(request), query);
    return { job_titles: items, ...meta };
  });
  route(app, catalogueContract.listAdvertiserCategories, async ({ query }, request) => {
    const { items, ...meta } = listPlainCatalogue("advertiser_categories", await caller(request), query);
    return { advertiser_categories: items, ...meta };
  });
  route(app, catalogueContract.listContentCategories, async ({ query }, request) => {
    const { items, ...meta } = listPlainCatalogue("content_categories", await caller(request), query);
    return { content_categories: items, ...meta };
  });

  route(app, catalogueContract.listLocations, async ({ query }, request) => {
    const { items, total } = listLocations(query.country_code, await caller(request), query);
    return { locations: items, ...available(LOCATION_SOURCE, total) };
  });
  route(app, catalogueContract.searchLocations, async ({ body }, request) => {
    const language = await caller(request);
    const { items, total } = searchLocations(body.keywords, body.country_code, language, body.limit);
    return { locations: items, ...available(LOCATION_SOURCE, total) };
  });

  route(app, catalogueContract.listTargetingCountries, async ({ query }, request) => {
    const countries = targetingCountries(await caller(request));
    return {
      targeting_countries: countries.slice(query.offset, query.offset + query.limit),
      ...available(COUNTRY_SOURCE, countries.length),
    };
  });

  route(app, catalogueContract.listNetworkOperators, async ({ query }, request) => {
    await caller(request);
    const { items, total } = listNetworkOperators(query.country_code, query);
    return { network_operators: items, ...available(NETWORK_OPERATOR_SOURCE, total) };
  });
  route(app, catalogueContract.searchNetworkOperators, async ({ body }, request) => {
    await caller(request);
    const { items, total } = searchNetworkOperators(body.keywords, body.country_code, body.limit);
    return { network_operators: items, ...available(NETWORK_OPERATOR_SOURCE, total) };
  });

  route(app, catalogueContract.listAudienceRegions, async ({ query }, request) => {
    const regions = audienceRegions(await caller(request));
    return {
      audience_regions: regions.slice(query.offset, query.offset + query.limit),
      ...available(AUDIENCE_REGION_SOURCE, regions.length),
    };
  });
}

